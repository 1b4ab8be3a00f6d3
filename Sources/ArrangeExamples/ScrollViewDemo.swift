import Arrange

/// `ScrollView` in both directions: a horizontal strip of tiles (a `LazyHStack`) above a vertical
/// list of rows (a `LazyVStack`). Each scroll view takes the space it is offered; its content is
/// proposed a nil length along the scroll axis, so it keeps its ideal length and runs past the
/// scroll view's end (Arrange does not scroll: the content stays at its start). The strip's
/// tiles start at the leading edge and are centred vertically; the list starts at the top (its
/// stack, which is only as wide as its rows, is given the full width by a flexible frame).
///
/// Ids: `strip` (the horizontal scroll view, 80 tall), `tile-0` … `tile-9`, `list` (the vertical
/// scroll view, the rest of the height), `row-1` … `row-20`.
public struct ScrollViewDemo: View {
    /// Creates the demo.
    public init() {}

    /// The strip above the list.
    public var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(0..<10) { index in
                        Color.orange.frame(width: 80, height: 60).id("tile-\(index)")
                    }
                }
                .padding(.horizontal)
            }
            .frame(height: 80)
            .id("strip")
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(1..<21) { index in
                        HStack {
                            Color.blue.frame(width: 40, height: 40)
                            Text("Row \(index)")
                        }
                        .id("row-\(index)")
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
            }
            .id("list")
        }
    }
}
