import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// cases.md Part 1, B.4 Padding, aspect ratio, position, offset (B-38 … B-45; B-38 is listed
/// under B.3) and the proposal probes of B-60.
@Suite("Cases B.4: padding, aspectRatio, position, offset")
@MainActor struct ModifierCases: CaseFixtures {

    // MARK: B-38

    @Test("B-38 Same picture three ways: padding")
    func b38Padding() {
        let h = host(300, 300, R(100, 50).id("r")
            .padding(EdgeInsets(top: 30, leading: 30, bottom: 0, trailing: 0)).id("outer"))
        #expect(h.rootFrame.size == size(130, 80))
        #expect(frame("r", in: h) == rect(30, 30, 100, 50))
    }

    @Test("B-38 Same picture three ways: bottomTrailing frame")
    func b38Frame() {
        let h = host(300, 300, R(100, 50).id("r").frame(width: 130, height: 80, alignment: .bottomTrailing))
        #expect(h.rootFrame.size == size(130, 80))
        #expect(frame("r", in: h) == rect(30, 30, 100, 50))
    }

    @Test("B-38 Same picture three ways: position in a frame")
    func b38Position() {
        let h = host(300, 300, R(100, 50).id("r").position(x: 80, y: 55).id("p").frame(width: 130, height: 80))
        #expect(h.rootFrame.size == size(130, 80))
        #expect(frame("p", in: h) == rect(0, 0, 130, 80))
        #expect(frame("r", in: h) == rect(30, 30, 100, 50))
    }

    @Test("B-38 By contrast, offset keeps the layout size and frame")
    func b38Offset() {
        let h = host(300, 300, R(100, 50).id("r").offset(x: 30, y: 30).id("o")
            .background(Color.gray.id("border")))
        #expect(h.rootFrame == rect(100, 125, 100, 50))
        #expect(frame("r", in: h) == rect(0, 0, 100, 50))
        #expect(frame("o", in: h) == rect(0, 0, 100, 50))
        // The "outer border" (a secondary view sized by the primary) stays at the original place.
        #expect(frame("border", in: h) == rect(0, 0, 100, 50))
    }

    // MARK: B-41, B-42

    @Test("B-41 Default padding, proposed 300x200")
    func b41DefaultPadding() {
        let h = host(300, 200, Rectangle().id("c").padding())
        #expect(h.rootFrame == rect(0, 0, 300, 200))
        #expect(frame("c", in: h) == rect(16, 16, 268, 168))
    }

    @Test("B-41 Default padding under fixedSize")
    func b41DefaultPaddingFixedSize() {
        let h = host(300, 200, Rectangle().id("c").padding().fixedSize())
        #expect(h.rootFrame.size == size(42, 42))
        #expect(frame("c", in: h) == rect(16, 16, 10, 10))
    }

    @Test("B-41 Padding larger than the proposal")
    func b41PaddingLargerThanProposal() {
        let h = host(300, 300, Rectangle().id("c").padding(200))
        // The child is proposed max(0, 300 − 400) = 0 in each dimension.
        #expect(h.rootFrame == rect(-50, -50, 400, 400))
        #expect(frame("c", in: h) == rect(200, 200, 0, 0))
    }

    @Test("B-42 Negative padding on a rigid child")
    func b42NegativePaddingRigidChild() {
        let h = host(300, 300, R(100, 100).id("c").padding(-10))
        #expect(h.rootFrame.size == size(80, 80))
        #expect(frame("c", in: h) == rect(-10, -10, 100, 100))
    }

    @Test("B-42 Negative padding on a flexible child")
    func b42NegativePaddingFlexibleChild() {
        let h = host(300, 300, Rectangle().id("c").padding(-10))
        #expect(h.rootFrame == rect(0, 0, 300, 300))
        // The child is proposed 320x320 and takes it.
        #expect(frame("c", in: h) == rect(-10, -10, 320, 320))
    }

    // MARK: B-43

    @Test("B-43 aspectRatio(2, .fit) in 300x300")
    func b43AspectRatioFit() {
        let h = host(300, 300, Rectangle().aspectRatio(2, contentMode: .fit).id("a").frame(width: 300, height: 300))
        #expect(frame("a", in: h) == rect(0, 75, 300, 150))
    }

    @Test("B-43 aspectRatio(2, .fill) in 300x300")
    func b43AspectRatioFill() {
        let h = host(300, 300, Rectangle().aspectRatio(2, contentMode: .fill).id("a").frame(width: 300, height: 300))
        #expect(frame("a", in: h) == rect(-150, 0, 600, 300))
    }

    @Test("A11 aspectRatio(.fill) with a nil height scales to the proposed width: (100, nil) gives 100 × 50 for a 2:1 child (issue 25, defect 3)")
    func a11FillWithNilAxisScalesToTheOtherAxis() {
        let photo = Color.red.frame(idealWidth: 40, idealHeight: 20).aspectRatio(contentMode: .fill)
        let h = host(300, 300, photo.id("a"))
        #expect(h.sizeThatFits(ProposedViewSize(width: 100, height: nil)) == size(100, 50))
        #expect(h.sizeThatFits(ProposedViewSize(width: nil, height: 60)) == size(120, 60))
        // .fit agrees when one axis is nil.
        let fit = host(300, 300, Color.red.frame(idealWidth: 40, idealHeight: 20).aspectRatio(contentMode: .fit))
        #expect(fit.sizeThatFits(ProposedViewSize(width: 100, height: nil)) == size(100, 50))
        // A grid of photos keeps its rows: each cell is its column's width by half of it.
        let grid = host(300, 600, LazyVGrid(columns: [GridItem(.flexible(), spacing: 0), GridItem(.flexible(), spacing: 0)], spacing: 0) {
            ForEach(0..<4, id: \.self) { index in
                Color.red.frame(idealWidth: 40, idealHeight: 20).scaledToFill().id("p\(index)")
            }
        })
        #expect(frame("p3", in: grid) == rect(150, 75, 150, 75))
    }

    @Test("B-43 aspectRatio(nil, .fit) takes the ratio from the ideal 10x10")
    func b43AspectRatioFromIdeal() {
        let h = host(300, 200, Rectangle().aspectRatio(contentMode: .fit).id("a").frame(width: 300, height: 200))
        #expect(frame("a", in: h) == rect(50, 0, 200, 200))
    }

    @Test("B-43 A rigid child ignores aspectRatio (rigid image as R(40,20))")
    func b43RigidChildIgnoresAspectRatio() {
        // Substitution: `Img(40,20)` is written `R(40,20)`. Both answer every proposal with their
        // own 40x20 (A3.2, A7), so the scaled box proposed by aspectRatio changes nothing.
        let h = host(300, 300, R(40, 20).aspectRatio(1, contentMode: .fit).id("a").frame(width: 300, height: 300))
        #expect(frame("a", in: h) == rect(130, 140, 40, 20))
    }

    // MARK: B-44, B-45

    @Test("B-44 position takes the proposal")
    func b44PositionTakesProposal() {
        let h = host(300, 300, R(100, 50).id("r").position(x: 50, y: 50).id("p"))
        #expect(h.rootFrame == rect(0, 0, 300, 300))
        #expect(frame("r", in: h) == rect(0, 25, 100, 50))
    }

    @Test("B-44 position under fixedSize takes the child's size")
    func b44PositionUnderFixedSize() {
        let h = host(300, 300, R(100, 50).id("r").position(x: 0, y: 0).id("p").fixedSize())
        #expect(h.rootFrame.size == size(100, 50))
        #expect(frame("p", in: h) == rect(0, 0, 100, 50))
        #expect(frame("r", relativeTo: "p", in: h) == rect(-50, -25, 100, 50))
    }

    @Test("B-45 offset doesn't move siblings")
    func b45OffsetDoesntMoveSiblings() {
        let h = host(300, 300, HStack(spacing: 0) { R(50, 50).offset(x: 30).id("a"); R(50, 50).id("b") })
        #expect(h.rootFrame.size == size(100, 50))
        #expect(frame("a", in: h) == rect(0, 0, 50, 50))
        #expect(frame("b", in: h) == rect(50, 0, 50, 50))
    }

    // MARK: B-60

    @Test("B-60 Probing a rectangle")
    func b60ProbingRectangle() {
        let h = host(100, 100, Rectangle())
        #expect(h.sizeThatFits(.zero) == size(0, 0))
        #expect(h.sizeThatFits(.infinity) == size(.infinity, .infinity))
        #expect(h.sizeThatFits(.unspecified) == size(10, 10))
        #expect(h.sizeThatFits(ProposedViewSize(width: 100, height: nil)) == size(100, 10))
    }

    @Test("B-60 replacingUnspecifiedDimensions")
    func b60ReplacingUnspecifiedDimensions() {
        #expect(ProposedViewSize(width: nil, height: 50).replacingUnspecifiedDimensions() == size(10, 50))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == size(10, 10))
    }
}
