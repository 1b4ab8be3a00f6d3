/// A view created from a Swift tuple of view values, as in SwiftUI. Its children join the nearest
/// layout container (A1.4).
nonisolated public struct TupleView<T>: View {
    /// The tuple of views.
    public var value: T
    let children: [any View]

    /// Creates a tuple view from a tuple of views. Elements that are not views are skipped.
    public init(_ value: T) {
        self.value = value
        self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    // Inlined into the conformance's witness, which has `Self`'s metadata at hand (see
    // `ModifiedContent._makeLayoutNodes`).
    @inline(__always)
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        for child in view.children { builder.build(child) }
    }
}
