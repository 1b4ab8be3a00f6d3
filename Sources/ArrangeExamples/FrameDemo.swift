import Arrange

/// The frame example of the alignment article (seed 002): `frame` is a layout that proposes its
/// own size to its child, ignores the child's answer, and aligns the child with a virtual view of
/// the frame's size — the same as a background layout whose primary view is a clear view of that
/// size.
///
/// Stand-in: `Text("Hello world")` is `Color.gray.frame(width: 80, height: 20)`. The rectangle does
/// not wrap as a text proposed 10 points would, so it overflows the 10-point frame like a text
/// with `.fixedSize()`.
///
/// - Top: `VStack { Text("Hello world").frame(width: 10, height: 30, alignment: .top) }`; the
///   frame (`frame`) is 10×30 and the text (`text`) sits at (−35, 0) relative to it.
/// - Bottom: the article's `_BackgroundLayout` written with `.background(alignment: .top)`: a clear
///   10×30 view (`box`) with the text (`text-background`) behind it, at (−35, 0) relative to it too.
public struct FrameDemo: View {
    /// Creates the demo.
    public init() {}

    /// The frame version above the background version.
    public var body: some View {
        VStack(spacing: 40) {
            VStack {
                Color.gray.frame(width: 80, height: 20).id("text")
                    .frame(width: 10, height: 30, alignment: .top)
                    .id("frame")
            }
            Color.clear
                .frame(width: 10, height: 30)
                .id("box")
                .background(alignment: .top) {
                    Color.gray.frame(width: 80, height: 20).id("text-background")
                }
        }
    }
}
