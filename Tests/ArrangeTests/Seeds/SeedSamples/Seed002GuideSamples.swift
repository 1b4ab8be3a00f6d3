import Testing
import Arrange

// Seed 002, fatbobman's article on alignment (Chinese prose, 29 distinct Swift code blocks):
// samples 1–8, the alignment guides. Samples 9–19 (text baselines of composite views) are in
// Seed002BaselineSamples.swift, 20–29 (which views align: containers, overlay, frame) in
// Seed002ContainerSamples.swift. Each sample is in its own namespace; fragments that are view
// expressions are the body of a `Sample` view. Text is in the test font (every character 1 em
// wide, ascent 0.8 em, descent 0.2 em): "Hello" in `.body` is 85 × 17, baseline 13.6.

/// Sample 1: a ZStack aligns its views on their centres.
enum Seed002Sample1 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            ZStack(alignment: .center) {
                Text("Hello")
                Text("World")
                Circle()
                    .frame(width: 50, height: 50)
            }
        }
    }
}

/// Sample 2: guides follow the layout direction.
enum Seed002Sample2 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            VStack(alignment:.leading){
                Text("Hello world")
                Text("WWDC 2022")
            }
            .environment(\.layoutDirection, .rightToLeft)
        }
    }
}

/// Sample 3: a custom guide at a third of the width, and an `Alignment` built on it.
enum Seed002Sample3 {
    struct OneThirdWidthID: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context.width / 3
        }
    }
}

/// Adaptation: the extensions below name the ID at file scope; it is sample 3's.
private typealias OneThirdWidthID = Seed002Sample3.OneThirdWidthID

// Sample 3, the seed's extensions.
// Adaptation: the properties are `fileprivate`, so that they cannot clash with ArrangeExamples'
// public `HorizontalAlignment.oneThird` and `Alignment.customAlignment` (the same code on its own
// ID) outside this file.
// 自定义了一个 HorizontalAlignment , 该参考值为视图宽度的三分之一
extension HorizontalAlignment {
    fileprivate static let oneThird = HorizontalAlignment(OneThirdWidthID.self)
}

// 也可以为 ZStack 、frame 定义同时具备两个维度值的参考点
extension Alignment {
    fileprivate static let customAlignment = Alignment(horizontal: .oneThird, vertical: .top)
}

/// Sample 4: `alignmentGuide` moves the first rectangle's leading guide 30 points right.
enum Seed002Sample4 {
    struct AlignmentGuideDemo:View{
        var body: some View{
            VStack(alignment:.leading) {
                rectangle // Rectangle1
                    .alignmentGuide(.leading, computeValue: { viewDimensions in
                        let defaultLeading = viewDimensions[.leading] // default is 0
                        let newLeading = defaultLeading + 30
                        return newLeading
                    })

                rectangle // Rectangle2
            }
            .border(.pink)
        }

        var rectangle:some View {
            Rectangle()
                .fill(.blue.gradient)
                .frame(width: 100, height: 100)
        }
    }
}

/// Sample 5: a rectangle's default guides (listed in the seed's comments).
enum Seed002Sample5 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            Rectangle()
                .fill(.blue.gradient)
                .frame(width: 100, height: 100)
            // 默认的对齐指南值：
            // leading: 0 , HorizontalAlignment.center: 50, trailing: 100
            // top: 0 , VerticalAlignment.center: 50 , bottom: 100
            // firstTextBaseline : 100 , lastTextBaseline : 100
        }
    }
}

/// Sample 6: an explicit value, then another computed from it.
enum Seed002Sample6 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            Rectangle()
                .fill(.blue.gradient)
                .frame(width: 100, height: 100)
                .alignmentGuide(.leading, computeValue: { viewDimensions in
                    let leading = viewDimensions[.leading] // 由于此时显式值为 nil , 因此 leading 值为 0
                    return viewDimensions.width / 3 // 将 leading 的显式值设置为宽度三分之一处
                })
                .alignmentGuide(.leading, computeValue: { viewDimensions in
                    let leading = viewDimensions[.leading] //  因为上面设置了显式值，此时 leading 值为 33.33
                    let explicitLeading = viewDimensions[explicit: .leading] // 显式值 , 此时为 Optional(33.33)
                    return viewDimensions[HorizontalAlignment.center] // 再度设置 leading 的显式值。此时显式值为 Optional(50) , .leading 值为 50
                })
        }
    }
}

/// Sample 7: returning the default value still sets an explicit value.
enum Seed002Sample7 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            Rectangle()
                .fill(.blue.gradient)
                .frame(width: 100, height: 100)
                .alignmentGuide(.leading, computeValue: { viewDimensions in
                    let leading = viewDimensions[.leading] // 此时 leading 的显式值为 nil
                    return leading  // 此时 leading 为 0 ，leading 的显式值为 0
                })
        }
    }
}

/// Sample 8: without text, the text baselines are the bottom.
enum Seed002Sample8 {
    /// Adaptation: the fragment is this view's body.
    struct Sample: View {
        var body: some View {
            Rectangle()
                .fill(.orange.gradient)
                .frame(width: 100, height: 100)
        }
    }
}

// MARK: - Tests

@Suite("Seed 002 alignment article: code samples 1–8 (guides)")
@MainActor struct Seed002GuideSampleTests: SeedFixtures {
    /// Sample 1: every view is centred on the others: the texts (85 × 17) and the circle
    /// (50 × 50) share their centre.
    @Test func sample1ZStackCentresItsViews() {
        let h = host(300, 300) { Seed002Sample1.Sample() }
        let origin = h.rootFrame.origin
        #expect(h.rootFrame.size == size(85, 50))
        #expect(textFrames(in: h).map { $0.offsetBy(dx: -origin.x, dy: -origin.y) } == [rect(0, 16.5, 85, 17), rect(0, 16.5, 85, 17)])
        #expect(frames(named: "Circle", in: h).map { $0.offsetBy(dx: -origin.x, dy: -origin.y) } == [rect(17.5, 0, 50, 50)])
    }

    /// Sample 2: right to left, `.leading` is the right edge: the shorter text hangs from it.
    @Test func sample2LeadingIsTheRightEdgeRightToLeft() {
        let h = host(300, 300) { Seed002Sample2.Sample() }
        let origin = h.rootFrame.origin
        // "Hello world" is 187 wide, "WWDC 2022" 153: the second starts 34 points in.
        #expect(h.rootFrame.size == size(187, 34))
        #expect(textFrames(in: h).map { $0.offsetBy(dx: -origin.x, dy: -origin.y) } == [rect(0, 0, 187, 17), rect(34, 17, 153, 17)])
    }

    /// Sample 3: `oneThird` is a third of the width; stacks and frames line views up on it.
    @Test func sample3CustomGuidesAlignAtAThirdOfTheWidth() {
        #expect(HorizontalAlignment.oneThird == HorizontalAlignment(Seed002Sample3.OneThirdWidthID.self))
        #expect(Alignment.customAlignment == Alignment(horizontal: .oneThird, vertical: .top))
        let column = host(300, 300) {
            VStack(alignment: .oneThird, spacing: 0) { R(90, 10).id("wide"); R(30, 10).id("narrow") }
        }
        // Guides at 30 and 10: the narrow view starts 20 points in.
        #expect(rootRelativeFrame("wide", in: column) == rect(0, 0, 90, 10))
        #expect(rootRelativeFrame("narrow", in: column) == rect(20, 10, 30, 10))
        let layered = host(300, 300) {
            ZStack(alignment: .customAlignment) { R(120, 30).id("wide"); R(60, 60).id("square") }
        }
        // Guides at (40, 0) and (20, 0).
        #expect(layered.rootFrame.size == size(120, 60))
        #expect(rootRelativeFrame("square", in: layered) == rect(20, 0, 60, 60))
    }

    /// Sample 4: the second rectangle's leading edge lines up with the first one's moved guide,
    /// 30 points right; both are filled with the blue gradient.
    @Test func sample4AlignmentGuideDemoMovesTheSecondRectangleRight() {
        let h = host(300, 300) { Seed002Sample4.AlignmentGuideDemo() }
        let origin = h.rootFrame.origin
        #expect(h.rootFrame.size == size(130, 208))
        // The pink border is a stroked rectangle the size of the stack.
        #expect(placedViews(h).filter { $0.isStroked }.map(\.frame) == [h.rootFrame])
        #expect(placedViews(h).first { $0.isStroked }?.paint == .color(.pink))
        let rectangles = placedViews(h).filter { $0.name == "Rectangle" && !$0.isStroked }
        #expect(rectangles.map { $0.frame.offsetBy(dx: -origin.x, dy: -origin.y) } == [rect(0, 0, 100, 100), rect(30, 108, 100, 100)])
        #expect(rectangles.allSatisfy { $0.paint == Paint.linearGradient(Color.blue.gradient.gradient, startPoint: .top, endPoint: .bottom) })
    }

    /// Sample 5: the default guides the seed lists, and the gradient `.blue.gradient` draws: a
    /// top-to-bottom linear gradient from a lighter blue to the blue itself.
    @Test func sample5DefaultGuidesOfTheRectangle() throws {
        let d = try #require(seedDimensions { Seed002Sample5.Sample() })
        #expect([d[.leading], d[HorizontalAlignment.center], d[.trailing]] == [0, 50, 100])
        #expect([d[.top], d[VerticalAlignment.center], d[.bottom]] == [0, 50, 100])
        #expect([d[.firstTextBaseline], d[.lastTextBaseline]] == [100, 100])

        // Color.blue is (0, 122/255, 1): HSL lightness 0.5, saturation 1; the top stop is at
        // lightness 0.65 with the hue kept, (0.3, 0.3 + 0.7 × 122/255 ≈ 0.6349, 1); the bottom stop
        // is the colour.
        let h = host(300, 300) { Seed002Sample5.Sample() }
        let paint = try #require(placedViews(h).first { $0.name == "Rectangle" }?.paint)
        guard case .linearGradient(let gradient, let start, let end) = paint else {
            Issue.record("expected a linear gradient, got \(paint)")
            return
        }
        #expect(start == .top && end == .bottom)
        #expect(gradient.stops.map(\.location) == [0, 1])
        let top = gradient.stops[0].color
        #expect(abs(top.red - 0.3) < 1e-9 && abs(top.green - (0.3 + 0.7 * 122.0 / 255)) < 1e-9 && abs(top.blue - 1) < 1e-9 && top.opacity == 1)
        #expect(gradient.stops[1].color == Color.blue)
    }

    /// Sample 6: the second `alignmentGuide` replaces the first one's explicit value (a third of
    /// the width) with the centre, 50.
    @Test func sample6SecondGuideSetsTheExplicitValueToTheCentre() throws {
        let d = try #require(seedDimensions { Seed002Sample6.Sample() })
        #expect(d[.leading] == 50)
        #expect(d[explicit: .leading] == 50)
    }

    /// Sample 7: returning the default 0 still makes it explicit.
    @Test func sample7ReturningTheDefaultSetsAnExplicitValue() throws {
        let d = try #require(seedDimensions { Seed002Sample7.Sample() })
        #expect(d[explicit: .leading] == .some(0))
        let plain = try #require(seedDimensions { Seed002Sample5.Sample() })
        #expect(plain[explicit: .leading] == nil)
    }

    /// Sample 8: no text, so both text baselines are the bottom and neither is explicit.
    @Test func sample8BaselinesOfAViewWithoutTextAreTheBottom() throws {
        let d = try #require(seedDimensions { Seed002Sample8.Sample() })
        #expect(d[.firstTextBaseline] == 100 && d[.lastTextBaseline] == 100)
        #expect(d[explicit: .firstTextBaseline] == nil && d[explicit: .lastTextBaseline] == nil)
        let h = host(300, 300) { Seed002Sample8.Sample() }
        #expect(placedViews(h).first { $0.name == "Rectangle" }?.paint
                == Paint.linearGradient(Color.orange.gradient.gradient, startPoint: .top, endPoint: .bottom))
    }
}
