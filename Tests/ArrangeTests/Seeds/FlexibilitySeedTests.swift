import Testing
import Arrange
import ArrangeExamples
import ArrangeTestSupport

/// A layout that records `subview[Flexibility.self]` for each subview, as seed 001's
/// `sizeThatFits` does ("Map the flexibility property of each subview into an array").
private struct FlexibilityReader: Layout {
    let recorder: Recorder<[CGFloat?]>

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        // Map the flexibility property of each subview into an array.
        let flexibilities = subviews.map { subview in
            subview[Flexibility.self]
        }
        recorder.set(flexibilities)
        return CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

/// Seed 001 (Apple's `LayoutValueKey` page): the `Flexibility` key, its convenience modifier,
/// and `BasicVStack` using it.
@Suite("Seed 001 LayoutValueKey: Flexibility")
@MainActor struct FlexibilitySeedTests: SeedFixtures {

    @Test func defaultValueIsNil() {
        #expect(Flexibility.defaultValue == nil)
    }

    @Test func layoutValuesReachTheLayoutThroughTheSubviewProxy() {
        let recorder = Recorder<[CGFloat?]>([])
        _ = host(300, 300) {
            FlexibilityReader(recorder: recorder) {
                Text("One View")
                Text("Another View")
                    .layoutFlexibility(3)
            }
        }
        #expect(recorder.value == [nil, 3])
    }

    @Test func conveniencePlainModifierAndNilAgree() {
        let recorder = Recorder<[CGFloat?]>([])
        _ = host(300, 300) {
            FlexibilityReader(recorder: recorder) {
                R(10, 10).layoutValue(key: Flexibility.self, value: 2)
                R(10, 10).layoutFlexibility(0.5)
                R(10, 10).layoutFlexibility(nil)
            }
        }
        #expect(recorder.value == [2, 0.5, nil])
    }

    @Test func layoutValueSurvivesLaterModifiers() {
        // A layout value is a trait of the view: modifiers applied after it keep it.
        let recorder = Recorder<[CGFloat?]>([])
        _ = host(300, 300) {
            FlexibilityReader(recorder: recorder) {
                R(10, 10).layoutFlexibility(2).padding(4)
                R(10, 10).layoutFlexibility(5).frame(width: 30)
            }
        }
        #expect(recorder.value == [2, 5])
    }

    @Test func flexibleViewsShareTheExtraHeightInProportion() {
        // 100 proposed, 20 + 10 + 10 ideal: the 60 extra points go 3:1 to the two colours.
        let h = host(300, 300) {
            ArrangeExamples.BasicVStack {
                R(70, 20).id("one")
                Color.green.frame(width: 100).layoutFlexibility(3).id("another")
                Color.mint.frame(width: 100).layoutFlexibility(1).id("other")
            }
            .id("flexible")
            .frame(height: 100)
        }
        #expect(frame("flexible", in: h).size == size(100, 100))
        #expect(frame("one", relativeTo: "flexible", in: h) == rect(15, 0, 70, 20))
        #expect(frame("another", relativeTo: "flexible", in: h) == rect(0, 20, 100, 55))
        #expect(frame("other", relativeTo: "flexible", in: h) == rect(0, 75, 100, 25))
    }

    @Test func exampleTextKeepsItsLineWhateverItsShare() {
        // The seed's `Text("One View")` (136×17) and `Text("Another View").layoutFlexibility(3)`
        // (204×17), with a mint colour of flexibility 1. 100 proposed, 17 + 17 + 10 ideal: the 56
        // extra points go 3:1, but a Text's height is its lines, so "Another View" keeps 17 and
        // only the colour grows, by 14. The stack is 204×58, centred in its 100-point frame.
        let h = example("basic-vstack", width: 600)
        #expect(frame("flexible", in: h).size == size(204, 58))
        #expect(frame("one", relativeTo: "flexible", in: h) == rect(34, 0, 136, 17))
        #expect(frame("another", relativeTo: "flexible", in: h) == rect(0, 17, 204, 17))
        #expect(frame("other", relativeTo: "flexible", in: h) == rect(52, 34, 100, 24))
        #expect(frame("flexible", in: h).minY - frame("basic", in: h).minY == 21)
    }

    @Test func flexibleViewsStayIdealWhenProposedNothingMore() {
        let h = host(300, 300) {
            ArrangeExamples.BasicVStack {
                R(70, 20).id("one")
                Color.green.frame(width: 100).layoutFlexibility(3).id("another")
            }
            .fixedSize()
        }
        #expect(h.rootFrame.size == size(100, 30))
        #expect(rootRelativeFrame("another", in: h) == rect(0, 20, 100, 10))
    }

    @Test func viewsWithoutFlexibilityIgnoreATallerProposal() {
        let h = host(300, 300) {
            ArrangeExamples.BasicVStack {
                R(70, 20).id("one")
                Color.green.frame(width: 100).id("another")
            }
            .frame(height: 200)
        }
        #expect(frame("another", in: h).height == 10)
    }
}
