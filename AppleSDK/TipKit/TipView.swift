import SwiftUI

/// A tip drawn inline (Apple's `TipView`): its image, title, message and actions in a rounded
/// card when the tip should show, nothing when it should not. A drawing is not a display to a
/// person, so it does not count toward `MaxDisplayCount` (the same widget draws the same tip).
@MainActor @preconcurrency
public struct TipView<Content: Tip>: View {
    let tip: Content
    let arrowEdge: Edge?
    let action: (Tips.Action) -> Void

    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
        self.arrowEdge = arrowEdge
        self.action = action
    }

    public var body: some View {
        if tip.shouldDisplay {
            HStack(alignment: .top) {
                if let image = tip.image { image }
                VStack(alignment: .leading) {
                    tip.title.bold()
                    if let message = tip.message { message.foregroundStyle(.secondary) }
                    ForEach(tip.actions) { action in
                        Button {
                            action.handler()
                            self.action(action)
                        } label: {
                            action.title ?? Text(action.id)
                        }
                        .disabled(action.disabled)
                    }
                }
            }
            .padding()
            .overlay { RoundedRectangle(cornerRadius: 12).stroke(.secondary) }
        }
    }
}

extension View {
    /// A tip in a popover (Apple's `popoverTip`): a widget shows no popover, so it is noted, not drawn.
    public nonisolated func popoverTip(
        _ tip: (any Tip)?, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }
    ) -> some View {
        _approximated("a popover tip left out: a widget shows no popovers")
    }
}
