import Arrange

/// The text baselines of single views in the alignment article (seed 002): where
/// `firstTextBaseline` and `lastTextBaseline` are for a view without text, a single-line text and
/// a multi-line text.
///
/// The article's three views stand in a row twice: once in an `HStack(alignment:
/// .firstTextBaseline)` (`first-row`, ids `first-rectangle`, `first-hello`, `first-passage`), once
/// in an `HStack(alignment: .lastTextBaseline)` (`last-row`, ids with `last-`):
/// - `Rectangle().fill(.orange.gradient).frame(width: 100, height: 100)`, as
///   `Color.orange.frame(width: 100, height: 100)`: no text, so both baselines are its bottom;
/// - `Text("Hello world").border(.red)`: one line, so both baselines are the same, above the
///   bottom by the font's descent;
/// - `Text(passage).frame(width: 200)`: several lines; the first baseline is the first line's,
///   the last baseline the last line's.
///
/// In the first row the rectangle's bottom, the single line's baseline and the passage's first
/// line's baseline are level; in the second the passage's last line's baseline is level with them.
public struct TextBaselinesDemo: View {
    /// The long passage of the alignment article: Liu Yuxi's "Inscription on a Humble Dwelling",
    /// 99 characters, which the article wraps to show a multi-line text's two baselines. Fonts
    /// without CJK glyphs (DejaVu Sans) still lay it out, with their fallback glyph's width.
    public static let passage =
        "山不在高，有仙则名。水不在深，有龙则灵。斯是陋室，惟吾德馨。苔痕上阶绿，草色入帘青。谈笑有鸿儒，往来无白丁。可以调素琴，阅金经。无丝竹之乱耳，无案牍之劳形。南阳诸葛庐，西蜀子云亭。孔子云：何陋之有？"

    /// Creates the demo.
    public init() {}

    /// The row aligned on first baselines above the row aligned on last baselines.
    public var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            row(.firstTextBaseline, prefix: "first")
            row(.lastTextBaseline, prefix: "last")
        }
    }

    /// The article's three views in an HStack aligned on `guide`, their ids starting with `prefix`.
    private func row(_ guide: VerticalAlignment, prefix: String) -> some View {
        HStack(alignment: guide) {
            Color.orange
                .frame(width: 100, height: 100)
                .id("\(prefix)-rectangle")
            Text("Hello world")
                .border(Color.red)
                .id("\(prefix)-hello")
            Text(TextBaselinesDemo.passage)
                .frame(width: 200)
                .id("\(prefix)-passage")
        }
        .id("\(prefix)-row")
    }
}
