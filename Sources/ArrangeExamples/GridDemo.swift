import Arrange

/// The alignment article's Grid (seed 002): three rows — texts aligned on their last baselines
/// (the middle one framed 50 × 50 at the top), three colours, and texts aligned at the top beside
/// a rectangle — in a frame of at most 300 × 300. The seed draws the rectangle with
/// `.fill(.blue.gradient)` and the colours with opacity; drawing comes in a later issue.
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
                    .border(Color.red)
                    .id("hello")
                Text("Nice").id("nice")
            }
            GridRow {
                Color.red.id("red")
                Color.green.id("green")
                Color.pink.id("pink")
            }
            GridRow(alignment: .top) {
                Text("Start").id("start")
                Text("WWDC 2022")
                    .frame(width: 70, height: 50, alignment: .center)
                    .border(Color.red)
                    .id("wwdc")
                Rectangle().id("rectangle")
            }
        }
        .id("grid")
        .frame(maxWidth: 300, maxHeight: 300)
        .border(Color.red)
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
