import Arrange

/// The indented example of Apple's `ViewDimensions` page (seed 004): subtracting 10 from the
/// second text's leading guide moves the guide left, so the `VStack(alignment: .leading)` moves the
/// text 10 points right to keep the guides lined up.
///
/// The texts are the seed's `Text("Default")` (id `default`) and `Text("Indented")` (id
/// `indented`); the stack has the id `stack`. `indented` starts 10 points right of `default`.
public struct ViewDimensionsOffset: View {
    /// Creates the example.
    public init() {}

    /// The two texts in a leading-aligned VStack.
    public var body: some View {
        VStack(alignment: .leading) {
            Text("Default").id("default")
            Text("Indented").id("indented")
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
/// texts hang from the stack's right edge, and `indented` ends 10 points left of `default`.
public struct ViewDimensionsOffsetRightToLeft: View {
    /// Creates the example.
    public init() {}

    /// The indented example in a right-to-left environment.
    public var body: some View {
        ViewDimensionsOffset()
            .environment(\.layoutDirection, .rightToLeft)
    }
}
