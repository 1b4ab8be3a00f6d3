import Arrange

/// What a stack's `alignment` means (seed 002): it aligns the children with each other, not with
/// the stack, so an `alignmentGuide` on the stack itself changes nothing inside it.
///
/// The article's `ZStack(alignment: .bottomLeading)` of an orange 100×300 rectangle (`tall`) and a
/// cyan 300×100 one (`wide`) is 300×300 with `wide` at y = 200 whatever guide the ZStack (`zstack`)
/// is given. Its `.alignmentGuide(.leading) { $0[.leading] + 10 }` only matters to the ZStack's
/// own parent: in the surrounding `VStack(alignment: .leading)` the 50×10 bar below it (`bar`)
/// starts 10 points right of the ZStack.
public struct ZStackAlignmentDemo: View {
    /// Creates the demo.
    public init() {}

    /// The ZStack with a moved leading guide, above a bar aligned to that guide.
    public var body: some View {
        VStack(alignment: .leading) {
            ZStack(alignment: .bottomLeading) {
                Color.orange.frame(width: 100, height: 300).id("tall")
                Color.cyan.opacity(0.7).frame(width: 300, height: 100).id("wide")
            }
            .id("zstack")
            .alignmentGuide(.leading) {
                $0[.leading] + 10
            }
            Color.gray.frame(width: 50, height: 10).id("bar")
        }
    }
}
