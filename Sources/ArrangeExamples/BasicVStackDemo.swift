import Arrange

/// Three ``BasicVStack``s side by side, top-aligned (seeds 000 and 001).
///
/// - `basic` (ids `a`, `b`): `R(50,20)` and `R(30,40)` stacked with no spacing: 50×60, the second
///   at y = 20 and, centred, x = 10.
/// - `spaced` (ids `a-spaced`, `b-spaced`): the same two with the subviews' preferred spacing and
///   leading alignment: 50×68, the second at y = 28, x = 0.
/// - `flexible`: the seed's `BasicVStack { Text("One View"); Text("Another View").layoutFlexibility(3) }`
///   plus a view of flexibility 1, in a 100-point-tall frame. "One View" is
///   `Color.gray.frame(width: 70, height: 20)` (id `one`); "Another View" is a view that can grow,
///   `Color.green.frame(width: 100)` (id `another`), whose ideal height is 10; the third is
///   `Color.mint.frame(width: 100)` (id `other`). The 60 points beyond the ideal 40 are shared
///   3:1, so `another` is 55 tall and `other` 25.
public struct BasicVStackDemo: View {
    /// Creates the demo.
    public init() {}

    /// The three stacks in an HStack.
    public var body: some View {
        HStack(alignment: .top, spacing: 20) {
            BasicVStack {
                Color.red.frame(width: 50, height: 20).id("a")
                Color.orange.frame(width: 30, height: 40).id("b")
            }
            .id("basic")

            BasicVStack(alignment: .leading, usesPreferredSpacing: true) {
                Color.red.frame(width: 50, height: 20).id("a-spaced")
                Color.orange.frame(width: 30, height: 40).id("b-spaced")
            }
            .id("spaced")

            BasicVStack {
                Color.gray.frame(width: 70, height: 20).id("one")
                Color.green.frame(width: 100).layoutFlexibility(3).id("another")
                Color.mint.frame(width: 100).layoutFlexibility(1).id("other")
            }
            .id("flexible")
            .frame(height: 100)
        }
    }
}
