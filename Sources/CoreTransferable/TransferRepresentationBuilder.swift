/// Builds a type's representations, as CoreTransferable's `TransferRepresentationBuilder`.
@resultBuilder public enum TransferRepresentationBuilder<Item: Transferable> {
    /// One representation.
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    /// One representation, as it is.
    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    /// Several representations, most faithful first.
    public static func buildBlock<each R: TransferRepresentation>(_ representations: repeat each R) -> TupleTransferRepresentation<Item, repeat each R> {
        TupleTransferRepresentation(repeat each representations)
    }
    /// A representation under an availability check.
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
}

/// Representations that list their members.
protocol TransferRepresentationGroup {
    var members: [any PrimitiveTransferRepresentation] { get }
}

/// Several representations of one type, in order.
public struct TupleTransferRepresentation<Item: Transferable, each R: TransferRepresentation>: TransferRepresentation, TransferRepresentationGroup, @unchecked Sendable {
    // @unchecked: it holds representations, each Sendable; a pack cannot say so.
    /// A primitive: it has no body.
    public typealias Body = Never
    let representations: (repeat each R)

    init(_ representations: repeat each R) {
        self.representations = (repeat each representations)
    }

    var members: [any PrimitiveTransferRepresentation] {
        var all: [any PrimitiveTransferRepresentation] = []
        for representation in repeat each representations { all += primitives(of: representation) }
        return all
    }
}

