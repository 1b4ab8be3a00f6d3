import Testing
import Arrange
import ArrangeExamples

/// Seed 003 ("Building layouts with stack views"): ProfileView and its overlay variant.
@Suite("Seed 003 stack views: profile")
struct StackViewsSeedTests: SeedFixtures {

    @Test func profileViewAt390By300() {
        let h = host(390, 300) { ProfileView() }
        // The 4:3 picture fits the width: 390×292.5, centred vertically in the host.
        #expect(h.rootFrame == rect(0, 3.75, 390, 292.5))
        #expect(frame("picture", in: h) == rect(0, 3.75, 390, 292.5))
        // The caption: 358 wide inside the padding, 20 + 8 + 16 tall, aligned to the bottom.
        #expect(frame("caption", in: h) == rect(0, 220.25, 390, 76))
        #expect(frame("name", in: h) == rect(16, 236.25, 130, 20))
        #expect(frame("title", in: h) == rect(16, 264.25, 180, 16))
        // The Spacer takes the rest of the row, pushing the texts to the leading side.
        #expect(frame("spacer", in: h).width == 178)
        #expect(h.diagnostics.isEmpty)
    }

    @Test func spacerPushesTheTextsToTheLeadingSideInRightToLeft() {
        let h = host(390, 300, direction: .rightToLeft) { ProfileView() }
        #expect(frame("caption", in: h) == rect(0, 220.25, 390, 76))
        #expect(frame("name", in: h) == rect(244, 236.25, 130, 20))
        #expect(frame("title", in: h) == rect(194, 264.25, 180, 16))
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
        #expect(frame("caption", in: stacked) == rect(0, 224, 800, 76))

        let overlaid = host(800, 300) { ProfileViewWithOverlay() }
        #expect(overlaid.rootFrame == rect(200, 0, 400, 300))
        #expect(frame("picture", in: overlaid) == rect(200, 0, 400, 300))
        #expect(frame("caption", in: overlaid) == rect(200, 224, 400, 76))
        #expect(frame("name", in: overlaid) == rect(216, 240, 130, 20))
    }

    @Test func profileDetailAloneIsAFullWidthRow() {
        let h = host(390, 300) { ProfileDetail() }
        #expect(frame("caption", in: h) == rect(0, 112, 390, 76))
        #expect(frame("spacer", in: h) == rect(196, 150, 178, 0))
    }
}
