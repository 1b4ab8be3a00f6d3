import Testing
import Arrange
import ArrangeExamples

// (Tests/ArrangeTests/Cases declares a BasicVStack of its own in this test module, so the
// example's is written with its module name.)

/// Seed 000 (Apple's `Layout` page): the `BasicVStack` custom layout and its call sites; B-64.
@Suite("Seed 000 Layout: BasicVStack")
@MainActor struct BasicVStackSeedTests: SeedFixtures {

    @Test func stacksIdealSizesWithNoSpacing() {
        let h = host(300, 300) {
            ArrangeExamples.BasicVStack {
                R(50, 20).id("a")
                R(30, 40).id("b")
            }
        }
        #expect(h.sizeThatFits(.unspecified) == size(50, 60))
        #expect(h.rootFrame == rect(125, 120, 50, 60))
        #expect(rootRelativeFrame("a", in: h) == rect(0, 0, 50, 20))
        // The default alignment is .center: the narrower view is centred under the wider one.
        #expect(rootRelativeFrame("b", in: h) == rect(10, 20, 30, 40))
    }

    @Test func leadingAlignmentLinesUpLeadingEdges() {
        let h = host(300, 300) {
            ArrangeExamples.BasicVStack(alignment: .leading) {
                R(50, 20).id("a")
                R(30, 40).id("b")
            }
        }
        #expect(h.rootFrame.size == size(50, 60))
        #expect(rootRelativeFrame("b", in: h) == rect(0, 20, 30, 40))
    }

    @Test func preferredSpacingVariantAddsTheDefaultDistance() {
        let h = host(300, 300) {
            ArrangeExamples.BasicVStack(alignment: .leading, usesPreferredSpacing: true) {
                R(50, 20).id("a")
                R(30, 40).id("b")
            }
        }
        #expect(h.sizeThatFits(.unspecified) == size(50, 68))
        #expect(rootRelativeFrame("a", in: h) == rect(0, 0, 50, 20))
        #expect(rootRelativeFrame("b", in: h) == rect(0, 28, 30, 40))
    }

    @Test func everyCallSiteOfTheLayoutPageCompilesAndAgrees() {
        // `BasicVStack { … }`, `BasicVStack() { … }` and `BasicVStack(alignment: .center) { … }`.
        let bare = host(300, 300) { ArrangeExamples.BasicVStack { R(50, 20); R(30, 40).id("b") } }
        let parentheses = host(300, 300) { ArrangeExamples.BasicVStack() { R(50, 20); R(30, 40).id("b") } }
        let explicit = host(300, 300) { ArrangeExamples.BasicVStack(alignment: .center) { R(50, 20); R(30, 40).id("b") } }
        for h in [bare.frame(of: "b"), parentheses.frame(of: "b"), explicit.frame(of: "b")] {
            #expect(h == rect(135, 140, 30, 40))
        }
        #expect(ArrangeExamples.BasicVStack().alignment == .center)
        #expect(ArrangeExamples.BasicVStack().usesPreferredSpacing == false)
    }

    @Test func flexibleColoursKeepTheirIdealSizeWithoutFlexibility() {
        // Colours take any proposal, but the stack proposes .unspecified: their ideal 10×10.
        let h = host(300, 300) {
            ArrangeExamples.BasicVStack {
                Color.red.id("red")
                Color.blue.id("blue")
            }
        }
        #expect(h.rootFrame == rect(145, 140, 10, 20))
        #expect(frame("blue", in: h) == rect(145, 150, 10, 10))
    }

    @Test func containerSpacingMakesTheStackADefaultNeighbour() {
        // The seed's `spacing(subviews:cache:)`: the stack keeps its subviews' preferences, so a
        // VStack puts the default 8 points between it and a rectangle.
        let h = host(300, 300) {
            VStack(alignment: .leading) {
                ArrangeExamples.BasicVStack { R(50, 20) }.id("stack")
                R(50, 20).id("below")
            }
        }
        #expect(rootRelativeFrame("stack", in: h) == rect(0, 0, 50, 20))
        #expect(rootRelativeFrame("below", in: h) == rect(0, 28, 50, 20))
    }

    @Test func layoutPropertiesDeclareAVerticalStack() {
        #expect(ArrangeExamples.BasicVStack.layoutProperties.stackOrientation == .vertical)
    }

    @Test func rightToLeftMirrorsThePlacement() {
        let h = host(300, 300, direction: .rightToLeft) {
            ArrangeExamples.BasicVStack(alignment: .leading) {
                R(50, 20).id("a")
                R(30, 40).id("b")
            }
        }
        // Leading is the right edge: both hang from x = 50 in the stack.
        #expect(rootRelativeFrame("a", in: h) == rect(0, 0, 50, 20))
        #expect(rootRelativeFrame("b", in: h) == rect(20, 20, 30, 40))
    }

    @Test func basicVStackExampleFrames() {
        // 600 wide so the three stacks (255 + 20 + 50 + 20 + 204) fit beside each other.
        let h = example("basic-vstack", width: 600)
        // The Layout page's call site: "A Subview" (9 × 17 = 153) centred over
        // "Another Subview" (15 × 17 = 255), 17 tall each, no gap.
        #expect(frame("basic", in: h).size == size(255, 34))
        #expect(frame("a", relativeTo: "basic", in: h) == rect(51, 0, 153, 17))
        #expect(frame("b", relativeTo: "basic", in: h) == rect(0, 17, 255, 17))
        #expect(frame("spaced", in: h).size == size(50, 68))
        #expect(frame("b-spaced", relativeTo: "spaced", in: h) == rect(0, 28, 30, 40))
        #expect(frame("spaced", in: h).minX == frame("basic", in: h).maxX + 20)
        #expect(h.diagnostics.isEmpty)
    }

    @Test func preferredSpacingBetweenTwoTextsIsTheLowerOnesLeading() {
        // The seed's `spacing.distance(to:along:)` between two texts: the lower text's leading,
        // 0 in the test font, so the preferred-spacing stack looks like the plain one.
        let h = host(600, 300) {
            ArrangeExamples.BasicVStack(alignment: .leading, usesPreferredSpacing: true) {
                Text("A Subview").id("a")
                Text("Another Subview").id("b")
            }
        }
        #expect(rootRelativeFrame("a", in: h) == rect(0, 0, 153, 17))
        #expect(rootRelativeFrame("b", in: h) == rect(0, 17, 255, 17))
    }
}
