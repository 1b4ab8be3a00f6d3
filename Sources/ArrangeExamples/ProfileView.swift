import Arrange

/// The profile view of Apple's article "Building layouts with stack views" (seed 003): three
/// stacks. A `ZStack(alignment: .bottom)` lays a semi-transparent caption over a profile picture;
/// the caption is an `HStack` whose `Spacer` pushes a leading-aligned `VStack` of two texts to the
/// leading side.
///
/// The code is the seed's. The picture is this package's resource (an 800×600, 4:3 drawing made
/// from `scripts/assets/ProfilePicture.svg`), so the image names its bundle: `bundle: .module`.
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
            Image("ProfilePicture", bundle: .module)
                .resizable()
                .aspectRatio(contentMode: .fit)
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
            .background(Color.primary
                            .colorInvert()
                            .opacity(0.75))
            .id("caption")
        }
    }
}
