// The builder a `transferRepresentation` is written in, the tuple it builds, and the
// modifiers every representation has.
import Combine

/// Builds a type's representations, one to ten in order (Apple's `TransferRepresentationBuilder`).
@resultBuilder
public struct TransferRepresentationBuilder<Item> where Item: Transferable {
    public static func buildExpression<R>(_ content: R) -> R where Item == R.Item, R: TransferRepresentation { content }

    public static func buildExpression<Encoder, Decoder>(
        _ content: CodableRepresentation<Item, Encoder, Decoder>
    ) -> CodableRepresentation<Item, Encoder, Decoder>
    where
        Item: Decodable, Item: Encodable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder, Encoder.Output == Data,
        Decoder.Input == Data
    { content }

    public static func buildBlock<Content>(_ content: Content) -> Content where Item == Content.Item, Content: TransferRepresentation {
        content
    }

    public static func buildBlock<C1, C2>(
        _ content1: C1, _ content2: C2
    ) -> TupleTransferRepresentation<Item, (C1, C2)>
    where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C1.Item == C2.Item {
        TupleTransferRepresentation(entries: Array([content1.entries, content2.entries].joined()))
    }

    public static func buildBlock<C1, C2, C3>(
        _ content1: C1, _ content2: C2, _ content3: C3
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3)>
    where
        Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C1.Item == C2.Item,
        C2.Item == C3.Item
    {
        TupleTransferRepresentation(entries: Array([content1.entries, content2.entries, content3.entries].joined()))
    }

    public static func buildBlock<C1, C2, C3, C4>(
        _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4)>
    where
        Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation,
        C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item
    {
        TupleTransferRepresentation(entries: Array([content1.entries, content2.entries, content3.entries, content4.entries].joined()))
    }

    public static func buildBlock<C1, C2, C3, C4, C5>(
        _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5)>
    where
        Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation,
        C5: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item
    {
        TupleTransferRepresentation(
            entries: Array([content1.entries, content2.entries, content3.entries, content4.entries, content5.entries].joined()))
    }

    public static func buildBlock<C1, C2, C3, C4, C5, C6>(
        _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6)>
    where
        Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation,
        C5: TransferRepresentation, C6: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item,
        C4.Item == C5.Item, C5.Item == C6.Item
    {
        TupleTransferRepresentation(
            entries: Array(
                [content1.entries, content2.entries, content3.entries, content4.entries, content5.entries, content6.entries].joined()))
    }

    public static func buildBlock<C1, C2, C3, C4, C5, C6, C7>(
        _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6, _ content7: C7
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7)>
    where
        Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation,
        C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item,
        C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item
    {
        TupleTransferRepresentation(
            entries: Array(
                [
                    content1.entries, content2.entries, content3.entries, content4.entries, content5.entries, content6.entries,
                    content7.entries,
                ].joined()))
    }

    public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8>(
        _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6, _ content7: C7, _ content8: C8
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation,
        C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation, C1.Item == C2.Item,
        C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item, C7.Item == C8.Item
    {
        TupleTransferRepresentation(
            entries: Array(
                [
                    content1.entries, content2.entries, content3.entries, content4.entries, content5.entries, content6.entries,
                    content7.entries, content8.entries,
                ].joined()))
    }

    public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6, _ content7: C7, _ content8: C8,
        _ content9: C9
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation,
        C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation,
        C9: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item,
        C6.Item == C7.Item, C7.Item == C8.Item, C8.Item == C9.Item
    {
        TupleTransferRepresentation(
            entries: Array(
                [
                    content1.entries, content2.entries, content3.entries, content4.entries, content5.entries, content6.entries,
                    content7.entries, content8.entries, content9.entries,
                ].joined()))
    }

    public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8, C9, C10>(
        _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6, _ content7: C7, _ content8: C8,
        _ content9: C9, _ content10: C10
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9, C10)>
    where
        Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation,
        C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation,
        C9: TransferRepresentation, C10: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item,
        C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item, C7.Item == C8.Item, C8.Item == C9.Item, C9.Item == C10.Item
    {
        TupleTransferRepresentation(
            entries: Array(
                [
                    content1.entries, content2.entries, content3.entries, content4.entries, content5.entries, content6.entries,
                    content7.entries, content8.entries, content9.entries, content10.entries,
                ].joined()))
    }
}

/// Several representations in order (what the builder makes of two to ten).
public struct TupleTransferRepresentation<Item, Value>: TransferRepresentation where Item: Transferable, Value: Sendable {
    let entries: [TransferEntry<Item>]

    init(entries: [TransferEntry<Item>]) { self.entries = entries }

    public var body: Never { return fatalError("TupleTransferRepresentation has no body") }
}

extension TupleTransferRepresentation {
    public func _transferEntries() -> _TransferEntries<Item> { _TransferEntries(entries) }
}

/// A representation offered only for items `condition` holds for (`exportingCondition(_:)`).
public struct _ConditionalTransferRepresentation<Base>: TransferRepresentation where Base: TransferRepresentation {
    public typealias Item = Base.Item
    let base: Base
    let condition: @Sendable (Base.Item) -> Bool

    public var body: Never { return fatalError("a conditional representation has no body") }
}

extension _ConditionalTransferRepresentation {
    public func _transferEntries() -> _TransferEntries<Item> {
        _TransferEntries(conditioned())
    }

    func conditioned() -> [TransferEntry<Item>] {
        base.entries.map { entry in
            var entry = entry
            let previous = entry.condition
            entry.condition = { [condition] item in condition(item) && previous?(item) != false }
            return entry
        }
    }
}

/// A representation with a change to its entries (a file name, a visibility).
struct ModifiedTransferRepresentation<Base>: TransferRepresentation where Base: TransferRepresentation {
    typealias Item = Base.Item
    let base: Base
    let change: @Sendable (inout TransferEntry<Base.Item>) -> Void

    var body: Never { return fatalError("a modified representation has no body") }
}

extension ModifiedTransferRepresentation {
    func _transferEntries() -> _TransferEntries<Item> {
        _TransferEntries(modified())
    }

    func modified() -> [TransferEntry<Item>] {
        base.entries.map { entry in
            var entry = entry
            change(&entry)
            return entry
        }
    }
}

extension TransferRepresentation {
    /// Offered only for items `condition` holds for.
    public func exportingCondition(_ condition: @escaping @Sendable (Self.Item) -> Bool) -> _ConditionalTransferRepresentation<Self> {
        _ConditionalTransferRepresentation(base: self, condition: condition)
    }

    /// The name a file of this representation is given.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Self.Item> {
        ModifiedTransferRepresentation(base: self) { $0.fileName = { _ in fileName } }
    }

    /// The name a file of this representation is given, from the item.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func suggestedFileName(_ fileName: @escaping @Sendable (Self.Item) -> String?) -> some TransferRepresentation<Self.Item> {
        ModifiedTransferRepresentation(base: self) { $0.fileName = fileName }
    }

    /// Who may receive this representation.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Self.Item> {
        ModifiedTransferRepresentation(base: self) { $0.visibility = visibility }
    }
}
