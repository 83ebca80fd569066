#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetDrawing

/// The dashboard as a value: which page shows, what has focus, how far each page is scrolled,
/// the theme, the gallery's state, the help overlay — and what the widgets show right now (a
/// ``DashboardSnapshot`` the host refreshes). Keys and clicks go in through ``handle(_:)``,
/// which changes the state and returns what the host must do (``DashboardEffect``); the screen
/// comes out of ``render()`` as a ``Buffer``. Nothing here touches a terminal, a clock or a
/// thread, so a test drives the dashboard by pressing keys and looking at frames.
///
/// ```swift
/// var model = DashboardModel(widgets: placed, size: Size(width: 120, height: 40), context: context)
/// model.snapshot = snapshot
/// let effects = model.handle(.tab) + model.handle(.enter)   // [.press(widget: "fulfill-medium", control: "fulfill")]
/// assertSnapshot(of: model.render().buffer, as: .text)
/// ```
package struct DashboardModel: Sendable {
    /// A placed widget, as the screen knows it.
    package struct Widget: Hashable, Sendable {
        package var id: String
        package var kind: String
        package var family: WidgetFamily
        package var page: DashboardPage
        package var configuration: WidgetConfiguration
        /// The Smart Stack it is in, if any.
        package var stack: String?
        /// Its size when not its family's.
        package var size: Size?

        package init(
            id: String, kind: String, family: WidgetFamily, page: DashboardPage, configuration: WidgetConfiguration, stack: String? = nil,
            size: Size? = nil
        ) {
            self.id = id
            self.kind = kind
            self.family = family
            self.page = page
            self.configuration = configuration
            self.stack = stack
            self.size = size
        }

        /// The widget a dashboard file places.
        package init(_ placed: PlacedWidget) {
            self.init(
                id: placed.id, kind: placed.kind, family: placed.family, page: placed.page, configuration: placed.configuration,
                stack: placed.stack, size: placed.size)
        }
    }

    /// The states of the gallery's matrix, a band of every family each, in order; `s` scrolls
    /// to the next.
    package static let galleryStates: [PreviewState] = PreviewState.allCases

    /// The placed widgets, in the file's order.
    package var widgets: [Widget] {
        didSet { clampFocus() }
    }
    /// What the widgets show now; the host refreshes it before drawing.
    package var snapshot = DashboardSnapshot()
    /// The screen's size.
    package private(set) var size: Size
    /// "Now", the locale and the viewer's zone, for every timestamp drawn.
    package var context: RenderContext
    /// The source's name, for the status line.
    package var sourceName: String
    /// The themes `t` cycles through (by name; the host owns the colours).
    package var themeNames: [String]
    /// Whether the refresh budget is switched off (development).
    package var unlimitedBudget: Bool

    package private(set) var page: DashboardPage = .home
    /// The widget with focus on each page that holds widgets.
    package private(set) var focus: [DashboardPage: Int] = [:]
    /// Rows each page is scrolled by.
    package private(set) var scroll: [DashboardPage: Int] = [:]
    /// The selected control of each widget (Tab steps through them).
    package private(set) var controlFocus: [String: Int] = [:]
    package private(set) var themeIndex = 0
    package private(set) var galleryStateIndex = 0
    package private(set) var showsHelp = false
    /// What the last key did not do, and why (`]` on a widget in no stack), until the next key.
    package private(set) var keyHint: String?
    /// Which member of each stack shows.
    package private(set) var rotation = StackRotation()
    /// Whether the lock screen is locked: private widgets there show their values redacted
    /// until `u` unlocks it (WidgetKit's `redacted(reason: .privacy)`).
    package var isLocked = true

    package init(
        widgets: [Widget], size: Size, context: RenderContext, sourceName: String = "demo", themeNames: [String] = ["dark"],
        unlimitedBudget: Bool = false
    ) {
        self.widgets = widgets
        self.size = size
        self.context = context
        self.sourceName = sourceName
        self.themeNames = themeNames.isEmpty ? ["dark"] : themeNames
        self.unlimitedBudget = unlimitedBudget
        clampFocus()
    }

    /// The state the gallery shows.
    package var galleryState: PreviewState { Self.galleryStates[galleryStateIndex] }

    /// The theme in use.
    package var themeName: String { themeNames[themeIndex] }

    // MARK: - Widgets on pages

    /// The widgets `page` shows (the gallery has none of its own): each on its own, and of
    /// each stack the member that shows, where the stack's first member sits.
    package func widgets(on page: DashboardPage) -> [Widget] {
        var stacks = Set<String>()
        return widgets.compactMap { widget in
            guard widget.page == page else { return nil }
            guard let stack = widget.stack else { return widget }
            guard stacks.insert(stack).inserted else { return nil }
            let members = stackMembers(stack)
            let shown = rotation.shown(of: stack, members: members.map(\.id), score: relevance)
            return members.first { $0.id == shown } ?? widget
        }
    }

    /// The widgets of `stack`, in the file's order.
    package func stackMembers(_ stack: String) -> [Widget] {
        widgets.filter { $0.stack == stack }
    }

    /// How relevant widget `id`'s entry in force is now (0 without a score).
    package func relevance(_ id: String) -> Double {
        snapshot.widgets[id]?.relevance ?? 0
    }

    /// The member each stack shows now, by stack.
    package var stackFronts: [String: String] {
        var fronts: [String: String] = [:]
        for stack in Set(widgets.compactMap(\.stack)) {
            fronts[stack] = rotation.shown(of: stack, members: stackMembers(stack).map(\.id), score: relevance)
        }
        return fronts
    }

    /// The widgets a person can see now: those of the current page in its scrolled view, or the
    /// gallery's widget. What the refresh budget calls in view.
    package var visibleWidgetIDs: Set<String> {
        guard page.holdsWidgets else { return galleryWidget.map { [$0.id] } ?? [] }
        let onPage = widgets(on: page)
        let rects = view(scroll: 0).layout(width: size.width).rects
        let top = scroll[page] ?? 0, height = DashboardView.body(of: size).height
        return Set(
            onPage.indices.compactMap { i in
                guard i < rects.count, let rect = rects[i], rect.bottom > top, rect.y < top + height else { return nil }
                return onPage[i].id
            })
    }

    /// What ``visibleWidgetIDs`` depends on: look again only when it changes.
    package var visibilityKey: String {
        "\(page.rawValue)|\(scroll[page] ?? 0)|\(size.width)x\(size.height)|\(widgets(on: page).map(\.id).joined(separator: ","))|\(widgets.count)|\(galleryWidget?.id ?? "")"
    }

    /// The widget with focus on the current page.
    package var focusedWidget: Widget? {
        guard page.holdsWidgets, let index = focus[page] else { return nil }
        let onPage = widgets(on: page)
        return index < onPage.count ? onPage[index] : nil
    }

    /// The widget the gallery shows: the focused one of the home screen (or the first).
    package var galleryWidget: Widget? {
        let home = widgets(on: .home)
        let index = focus[.home] ?? 0
        return index < home.count ? home[index] : home.first ?? widgets.first
    }

    /// The controls widget `id` draws: none in families without room for them.
    package func controls(of id: String) -> [WidgetControl] {
        guard let widget = widgets.first(where: { $0.id == id }) else { return [] }
        let shown = snapshot.widgets[id]?.shownState
        // A widget drawing its own picture has its controls wherever it drew them.
        guard widget.family.layoutOptions.contains(.controls) || shown?.picture != nil else { return [] }
        return shown?.controls ?? []
    }

    private mutating func clampFocus() {
        for page in DashboardPage.allCases where page.holdsWidgets {
            let count = widgets(on: page).count
            if count == 0 {
                focus[page] = nil
            } else {
                focus[page] = min(focus[page] ?? 0, count - 1)
            }
        }
    }

    // MARK: - Input

    /// Handles one key, click or resize: changes the state, and returns what the host must do.
    package mutating func handle(_ event: InputEvent) -> [DashboardEffect] {
        let focusedID = focusedWidget?.id
        // A key's hint shows until the next key.
        keyHint = nil
        switch event {
        case .character("q"), .interrupt:
            return [.quit]
        case .escape:
            showsHelp = false
        case .character("?"):
            showsHelp.toggle()
        case .tab:
            // Through each control of the focused widget, then on to the next widget.
            if let id = focusedID, (controlFocus[id] ?? 0) + 1 < controls(of: id).count {
                controlFocus[id] = (controlFocus[id] ?? 0) + 1
            } else {
                moveFocus(by: 1)
                if let id = focusedWidget?.id { controlFocus[id] = 0 }
            }
        case .backTab:
            if let id = focusedID, (controlFocus[id] ?? 0) > 0 {
                controlFocus[id] = (controlFocus[id] ?? 0) - 1
            } else {
                moveFocus(by: -1)
                if let id = focusedWidget?.id { controlFocus[id] = max(0, controls(of: id).count - 1) }
            }
        case .right, .down, .left, .up:
            // To the nearest widget that way on screen (Tab keeps the list's order).
            let direction: SpatialFocus.Direction = event == .right ? .right : event == .left ? .left : event == .up ? .up : .down
            moveFocus(toward: direction)
        case .enter, .character(" "):
            guard let id = focusedID else { break }
            let controls = controls(of: id)
            if controls.isEmpty {
                // Nothing to press: a refresh of this widget, free like any intent's.
                return [.refresh(widget: id)]
            }
            let index = min(controlFocus[id] ?? 0, controls.count - 1)
            return press(id, control: controls[index])
        case .character("r"):
            if let widget = focusedWidget { return [.reload(kind: widget.kind)] }
        case .character("]"), .character("["):
            // Turns the focused stack, as a swipe does; relevance takes over again once it
            // puts another widget on top.
            guard let stack = focusedWidget?.stack else {
                // Nothing to turn: said, not ignored.
                keyHint = "] and [ turn a Smart Stack; \(focusedWidget?.id ?? "no widget") is in none"
                break
            }
            rotation.turn(stack, members: stackMembers(stack).map(\.id), by: event == .character("]") ? 1 : -1, score: relevance)
            if let id = focusedWidget?.id { controlFocus[id] = 0 }
        case .character("R"):
            return [.reloadAll]
        case .character("1"): show(.home)
        case .character("2"): show(.lock)
        case .character("3"):
            show(.gallery)
            // The matrix's snapshot band shows a kind's sample, asked of its provider once.
            if let id = galleryWidget?.id { return [.preview(widget: id, .snapshot)] }
        case .character("u"):
            if page == .lock { isLocked.toggle() }
        case .character("t"):
            themeIndex = (themeIndex + 1) % themeNames.count
            return [.theme(themeNames[themeIndex])]
        case .character("s"):
            galleryStateIndex = (galleryStateIndex + 1) % Self.galleryStates.count
            if page == .gallery { scrollToGalleryState() }
        case .pageDown:
            scroll(by: pageStep)
        case .pageUp:
            scroll(by: -pageStep)
        case .wheelDown:
            scroll(by: Self.wheelStep)
        case .wheelUp:
            scroll(by: -Self.wheelStep)
        case .click(let x, let y):
            return click(at: Point(x: x, y: y))
        case .resize(let newSize):
            size = newSize
            scroll[page] = min(scroll[page] ?? 0, maximumScroll)
            keepFocusVisible()
        case .character:
            break
        }
        return []
    }

    private mutating func show(_ newPage: DashboardPage) {
        page = newPage
        keepFocusVisible()
    }

    /// A press of `control` on widget `id`, unless its intent is still running.
    private func press(_ id: String, control: WidgetControl) -> [DashboardEffect] {
        guard snapshot.widgets[id]?.runningControl == nil else { return [] }
        return [.press(widget: id, control: control.id)]
    }

    private mutating func moveFocus(by delta: Int) {
        guard page.holdsWidgets else { return }
        let count = widgets(on: page).count
        guard count > 0 else { return }
        focus[page] = ((focus[page] ?? 0) + delta % count + count) % count
        keepFocusVisible()
    }

    /// Moves focus to the nearest widget toward `direction` on the current page, if there is
    /// one (see ``SpatialFocus``); its first control is selected.
    private mutating func moveFocus(toward direction: SpatialFocus.Direction) {
        guard page.holdsWidgets, let index = focus[page] else { return }
        let rects = view(scroll: 0).layout(width: size.width).rects
        guard let next = SpatialFocus.next(from: index, toward: direction, in: rects) else { return }
        focus[page] = next
        keepFocusVisible()
        if let id = focusedWidget?.id { controlFocus[id] = 0 }
    }

    /// Rows PgUp and PgDn move: the page's height, less a row kept for context.
    private var pageStep: Int { max(1, DashboardView.body(of: size).height - 1) }

    /// How far the current page can scroll: its content's height past the screen.
    private var maximumScroll: Int {
        max(0, view(scroll: 0).layout(width: size.width).contentHeight - DashboardView.body(of: size).height)
    }

    /// Scrolls the gallery to the band of the state `s` chose.
    private mutating func scrollToGalleryState() {
        let offsets = view(scroll: 0).galleryBandOffsets(width: size.width)
        guard galleryStateIndex < offsets.count else { return }
        // The first band goes back to the top, caption and all.
        scroll[.gallery] = galleryStateIndex == 0 ? 0 : max(0, min(maximumScroll, offsets[galleryStateIndex]))
    }

    /// Rows a notch of the mouse wheel scrolls, as terminals' own scrollback does.
    static let wheelStep = 3

    private mutating func scroll(by rows: Int) {
        scroll[page] = max(0, min(maximumScroll, (scroll[page] ?? 0) + rows))
    }

    /// Scrolls the page so the focused widget, with its focus ring, is in view.
    private mutating func keepFocusVisible() {
        guard page.holdsWidgets, let index = focus[page] else { return }
        let (rects, _) = view(scroll: 0).layout(width: size.width)
        guard index < rects.count, let rect = rects[index] else { return }
        let visible = DashboardView.body(of: size).height
        var offset = scroll[page] ?? 0
        if rect.y - 1 < offset { offset = max(0, rect.y - 1) }
        if rect.bottom + 1 > offset + visible { offset = max(0, rect.bottom + 1 - visible) }
        scroll[page] = offset
    }

    /// A click focuses the widget under it; on a button or toggle, it presses it too.
    private mutating func click(at point: Point) -> [DashboardEffect] {
        guard page.holdsWidgets else { return [] }
        let frame = render()
        guard let index = frame.tileRects.firstIndex(where: { $0?.contains(point) == true }), let rect = frame.tileRects[index] else {
            return []
        }
        focus[page] = index
        let widget = widgets(on: page)[index]
        let controls = controls(of: widget.id)
        guard !controls.isEmpty, let state = snapshot.widgets[widget.id]?.shownState else { return [] }
        let rects = widget.family.controlRects(state, context: context)
        guard let (controlID, _) = rects.first(where: { $0.value.offsetBy(dx: rect.x, dy: rect.y).contains(point) }),
            let i = controls.firstIndex(where: { $0.id == controlID })
        else { return [] }
        controlFocus[widget.id] = i
        return press(widget.id, control: controls[i])
    }

    // MARK: - The screen

    /// The tiles of the current page, as they look now.
    package var tiles: [DashboardView.Tile] {
        switch page {
        case .home, .lock:
            let focusedID = focusedWidget?.id
            return widgets(on: page).map { widget in
                let facts = snapshot.widgets[widget.id]
                var state =
                    facts?.shownState
                    ?? WidgetState(
                        shop: nil, range: widget.configuration.range, slots: [], asOf: context.now,
                        presentation: .placeholder)
                for i in state.controls.indices {
                    state.controls[i].isRunning = state.controls[i].id == facts?.runningControl
                    state.controls[i].isFocused = widget.id == focusedID && i == (controlFocus[widget.id] ?? 0)
                }
                if let message = facts?.message { state.message = message }
                state.redactsValues = page == .lock && isLocked && widget.configuration.isPrivate
                var tile = DashboardView.Tile(
                    id: widget.id, family: widget.family, state: state, isReloading: facts?.isReloading ?? false, size: widget.size)
                if let stack = widget.stack {
                    let members = stackMembers(stack)
                    tile.stack = DashboardView.StackDots(shown: members.firstIndex { $0.id == widget.id } ?? 0, count: members.count)
                }
                return tile
            }
        case .gallery:
            return galleryTiles
        }
    }

    /// The gallery: the focused home widget in every family, a band for each state — the same
    /// matrix as `widgetdeck gallery --states all`, in the theme in use.
    private var galleryTiles: [DashboardView.Tile] {
        guard let widget = galleryWidget else { return [] }
        return Self.galleryStates.flatMap { galleryTiles(of: widget, in: $0) }
    }

    /// One band of the gallery: `widget` in every family, in `preview`.
    private func galleryTiles(of widget: Widget, in preview: PreviewState) -> [DashboardView.Tile] {
        let facts = snapshot.widgets[widget.id]
        return Self.galleryBand(
            of: widget, in: preview, live: facts?.state, placeholder: facts?.placeholder, sample: facts?.sample, context: context,
            liveByFamily: facts?.galleryStates ?? [:])
    }

    /// One band of the gallery, wherever it is drawn (the dashboard, `screen --page gallery`):
    /// `widget` in every family, in `preview` — the live band from `live`, the widget's own
    /// figures, others from sample data (a kind with a picture of its own: its provider's
    /// `placeholder` and `sample`).
    package static func galleryBand(
        of widget: Widget, in preview: PreviewState, live: WidgetState?, placeholder: WidgetState?, sample: WidgetState?,
        context: RenderContext, liveByFamily: [WidgetFamily: WidgetState] = [:]
    ) -> [DashboardView.Tile] {
        let group = "state: \(preview.rawValue)"
        if widget.kind != WidgetKind.metrics.id {
            // A kind with its own picture (orders to fulfill, store status, a notice): the
            // provider's placeholder, sample or live state, the same in every family.
            let waiting = placeholder ?? WidgetState(shop: nil, range: .today, slots: [], asOf: context.now, presentation: .placeholder)
            var state: WidgetState
            switch preview {
            case .placeholder: state = waiting
            case .live, .stale, .error: state = live ?? waiting
            default: state = sample ?? waiting
            }
            switch preview {
            case .stale: state.isStale = true
            case .error: state.presentation = .error("request timed out")
            case .empty: (state.slots, state.rows) = ([], [])
            case .deprecated:
                state.presentation = .deprecated(
                    DeprecationNotice(kind: widget.kind, replacement: "metrics", helpLink: "widgetdeck help widgets"))
            default: break
            }
            let shown = state
            // A picture is of its own family: shown in that one only.
            let families = shown.picture == nil ? WidgetFamily.allCases : [widget.family]
            return families.map { family in
                // The live states as the provider drew them for each family, where it was asked.
                var inFamily = shown
                if [.live, .stale, .error].contains(preview), let own = liveByFamily[family] {
                    inFamily = own
                    inFamily.isStale = shown.isStale
                    inFamily.presentation = shown.presentation
                }
                return DashboardView.Tile(
                    id: "\(widget.id)-\(preview.rawValue)-\(family.rawValue)", family: family, state: inFamily, group: group)
            }
        }
        return WidgetFamily.allCases.map { family in
            let slots = widget.configuration.slots(capacity: family.metricCapacity)
            var state: WidgetState
            if preview == .live, let live {
                state = live
                state.slots = slots.map { metric in metric.map { m in live.readings.first { $0.metric.id == m.id } ?? .unavailable(m) } }
            } else {
                state = preview.state(slots: slots, range: widget.configuration.range, now: context.now, locale: context.locale)
            }
            return DashboardView.Tile(id: "\(widget.id)-\(preview.rawValue)-\(family.rawValue)", family: family, state: state, group: group)
        }
    }

    /// The status line: the focused widget's id, source, data age, budget, next reload and last
    /// error — or the last intent's outcome while it shows.
    package var status: String {
        if page == .gallery {
            return "gallery · every state (s: next, now \(galleryState.rawValue)) · theme \(themeName) (t) · PgUp/PgDn scroll"
        }
        let now = context.now
        var outcome: [String] = keyHint.map { [$0] } ?? []
        if let last = snapshot.lastOutcome {
            outcome = ["\(last.widgetID): \(last.message.isError ? "✕" : "✓") \(last.message.text)"]
        }
        guard let widget = focusedWidget else { return ([sourceName, "theme \(themeName)"] + outcome).joined(separator: " · ") }
        let facts = snapshot.widgets[widget.id]
        var parts = outcome + [widget.id, sourceName]
        if let asOf = facts?.shownState?.asOf {
            parts.append(Self.dataAge(asOf: asOf, now: now).text)
        }
        if let stack = widget.stack {
            let members = stackMembers(stack).map(\.id)
            let position = (members.firstIndex(of: widget.id) ?? 0) + 1
            parts.append(
                "stack \(position)/\(members.count)\(rotation.isPicked(stack, members: members, score: relevance) ? ", turned" : "")")
        }
        if let budget = facts?.budget {
            parts.append(unlimitedBudget ? "budget unlimited" : "budget \(budget.left) left")
            if let next = budget.nextReload {
                parts.append("next reload \(Timestamp.short(next, now: now, locale: context.locale))")
            }
        }
        if outcome.isEmpty, let error = facts?.error { parts.append("✕ \(error)") }
        if page == .lock, widgets(on: .lock).contains(where: \.configuration.isPrivate) {
            parts.append(isLocked ? "locked (u)" : "unlocked (u)")
        }
        return parts.joined(separator: " · ")
    }

    private func view(scroll: Int) -> DashboardView {
        let tiles = self.tiles
        let focused = page.holdsWidgets ? focus[page].flatMap { $0 < tiles.count ? $0 : nil } : nil
        return DashboardView(
            page: page, tiles: tiles, focus: focused, scroll: scroll, status: status, showsHelp: showsHelp,
            galleryCaption: "Gallery: \(galleryWidget?.id ?? "") in every family and state · theme \(themeName) (t)",
            context: context)
    }

    /// The screen as it looks now.
    package func render() -> DashboardView.Frame {
        view(scroll: scroll[page] ?? 0).render(size: size)
    }

    /// Whether the screen shows minutes that change on their own (the lock screen's clock): the
    /// host redraws at each new minute then.
    package var showsClock: Bool { page == .lock }
}

/// What the host must do after a key or click.
package enum DashboardEffect: Hashable, Sendable {
    case quit
    /// Reload every widget of `kind` (budget permitting).
    case reload(kind: String)
    /// Reload every widget (budget permitting).
    case reloadAll
    /// Reload widget `widget` at once, free (Enter on a widget without controls).
    case refresh(widget: String)
    /// Perform the intent of control `control` of widget `widget`.
    case press(widget: String, control: String)
    /// Draw in theme `name` from now on.
    case theme(String)
    /// The gallery now shows `state`: the host fetches the widget's sample if it needs one.
    case preview(widget: String, PreviewState)
}

/// What the widgets show at one moment, as the host gathered it in one look at the runner and
/// the intents: the ``DashboardModel`` draws from this and nothing else.
package struct DashboardSnapshot: Sendable {
    /// Per widget id.
    package var widgets: [String: WidgetFacts] = [:]
    /// The last intent's outcome, while it shows.
    package var lastOutcome: IntentActivity.Outcome?

    package init(widgets: [String: WidgetFacts] = [:], lastOutcome: IntentActivity.Outcome? = nil) {
        self.widgets = widgets
        self.lastOutcome = lastOutcome
    }
}

/// One widget's facts in a ``DashboardSnapshot``.
package struct WidgetFacts: Sendable {
    /// The entry in force (`nil` before the first: the placeholder shows).
    package var state: WidgetState?
    /// The provider's placeholder.
    package var placeholder: WidgetState?
    /// The provider's sample (its snapshot), for the gallery, once asked for.
    package var sample: WidgetState?
    /// For the gallery, a kind with its own picture as its provider draws it in each other
    /// family (a large orders list holds more rows than a medium one), asked once.
    package var galleryStates: [WidgetFamily: WidgetState] = [:]
    package var isReloading = false
    package var budget: BudgetStatus?
    /// The last failure of its source.
    package var error: String?
    /// The control whose intent is running.
    package var runningControl: String?
    /// What its last intent did, while it shows.
    package var message: WidgetMessage?
    /// How relevant its entry in force is now, for its stack (``EntryRelevance``).
    package var relevance: Double?

    package init(
        state: WidgetState? = nil, placeholder: WidgetState? = nil, sample: WidgetState? = nil, isReloading: Bool = false,
        budget: BudgetStatus? = nil, error: String? = nil, runningControl: String? = nil, message: WidgetMessage? = nil
    ) {
        self.state = state
        self.placeholder = placeholder
        self.sample = sample
        self.isReloading = isReloading
        self.budget = budget
        self.error = error
        self.runningControl = runningControl
        self.message = message
    }

    /// What the widget shows: its entry, else its placeholder.
    package var shownState: WidgetState? { state ?? placeholder }
}

extension DashboardModel {
    /// The status line's "data … old" for figures true at `asOf`, and the moment that text
    /// changes next (the session wakes then, so the age moves while nothing else happens):
    /// "just now" under a minute, then whole minutes, then whole hours.
    package static func dataAge(asOf: Date, now: Date) -> (text: String, changesAt: Date) {
        let age = max(0, Int(now.timeIntervalSince(asOf)))
        let text = age < 60 ? "data just now" : age < 3600 ? "data \(age / 60)m old" : "data \(age / 3600)h old"
        let step = age < 3600 ? 60 : 3600
        return (text, asOf.addingTimeInterval(TimeInterval((age / step + 1) * step)))
    }

    /// When the status line's text changes by itself: the focused widget's data age.
    package var statusChangesAt: Date? {
        guard page != .gallery, let widget = focusedWidget, let asOf = snapshot.widgets[widget.id]?.shownState?.asOf else { return nil }
        return Self.dataAge(asOf: asOf, now: context.now).changesAt
    }
}
