/// A custom parameter attribute that constructs views from closures, as in SwiftUI: blocks of any
/// arity, `if`, `if`/`else`, `switch` and `#available`.
@resultBuilder
public enum ViewBuilder {
    /// Passes a single view through unchanged.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// An empty block gives an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// A block of one view is that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// A block of several views gives a `TupleView` of them.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView(value: (repeat each content), children: children)
    }
    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// Content behind `#available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
