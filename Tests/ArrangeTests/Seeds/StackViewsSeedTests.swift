import Testing
import Arrange
import ArrangeExamples

/// Seed 003 ("Building layouts with stack views"): ProfileView and its overlay variant, with the
/// test font: the headline "Rachael Chiseck" is 15 × 17 = 255 wide and 17 tall, the subheadline
/// "Chief Executive Officer" 23 × 15 = 345 wide and 15 tall.
@Suite("Seed 003 stack views: profile")
@MainActor struct StackViewsSeedTests: SeedFixtures {

    @Test func profileViewAt390By300() {
        let h = host(390, 300) { ProfileView() }
        // The 4:3 picture fits the width: 390×292.5, centred vertically in the host.
        #expect(h.rootFrame == rect(0, 3.75, 390, 292.5))
        #expect(frame("picture", in: h) == rect(0, 3.75, 390, 292.5))
        // The caption: 358 wide inside the padding; 17 + 15 tall, as the gap between two texts
        // is the lower one's leading (0 in the test font); 64 with the padding, aligned to the
        // picture's bottom (296.25 − 64).
        #expect(frame("caption", in: h) == rect(0, 232.25, 390, 64))
        #expect(frame("name", in: h) == rect(16, 248.25, 255, 17))
        #expect(frame("title", in: h) == rect(16, 265.25, 345, 15))
        // The Spacer (0 from the texts) takes the rest of the row, 358 − 345, pushing the texts
        // to the leading side; it is centred on the 32-point row.
        #expect(frame("spacer", in: h) == rect(361, 264.25, 13, 0))
        #expect(h.diagnostics.isEmpty)
    }

    @Test func spacerPushesTheTextsToTheLeadingSideInRightToLeft() {
        let h = host(390, 300, direction: .rightToLeft) { ProfileView() }
        #expect(frame("caption", in: h) == rect(0, 232.25, 390, 64))
        // Leading is the right edge: both texts end at 390 − 16.
        #expect(frame("name", in: h) == rect(119, 248.25, 255, 17))
        #expect(frame("title", in: h) == rect(29, 265.25, 345, 15))
        #expect(frame("spacer", in: h) == rect(16, 264.25, 13, 0))
    }

    @Test func subheadlineWrapsWhenTheRowIsNarrow() {
        // 320 wide: the row is 288 inside the padding and holds back the Spacer's minimum 8, so
        // the VStack is offered 280. "Chief Executive Officer" (345) wraps after "Executive":
        // "Chief Executive" is 225 wide, "Officer" goes to a second line.
        let h = host(320, 480) { ProfileView() }
        #expect(frame("picture", in: h) == rect(0, 120, 320, 240))
        #expect(frame("name", in: h) == rect(16, 297, 255, 17))
        #expect(frame("title", in: h) == rect(16, 314, 225, 30))
        #expect(frame("caption", in: h) == rect(0, 281, 320, 79))
        #expect(frame("spacer", in: h).width == 33) // 288 − 255
    }

    @Test(arguments: [(390.0, 300.0), (320.0, 480.0), (600.0, 450.0)])
    func overlayVariantLooksTheSameWhenThePictureIsWidest(width: Double, height: Double) {
        let stacked = host(width, height) { ProfileView() }
        let overlaid = host(width, height) { ProfileViewWithOverlay() }
        for id in ["picture", "caption", "name", "title", "spacer"] {
            #expect(stacked.frame(of: id) == overlaid.frame(of: id), "\(id) at \(width)×\(height)")
        }
        #expect(stacked.rootFrame == overlaid.rootFrame)
    }

    @Test func zStackSizeComesFromAllChildrenButTheOverlaysFromThePicture() {
        // 800×300: the picture fits the height (400×300). The ZStack's caption takes the whole
        // width it is offered; the overlay is offered only the picture's size.
        let stacked = host(800, 300) { ProfileView() }
        #expect(stacked.rootFrame == rect(0, 0, 800, 300))
        #expect(frame("picture", in: stacked) == rect(200, 0, 400, 300))
        #expect(frame("caption", in: stacked) == rect(0, 236, 800, 64))
        #expect(frame("spacer", in: stacked).width == 423) // 768 − 345

        let overlaid = host(800, 300) { ProfileViewWithOverlay() }
        #expect(overlaid.rootFrame == rect(200, 0, 400, 300))
        #expect(frame("picture", in: overlaid) == rect(200, 0, 400, 300))
        #expect(frame("caption", in: overlaid) == rect(200, 236, 400, 64))
        #expect(frame("name", in: overlaid) == rect(216, 252, 255, 17))
        #expect(frame("spacer", in: overlaid).width == 23) // 368 − 345
    }

    @Test func profileDetailAloneIsAFullWidthRow() {
        let h = host(390, 300) { ProfileDetail() }
        #expect(frame("caption", in: h) == rect(0, 118, 390, 64))
        #expect(frame("spacer", in: h) == rect(361, 150, 13, 0))
    }

    @Test func registeredExamplesMatchTheViews() {
        let registered = example("profile")
        let direct = host(390, 300) { ProfileView() }
        let overlay = example("profile-overlay")
        for id in ["picture", "caption", "name", "title", "spacer"] {
            #expect(registered.frame(of: id) == direct.frame(of: id), "\(id)")
            #expect(overlay.frame(of: id) == direct.frame(of: id), "\(id)")
        }
    }
}
