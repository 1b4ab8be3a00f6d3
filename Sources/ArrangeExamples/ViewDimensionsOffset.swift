import Arrange

/// The indented example of Apple's `ViewDimensions` page (seed 004): subtracting 10 from the
/// second view's leading guide moves the guide left, so the `VStack(alignment: .leading)` moves the
/// view 10 points right to keep the guides lined up.
///
/// Stand-ins: `Text("Default")` is `Color.gray.frame(width: 60, height: 20)` (id `default`) and
/// `Text("Indented")` is `Color.gray.frame(width: 70, height: 20)` (id `indented`). The stack
/// (`stack`) is 80×48 with `indented` at x = 10.
public struct ViewDimensionsOffset: View {
    /// Creates the example.
    public init() {}

    /// The two views in a leading-aligned VStack.
    public var body: some View {
        VStack(alignment: .leading) {
            Color.gray.frame(width: 60, height: 20).id("default")
            Color.gray.frame(width: 70, height: 20).id("indented")
                .alignmentGuide(.leading) { context in
                    context[.leading] - 10
                }
        }
        .id("stack")
    }
}

/// ``ViewDimensionsOffset`` with `.environment(\.layoutDirection, .rightToLeft)` (seed 004).
///
/// The guide is unchanged, but leading is now the right edge and the offset is reversed: both
/// views hang from the stack's right edge, and `indented` ends 10 points left of it.
public struct ViewDimensionsOffsetRightToLeft: View {
    /// Creates the example.
    public init() {}

    /// The indented example in a right-to-left environment.
    public var body: some View {
        ViewDimensionsOffset()
            .environment(\.layoutDirection, .rightToLeft)
    }
}
