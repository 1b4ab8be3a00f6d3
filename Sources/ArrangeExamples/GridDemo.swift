import Arrange

/// The alignment article's Grid (seed 002): three rows — texts aligned on their last baselines
/// (the middle one framed 50 × 50 at the top), three colours, and texts aligned at the top beside
/// a rectangle — in a frame of at most 300 × 300. The rectangle is filled with the seed's
/// `.blue.gradient` (`Color.gradient`, an `AnyGradient`).
///
/// Ids: rows' cells `good`, `hello`, `nice`; `red`, `green`, `pink`; `start`, `wwdc`, `rectangle`;
/// the grid is `grid`.
public struct GridDemo: View {
    /// Creates the demo.
    public init() {}

    /// The seed's grid.
    public var body: some View {
        Grid {
            GridRow(alignment: .lastTextBaseline) {
                Text("Good").id("good")
                Text("Hello world")
                    .frame(width: 50, height: 50, alignment: .top)
                    .border(.red)
                    .id("hello")
                Text("Nice").id("nice")
            }
            GridRow {
                Color.red.opacity(0.3).id("red")
                Color.green.opacity(0.2).id("green")
                Color.pink.opacity(0.2).id("pink")
            }
            GridRow(alignment: .top) {
                Text("Start").id("start")
                Text("WWDC 2022")
                    .frame(width: 70, height: 50, alignment: .center)
                    .border(.red)
                    .id("wwdc")
                Rectangle()
                    .fill(.blue.gradient)
                    .id("rectangle")
            }
        }
        .id("grid")
        .frame(maxWidth: 300, maxHeight: 300)
        .border(.red)
    }
}

/// `GridDemo` in a right-to-left environment: the columns mirror (A17).
public struct GridDemoRightToLeft: View {
    /// Creates the demo.
    public init() {}

    /// The grid, right to left.
    public var body: some View {
        GridDemo().environment(\.layoutDirection, .rightToLeft)
    }
}
