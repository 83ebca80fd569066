/// How the built-in kinds score their entries for a stack (``EntryRelevance``), on one scale
/// from 0 to 100 so a stack of them shows what most needs the merchant now:
///
/// | kind | score |
/// | --- | --- |
/// | `store-status` | 100 while the store is paused (it takes no orders); none while open |
/// | `orders-to-fulfill` | 20 plus one per order waiting, at most 90; none when none wait |
/// | `metrics`, `query` | the largest change against the previous period among the figures shown, in percent, at most 80 |
///
/// A team's own widget scores its entries itself (`TimelineEntryRelevance`); its scores are
/// compared with these as they are.
package enum KindRelevance {
    /// A paused store, the most pressing thing a stack can show.
    package static func storeStatus(_ state: WidgetState) -> EntryRelevance? {
        guard case .toggle(let isOn)? = state.controls.first(where: { $0.id == "online" })?.role, !isOn else { return nil }
        return EntryRelevance(score: 100)
    }

    /// Orders waiting to be fulfilled: more waiting, more relevant.
    package static func ordersToFulfill(_ state: WidgetState) -> EntryRelevance? {
        guard case .live = state.presentation, let waiting = state.readings.first?.value, waiting.isFinite, waiting >= 1 else { return nil }
        return EntryRelevance(score: min(90, 20 + waiting.rounded(.down)))
    }

    /// A figure that moved against its previous period: the bigger the swing (either way), the
    /// more a look is worth. Nothing for figures with no comparison, or not loaded. The score
    /// holds until the reload planned for the figures (`seconds` after the entry): older
    /// figures say nothing of now — the day's swing shrinks as its orders come in — and a
    /// widget behind in a stack, which reloads seldom, must not come to the front on its old
    /// figures' bigger swing.
    package static func metrics(_ state: WidgetState, holdingFor seconds: Double) -> EntryRelevance? {
        guard case .live = state.presentation else { return nil }
        let swing = state.readings.compactMap(\.change).filter(\.isFinite).map { abs($0) * 100 }.max()
        guard let swing, swing > 0 else { return nil }
        return EntryRelevance(score: min(80, swing), duration: max(1, seconds))
    }
}
