import Arrange

/// The custom alignment of Apple's `ViewDimensions` page (seed 004): a third of a view's height.
private struct FirstThirdAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context.height / 3
    }
}

extension VerticalAlignment {
    /// A guide a third of the way down a view (seed 004).
    public static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
}

/// ``VerticalAlignment/firstThird`` in an `HStack(alignment: .firstThird)` (seed 004).
///
/// Three 40-wide rectangles 90, 30 and 60 tall (`tall`, `short`, `medium`) have their guides at
/// 30, 10 and 20, so they start at y = 0, 20 and 10; the stack (`row`) is 136×90.
public struct FirstThirdDemo: View {
    /// Creates the demo.
    public init() {}

    /// The row of rectangles.
    public var body: some View {
        HStack(alignment: .firstThird) {
            Color.red.frame(width: 40, height: 90).id("tall")
            Color.green.frame(width: 40, height: 30).id("short")
            Color.blue.frame(width: 40, height: 60).id("medium")
        }
        .id("row")
    }
}
