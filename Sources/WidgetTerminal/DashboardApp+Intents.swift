import WidgetSystem

/// Pressing a widget's buttons and toggles: the intent runs off the event loop and the widgets
/// of its kind reload after it.
extension DashboardApp {
    /// The id of the widget with focus on the current page.
    func currentFocusedID() -> String? {
        guard page != .gallery, let index = focus[page] else { return nil }
        return configuration.placements.filter { self.page(of: $0) == (page == .home ? .home : .lock) }.dropFirst(index).first?.context.instanceID
    }

    /// The controls widget `id` draws (none in families without room for them).
    func controls(of id: String) -> [WidgetControl] {
        guard let tile = lastTiles.first(where: { $0.id == id }), tile.family.layoutOptions.contains(.controls) else { return [] }
        return tile.state.controls
    }

    /// Presses control `index` of widget `id`: performs its intent off the event loop (the
    /// control dims meanwhile), then shows what happened and reloads every widget of that kind
    /// at once, without spending their budget. A press while it runs is ignored; a repeated
    /// press on the same picture is the same invocation, performed once by the store.
    func press(_ id: String, control index: Int) {
        let controls = controls(of: id)
        guard index < controls.count, activity.running(id) == nil, let shown = lastTiles.first(where: { $0.id == id })?.state else { return }
        let control = controls[index]
        let runner = self.runner
        guard let placement = blocking({ await runner.placement(for: id) }),
              let provider = placement.provider as? any IntentProviding,
              let intent = provider.intent(for: control.id, in: placement.context, showing: shown) else { return }
        let invocation = IntentInvocation(widgetID: id, kind: placement.context.kind, control: control)
        let (activity, clock, log, state, wake) = (self.activity, self.clock, configuration.log, configuration.state, wakeFD)
        activity.start(id, control: control.id)
        Task.detached {
            var message: WidgetMessage
            var succeeded = false
            do {
                message = WidgetMessage(try await intent.perform(invocation))
                succeeded = true
            } catch {
                message = WidgetMessage("\(error)", isError: true)
            }
            log?.record("intent", at: clock.now, [("widget", .string(id)), ("invocation", .string(invocation.id)), ("title", .string(intent.title)),
                                                  ("parameters", .object(intent.parameters.map { ($0.0, .string($0.1)) })),
                                                  ("outcome", .string(succeeded ? "ok" : "failed")), ("message", .string(message.text))])
            if succeeded {
                // A setting the intent changed (the range) becomes the widget's configuration.
                if let range = try? state?.settings(for: id).range, range != placement.context.configuration.range {
                    var configuration = placement.context.configuration
                    configuration.range = range
                    await runner.reconfigure(id, configuration: configuration)
                }
                await runner.reloadAfterIntent(ofKind: placement.context.kind)
            }
            activity.finish(id, message: message, at: clock.now)
            var byte: UInt8 = 1
            _ = write(wake, &byte, 1)
        }
    }
}
