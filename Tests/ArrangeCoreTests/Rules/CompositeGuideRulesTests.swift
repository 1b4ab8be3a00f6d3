import ArrangeCore
import ArrangeText
import Foundation
import Testing

private enum Middle: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
private extension VerticalAlignment {
    static let middle = VerticalAlignment(Middle.self)
}

/// A rectangle with an explicit first and last text baseline, standing in for text.
@MainActor private func texty(_ width: CGFloat, _ height: CGFloat, first: CGFloat, last: CGFloat) -> some View {
    Rectangle().frame(width: width, height: height)
        .alignmentGuide(.firstTextBaseline) { _ in first }
        .alignmentGuide(.lastTextBaseline) { _ in last }
}

@Suite("A14.4: explicit guides of composites")
@MainActor struct CompositeGuideRulesTests {
    @Test("A VStack's first baseline is its top-most child's, its last baseline the bottom-most")
    func stackBaselines() {
        // VStack(spacing: 0): a 20-tall box with baselines 5/15, then a 30-tall box with 10/25
        // at y 20. First baseline: min(5, 30) = 5; last: max(15, 45) = 45.
        let column = VStack(spacing: 0) {
            texty(40, 20, first: 5, last: 15)
            texty(40, 30, first: 10, last: 25)
        }
        let first = HostingView(rootView: HStack(alignment: .firstTextBaseline, spacing: 0) {
            column.id("column")
            Rectangle().frame(width: 10, height: 10).id("mark")
        }, size: CGSize(width: 50, height: 50))
        // The mark's baseline is its bottom (10): it sits with its bottom on the column's 5.
        #expect(first.frame(of: "mark")!.maxY - first.frame(of: "column")!.minY == 5)

        let last = HostingView(rootView: HStack(alignment: .lastTextBaseline, spacing: 0) {
            column.id("column")
            Rectangle().frame(width: 10, height: 10).id("mark")
        }, size: CGSize(width: 50, height: 50))
        #expect(last.frame(of: "mark")!.maxY - last.frame(of: "column")!.minY == 45)
    }

    @Test("A ZStack without explicit baselines aligns on its bottom (the default)")
    func noExplicitBaseline() {
        let host = HostingView(rootView: HStack(alignment: .firstTextBaseline, spacing: 0) {
            ZStack { Rectangle().frame(width: 20, height: 40) }.id("z")
            Rectangle().frame(width: 10, height: 10).id("mark")
        }, size: CGSize(width: 30, height: 40))
        #expect(host.frame(of: "mark")?.maxY == host.frame(of: "z")?.maxY)
    }

    @Test("A custom guide of a composite is the mean of its children's explicit values")
    func customGuideMean() {
        // Children at y 0 (explicit 4) and y 28 (20 tall, explicit 6 → 34): mean 19.
        let column = VStack(spacing: 8) {
            Rectangle().frame(width: 10, height: 20).alignmentGuide(.middle) { _ in 4 }
            Rectangle().frame(width: 10, height: 20).alignmentGuide(.middle) { _ in 6 }
        }
        let host = HostingView(rootView: HStack(alignment: .middle, spacing: 0) {
            column.id("column")
            Rectangle().frame(width: 10, height: 10).id("mark")  // default middle: 5
        }, size: CGSize(width: 20, height: 48))
        #expect(host.frame(of: "mark")!.minY + 5 - host.frame(of: "column")!.minY == 19)
    }

    @Test("Alignment across stacks: a guide set deep inside nested stacks aligns the outer stack (A14.5)")
    func acrossStacks() {
        let host = HostingView(rootView: HStack(alignment: .middle, spacing: 0) {
            VStack(spacing: 0) {
                Rectangle().frame(width: 10, height: 30)
                HStack { Rectangle().frame(width: 10, height: 10).alignmentGuide(.middle) { $0[VerticalAlignment.center] }.id("target") }
                Rectangle().frame(width: 10, height: 30)
            }
            Rectangle().frame(width: 10, height: 6).id("label")
        }, size: CGSize(width: 20, height: 70))
        #expect(host.frame(of: "label")!.midY == host.frame(of: "target")!.midY)
    }

    @Test("Frame alignments are not propagated by composites, but are by unary modifiers")
    func frameAlignmentsStayInside() {
        // The VStack's child has an explicit leading of 30; the VStack does not report it, so
        // the outer VStack aligns the inner one on its own leading edge.
        let host = HostingView(rootView: VStack(alignment: .leading, spacing: 0) {
            VStack { Rectangle().frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 30 } }.id("inner")
            Rectangle().frame(width: 40, height: 10).id("other")
        }, size: CGSize(width: 40, height: 20))
        #expect(host.frame(of: "inner")?.minX == host.frame(of: "other")?.minX)

        // Through padding, the explicit leading (30) moves by the inset (5) and aligns.
        let padded = HostingView(rootView: VStack(alignment: .leading, spacing: 0) {
            Rectangle().frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 30 }.padding(5).id("padded")
            Rectangle().frame(width: 40, height: 10).id("other")
        }, size: CGSize(width: 100, height: 40))
        #expect(padded.frame(of: "other")!.minX - padded.frame(of: "padded")!.minX == 35)
    }
}

@Suite("A17 and A10: right-to-left and priorities through modifiers")
@MainActor struct DirectionAndPriorityRulesTests {
    @Test("A17: padding(.leading) pads the right edge in right-to-left")
    func paddingMirrors() {
        let host = HostingView(rootView: Rectangle().frame(width: 50, height: 20).id("r").padding(.leading, 30).environment(\.layoutDirection, .rightToLeft), size: CGSize(width: 80, height: 20))
        #expect(host.frame(of: "r") == CGRect(x: 0, y: 0, width: 50, height: 20))
    }

    @Test("A17: VStack(.leading), ZStack(.leading) and overlay(.leading) line up on the right in right-to-left")
    func alignmentMirrors() {
        let content = VStack(alignment: .leading, spacing: 0) {
            Rectangle().frame(width: 100, height: 10)
            Rectangle().frame(width: 40, height: 10).id("v")
            ZStack(alignment: .leading) {
                Rectangle().frame(width: 100, height: 10)
                Rectangle().frame(width: 40, height: 10).id("z")
            }
            Rectangle().frame(width: 100, height: 10).overlay(alignment: .leading) { Rectangle().frame(width: 40, height: 10).id("o") }
        }
        let host = HostingView(rootView: content.environment(\.layoutDirection, .rightToLeft), size: CGSize(width: 100, height: 40))
        #expect(host.frame(of: "v")?.minX == 60)
        #expect(host.frame(of: "z")?.minX == 60)
        #expect(host.frame(of: "o")?.minX == 60)
    }

    @Test("Decisions: layoutPriority survives modifiers applied after it (frame, padding, fixedSize)")
    func prioritySurvivesModifiers() {
        // Like B-20, with the priority set before a frame and a padding: the first child still
        // takes everything but the second's minimum.
        let host = HostingView(rootView: HStack(spacing: 0) {
            Color.red.layoutPriority(1).frame(minWidth: 0).padding(0).id("a")
            Color.blue.frame(minWidth: 100).id("b")
        }, size: CGSize(width: 300, height: 50))
        #expect(host.frame(of: "a")?.width == 200)
        #expect(host.frame(of: "b")?.width == 100)
    }

    @Test("A4.4: stack children are aligned with each other, the stack is the union")
    func unionAcross() {
        let host = HostingView(rootView: HStack(alignment: .top, spacing: 0) {
            Rectangle().frame(width: 10, height: 10).alignmentGuide(.top) { _ in -20 }.id("low")
            Rectangle().frame(width: 10, height: 10).id("high")
        }, size: CGSize(width: 20, height: 30))
        #expect(host.rootFrame.height == 30)
        #expect(host.frame(of: "low")!.minY - host.frame(of: "high")!.minY == 20)
    }
}
