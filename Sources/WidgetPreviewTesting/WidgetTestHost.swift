import Synchronization
public import WidgetKit
internal import WidgetCore
internal import WidgetFormats
internal import WidgetDrawing
internal import WidgetPreview

/// A team's widgets, hosted in their own test target the way the dashboard runs them: each
/// widget placed in each family it supports, on widgetdeck's timeline runner — reload policies,
/// the refresh budget, stale marking — with a clock that moves only when the test says so.
///
/// ```swift
/// struct Mood: TimelineEntry { let date: Date }
/// struct Moods: TimelineProvider {
///     func placeholder(in context: Context) -> Mood { Mood(date: Date()) }
///     func getSnapshot(in context: Context, completion: @escaping (Mood) -> Void) { completion(Mood(date: Date())) }
///     func getTimeline(in context: Context, completion: @escaping (Timeline<Mood>) -> Void) {
///         completion(Timeline(entries: [Mood(date: Date())], policy: .after(Date().addingTimeInterval(3600))))
///     }
/// }
/// struct MyWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "mood", provider: Moods()) { _ in Text("🙂") }.supportedFamilies([.systemSmall])
///     }
/// }
///
/// @MainActor @Test func entriesSwapHourly() async throws {
///     let host = WidgetTestHost(MyWidget())
///     await host.reload()
///     let first = await host.render(.systemSmall)
///     assertSnapshot(of: first, as: .widget)
///     await host.advance(by: 3600)
///     let later = await host.render(.systemSmall)
///     #expect(later.text.contains("🙂"))
///     #expect(host.reloads.map(\.reason) == [.initial, .policy])  // placed, then its policy came due
/// }
/// ```
///
/// The widget's own code reads this clock too: while its provider, view or intent runs, the
/// wall clock (`Date()`, `Calendar.current`) stands at ``now``, so entries it makes from
/// `Date()` fall on the test's time.
@MainActor
public final class WidgetTestHost {
    /// Where a host's clock starts unless told: Thursday 1 January 2026, 09:00 UTC.
    public static let defaultStart = Date(timeIntervalSince1970: 1_767_258_000)

    let loaded: LoadedWidgetExtension
    let clock: ManualClock
    /// The runner, its entries a team's views' pictures (``HostedView``).
    let runner: TimelineRunner<HostedView>
    let log = EventLog()
    let budget: BudgetSettings
    /// The widgets hosted, with the instances placed for them (one per family).
    let widgets: [HostedWidget]
    /// The reloads the widget's code asked for, not yet sent to the runner.
    let requests = RequestQueue()
    private var placed = false
    private var asked: [String] = []

    /// Hosts `widgets` (each in every family it supports), the clock at `start`, each placed
    /// widget allowed `dailyReloads` budgeted reloads a rolling day, `minimumSpacing` seconds
    /// apart (WidgetKit's budget is about 40–70 a day).
    public init(
        _ widgets: [any Widget], at start: Date = WidgetTestHost.defaultStart, dailyReloads: Int = 70, minimumSpacing: TimeInterval = 300
    ) {
        clock = ManualClock(start)
        runner = TimelineRunner<HostedView>(clock: clock, log: log)
        budget = BudgetSettings(dailyReloads: dailyReloads, minimumSpacing: minimumSpacing)
        loaded = LoadedWidgetExtension(widgets: widgets, previews: [])
        self.widgets = loaded.hostedWidgets
    }

    /// Hosts one widget.
    public convenience init(
        _ widget: any Widget, at start: Date = WidgetTestHost.defaultStart, dailyReloads: Int = 70, minimumSpacing: TimeInterval = 300
    ) {
        self.init([widget], at: start, dailyReloads: dailyReloads, minimumSpacing: minimumSpacing)
    }

    /// Hosts every widget of a bundle (what its `@main` would hand to WidgetKit).
    public convenience init(
        bundle: any WidgetBundle, at start: Date = WidgetTestHost.defaultStart, dailyReloads: Int = 70, minimumSpacing: TimeInterval = 300
    ) {
        self.init(bundle.declaredWidgets, at: start, dailyReloads: dailyReloads, minimumSpacing: minimumSpacing)
    }

    /// The host's clock.
    public var now: Date { clock.now }

    /// The kinds hosted, in order.
    public var kinds: [String] { widgets.map(\.kind) }

    // MARK: - Time and reloads

    /// Reloads timelines: the first call places every widget in every family (an initial
    /// reload, free); later ones ask as `WidgetCenter.shared.reloadTimelines(ofKind:)` does
    /// (`kind`, or every widget when `nil`), through each widget's refresh budget — a reload
    /// the budget cannot afford is deferred, and ``reloads`` says until when. Returns when
    /// every provider has answered.
    public func reload(_ kind: String? = nil) async {
        await HostGate.shared.exclusively { await reloadNow(kind) }
    }

    func reloadNow(_ kind: String?) async {
        if !placed {
            await place()
        } else if let kind {
            await runner.reloadTimelines(ofKind: kind)
        } else {
            await runner.reloadAllTimelines()
        }
        await settle()
    }

    /// Moves the clock forward by `seconds`, stopping at every moment something was due on the
    /// way — an entry's date, a policy's reload, a deferred one — exactly as the dashboard
    /// would have woken, so each reload happens at its own time.
    public func advance(by seconds: TimeInterval) async {
        await HostGate.shared.exclusively { await advanceNow(to: now.addingTimeInterval(seconds)) }
    }

    /// Moves the clock forward to `date` (see ``advance(by:)``).
    public func advance(to date: Date) async {
        await HostGate.shared.exclusively { await advanceNow(to: date) }
    }

    func advanceNow(to date: Date) async {
        if !placed {
            await place()
            await settle()
        }
        var repeats = 0
        while let wake = await runner.nextWake, wake <= date {
            if wake > now {
                clock.set(wake)
                repeats = 0
            } else {
                // Something still due at this moment after a tick (a reload that finished
                // with work due at once): tick again, a few times at most.
                repeats += 1
                if repeats > 8 { break }
            }
            await runner.tick()
            await settle()
        }
        if date > now { clock.set(date) }
        await runner.tick()
        await settle()
    }

    /// Every reload so far, oldest first: when, which widget and family, why, and whether the
    /// budget let it run then.
    public var reloads: [WidgetReload] {
        log.events.compactMap(WidgetReload.init(event:)).map { reload in
            var reload = reload
            if let placement = placements[reload.instance] {
                reload.kind = placement.kind
                reload.family = placement.family
            }
            return reload
        }
    }

    /// Every timeline the providers answered, oldest first: when, for which widget and family,
    /// the entries' dates and the reload policy.
    public var timelines: [WidgetTimelineAnswer] {
        log.events(named: "provider_finished").compactMap(WidgetTimelineAnswer.init(event:)).map { answer in
            var answer = answer
            if let placement = placements[answer.instance] {
                answer.kind = placement.kind
                answer.family = placement.family
            }
            return answer
        }
    }

    /// The kinds the widget's own code asked to reload (`WidgetCenter.shared.reloadTimelines(ofKind:)`;
    /// `"*"` for `reloadAllTimelines()`), in order.
    public var reloadRequests: [String] { asked }

    // MARK: - Drawing and pressing

    /// What `family` shows now — of `kind` when several widgets are hosted (else the first
    /// that supports the family) — drawn at this moment (a timer shows the time now), in
    /// `mode` (accessories default to the lock screen's vibrant mode).
    public func render(_ family: WidgetKit.WidgetFamily, of kind: String? = nil, mode: WidgetRenderingMode? = nil) async -> WidgetRendering
    {
        await HostGate.shared.exclusively { await renderNow(family, of: kind, mode: mode) }
    }

    func renderNow(_ family: WidgetKit.WidgetFamily, of kind: String?, mode: WidgetRenderingMode?) async -> WidgetRendering {
        if !placed {
            await place()
            await settle()
        }
        guard let instance = instance(family: family, kind: kind) else {
            return WidgetRendering(
                failure: "no hosted widget\(kind.map { " of kind “\($0)”" } ?? "") supports \(family) (.supportedFamilies)", family: family)
        }
        guard let entry = await runner.entry(for: instance.id) else {
            return WidgetRendering(failure: "not placed", family: family)
        }
        let stale = entry.payload.isStale
        if case .error(let message) = entry.payload.presentation {
            return WidgetRendering(failure: message, family: family, date: entry.date)
        }
        var picture = entry.payload.picture
        if var request = picture.redraw {
            if let mode { request.mode = RenderingMode(mode) }
            // Drawn again now: texts that count (timers, relative dates) show this moment.
            if let again = try? await loaded.picture(request, now: now, isLocked: false) { picture = again }
        }
        return WidgetRendering(
            picture: picture, family: family, date: entry.date, isPlaceholder: entry.payload.presentation == .placeholder, isStale: stale)
    }

    /// Presses the button or toggle labelled (or identified) `control` on what `family` shows:
    /// performs its intent once, as a tap does, then reloads every widget of its kind (free, as
    /// after any intent). Returns what the intent said (its dialog or its title).
    @discardableResult
    public func press(_ control: String, in family: WidgetKit.WidgetFamily, of kind: String? = nil) async throws -> String {
        try await HostGate.shared.exclusively { try await pressNow(control, in: family, of: kind) }
    }

    func pressNow(_ control: String, in family: WidgetKit.WidgetFamily, of kind: String?) async throws -> String {
        if !placed {
            await place()
            await settle()
        }
        guard let instance = instance(family: family, kind: kind), let shown = await runner.entry(for: instance.id)?.payload,
            let placement = await runner.placement(for: instance.id)
        else {
            throw WidgetTestHostError(message: "no hosted widget\(kind.map { " of kind “\($0)”" } ?? "") supports \(family)")
        }
        let controls = shown.picture.controls
        guard
            let placed = controls.first(where: { $0.label == control || $0.id == control })
                ?? controls.first(where: { $0.label.localizedCaseInsensitiveContains(control) }),
            let intent = placement.provider.intent(for: placed.id, in: placement.context, showing: shown)
        else {
            let labels = controls.map { "“\($0.label)”" }.joined(separator: ", ")
            throw WidgetTestHostError(
                message: "no control “\(control)” on \(instance.widget.kind) in \(family); it shows \(labels.isEmpty ? "none" : labels)")
        }
        let message = try await intent.perform(
            IntentInvocation(
                widgetID: instance.id, kind: instance.widget.kind, control: shown.picture.widgetControls.first { $0.id == placed.id }!))
        await runner.reloadAfterIntent(ofKind: instance.widget.kind)
        await settle()
        return message.message
    }

    // MARK: - Placing

    struct Instance {
        var id: String
        var widget: HostedWidget
        var family: WidgetCore.WidgetFamily
    }

    var instances: [Instance] {
        widgets.flatMap { widget in widget.families.map { Instance(id: "\(widget.id)-\($0.rawValue)", widget: widget, family: $0) } }
    }

    var placements: [String: (kind: String, family: WidgetKit.WidgetFamily)] {
        Dictionary(uniqueKeysWithValues: instances.map { ($0.id, ($0.widget.kind, WidgetKit.WidgetFamily($0.family))) })
    }

    func instance(family: WidgetKit.WidgetFamily, kind: String?) -> Instance? {
        instances.first { $0.family == family.core && (kind == nil || $0.widget.kind == kind || $0.widget.id == kind) }
    }

    func place() async {
        placed = true
        let requests = self.requests
        let placements = instances.map { instance in
            let provider = HostedWidgetProvider(host: loaded, widget: instance.widget, clock: clock) { kinds in
                requests.queue.withLock { $0 += kinds }
            }
            let configuration = WidgetCore.WidgetConfiguration(shop: instance.widget.id, metrics: [])
            return TimelineRunner<HostedView>.Placement(
                context: TimelineContext(
                    instanceID: instance.id, kind: instance.widget.kind, family: instance.family, configuration: configuration),
                provider: provider)
        }
        await runner.place(placements, budget: budget)
    }

    /// Waits for every provider, then sends the reloads the widget's code asked for meanwhile
    /// through the budget, until none is left.
    func settle() async {
        while true {
            await runner.settle()
            let kinds = requests.queue.withLock { queue in
                defer { queue = [] }
                return queue
            }
            if kinds.isEmpty { return }
            asked += kinds
            for kind in kinds {
                if kind == "*" { await runner.reloadAllTimelines() } else { await runner.reloadTimelines(ofKind: kind) }
            }
        }
    }
}

/// One host at a time, in the whole process: `WidgetCenter.shared`, where a widget's code asks
/// for reloads, is the process's, so two tests running in parallel (Swift Testing's default)
/// take turns rather than take each other's requests. (The stopped wall clock is per task.)
enum HostGate {
    static let shared = SerialGate()
}

/// Kinds to reload, handed over from wherever the widget's code ran.
final class RequestQueue: Sendable {
    let queue = Mutex<[String]>([])
}

/// A ``WidgetTestHost`` was asked for something it does not have.
///
/// ```swift
/// struct Note: TimelineEntry { let date: Date }
/// struct Notes: TimelineProvider {
///     func placeholder(in context: Context) -> Note { Note(date: Date()) }
///     func getSnapshot(in context: Context, completion: @escaping (Note) -> Void) { completion(Note(date: Date())) }
///     func getTimeline(in context: Context, completion: @escaping (Timeline<Note>) -> Void) {
///         let now = Date()
///         completion(Timeline(entries: [Note(date: now), Note(date: now.addingTimeInterval(3600))], policy: .atEnd))
///     }
/// }
/// struct NoteWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "notes", provider: Notes()) { _ in Text("Buy beans") }
///             .supportedFamilies([.systemSmall])
///     }
/// }
///
/// @MainActor @Test func pressingAMissingControlThrows() async {
///     let host = WidgetTestHost(NoteWidget())
///     let error = await #expect(throws: WidgetTestHostError.self) { try await host.press("Delete", in: .systemSmall) }
///     #expect(error?.message.contains("no control “Delete”") == true)
/// }
/// ```
public struct WidgetTestHostError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var description: String { message }
}

/// One reload of a hosted widget's timeline.
///
/// ```swift
/// struct Tide: TimelineEntry { let date: Date }
/// struct Tides: TimelineProvider {
///     func placeholder(in context: Context) -> Tide { Tide(date: Date()) }
///     func getSnapshot(in context: Context, completion: @escaping (Tide) -> Void) { completion(Tide(date: Date())) }
///     func getTimeline(in context: Context, completion: @escaping (Timeline<Tide>) -> Void) {
///         let now = Date()
///         completion(Timeline(entries: [Tide(date: now), Tide(date: now.addingTimeInterval(3600))], policy: .atEnd))
///     }
/// }
/// struct TideWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "tides", provider: Tides()) { _ in Text("High tide") }
///             .supportedFamilies([.systemSmall])
///     }
/// }
///
/// @MainActor @Test func atEndReloadsAtTheLastEntry() async {
///     let host = WidgetTestHost(TideWidget())
///     await host.reload()
///     await host.advance(by: 3600)
///     #expect(host.reloads.map(\.reason) == [.initial, .policy])
///     #expect(host.reloads.last?.date == WidgetTestHost.defaultStart.addingTimeInterval(3600))
/// }
/// ```
public struct WidgetReload: Hashable, Sendable, CustomStringConvertible {
    /// Why the timeline was asked for.
    ///
    /// ```swift
    /// // A policy's or WidgetCenter's reload spends the refresh budget; the first one and an intent's are free.
    /// let budgeted: [WidgetReload.Reason] = [.policy, .widgetCenter, .budgetDeferred]
    /// let logged = WidgetReload.Reason.widgetCenter.rawValue  // "explicit", as the event log names it
    /// ```
    public enum Reason: String, Hashable, Sendable {
        /// The widget was placed.
        case initial
        /// Its timeline's reload policy (`.atEnd`, `.after(_:)`) came due.
        case policy
        /// `WidgetCenter.shared.reloadTimelines(ofKind:)` or `reloadAllTimelines()`.
        case widgetCenter = "explicit"
        /// An intent ran on the widget (a press): free.
        case intent
        /// A reload the budget had deferred, now allowed.
        case budgetDeferred = "budget-deferred"
    }

    public var date: Date
    public var kind: String
    public var family: WidgetKit.WidgetFamily
    public var reason: Reason
    /// When the budget did not allow it at `date`: the moment it will run instead.
    public var deferredUntil: Date?
    var instance: String

    init?(event: JSONValue) {
        guard case .string(let name)? = event["event"], name == "provider_started" || name == "reload_deferred",
            case .string(let time)? = event["time"], let date = ISO8601.parse(time),
            case .string(let widget)? = event["widget"], case .string(let reason)? = event["reason"], let reason = Reason(rawValue: reason)
        else { return nil }
        self.date = date
        self.reason = reason
        instance = widget
        kind = widget
        family = .systemSmall
        if name == "reload_deferred", case .string(let until)? = event["until"] { deferredUntil = ISO8601.parse(until) }
    }

    public var description: String {
        "\(ISO8601.string(date)) \(kind) \(family) \(reason.rawValue)"
            + (deferredUntil.map { " deferred until \(ISO8601.string($0))" } ?? "")
    }
}

/// A timeline a hosted widget's provider answered.
///
/// ```swift
/// struct Plan: TimelineEntry { let date: Date }
/// struct Plans: TimelineProvider {
///     func placeholder(in context: Context) -> Plan { Plan(date: Date()) }
///     func getSnapshot(in context: Context, completion: @escaping (Plan) -> Void) { completion(Plan(date: Date())) }
///     func getTimeline(in context: Context, completion: @escaping (Timeline<Plan>) -> Void) {
///         let now = Date()
///         completion(Timeline(entries: [Plan(date: now), Plan(date: now.addingTimeInterval(3600))], policy: .atEnd))
///     }
/// }
/// struct PlanWidget: Widget {
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: "plans", provider: Plans()) { _ in Text("Standup 9:30") }
///             .supportedFamilies([.systemSmall])
///     }
/// }
///
/// @MainActor @Test func answersTwoHourlyEntries() async throws {
///     let host = WidgetTestHost(PlanWidget())
///     await host.reload()
///     let answer = try #require(host.timelines.first)
///     let start = WidgetTestHost.defaultStart
///     #expect(answer.entryDates == [start, start.addingTimeInterval(3600)])
///     #expect(answer.policy == "atEnd" && answer.family == .systemSmall)
/// }
/// ```
public struct WidgetTimelineAnswer: Hashable, Sendable, CustomStringConvertible {
    public var date: Date
    public var kind: String
    public var family: WidgetKit.WidgetFamily
    /// The entries' dates, in order.
    public var entryDates: [Date]
    /// `atEnd`, `never`, or `after <ISO 8601 date>`.
    public var policy: String
    var instance: String

    init?(event: JSONValue) {
        guard case .string(let time)? = event["time"], let date = ISO8601.parse(time), case .string(let widget)? = event["widget"],
            case .array(let entries)? = event["entries"], case .string(let policy)? = event["policy"]
        else { return nil }
        self.date = date
        instance = widget
        kind = widget
        family = .systemSmall
        entryDates = entries.compactMap { if case .string(let text) = $0 { ISO8601.parse(text) } else { nil } }
        self.policy = policy
    }

    public var description: String {
        "\(ISO8601.string(date)) \(kind) \(family): \(entryDates.count) entries, \(policy)"
    }
}

extension WidgetDrawing.RenderingMode {
    init(_ mode: WidgetRenderingMode) {
        switch mode {
        case .accented: self = .accented
        case .vibrant: self = .vibrant
        default: self = .fullColor
        }
    }
}
