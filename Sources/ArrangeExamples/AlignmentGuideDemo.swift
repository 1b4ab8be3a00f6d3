import Arrange

/// The `alignmentGuide` demo of the alignment article (seed 002): moving the first rectangle's
/// leading guide 30 to the right makes the `VStack(alignment: .leading)` line the second
/// rectangle's leading edge up with it, 30 points right of the first.
///
/// Stand-in: `Rectangle().fill(.blue.gradient)` is `Color.blue` (both fill the frame they are
/// given), and `.border(.pink)` is `.border(Color.pink)`. The stack (`stack`) is 130×208:
/// `rectangle1` at x = 0, `rectangle2` at x = 30, y = 108.
public struct AlignmentGuideDemo: View {
    /// Creates the demo.
    public init() {}

    /// The two rectangles in a bordered VStack.
    public var body: some View {
        VStack(alignment: .leading) {
            rectangle // Rectangle1
                .alignmentGuide(.leading, computeValue: { viewDimensions in
                    let defaultLeading = viewDimensions[.leading] // default is 0
                    let newLeading = defaultLeading + 30
                    return newLeading
                })
                .id("rectangle1")

            rectangle // Rectangle2
                .id("rectangle2")
        }
        .id("stack")
        .border(Color.pink)
    }

    /// A 100×100 blue rectangle.
    var rectangle: some View {
        Color.blue
            .frame(width: 100, height: 100)
    }
}
