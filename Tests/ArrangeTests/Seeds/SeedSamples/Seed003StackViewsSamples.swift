import Testing
import Arrange

// Seed 003, Apple's article "Building layouts with stack views": its two distinct Swift code
// blocks (each appears in the Chinese and the English half), verbatim, each in its own
// namespace. `Image("ProfilePicture")` names no file the tests can find (the package's copy is a
// resource of ArrangeExamples, `Bundle.module` there), so the picture is an empty resizable image
// with a diagnostic, and the tests check what the article says of the stacks around it.

/// Sample 1: the profile view — a picture with a semi-transparent caption laid over its bottom.
enum Seed003Sample1 {
    struct ProfileView: View {
        var body: some View {
            ZStack(alignment: .bottom) {
                Image("ProfilePicture")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                HStack {
                    VStack(alignment: .leading) {
                        Text("Rachael Chiseck")
                            .font(.headline)
                        Text("Chief Executive Officer")
                            .font(.subheadline)
                    }
                    Spacer()
                }
                .padding()
                .foregroundColor(.primary)
                .background(Color.primary
                                .colorInvert()
                                .opacity(0.75))
            }
        }
    }
}

/// Sample 2: the same caption (`ProfileDetail`) as an overlay of the picture.
enum Seed003Sample2 {
    struct ProfileViewWithOverlay: View {
        var body: some View {
            VStack {
                Image("ProfilePicture")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .overlay(ProfileDetail(), alignment: .bottom)
            }
        }
    }

    struct ProfileDetail: View {
        var body: some View {
            HStack {
                VStack(alignment: .leading) {
                    Text("Rachael Chiseck")
                        .font(.headline)
                    Text("Chief Executive Officer")
                        .font(.subheadline)
                }
                Spacer()
            }
            .padding()
            .foregroundColor(.primary)
            .background(Color.primary
                            .colorInvert()
                            .opacity(0.75))
        }
    }
}

// MARK: - Tests

/// Fonts in the test font: `.headline` is 17 points ("Rachael Chiseck" 255 × 17),
/// `.subheadline` 15 ("Chief Executive Officer" 345 × 15); no gap between two texts.
@Suite("Seed 003 stack views article: code samples")
@MainActor struct Seed003StackViewsSampleTests: SeedFixtures {
    /// Sample 1: the caption lies along the bottom of the ZStack, as wide as it, and the Spacer
    /// pushes the VStack of texts to the leading side; the picture, missing, is reported.
    @Test func sample1CaptionAlongTheBottomWithTheTextsAtTheLeadingSide() {
        let h = host(390, 300) { Seed003Sample1.ProfileView() }
        // The empty resizable picture fits a square into 390 × 300: 300 × 300, centred.
        #expect(h.rootFrame == rect(0, 0, 390, 300))
        #expect(frames(named: "Image", in: h) == [rect(45, 0, 300, 300)])
        // The caption: 16 points of padding around the two lines (17 + 15), at the bottom.
        #expect(frames(named: "background", in: h) == [rect(0, 236, 390, 64)])
        #expect(frames(named: "Color(primary)", in: h) == [rect(0, 236, 390, 64)])
        // The texts are leading-aligned at the padding; the Spacer takes the rest of the row.
        #expect(textFrames(in: h) == [rect(16, 252, 255, 17), rect(16, 269, 345, 15)])
        #expect(frames(named: "Spacer", in: h).map(\.width) == [390 - 32 - 345])
        #expect(h.diagnostics.contains { $0.contains("No image named \"ProfilePicture\"") })
    }

    /// Sample 2: the overlay is proposed the picture's size and aligned at its bottom; the
    /// picture alone sizes the layout.
    @Test func sample2OverlayTakesThePicturesSizeAndSitsAtItsBottom() {
        let h = host(390, 300) { Seed003Sample2.ProfileViewWithOverlay() }
        #expect(h.rootFrame == rect(45, 0, 300, 300))
        #expect(frames(named: "Image", in: h) == [rect(45, 0, 300, 300)])
        // In 300 − 32 = 268 points the title wraps after "Chief Executive" (225 wide): the
        // detail is 32 + 17 + 30 = 79 tall, along the picture's bottom edge.
        #expect(frames(named: "background", in: h) == [rect(45, 221, 300, 79)])
        #expect(textFrames(in: h) == [rect(61, 237, 255, 17), rect(61, 254, 225, 30)])
        // The overlay does not change the picture's frame, which the VStack takes.
        #expect(frames(named: "overlay", in: h) == [rect(45, 0, 300, 300)])
    }
}
