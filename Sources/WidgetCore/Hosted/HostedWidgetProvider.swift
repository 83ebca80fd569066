#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetDrawing
import Synchronization

/// The provider of a widget of a team's extension: asks the extension (``WidgetExtension``) for
/// its timeline and draws each entry as a picture, so the runner's policies, refresh budget,
/// deadline, stale marking and event log apply to it as to widgetdeck's own widgets. Its
/// controls' intents are the extension's `Button(intent:)`s, performed there; the reloads the
/// extension's code asks for (`WidgetCenter.shared.reloadTimelines(ofKind:)`) are handed to
/// ``onReloadRequest``, which sends them through the runner's budget.
package struct HostedWidgetProvider: TimelineProvider {
    package var host: any WidgetExtension
    package var widget: HostedWidget
    package var clock: any TimelineClock
    /// The size the widget is drawn at, when not its family's (a device's).
    package var size: Size?
    package var errors: ErrorBoard?
    /// Called with the kinds the extension asked to reload (`"*"`: all).
    package var onReloadRequest: (@Sendable ([String]) -> Void)?

    package init(
        host: any WidgetExtension, widget: HostedWidget, clock: any TimelineClock, size: Size? = nil, errors: ErrorBoard? = nil,
        onReloadRequest: (@Sendable ([String]) -> Void)? = nil
    ) {
        self.host = host
        self.widget = widget
        self.clock = clock
        self.size = size
        self.errors = errors
        self.onReloadRequest = onReloadRequest
    }

    /// How a family is drawn: accessories on the lock screen in the vibrant mode.
    static func mode(for family: WidgetFamily) -> RenderingMode { family.isAccessory ? .vibrant : .fullColor }

    package func placeholder(in context: TimelineContext) -> TimelineEntry<HostedView> {
        // Instant and synchronous: the frame, redacted, until the extension answers.
        let size = self.size ?? context.family.size
        var buffer = Buffer(size: size, fill: .blank(Style(.primary)))
        if !context.family.isAccessory && !widget.contentMarginsDisabled { buffer.drawBox(buffer.area, style: Style(.border)) }
        let inner = context.family.isAccessory ? buffer.area : buffer.area.inset(horizontal: 2, vertical: 1)
        buffer.drawText(
            String(repeating: "▆", count: max(1, min(8, inner.width))), in: inner.row(inner.height / 2), alignment: .center,
            style: Style(.placeholder))
        return TimelineEntry(
            date: .distantPast, payload: HostedView(picture: WidgetPicture(buffer: buffer), date: clock.now, presentation: .placeholder))
    }

    package func snapshot(in context: TimelineContext) async -> TimelineEntry<HostedView> {
        let now = clock.now
        do {
            let family = context.family
            let answer = try await host.drawnTimeline(.snapshot, widget: widget.id, family: family, now: now) { [self] entry in
                (request(entry.id, family: family), now)
            }
            guard let picture = answer.pictures.first else { return placeholder(in: context) }
            return TimelineEntry(date: now, payload: HostedView(picture: picture, date: now, presentation: .snapshot))
        } catch {
            return failed(error, in: context, now: now)
        }
    }

    package func timeline(in context: TimelineContext) async -> Timeline<HostedView> {
        let now = clock.now
        do {
            // Another widget's failure may restart the extension's program, and the entries go
            // with it: asked again (each failing widget restarts it once, and then waits), this
            // widget's own code decides.
            var attempts = 0
            while true {
                do {
                    return try await drawnTimeline(in: context, now: now)
                } catch let failure as ExtensionFailure where failure.entryLost && attempts < Self.retriesAfterLostEntries {
                    attempts += 1
                }
            }
        } catch {
            // Asked again in 15 minutes, as after any failure; the picture says what failed.
            return Timeline(entries: [failed(error, in: context, now: now)], policy: .after(now.addingTimeInterval(15 * 60)))
        }
    }

    /// How many times a timeline whose entries were lost to a restart is asked for again.
    static let retriesAfterLostEntries = 6

    /// The timeline and each entry's picture.
    func drawnTimeline(in context: TimelineContext, now: Date) async throws -> Timeline<HostedView> {
        let family = context.family
        let (answer, pictures) = try await host.drawnTimeline(.timeline, widget: widget.id, family: family, now: now) {
            [self] entry in (request(entry.id, family: family), max(now, entry.date))
        }
        if !answer.reloads.isEmpty { onReloadRequest?(answer.reloads) }
        var entries: [TimelineEntry<HostedView>] = []
        for (entry, picture) in zip(answer.entries, pictures) {
            entries.append(
                TimelineEntry(date: entry.date, payload: HostedView(picture: picture, date: entry.date), relevance: entry.relevance))
        }
        errors?.set(context.instanceID, nil)
        if entries.isEmpty { entries = [placeholder(in: context)] }
        return Timeline(entries: entries, policy: answer.policy)
    }

    /// An entry saying the extension failed, with the message it gave.
    func failed(_ error: any Error, in context: TimelineContext, now: Date) -> TimelineEntry<HostedView> {
        let message = (error as? ExtensionFailure)?.message ?? "\(error)"
        errors?.set(context.instanceID, message)
        var entry = placeholder(in: context)
        entry.date = now
        entry.payload.presentation = .error(message)
        // The failure's own frame: what failed, in the widget's place (not a metrics widget's
        // "couldn't load data").
        entry.payload.picture = WidgetPicture.failure(message, size: size ?? context.family.size)
        return entry
    }

    func request(_ entry: String, family: WidgetFamily) -> PictureRequest {
        PictureRequest(widget: widget.id, entry: entry, family: family, mode: Self.mode(for: family), size: size)
    }

    package func intent(for controlID: String, in context: TimelineContext, showing view: HostedView) -> (any AppIntent)? {
        let picture = view.picture
        guard let request = picture.redraw,
            let control = picture.controls.first(where: { $0.id == controlID })
        else { return nil }
        return HostedControlIntent(host: host, control: control, request: request, clock: clock, onReloadRequest: onReloadRequest)
    }
}

/// A press of a control of a hosted widget: its intent, performed in the extension.
package struct HostedControlIntent: AppIntent {
    package var host: any WidgetExtension
    package var control: PlacedControl
    package var request: PictureRequest
    package var clock: any TimelineClock
    package var onReloadRequest: (@Sendable ([String]) -> Void)?

    package var title: String { control.label }
    package var parameters: [(String, String)] { [("widget", request.widget), ("control", control.id), ("entry", request.entry)] }

    package func perform(_ invocation: IntentInvocation) async throws -> IntentOutcome {
        let outcome = try await host.perform(control: control.id, on: request, now: clock.now)
        if !outcome.reloads.isEmpty { onReloadRequest?(outcome.reloads) }
        return IntentOutcome(outcome.message)
    }
}
