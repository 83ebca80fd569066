internal import WidgetDrawing

/// A view drawn as itself that carries what its parent reads of it: its `.tag` (a picker finds
/// its selected option by it) and its layout values (a team's `Layout` reads them). Marks on one
/// view gather on one node, whichever order the modifiers come in.
final class _MarkedNode: ContainerViewNode {
    let child: any ViewNode
    var tag: AnyHashable?
    var layoutValues: [ObjectIdentifier: _UncheckedValue] = [:]

    private init(child: any ViewNode) {
        self.child = child
    }

    /// `node` with a mark added: a copy of its marks if it has some, changed by `mark`.
    static func marking(_ node: any ViewNode, _ mark: (_MarkedNode) -> Void) -> _MarkedNode {
        let marked: _MarkedNode
        if let existing = node as? _MarkedNode {
            marked = _MarkedNode(child: existing.child)
            marked.tag = existing.tag
            marked.layoutValues = existing.layoutValues
        } else {
            marked = _MarkedNode(child: node)
        }
        mark(marked)
        return marked
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }
    func draw(in rect: Rect, into canvas: inout ViewCanvas) { child.draw(in: rect, into: &canvas) }
    var layoutPriority: Double { child.layoutPriority }
    var spacerAxis: LayoutAxis? { child.spacerAxis }
    var childNodes: [any ViewNode] { [child] }
    func alignmentGuide(_ key: GuideKey, size: Size) -> Int? { child.alignmentGuide(key, size: size) }
}
