import Testing
import Arrange

// Seed 002, samples 20–29: which views align — the ZStack replica built on `Layout` (two method
// fragments of the same `MyZStack`), the containers' alignment parameters, overlay and frame,
// and the article's pseudo-code for them as layouts. See Seed002GuideSamples.swift for the file
// layout. Text is in the test font: "Hi" in `.body` is 34 × 17.

/// Sample 24: `MyZStack`'s `sizeThatFits` and `placeSubviews`, the fragments' ZStack replica.
///
/// Adaptation: the seed gives the two methods only; the declarations they use are the article's
/// downloadable source (not in the seed), reconstructed around them: the `alignment` property,
/// the `CacheInfo`/`SubviewInfo` cache, `makeCache`, `transformPoint(original:offset:targetBoundsMinX:)`
/// and `[CGRect].cropBounds()` (the smallest rectangle around every rectangle, below).
enum Seed002Sample24 {
    struct MyZStack: Layout {
        var alignment: Alignment = .center

        struct CacheInfo {
            var subviewInfo: [SubviewInfo] = []
            var cropBounds: CGRect = .zero
        }

        struct SubviewInfo {
            var viewDimension: ViewDimensions
            var bounds: CGRect
        }

        func makeCache(subviews: Subviews) -> CacheInfo {
            CacheInfo()
        }

        // The seed's fragment, verbatim.
        // 容器的父视图（父容器）通过调用容器的 sizeThatFits 获取容器的建议尺寸，本方法通常会被多次调用，并提供不同的建议尺寸
        func sizeThatFits(
            proposal: ProposedViewSize, // 容器的父视图（父容器）提供的建议尺寸
            subviews: Subviews, // 当前容器内的所有子视图的代理
            cache: inout CacheInfo // 缓存数据，本例中用于保存子视图的返回的需求尺寸，减少调用次数
        ) -> CGSize {
            cache = .init() // 清除缓存
            for subview in subviews {
                // 为子视图提供建议尺寸，获取子视图的需求尺寸 (ViewDimensions)
                let viewDimension = subview.dimensions(in: proposal)
                // 根据 MyZStack 的 alignment 的设置获取子视图 alignmentGuide 对应的点
                let alignmentGuide: CGPoint = .init(
                    x: viewDimension[alignment.horizontal],
                    y: viewDimension[alignment.vertical]
                )
                // 以子视图的 alignmentGuide 对应点为 (0,0) , 在虚拟的画布中，为子视图创建 Bounds
                let bounds: CGRect = .init(
                    origin: .init(x: -alignmentGuide.x, y: -alignmentGuide.y),
                    size: .init(width: viewDimension.width, height: viewDimension.height)
                )
                // 保存子视图在虚拟画布中的信息
                cache.subviewInfo.append(.init(viewDimension: viewDimension, bounds: bounds))
            }

            // 根据所有子视图在虚拟画布中的数据，生成 MyZStack 的 Bounds
            cache.cropBounds = cache.subviewInfo.map(\.bounds).cropBounds()
            // 返回当前容器的需求尺寸，当前容器的父视图将使用该尺寸在它的内部进行摆放
            return cache.cropBounds.size
        }

        // 容器的父视图（父容器）将在需要的时机调用本方法，为本容器的子视图设置渲染尺寸
        func placeSubviews(
            in bounds: CGRect, // 根据当前容器在 sizeThatFits 提供的尺寸，在真实渲染处创建的 Bounds
            proposal: ProposedViewSize, // 容器的父视图（父容器）提供的建议尺寸
            subviews: Subviews, // 当前容器内的所有子视图的代理
            cache: inout CacheInfo // 缓存数据，本例中用于保存子视图的返回的需求尺寸，减少调用次数
        ) {
            // 虚拟画布左上角的偏移值 ( 到 0,0 )
            let offsetX = cache.cropBounds.minX * -1
            let offsetY = cache.cropBounds.minY * -1

            for index in subviews.indices {
                let info = cache.subviewInfo[index]
                // 将虚拟画布中的位置信息转换成渲染 bounds 的位置信息
                let x = transformPoint(original: info.bounds.minX, offset: offsetX, targetBoundsMinX: bounds.minX)
                let y = transformPoint(original: info.bounds.minY, offset: offsetY, targetBoundsMinX: bounds.minY)
                // 将转换后的位置信息设置到子视图上
                subviews[index].place(at: .init(x: x, y: y), anchor: .topLeading, proposal: proposal)
            }
        }

        /// A coordinate on the virtual canvas moved by `offset` into bounds starting at
        /// `targetBoundsMinX` (used for either axis).
        func transformPoint(original: CGFloat, offset: CGFloat, targetBoundsMinX: CGFloat) -> CGFloat {
            original + offset + targetBoundsMinX
        }
    }
}

extension Array where Element == CGRect {
    /// The smallest rectangle holding every rectangle of the array; `.zero` when it is empty
    /// (sample 24's crop box).
    fileprivate func cropBounds() -> CGRect {
        guard let first else { return .zero }
        return dropFirst().reduce(first) { $0.union($1) }
    }
}

/// Sample 20: `MyZStack`'s `explicitAlignment(of: VerticalAlignment, …)`, which reports the
/// composite text baselines by the article's rule.
///
/// Adaptation: the seed gives this method only. It is declared in a `MyZStack` that measures and
/// places like sample 24's (it forwards those two methods to it, sharing its cache type), with
/// sample 24's `transformPoint`.
enum Seed002Sample20 {
    struct MyZStack: Layout {
        var alignment: Alignment = .center
        typealias CacheInfo = Seed002Sample24.MyZStack.CacheInfo

        func makeCache(subviews: Subviews) -> CacheInfo { CacheInfo() }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheInfo) -> CGSize {
            Seed002Sample24.MyZStack(alignment: alignment).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheInfo) {
            Seed002Sample24.MyZStack(alignment: alignment).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }

        func transformPoint(original: CGFloat, offset: CGFloat, targetBoundsMinX: CGFloat) -> CGFloat {
            Seed002Sample24.MyZStack(alignment: alignment).transformPoint(original: original, offset: offset, targetBoundsMinX: targetBoundsMinX)
        }

        // The seed's fragment, verbatim.
        // SwiftUI 通过此方法来获取特定的对齐指南的显式值
        func explicitAlignment(of guide: VerticalAlignment,  // 查询的对齐指南
                               in bounds: CGRect, // 自定义容器的 bounds ，该 bounds 的尺寸由 sizeThatFits 方法计算得出，与 placeSubviews 的 bounds 参数一致
                               proposal: ProposedViewSize,  // 父视图的建议尺寸
                               subviews: Subviews,  // 容器内的子视图代理
                               cache: inout CacheInfo // 缓存数据，本例中，我们在缓存数据中保存了每个子视图的 viewDimension、虚拟 bounds 能信息
                              ) -> CGFloat? {
            let offsetY = cache.cropBounds.minY * -1
            let infinity: CGFloat = .infinity

            // 检查子视图中是否有 显式 firstTextBaseline 不为 nil 的视图。如果有，则返回位置最高的 firstTextBaseline 值。 
            if guide == .firstTextBaseline,!cache.subviewInfo.isEmpty {
                let firstTextBaseline = cache.subviewInfo.reduce(infinity) { current, info in
                    let baseline = info.viewDimension[explicit: .firstTextBaseline] ?? infinity
                    // 将子视图的显式 firstTextBaseline 转换成 bounds 中的偏移值
                    let transformBaseline = transformPoint(original: baseline + info.bounds.minY, offset: offsetY, targetBoundsMinX: 0)
                    // 返回位置最高的值（ 值最小 ）
                    return min(current, transformBaseline)
                }
                return firstTextBaseline != infinity ? firstTextBaseline : nil
            }

            if guide == .lastTextBaseline,!cache.subviewInfo.isEmpty {
                let lastTextBaseline = cache.subviewInfo.reduce(-infinity) { current, info in
                    let baseline = info.viewDimension[explicit: .lastTextBaseline] ?? -infinity
                    let transformBaseline = transformPoint(original: baseline + info.bounds.minY, offset: offsetY, targetBoundsMinX: 0)
                    return max(current, transformBaseline)
                }
                return lastTextBaseline != -infinity ? lastTextBaseline : nil
            }

            return nil
        }
    }
}

/// Sample 21: the alignment parameters of the containers' initialisers.
///
/// Adaptation: the seed's four lines have `{ ... }` placeholders for their content and are four
/// separate expressions; each is the body of its own view here, with the `...` replaced by views
/// that show the alignment (noted at each). A `GridRow` aligns only inside a `Grid`, so the
/// fourth line is the content of one.
enum Seed002Sample21 {
    struct VStackLine: View {
        var body: some View {
            // `...`: two texts of different widths.
            VStack(alignment:.trailing) { Text("Hello world"); Text("WWDC 2022") }
        }
    }

    struct ZStackLine: View {
        var body: some View {
            // `...`: a wide and a tall rectangle.
            ZStack(alignment: .center) { Rectangle().frame(width: 100, height: 40); Rectangle().frame(width: 40, height: 100) }
        }
    }

    struct HStackLine: View {
        var body: some View {
            // `...`: a two-line text beside a one-line text.
            HStack(alignment:.lastTextBaseline) { Text("Hello world").frame(width: 100); Text("WWDC") }
        }
    }

    struct GridRowLine: View {
        var body: some View {
            Grid {
                // `...`: a text beside a text padded 20 points at the top.
                GridRow(alignment:.firstTextBaseline) { Text("First"); Text("Second").padding(.top, 20) }
            }
        }
    }
}

/// Sample 22: a ZStack aligning two rectangles on their bottom-leading corners.
enum Seed002Sample22 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            ZStack(alignment: .bottomLeading) {
                Rectangle()
                    .fill(.orange.gradient)
                    .frame(width: 100, height: 300)
                Rectangle()
                    .fill(.cyan.gradient).opacity(0.7)
                    .frame(width: 300, height: 100)
            }
        }
    }
}

/// Sample 23: the same ZStack with its own leading guide moved: the rectangles do not move.
enum Seed002Sample23 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            ZStack(alignment: .bottomLeading) {
                Rectangle()
                    .fill(.orange.gradient)
                    .frame(width: 100, height: 300)
                Rectangle()
                    .fill(.cyan.gradient).opacity(0.7)
                    .frame(width: 300, height: 100)
            }
            .alignmentGuide(.leading){
                $0[.leading] + 10
            }
        }
    }
}

/// Sample 25: an overlay aligned at the top-trailing corner of its view.
enum Seed002Sample25 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            // 主视图
            Rectangle()
                .fill(.orange.gradient)
                .frame(width: 100, height: 100)
                // 附加视图
                .overlay(alignment:.topTrailing){
                    Text("Hi")
                }
        }
    }
}

/// Sample 26: the article's pseudo-code for that overlay as a layout ("伪代码").
///
/// Adaptation: `_OverlayLayout` is not an API of SwiftUI (nor of Arrange), and `Alignment` is not
/// a `LayoutValueKey` there. Both are declared in this namespace so that the pseudo-code compiles
/// as written and does what the article says: `_OverlayLayout` takes its first subview's size,
/// proposes that size to the second, and aligns the second with the first on the `Alignment` the
/// second carries as a layout value (`Alignment` here is a key whose value is Arrange's
/// `Alignment`, `.center` by default).
enum Seed002Sample26 {
    struct Alignment: LayoutValueKey {
        static let defaultValue: ArrangeCore.Alignment = .center
    }

    struct _OverlayLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            SeedSecondaryLayout.size(proposal: proposal, subviews: subviews)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            SeedSecondaryLayout.place(in: bounds, proposal: proposal, subviews: subviews, key: Alignment.self)
        }
    }

    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            _OverlayLayout {
                // 主视图
                Rectangle()
                    .fill(.orange.gradient)
                    .frame(width: 100, height: 100)

                // 附加视图
                Text("Hi")
                    .layoutValue(key: Alignment.self, value: .topTrailing) // 一种子视图向最近容器传递信息的方式
            }
        }
    }
}

/// Sample 27: moving the main view's guides moves where the overlay goes.
enum Seed002Sample27 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            // 主视图
            Rectangle()
                .fill(.orange.gradient)
                .frame(width: 100, height: 100)
                .alignmentGuide(.trailing, computeValue: {
                    $0[.trailing] - 30
                })
                .alignmentGuide(.top, computeValue: {
                    $0[.top] + 30
                })
                // 附加视图
                .overlay(alignment:.topTrailing){
                    Text("Hi")
                }
        }
    }
}

/// Sample 28: a frame proposes its own size and aligns its child in it.
enum Seed002Sample28 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            VStack {
                Text("Hello world")
                   .frame(width: 10, height: 30, alignment: .top)
            }
        }
    }
}

/// Sample 29: the article's pseudo-code for that frame as a background layout ("伪代码").
///
/// Adaptation: as for sample 26, `_BackgroundLayout` and the `Alignment` key are declared here:
/// the layout takes its first subview's size (the clear 10 × 30 colour), proposes it to the
/// second and aligns the second with it on the second's `Alignment` value.
enum Seed002Sample29 {
    struct Alignment: LayoutValueKey {
        static let defaultValue: ArrangeCore.Alignment = .center
    }

    struct _BackgroundLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            SeedSecondaryLayout.size(proposal: proposal, subviews: subviews)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            SeedSecondaryLayout.place(in: bounds, proposal: proposal, subviews: subviews, key: Alignment.self)
        }
    }

    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            _BackgroundLayout {
                Color.clear
                    .frame(width: 10, height: 30)

                Text("Hello world")
                    .layoutValue(key: Alignment.self, value: .top)
            }
        }
    }
}

/// What samples 26 and 29's layouts share: the first subview sizes the layout; each other
/// subview is proposed that size and aligned with the first on its alignment value (the guides
/// of both: the first's explicit ones included).
enum SeedSecondaryLayout {
    static func size(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    static func place<K: LayoutValueKey>(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, key: K.Type)
    where K.Value == ArrangeCore.Alignment {
        guard let primary = subviews.first else { return }
        let primaryDimensions = primary.dimensions(in: proposal)
        primary.place(at: bounds.origin, proposal: proposal)
        let size = ProposedViewSize(width: primaryDimensions.width, height: primaryDimensions.height)
        for secondary in subviews.dropFirst() {
            let alignment = secondary[K.self]
            let d = secondary.dimensions(in: size)
            let x = primaryDimensions[alignment.horizontal] - d[alignment.horizontal]
            let y = primaryDimensions[alignment.vertical] - d[alignment.vertical]
            secondary.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), proposal: size)
        }
    }
}

// MARK: - Tests

@Suite("Seed 002 alignment article: code samples 20–29 (which views align)")
@MainActor struct Seed002ContainerSampleTests: SeedFixtures {
    /// A ZStack's subviews, for comparing MyZStack with it.
    @ViewBuilder func layers() -> some View {
        Text("Hello world")
            .frame(width: 100, height: 100, alignment: .topTrailing)
            .id("first")
        Color.blue.opacity(0.2).id("colour")
        Text("肘子的 Swift 记事本")
            .frame(width: 100, height: 100, alignment: .bottomLeading)
            .id("second")
        R(150, 30).id("bar")
    }

    /// Sample 20: MyZStack's explicit baselines are the article's rule — the top-most explicit
    /// first baseline and the bottom-most explicit last one — which is what ZStack reports too.
    @Test func sample20ExplicitBaselinesMatchZStack() {
        let mine = composite { Seed002Sample20.MyZStack { layers() } }
        let zstack = composite { ZStack { layers() } }
        #expect(mine.size == zstack.size)
        #expect(mine.texts == zstack.texts)
        #expect(nearly(mine.baselines.first, zstack.baselines.first) && nearly(mine.baselines.last, zstack.baselines.last))
        // 150 × 100: the framed texts are centred; "Hello" / "world" at the top-trailing corner
        // of the first, "肘子的 S" … at the bottom-leading corner of the second.
        #expect(mine.size == size(150, 100))
        #expect(nearly(mine.baselines.first, 13.6) && nearly(mine.baselines.last, 100 - 3.4))
        // Without texts, no explicit baselines: the guides' defaults (the bottom) apply.
        let empty = composite { Seed002Sample20.MyZStack { R(10, 10); R(20, 20) } }
        #expect(empty.baselines == SeedBaselines(first: nil, last: nil))
    }

    /// Sample 21: each container lines its subviews up on the guide it is given.
    @Test func sample21ContainersAlignTheirSubviewsOnTheirGuide() {
        let v = host(300, 300) { Seed002Sample21.VStackLine() }
        let vo = v.rootFrame.origin
        #expect(textFrames(in: v).map { $0.offsetBy(dx: -vo.x, dy: -vo.y) } == [rect(0, 0, 187, 17), rect(34, 17, 153, 17)])

        let z = host(300, 300) { Seed002Sample21.ZStackLine() }
        let zo = z.rootFrame.origin
        #expect(z.rootFrame.size == size(100, 100))
        #expect(frames(named: "Rectangle", in: z).map { $0.offsetBy(dx: -zo.x, dy: -zo.y) } == [rect(0, 30, 100, 40), rect(30, 0, 40, 100)])

        // "Hello" / "world" (two lines in the 100-point frame, last baseline 30.6) beside "WWDC"
        // (baseline 13.6): "WWDC" is 17 points lower.
        let hs = host(300, 300) { Seed002Sample21.HStackLine() }
        let ho = hs.rootFrame.origin
        let hTexts = textFrames(in: hs).map { $0.offsetBy(dx: -ho.x, dy: -ho.y) }
        #expect(hTexts.count == 2)
        #expect(hTexts.first.map { $0.minY } == 0 && hTexts.first?.height == 34)
        #expect(hTexts.last.map { $0.minY } == 17 && hTexts.last?.height == 17)

        // "Second" is 20 points lower inside its padding; "First" moves down to its baseline.
        let g = host(300, 300) { Seed002Sample21.GridRowLine() }
        let go = g.rootFrame.origin
        let gTexts = textFrames(in: g).map { $0.offsetBy(dx: -go.x, dy: -go.y) }
        #expect(gTexts.map(\.minY) == [20, 20])
        #expect(g.rootFrame.height == 37)
    }

    /// Sample 22: the rectangles' bottom-leading corners meet: a 300 × 300 stack.
    @Test func sample22BottomLeadingCornersMeet() {
        let h = host(400, 400) { Seed002Sample22.Sample() }
        let o = h.rootFrame.origin
        #expect(h.rootFrame.size == size(300, 300))
        #expect(frames(named: "Rectangle", in: h).map { $0.offsetBy(dx: -o.x, dy: -o.y) } == [rect(0, 0, 100, 300), rect(0, 200, 300, 100)])
    }

    /// Sample 23: the ZStack's own guide does not move its subviews (it only sets the stack's
    /// explicit leading guide, 10, for the stack's parent).
    @Test func sample23ContainerGuideDoesNotMoveItsSubviews() throws {
        let h = host(400, 400) { Seed002Sample23.Sample() }
        let o = h.rootFrame.origin
        #expect(h.rootFrame.size == size(300, 300))
        #expect(frames(named: "Rectangle", in: h).map { $0.offsetBy(dx: -o.x, dy: -o.y) } == [rect(0, 0, 100, 300), rect(0, 200, 300, 100)])
        let d = try #require(seedDimensions { Seed002Sample23.Sample() })
        #expect(d[explicit: .leading] == 10)
        // In a leading-aligned VStack the guide moves the whole stack 10 to the left of a
        // 300-wide sibling.
        let v = host(400, 800) {
            VStack(alignment: .leading, spacing: 0) { Seed002Sample23.Sample().id("stack"); R(300, 10).id("bar") }
        }
        #expect(frame("stack", in: v).minX == frame("bar", in: v).minX - 10)
    }

    /// Sample 24: MyZStack lays its subviews out as ZStack does, for every alignment.
    @Test(arguments: [
        (Alignment.center, CGPoint(x: 0.5, y: 0.5)), (.topLeading, CGPoint(x: 0, y: 0)),
        (.bottomLeading, CGPoint(x: 0, y: 1)), (.trailing, CGPoint(x: 1, y: 0.5)), (.bottom, CGPoint(x: 0.5, y: 1)),
    ])
    func sample24MyZStackMatchesZStack(alignment: Alignment, fraction: CGPoint) {
        let mine = host(400, 400) { Seed002Sample24.MyZStack(alignment: alignment) { layers() } }
        let zstack = host(400, 400) { ZStack(alignment: alignment) { layers() } }
        #expect(mine.rootFrame == zstack.rootFrame)
        for id in ["first", "colour", "second", "bar"] {
            #expect(frame(id, in: mine) == frame(id, in: zstack), "\(id) at \(alignment)")
        }
        // The colour takes the whole proposal, so the stack is the host's 400 × 400, and the
        // 150 × 30 bar sits at the alignment's point of it.
        #expect(mine.rootFrame == rect(0, 0, 400, 400))
        #expect(frame("bar", in: mine) == rect(250 * fraction.x, 370 * fraction.y, 150, 30))
    }

    /// Sample 25: "Hi" sits at the rectangle's top-trailing corner; the rectangle sizes the view.
    @Test func sample25OverlayAtTheTopTrailingCorner() {
        let h = host(300, 300) { Seed002Sample25.Sample() }
        let o = h.rootFrame.origin
        #expect(h.rootFrame.size == size(100, 100))
        #expect(textFrames(in: h).map { $0.offsetBy(dx: -o.x, dy: -o.y) } == [rect(66, 0, 34, 17)])
    }

    /// Sample 26: the pseudo-code's overlay layout places "Hi" exactly as `overlay` does.
    @Test func sample26OverlayLayoutMatchesOverlay() {
        let layout = host(300, 300) { Seed002Sample26.Sample() }
        let overlay = host(300, 300) { Seed002Sample25.Sample() }
        #expect(layout.rootFrame == overlay.rootFrame)
        #expect(textFrames(in: layout) == textFrames(in: overlay))
        #expect(frames(named: "Rectangle", in: layout) == frames(named: "Rectangle", in: overlay))
        #expect(textFrames(in: layout).first?.offsetBy(dx: -layout.rootFrame.minX, dy: -layout.rootFrame.minY) == rect(66, 0, 34, 17))
    }

    /// Sample 27: the main view's trailing guide 30 to the left and top guide 30 down put
    /// "Hi"'s top-trailing corner at (70, 30).
    @Test func sample27MovedGuidesMoveTheOverlay() {
        let h = host(300, 300) { Seed002Sample27.Sample() }
        let o = h.rootFrame.origin
        #expect(h.rootFrame.size == size(100, 100))
        #expect(textFrames(in: h).map { $0.offsetBy(dx: -o.x, dy: -o.y) } == [rect(36, 30, 34, 17)])
    }

    /// Sample 28: the frame is 10 × 30 whatever the text needs; the text, proposed 10 × 30, is one
    /// line (the ellipsis alone, 17 × 17: one character is 17 wide), centred and at the top.
    @Test func sample28FrameIsItsOwnSizeAndAlignsTheText() {
        let h = host(300, 300) { Seed002Sample28.Sample() }
        #expect(h.rootFrame.size == size(10, 30))
        let o = h.rootFrame.origin
        #expect(textFrames(in: h).map { $0.offsetBy(dx: -o.x, dy: -o.y) } == [rect(-3.5, 0, 17, 17)])
    }

    /// Sample 29: the pseudo-code's background layout gives the text the same frame as the
    /// `frame` modifier of sample 28.
    @Test func sample29BackgroundLayoutMatchesFrame() {
        let layout = host(300, 300) { Seed002Sample29.Sample() }
        let frameModifier = host(300, 300) { Seed002Sample28.Sample() }
        #expect(layout.rootFrame == frameModifier.rootFrame)
        #expect(textFrames(in: layout) == textFrames(in: frameModifier))
    }
}
