import Arrange

/// Three ``BasicVStack``s side by side, top-aligned (seeds 000 and 001).
///
/// - `basic` (ids `a`, `b`): the `Layout` page's call site,
///   `BasicVStack { Text("A Subview"); Text("Another Subview") }`: the two texts' ideal sizes
///   stacked with no spacing, the narrower one centred.
/// - `spaced` (ids `a-spaced`, `b-spaced`): `R(50,20)` and `R(30,40)` stacked with the subviews'
///   preferred spacing and leading alignment: 50×68, the second at y = 28, x = 0. (Not a seed call
///   site: it shows `spacing.distance(to:along:)`, which the seed recommends, between two shapes.)
/// - `flexible`: the `LayoutValueKey` page's
///   `BasicVStack { Text("One View"); Text("Another View").layoutFlexibility(3) }` (ids `one`,
///   `another`) plus `Color.mint.frame(width: 100).layoutFlexibility(1)` (id `other`), in a
///   100-point-tall frame. The height beyond the ideal is shared 3:1, but a Text's height is its
///   lines, so "Another View" keeps its one line and only `other` grows, by its quarter.
public struct BasicVStackDemo: View {
    /// Creates the demo.
    public init() {}

    /// The three stacks in an HStack.
    public var body: some View {
        HStack(alignment: .top, spacing: 20) {
            BasicVStack {
                Text("A Subview").id("a")
                Text("Another Subview").id("b")
            }
            .id("basic")

            BasicVStack(alignment: .leading, usesPreferredSpacing: true) {
                Color.red.frame(width: 50, height: 20).id("a-spaced")
                Color.orange.frame(width: 30, height: 40).id("b-spaced")
            }
            .id("spaced")

            BasicVStack {
                Text("One View").id("one")
                Text("Another View")
                    .layoutFlexibility(3)
                    .id("another")
                Color.mint.frame(width: 100).layoutFlexibility(1).id("other")
            }
            .id("flexible")
            .frame(height: 100)
        }
    }
}
