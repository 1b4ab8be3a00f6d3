import Arrange

/// The frame example of the alignment article (seed 002): `frame` is a layout that proposes its
/// own size to its child, ignores the child's answer, and aligns the child with a virtual view of
/// the frame's size — the same as a background layout whose primary view is a clear view of that
/// size.
///
/// The text is the seed's `Text("Hello world")`. Proposed 10×30 at the body size (17 points), it
/// would wrap a letter to a line, but only one line fits in 30 points, and that line truncated
/// to "H…" is still wider than 10, so the text shows the ellipsis alone: one line, as wide as
/// "…", overflowing the frame. The frame centres it horizontally and puts it at its top.
///
/// - Top: `VStack { Text("Hello world").frame(width: 10, height: 30, alignment: .top) }`; the
///   frame (`frame`) is 10×30 and holds the text (`text`).
/// - Bottom: the article's `_BackgroundLayout` written with `.background(alignment: .top)`: a clear
///   10×30 view (`box`) with the text (`text-background`) behind it, placed as in the frame.
public struct FrameDemo: View {
    /// Creates the demo.
    public init() {}

    /// The frame version above the background version.
    public var body: some View {
        VStack(spacing: 40) {
            VStack {
                Text("Hello world").id("text")
                    .frame(width: 10, height: 30, alignment: .top)
                    .id("frame")
            }
            Color.clear
                .frame(width: 10, height: 30)
                .id("box")
                .background(alignment: .top) {
                    Text("Hello world").id("text-background")
                }
        }
    }
}
