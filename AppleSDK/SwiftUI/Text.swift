import Synchronization
import FoundationCompatibility
internal import WidgetCore
package import WidgetDrawing
package import WidgetFormats
/// Text (Apple's `Text`): a string, a localised key with interpolated values, a date drawn in a
/// style relative to the moment the picture is drawn, a timer, or several texts joined with `+`
/// — each part with its own font and colour. Drawn by widgetdeck's text node: wrapped at spaces,
/// cut with `…` (and noted for `lint`) when it does not fit.
public struct Text: Equatable, Sendable {
    indirect enum Storage: Equatable, Sendable {
        case verbatim(String)
        /// A key, the table it is looked up in (nil: `Localizable`) and the bundle's path (nil: the main one).
        case key(LocalizedStringKey, table: String?, bundle: String?)
        case date(Date, DateStyle)
        case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
        case range(ClosedRange<Date>)
        /// A value read when drawn: the moment of the picture, formatted (`Text(.currentDate, format:)`).
        case live(_LiveFormat)
        case image(Image)
        case joined([Text])
    }

    /// What a `Text` modifier changed (the same text drawn otherwise).
    struct Styling: Equatable, Sendable {
        var font: Font?
        var weight: Font.Weight?
        var bold: Bool?
        var italic: Bool?
        var underline: Bool?
        var color: Color?
        var style: AnyShapeStyleBox?
        /// What a modifier asked for that cells cannot show, for `lint`.
        var notes: [String] = []
    }

    var storage: Storage
    var styling = Styling()

    init(storage: Storage) { self.storage = storage }

    public init(verbatim content: String) { storage = .verbatim(content) }

    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol { storage = .verbatim(String(content)) }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        storage = .key(key, table: tableName, bundle: bundle?.bundlePath)
    }

    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { storage = .verbatim(String(localized: resource)) }

    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) { storage = .verbatim(String(attributedContent.characters)) }

    public init(_ image: Image) { storage = .image(image) }

    public init<F>(_ input: F.FormatInput, format: F) where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        storage = .verbatim(format.format(input))
    }

    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: ReferenceConvertible {
        storage = .verbatim(formatter.string(for: subject) ?? "")
    }

    /// A date through a formatter (on Apple's platforms `Date` is a `ReferenceConvertible`).
    public init(_ date: Date, formatter: Formatter) {
        storage = .verbatim(formatter.string(for: date) ?? "")
    }

    public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: NSObject {
        storage = .verbatim(formatter.string(for: subject) ?? "")
    }

    /// A date in a style; relative styles and timers are counted from the moment the picture
    /// is drawn, which the runner's clock gives.
    public init(_ date: Date, style: Text.DateStyle) { storage = .date(date, style) }

    public init(_ dates: ClosedRange<Date>) { storage = .range(dates) }

    public init(_ interval: DateInterval) { storage = .range(interval.start...interval.end) }

    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        storage = .timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
    }

    /// How a date is written.
    public struct DateStyle: Hashable, Sendable {
        let kind: Int
        public static let time = DateStyle(kind: 0)
        public static let date = DateStyle(kind: 1)
        public static let relative = DateStyle(kind: 2)
        public static let offset = DateStyle(kind: 3)
        public static let timer = DateStyle(kind: 4)
    }

    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    public struct LineStyle: Hashable, Sendable {
        public struct Pattern: Hashable, Sendable {
            let id: Int
            public static let solid = Pattern(id: 0)
            public static let dot = Pattern(id: 1)
            public static let dash = Pattern(id: 2)
            public static let dashDot = Pattern(id: 3)
            public static let dashDotDot = Pattern(id: 4)
        }
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {}
        public static let single = LineStyle()
    }

    public struct Scale: Hashable, Sendable {
        public static let `default` = Scale()
        public static let secondary = Scale()
    }

    // MARK: - Modifiers that keep it a Text

    private func styled(_ change: (inout Styling) -> Void) -> Text {
        var text = self
        change(&text.styling)
        return text
    }

    public func foregroundColor(_ color: Color?) -> Text { styled { $0.color = color } }
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { styled { $0.style = AnyShapeStyleBox(AnyShapeStyle(style)) } }
    public func font(_ font: Font?) -> Text { styled { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
    public func fontWidth(_ width: Font.Width?) -> Text { styled { $0.notes.append("a font width left out: cells are one width") } }
    public func fontDesign(_ design: Font.Design?) -> Text { _sameInCells(self, "a terminal has one typeface") }
    public func bold() -> Text { styled { $0.bold = true } }
    public func bold(_ isActive: Bool) -> Text { styled { $0.bold = isActive } }
    public func italic() -> Text { styled { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { styled { $0.italic = isActive } }
    public func monospaced(_ isActive: Bool = true) -> Text { _sameInCells(self, "a terminal's typeface is monospaced") }
    public func monospacedDigit() -> Text { _sameInCells(self, "a terminal's digits are monospaced") }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        styled { $0.notes.append("a strikethrough left out") }
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        styled { $0.notes.append("a strikethrough left out") }
    }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { styled { $0.underline = isActive } }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        styled { $0.underline = isActive }
    }
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.notes.append("letter spacing left out: cells are evenly spaced") } }
    public func tracking(_ tracking: CGFloat) -> Text { styled { $0.notes.append("letter spacing left out: cells are evenly spaced") } }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        styled { $0.notes.append("a baseline offset left out: text sits on its row") }
    }
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { _sameInCells(self, "drawn at the default scale") }

    public static func + (lhs: Text, rhs: Text) -> Text {
        if case .joined(let parts) = lhs.storage, lhs.styling == Styling() { return Text(storage: .joined(parts + [rhs])) }
        return Text(storage: .joined([lhs, rhs]))
    }
}

/// A shape style kept in a `Text`, compared by identity (styles are not `Equatable`).
struct AnyShapeStyleBox: Equatable, @unchecked Sendable {
    let style: AnyShapeStyle
    /// A number of its own (not a `UUID`: on Linux each one reads `/dev/urandom`).
    let id: Int
    init(_ style: AnyShapeStyle) {
        self.style = style
        id = Self.made.add(1, ordering: .relaxed).newValue
    }
    private static let made = Atomic<Int>(0)
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}

extension Text: View {
    public typealias Body = Never
}

extension Text: _PrimitiveView {
    package func _nodes(in context: inout _RenderContext) -> [any ViewNode] {
        var changesAt: Date?
        var runs: [TextNode.Run] = []
        resolve(into: &runs, changesAt: &changesAt, inherited: Styling(), context: context)
        if let textCase = context.environment[TextCaseKey.self] {
            runs = runs.map { TextNode.Run(textCase == .uppercase ? $0.text.uppercased() : $0.text.lowercased(), style: $0.style) }
        }
        let alignment: WidgetDrawing.TextAlignment =
            switch context.environment.multilineTextAlignment {
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
        let node = TextNode(
            runs: runs, lineLimit: context.environment.lineLimit, alignment: alignment, isRedacted: context.isRedacted, changesAt: changesAt
        )
        // `lineLimit(_:reservesSpace: true)`: as tall as its limit's lines, however many it has.
        var shown: any ViewNode = node
        if context.environment[ReservedLinesKey.self], let limit = context.environment.lineLimit, limit > 1 {
            shown = FrameNode(height: FrameNode.Bounds(minimum: limit), alignment: .top, child: node)
        }
        var notes = styling.notes
        if let name = styling.font?.customName ?? context.environment.font?.customName {
            notes.append("custom font “\(name)” drawn in the terminal's font")
        }
        guard !notes.isEmpty else { return [shown] }
        return [NoteNode(note: notes.joined(separator: "; "), children: [shown])]
    }

    /// The text as runs of styled strings, at the moment the context draws at.
    func resolve(into runs: inout [TextNode.Run], changesAt: inout Date?, inherited: Styling, context: _RenderContext) {
        var styling = inherited
        if let font = self.styling.font { styling.font = font }
        if let weight = self.styling.weight { styling.weight = weight }
        if let bold = self.styling.bold { styling.bold = bold }
        if let italic = self.styling.italic { styling.italic = italic }
        if let underline = self.styling.underline { styling.underline = underline }
        if let color = self.styling.color { (styling.color, styling.style) = (color, nil) }
        if let style = self.styling.style { (styling.style, styling.color) = (style, nil) }
        let style = Self.style(styling, context: context)
        func add(_ string: String) {
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].text += string
            } else {
                runs.append(TextNode.Run(string, style: style))
            }
        }
        func earliest(_ date: Date?) {
            guard let date else { return }
            changesAt = changesAt.map { min($0, date) } ?? date
        }
        let now = context.environment._now
        let locale = context.environment._displayLocale
        switch storage {
        case .verbatim(let string):
            add(string)
        case .key(let key, let table, let bundle):
            for piece in key.localizedPieces(table: table, bundle: bundle) {
                switch piece {
                case .literal(let string), .argument(let string, _): add(string)
                case .text(let text): text.resolve(into: &runs, changesAt: &changesAt, inherited: styling, context: context)
                case .date(let date, let dateStyle):
                    let (string, next) = DateText.string(date, style: dateStyle, now: now, locale: locale)
                    add(string)
                    earliest(next)
                case .timer(let range, let pause, let down, let hours):
                    let (string, next) = DateText.timer(range, pauseTime: pause, countsDown: down, showsHours: hours, now: now)
                    add(string)
                    earliest(next)
                case .image(let image): add(image.glyph(context: context).symbol)
                }
            }
        case .date(let date, let dateStyle):
            let (string, next) = DateText.string(date, style: dateStyle, now: now, locale: locale)
            add(string)
            earliest(next)
        case .timer(let range, let pause, let down, let hours):
            let (string, next) = DateText.timer(range, pauseTime: pause, countsDown: down, showsHours: hours, now: now)
            add(string)
            earliest(next)
        case .range(let range):
            add(DateText.range(range, locale: locale))
        case .live(let live):
            let (string, next) = live.format(now)
            add(string)
            earliest(next)
        case .image(let image):
            add(image.glyph(context: context).symbol)
        case .joined(let parts):
            for part in parts { part.resolve(into: &runs, changesAt: &changesAt, inherited: styling, context: context) }
        }
    }

    /// The style of text with `styling` in `context`.
    static func style(_ styling: Styling, context: _RenderContext) -> Style {
        var attributes: TextAttributes = []
        let font = styling.font ?? context.environment.font
        if let font { attributes.formUnion(font.attributes) }
        if let weight = styling.weight { if weight.value >= 600 { attributes.insert(.bold) } else { attributes.remove(.bold) } }
        if styling.bold == true { attributes.insert(.bold) }
        if styling.italic == true { attributes.insert(.italic) }
        if styling.underline == true { attributes.insert(.underline) }
        var explicit: ResolvedStyle?
        if let color = styling.color { explicit = color.resolved() }
        if let box = styling.style { explicit = context.resolve(box.style) }
        var role = StyleRole.primary
        if let font, font.isSecondary, explicit == nil, context.environment._foreground == nil { role = .secondary }
        var environment = context
        environment.environment.font = nil
        return environment.textStyle(role: role, explicit: explicit, attributes: attributes)
    }

    /// The text as a plain string at `now` (accessibility labels, `widgetLabel`).
    func plainString(context: _RenderContext) -> String {
        var runs: [TextNode.Run] = []
        var changesAt: Date?
        resolve(into: &runs, changesAt: &changesAt, inherited: Styling(), context: context)
        return runs.map(\.text).joined()
    }
}

extension EnvironmentValues {
    /// The viewer's locale facts and time zone, for dates drawn in text.
    package var _displayLocale: DisplayLocale {
        get { self[DisplayLocaleKey.self] }
        set { self[DisplayLocaleKey.self] = newValue }
    }
}

private struct DisplayLocaleKey: EnvironmentKey {
    static var defaultValue: DisplayLocale { .enUS }
}

/// Dates written the way `Text(date, style:)` writes them, without the internationalisation
/// libraries: US-English words, the viewer's clock style and zone.
package enum DateText {
    package static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    /// `date` in `style` at `now`, and when the string next changes (relative styles and timers).
    static func string(_ date: Date, style: Text.DateStyle, now: Date, locale: DisplayLocale) -> (String, Date?) {
        let wall = locale.timeZone.wallTime(date)
        switch style {
        case .time:
            return (time(wall, locale: locale), nil)
        case .date:
            let month = months[wall.month - 1]
            return (locale.dayBeforeMonth ? "\(wall.day) \(month) \(wall.year)" : "\(month) \(wall.day), \(wall.year)", nil)
        case .relative:
            return relative(date, now: now, signed: false)
        case .offset:
            return relative(date, now: now, signed: true)
        default:
            let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            return (clock(seconds, showsHours: true), nextSecond(now))
        }
    }

    /// `3:30 PM` or `15:30`.
    static func time(_ wall: WallTime, locale: DisplayLocale) -> String {
        let minutes = wall.minute < 10 ? "0\(wall.minute)" : "\(wall.minute)"
        if locale.uses12HourClock {
            let hour = wall.hour % 12 == 0 ? 12 : wall.hour % 12
            return "\(hour):\(minutes)\u{202F}\(wall.hour < 12 ? "AM" : "PM")"
        }
        return "\(wall.hour < 10 ? "0" : "")\(wall.hour):\(minutes)"
    }

    /// `2 hr, 15 min` (or `+2 hours` with a sign): the two largest units between `date` and `now`.
    static func relative(_ date: Date, now: Date, signed: Bool) -> (String, Date?) {
        let delta = date.timeIntervalSince(now)
        let total = Int(abs(delta).rounded(.down))
        let sign = signed ? (delta >= 0 ? "+" : "−") : ""
        let units: [(Int, String, String)] = [(86_400, "day", "days"), (3_600, "hr", "hr"), (60, "min", "min"), (1, "sec", "sec")]
        var parts: [String] = []
        var rest = total
        for (size, one, many) in units where parts.count < 2 {
            let count = rest / size
            if count > 0 || (size == 1 && parts.isEmpty) {
                parts.append("\(count) \(count == 1 ? one : many)")
                rest -= count * size
            } else if !parts.isEmpty {
                break
            }
        }
        let next = total < 3_600 ? nextSecond(now) : Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 60).rounded(.down) * 60 + 60)
        if signed {
            let (count, unit) =
                total >= 86_400
                ? (total / 86_400, "day")
                : total >= 3_600 ? (total / 3_600, "hour") : total >= 60 ? (total / 60, "minute") : (total, "second")
            return ("\(sign)\(count) \(unit)\(count == 1 ? "" : "s")", next)
        }
        return (parts.joined(separator: ", "), next)
    }

    /// A timer over `range`: the time left (or passed), `M:SS` or `H:MM:SS`.
    static func timer(_ range: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool, now: Date) -> (String, Date?) {
        let at = min(max(pauseTime ?? now, range.lowerBound), range.upperBound)
        let seconds = countsDown ? range.upperBound.timeIntervalSince(at) : at.timeIntervalSince(range.lowerBound)
        let running = pauseTime == nil && now < range.upperBound
        return (clock(Int(seconds.rounded(countsDown ? .up : .down)), showsHours: showsHours), running ? nextSecond(now) : nil)
    }

    /// `Nov 30, 3:00 – 4:00 PM`-style ranges, kept simple: both ends as times, or dates.
    static func range(_ range: ClosedRange<Date>, locale: DisplayLocale) -> String {
        let a = locale.timeZone.wallTime(range.lowerBound), b = locale.timeZone.wallTime(range.upperBound)
        if a.isSameDay(as: b) { return "\(time(a, locale: locale)) – \(time(b, locale: locale))" }
        let (ma, mb) = (String(months[a.month - 1].prefix(3)), String(months[b.month - 1].prefix(3)))
        return "\(ma) \(a.day) – \(mb) \(b.day)"
    }

    static func clock(_ seconds: Int, showsHours: Bool) -> String {
        let s = max(0, seconds)
        let (h, m, sec) = (s / 3600, s % 3600 / 60, s % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        if h > 0 && showsHours { return "\(h):\(two(m)):\(two(sec))" }
        return "\(showsHours ? m : s / 60):\(two(sec))"
    }

    static func nextSecond(_ now: Date) -> Date {
        Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down) + 1)
    }
}

extension Text {
    /// The text as written, without a clock (a widget's display name and description).
    package var _plainString: String { verbatimString }
}

/// Whether texts keep the room of their line limit's lines (`lineLimit(_:reservesSpace:)`).
struct ReservedLinesKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}
