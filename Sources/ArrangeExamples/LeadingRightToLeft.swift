import Arrange

/// The article's right-to-left example (seed 002):
/// `VStack(alignment: .leading) { Text("Hello world"); Text("WWDC 2022") }` with
/// `.environment(\.layoutDirection, .rightToLeft)`. Leading is the right edge, so the texts
/// (`hello`, `wwdc`) end at the stack's (`stack`) right edge.
public struct LeadingRightToLeftDemo: View {
    /// Creates the demo.
    public init() {}

    /// The two texts in a leading-aligned VStack laid out right to left.
    public var body: some View {
        VStack(alignment: .leading) {
            Text("Hello world").id("hello")
            Text("WWDC 2022").id("wwdc")
        }
        .environment(\.layoutDirection, .rightToLeft)
        .id("stack")
    }
}
