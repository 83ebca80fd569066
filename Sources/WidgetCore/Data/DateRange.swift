/// The period a widget summarises.
///
/// ```swift
/// let range = DateRange(token: "7d")!  // .last7Days
/// let title = range.title              // "Last 7 days"
/// let said = range.possessive          // "the last 7 days'"
/// ```
public enum DateRange: String, CaseIterable, Hashable, Sendable {
    case today
    case last7Days
    case last30Days

    /// As the header shows it.
    public var title: String {
        switch self {
        case .today: "Today"
        case .last7Days: "Last 7 days"
        case .last30Days: "Last 30 days"
        }
    }

    /// In a sentence, owning its figures: `today's`, `the last 7 days'`.
    public var possessive: String {
        switch self {
        case .today: "today's"
        case .last7Days: "the last 7 days'"
        case .last30Days: "the last 30 days'"
        }
    }

    /// The short token used on the command line: `today`, `7d`, `30d`.
    public var token: String {
        switch self {
        case .today: "today"
        case .last7Days: "7d"
        case .last30Days: "30d"
        }
    }

    /// Parses `today`, `7d`, `30d` or the file spelling (`last7Days`, `last30Days`).
    public init?(token: String) {
        switch token {
        case "today": self = .today
        case "7d", "last7Days", "last_7_days": self = .last7Days
        case "30d", "last30Days", "last_30_days": self = .last30Days
        default: return nil
        }
    }
}
