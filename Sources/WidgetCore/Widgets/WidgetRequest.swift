import WidgetDrawing

/// One widget to draw outside the dashboard — what `render` and `gallery` ask for: a family, a
/// configuration, a kind, a state (live or a preview), at a moment. Live figures come from a
/// source through the shared cache, as the dashboard's provider would get them; a timeline
/// file's entry in force wins over both.
///
/// ```swift
/// let request = WidgetRequest(family: .medium, configuration: configuration, context: RenderContext(now: now, locale: locale))
/// let drawn = try await request.render(source: { demo }, cache: cache)
/// print(drawn.buffer.plainText)
/// ```
package struct WidgetRequest: Sendable {
    package var family: WidgetFamily
    package var configuration: WidgetConfiguration
    /// `metrics`, another kind (drawn by its provider), or a retired or unknown one (its notice).
    package var kind: String
    /// Live data, or one of the preview states.
    package var state: PreviewState
    /// Draw the buttons and toggles the dashboard draws.
    package var controls: Bool
    /// Another size than the family's.
    package var size: Size?
    /// A timeline file: its entry in force at `context.now` is drawn.
    package var timeline: Timeline<WidgetState>?
    /// The moment, the viewer's locale and zone, the rendering mode.
    package var context: RenderContext
    /// Drawn for the gallery (WidgetKit's `context.isPreview`): the snapshot state is sample
    /// data, labelled so. Otherwise the snapshot is the last real figures cached, if any.
    package var isPreview = false

    package init(
        family: WidgetFamily, configuration: WidgetConfiguration, kind: String = WidgetKind.metrics.id, state: PreviewState = .live,
        controls: Bool = false, size: Size? = nil, timeline: Timeline<WidgetState>? = nil, context: RenderContext
    ) {
        self.family = family
        self.configuration = configuration
        self.kind = kind
        self.state = state
        self.controls = controls
        self.size = size
        self.timeline = timeline
        self.context = context
    }

    /// What was drawn, and a message for the user when the figures are not current (a stale
    /// copy shown, a snapshot file not published yet).
    package struct Drawn: Sendable {
        package var buffer: Buffer
        package var message: String?
        /// The state drawn (trimmed to the family), for ``WidgetDescription``.
        package var state: WidgetState
        /// The source's file does not exist (yet): the placeholder was drawn. A dashboard waits
        /// for the file; a one-shot command ends with "missing input" (66) after drawing it.
        package var isMissingInput = false
    }

    /// Draws `state` as the request's family and size.
    private func drawn(_ state: WidgetState, message: String? = nil, isMissingInput: Bool = false) -> Drawn {
        var state = state
        state.slots = Array(state.slots.prefix(family.metricCapacity))
        return Drawn(
            buffer: family.render(state, context: context, size: size), message: message, state: state, isMissingInput: isMissingInput)
    }

    /// The source failed and there is no good copy to show.
    package struct Failure: Error, CustomStringConvertible, Sendable {
        package var message: String
        /// Why the source failed, when a source did.
        package var reason: SourceError.Reason?
        package var description: String { message }

        package init(message: String, reason: SourceError.Reason? = nil) {
            self.message = message
            self.reason = reason
        }
    }

    /// Draws the widget.
    ///
    /// - Parameters:
    ///   - source: makes the source, only when live figures or a kind's provider need it.
    ///   - cache: the cache answers go through (and its last good copies).
    ///   - log: where requests are recorded.
    /// - Throws: what `source` throws; ``Failure`` when the source failed with nothing to show.
    package func render(source: () throws -> OpenedSource, cache: MetricsCache, log: EventLog? = nil) async throws -> Drawn {
        let now = context.now, locale = context.locale
        let slots = configuration.slots(capacity: family.metricCapacity)
        if let timeline {
            // The entry in force at `now`; before the first entry, the placeholder.
            let entry =
                TimelineFile.entry(of: timeline, at: now)
                ?? ScriptedProvider(timeline: timeline)
                .placeholder(
                    in: TimelineContext(instanceID: "render", kind: WidgetKind.metrics.id, family: family, configuration: configuration))
            return drawn(entry.state)
        }
        if kind != WidgetKind.metrics.id {
            // Another kind (or a retired or unknown one): its provider, as the dashboard runs it.
            let placed = TimelineContext(
                instanceID: "render", kind: kind, family: family, configuration: configuration, isPreview: isPreview)
            let opened = try source()
            let provider = WidgetProviders(
                loader: WidgetLoader(source: opened.metrics, cache: cache, locale: locale, log: log), actions: opened.actions,
                shopifyQL: opened.shopifyQL, clock: ManualClock(now)
            ).provider(for: kind)
            var entry: TimelineEntry<WidgetState>
            switch state {
            case .live: entry = await provider.timeline(in: placed).entries[0]
            case .placeholder: entry = provider.placeholder(in: placed)
            default: entry = await provider.snapshot(in: placed)
            }
            if !controls { entry.state.controls = [] }
            return drawn(entry.state)
        }
        if state == .snapshot, !isPreview,
            let cached = await WidgetLoader(source: try source().metrics, cache: cache, locale: locale, log: log).cached(
                configuration, capacity: family.metricCapacity, now: now)
        {
            return drawn(cached)
        }
        if state != .live {
            var preview = state.state(slots: slots, range: configuration.range, now: now, locale: locale)
            if controls { preview.controls = MetricsTimelineProvider.controls(range: configuration.range, version: 0, asOf: now) }
            return drawn(preview)
        }
        let loader = WidgetLoader(source: try source().metrics, cache: cache, locale: locale, log: log)
        let result = await loader.load(configuration, capacity: family.metricCapacity, now: now)
        var message: String?
        var missing = false
        if let error = result.error {
            switch result.origin {
            case .staleFallback:
                message =
                    "\(error.message) (showing the last good data, \(Timestamp.asOf(result.state.asOf, now: now, locale: locale)), marked stale)"
            case .none where error.reason == .missing:
                message = error.message
                missing = true
            default:
                throw Failure(message: "\(error.message); no good copy to show", reason: error.reason)
            }
        }
        var shown = result.state
        if controls, !configuration.isEmpty(capacity: family.metricCapacity) {
            shown.controls = MetricsTimelineProvider.controls(range: shown.range, version: 0, asOf: shown.asOf)
        }
        return drawn(shown, message: message, isMissingInput: missing)
    }
}
