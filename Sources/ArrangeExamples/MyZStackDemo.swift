import Arrange

/// ``MyZStack`` at work (seed 002): the article's two rectangles, aligned `.bottomLeading`, next to
/// a marker that an `HStack(alignment: .firstTextBaseline)` lines up with the stack's explicit
/// first baseline.
///
/// The tall rectangle (`tall`, 100×300) and the wide one (`wide`, 300×100) share their
/// bottom-leading corner, so the stack (`stack`) is 300×300 with `wide` at y = 200. `wide` sets an
/// explicit first baseline at half its height, which ``MyZStack`` reports as 250; the marker
/// (`marker`, 20×20, a view without text whose baseline is its bottom) therefore sits at y = 230.
public struct MyZStackDemo: View {
    /// Creates the demo.
    public init() {}

    /// The marker and the stack in a baseline-aligned HStack.
    public var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            Color.red.frame(width: 20, height: 20).id("marker")
            MyZStack(alignment: .bottomLeading) {
                Color.orange.frame(width: 100, height: 300).id("tall")
                Color.cyan.opacity(0.7).frame(width: 300, height: 100)
                    .alignmentGuide(.firstTextBaseline) { $0.height / 2 }
                    .id("wide")
            }
            .id("stack")
        }
    }
}
