import Arrange

/// The custom alignment of the alignment article (seed 002): a third of a view's width.
struct OneThirdWidthID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context.width / 3
    }
}

extension HorizontalAlignment {
    /// A guide a third of the way across a view, from its leading edge (seed 002).
    public static let oneThird = HorizontalAlignment(OneThirdWidthID.self)
}

extension Alignment {
    /// The article's two-axis alignment for a `ZStack` or frame: ``HorizontalAlignment/oneThird``
    /// and `top`.
    public static let customAlignment = Alignment(horizontal: .oneThird, vertical: .top)
}

/// ``HorizontalAlignment/oneThird`` used by two containers (seed 002).
///
/// - A `VStack(alignment: .oneThird)` (`column`) of rectangles 150, 60 and 90 wide, 30 tall
///   (`third-a`, `third-b`, `third-c`): their guides are at 50, 20 and 30, so they start at x = 0, 30
///   and 20 and the column is 150×106.
/// - A `ZStack(alignment: .customAlignment)` (`layers`) of a 120×60 rectangle (`layer-back`) and a
///   30×30 one (`layer-front`): guides at 40 and 10, tops aligned, so the front one is at (30, 0).
public struct OneThirdDemo: View {
    /// Creates the demo.
    public init() {}

    /// The column above the layers.
    public var body: some View {
        VStack(spacing: 20) {
            VStack(alignment: .oneThird) {
                Color.red.frame(width: 150, height: 30).id("third-a")
                Color.green.frame(width: 60, height: 30).id("third-b")
                Color.blue.frame(width: 90, height: 30).id("third-c")
            }
            .id("column")
            ZStack(alignment: .customAlignment) {
                Color.orange.frame(width: 120, height: 60).id("layer-back")
                Color.cyan.frame(width: 30, height: 30).id("layer-front")
            }
            .id("layers")
        }
    }
}
