/// The view an `if`/`else` or `switch` in a `ViewBuilder` produces, as in SwiftUI.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    // Inlined into the conformance's witness, which has `Self`'s metadata at hand (see
    // `ModifiedContent._makeLayoutNodes`).
    @inline(__always)
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        switch view.storage {
        // The branches are different views even when their types agree.
        case .trueContent(let content): builder.build(content, identifiedBy: 1)
        case .falseContent(let content): builder.build(content, identifiedBy: 0)
        }
    }
}

/// An optional view is its wrapped view, or nothing (an `if` without `else`).
nonisolated extension Optional: View where Wrapped: View {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    // Inlined into the conformance's witness, which has `Self`'s metadata at hand (see
    // `ModifiedContent._makeLayoutNodes`).
    @inline(__always)
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        if let view { builder.build(view) }
    }
}
