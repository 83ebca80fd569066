public import WidgetKit
public import WidgetSnapshotTesting
public import WidgetFormats
internal import WidgetCore
package import WidgetDrawing

/// What a hosted widget shows in one family at one moment: its cells as text, what a screen
/// reader reads, its controls, the URL it opens — or why nothing could be drawn.
///
/// ```swift
/// struct Cup: TimelineEntry { let date: Date }
/// struct Cups: TimelineProvider {
///     func placeholder(in context: Context) -> Cup { Cup(date: Date()) }
///     func getSnapshot(in context: Context, completion: @escaping (Cup) -> Void) { completion(Cup(date: Date())) }
///     func getTimeline(in context: Context, completion: @escaping (Timeline<Cup>) -> Void) {
///         let now = Date()
///         completion(Timeline(entries: [Cup(date: now), Cup(date: now.addingTimeInterval(3600))], policy: .atEnd))
///     }
/// }
/// struct CupWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "cups", provider: Cups()) { _ in Text("3 cups") }
///             .supportedFamilies([.systemSmall])
///     }
/// }
///
/// @MainActor @Test func showsTheCups() async {
///     let rendering = await WidgetTestHost(CupWidget()).render(.systemSmall)
///     #expect(rendering.failure == nil && rendering.text.contains("3 cups"))
///     #expect(rendering.date == WidgetTestHost.defaultStart && !rendering.isStale)
///     assertSnapshot(of: rendering, as: .widget)
/// }
/// ```
public struct WidgetRendering: Sendable, CustomStringConvertible {
    public var family: WidgetKit.WidgetFamily
    /// The cells, one line a row, trailing spaces trimmed.
    public var text: String
    /// What a screen reader reads.
    public var spoken: String
    /// The labels of the buttons and toggles, in reading order.
    public var controls: [String]
    /// The URL the widget opens (`.widgetURL`).
    public var url: String?
    /// The date of the entry shown.
    public var date: Date?
    /// Whether the provider had not answered yet: the placeholder.
    public var isPlaceholder: Bool
    /// Whether the entry is past its time (the runner marked it stale).
    public var isStale: Bool
    /// Why nothing was drawn: the provider or view failed, or no widget supports the family.
    public var failure: String?
    /// What did not fit or could only be approximated in cells (`text-cut: …`), as `lint` says.
    public var notes: [String]
    /// The cells themselves — symbols, roles, a picture's pixels, the colours behind text on a
    /// gradient — for widgetdeck's own tests of its outputs; nil when nothing was drawn.
    package let buffer: Buffer?

    init(picture: WidgetPicture, family: WidgetKit.WidgetFamily, date: Date, isPlaceholder: Bool, isStale: Bool) {
        self.family = family
        buffer = picture.buffer
        text = picture.buffer.plainText
        spoken = picture.spoken
        controls = picture.controls.map(\.label)
        url = picture.url
        self.date = date
        self.isPlaceholder = isPlaceholder
        self.isStale = isStale
        failure = nil
        notes = WidgetLint().layoutFindings(picture.buffer).map { "\($0.rule) (\($0.at.x),\($0.at.y)): \($0.message)" }
    }

    init(failure: String, family: WidgetKit.WidgetFamily, date: Date? = nil) {
        self.family = family
        buffer = nil
        text = ""
        spoken = ""
        controls = []
        url = nil
        self.date = date
        isPlaceholder = false
        isStale = false
        self.failure = failure
        notes = []
    }

    /// The text, then what else is true of the picture: the golden file ``Snapshotting/widget`` writes.
    public var description: String {
        if let failure { return "✕ \(family): \(failure)\n" }
        var out = text
        out += "── \(family)"
        if isPlaceholder { out += " · placeholder" }
        if isStale { out += " · stale" }
        out += "\n"
        out += "spoken: \(spoken.isEmpty ? "(nothing)" : spoken)\n"
        if !controls.isEmpty { out += "controls: " + controls.map { "[\($0)]" }.joined(separator: " ") + "\n" }
        if let url { out += "url: \(url)\n" }
        for note in notes { out += "note: \(note)\n" }
        return out
    }
}

extension Snapshotting where Value == WidgetRendering {
    /// The picture as text, with what a screen reader reads, its controls, its URL and its
    /// layout notes below it: one golden file says everything the widget shows.
    public static var widget: Snapshotting<WidgetRendering> { Snapshotting { $0.description } }

    /// The picture as a true-colour terminal shows it (the dark theme's colours, a picture's
    /// pixels in their own): ANSI text, so a golden of it fails when a colour changes.
    public static var ansi: Snapshotting<WidgetRendering> {
        Snapshotting { rendering in
            rendering.buffer.map { ANSIRenderer(theme: .dark, depth: .trueColor).render($0) } ?? "✕ \(rendering.failure ?? "")\n"
        }
    }

    /// The picture as text only.
    public static var text: Snapshotting<WidgetRendering> { Snapshotting { $0.failure.map { "✕ \($0)\n" } ?? $0.text } }

    /// The picture's style layer (a letter per cell naming its colour role), so a change of
    /// colour that the text cannot show still fails.
    public static var styles: Snapshotting<WidgetRendering> {
        Snapshotting(pathExtension: "styles.txt") { rendering in
            rendering.buffer.map { Snapshotting<Buffer>.styles.snapshot($0) } ?? "✕ \(rendering.failure ?? "nothing drawn")\n"
        }
    }
}

/// Asserts the golden file of each family `host` shows now — of `kind` when it hosts several
/// widgets, every family that widget supports unless `families` are given — one file per
/// family, named after the test and the family (`testSmall.systemSmall.txt`).
@MainActor
public func assertWidgetSnapshots(
    of host: WidgetTestHost,
    kind: String? = nil,
    families: [WidgetKit.WidgetFamily]? = nil,
    as strategy: Snapshotting<WidgetRendering> = .widget,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) async {
    let widget = host.widgets.first { kind == nil || $0.kind == kind || $0.id == kind }
    let shown = families ?? widget.map { $0.families.map(WidgetKit.WidgetFamily.init) } ?? []
    for family in shown {
        let rendering = await host.render(family, of: kind)
        assertSnapshot(
            of: rendering, as: strategy, named: "\(family)", record: record, fileID: fileID, filePath: filePath, function: function,
            line: line, column: column)
    }
}
