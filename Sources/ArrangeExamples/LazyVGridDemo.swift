import Arrange

/// `LazyVGrid` in a vertical `ScrollView`, with one column of each kind: a fixed 60-point column,
/// a flexible one (at most 100) and an adaptive one (at least 50). The fixed column takes its
/// 60 first; the flexible column is offered half of what is left and keeps 100; the adaptive item
/// fills the rest with as many columns of at least 50 as fit. Children fill the columns left to
/// right, row by row; each row is as tall as its tallest cell, and cells are centred in their
/// row. Numbered cells have a Text caption, so the Text's own spacing stays inside its cell.
///
/// Ids: `grid` and its cells `cell-0` … `cell-23`. At 390 points wide: columns 60, 100 and three
/// adaptive ones of 166/3 ≈ 55.3 (16 points of padding on each side).
public struct LazyVGridDemo: View {
    /// Creates the demo.
    public init() {}

    /// The grid in a scroll view.
    public var body: some View {
        ScrollView {
            LazyVGrid(columns: [
                GridItem(.fixed(60)),
                GridItem(.flexible(maximum: 100)),
                GridItem(.adaptive(minimum: 50)),
            ]) {
                ForEach(0..<24) { index in
                    Color.teal
                        .frame(height: CGFloat(40 + (index % 3) * 10))
                        .overlay(Text("\(index)"))
                        .id("cell-\(index)")
                }
            }
            .padding()
            .id("grid")
        }
    }
}
