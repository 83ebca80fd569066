/// The environment variable that chooses the ``SnapshotRecordMode``: `1` (or `true`, `yes`,
/// `all`) re-records every golden file the run touches; `never` records none, so a missing
/// golden fails (what CI sets); unset, a missing golden is recorded and fails once — unless
/// `CI` is set, which means `never`.
public let snapshotRecordEnvironmentVariable = "WIDGETDECK_RECORD"

/// When a snapshot assertion writes golden files.
///
/// ```swift
/// let onCI = SnapshotRecordMode.from(environment: ["CI": "true"])                 // .never
/// let accept = SnapshotRecordMode.from(environment: ["WIDGETDECK_RECORD": "1"])  // .all
/// let local: SnapshotRecordMode = false                                          // .missing
/// ```
public enum SnapshotRecordMode: Sendable, ExpressibleByBooleanLiteral {
    /// Record a golden file only when there is none (and fail, saying so): working locally.
    case missing
    /// Rewrite every golden file (and fail, saying so): accepting a new design.
    case all
    /// Never write: a missing golden file fails. For CI, where a re-try must not pass because
    /// the first try wrote the reference (swift-snapshot-testing's `.never`).
    case never

    /// `true` is ``all``, `false` ``missing``.
    public init(booleanLiteral value: Bool) {
        self = value ? .all : .missing
    }

    /// The mode `environment` asks for (see ``snapshotRecordEnvironmentVariable``).
    public static func from(environment: [String: String]) -> SnapshotRecordMode {
        switch environment[snapshotRecordEnvironmentVariable]?.lowercased() {
        case "1", "true", "yes", "all": return .all
        case "never", "0", "false", "no": return .never
        case "missing": return .missing
        default:
            if let ci = environment["CI"]?.lowercased(), !ci.isEmpty, ci != "false", ci != "0" { return .never }
            return .missing
        }
    }
}
