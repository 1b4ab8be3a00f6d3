import Arrange

/// The overlay demo of the alignment article (seed 002): an overlay is aligned to its primary
/// view with both views' guides, so moving the primary view's guides moves the overlay.
///
/// The primary view (`primary`) is a 100×100 orange rectangle whose trailing guide is moved 30 to
/// the left (70) and top guide 30 down (30). `.overlay(alignment: .topTrailing)` lines the
/// overlay's top-trailing corner up with that point, so the overlay, the seed's `Text("Hi")`
/// (`hi`), ends 70 points from the rectangle's leading edge and starts 30 below its top.
public struct OverlayAlignmentDemo: View {
    /// Creates the demo.
    public init() {}

    /// The rectangle with explicit guides and its overlay.
    public var body: some View {
        // The primary view.
        Color.orange
            .frame(width: 100, height: 100)
            .alignmentGuide(.trailing, computeValue: {
                $0[.trailing] - 30
            })
            .alignmentGuide(.top, computeValue: {
                $0[.top] + 30
            })
            .id("primary")
            // The secondary view.
            .overlay(alignment: .topTrailing) {
                Text("Hi").id("hi")
            }
    }
}
