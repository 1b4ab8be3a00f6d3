import Arrange

/// The profile view of Apple's article "Building layouts with stack views" (seed 003): three
/// stacks. A `ZStack(alignment: .bottom)` lays a semi-transparent caption over a profile picture;
/// the caption is an `HStack` whose `Spacer` pushes a leading-aligned `VStack` of two texts to the
/// leading side.
///
/// The texts are the seed's. Stand-ins for what Arrange does not have yet:
/// - `Image("ProfilePicture").resizable().aspectRatio(contentMode: .fit)` is
///   `Color.blue.aspectRatio(4/3, contentMode: .fit)`, a 4:3 picture that fits the proposal
///   (Image comes later);
/// - `Color.primary.colorInvert().opacity(0.75)` is `Color.white.opacity(0.75)` (no `colorInvert`
///   yet; the background does not affect layout).
///
/// The views carry the ids `picture`, `name`, `title`, `spacer` and `caption` (the padded HStack
/// with its background). At 390×300 the picture is 390×292.5 and the caption, 32 points of
/// padding plus the two lines of text, lies along its bottom edge.
public struct ProfileView: View {
    /// Creates the profile view.
    public init() {}

    /// The picture with the caption at its bottom.
    public var body: some View {
        ZStack(alignment: .bottom) {
            // Stand-in for the seed's resizable Image, which comes in a later issue.
            Color.blue
                .aspectRatio(4 / 3, contentMode: .fit)
                .id("picture")
            HStack {
                VStack(alignment: .leading) {
                    Text("Rachael Chiseck")
                        .font(.headline)
                        .id("name")
                    Text("Chief Executive Officer")
                        .font(.subheadline)
                        .id("title")
                }
                Spacer().id("spacer")
            }
            .padding()
            .foregroundColor(.primary)
            .background(Color.white.opacity(0.75))
            .id("caption")
        }
    }
}
