import Arrange

/// The profile view of Apple's article "Building layouts with stack views" (seed 003): three
/// stacks. A `ZStack(alignment: .bottom)` lays a semi-transparent caption over a profile picture;
/// the caption is an `HStack` whose `Spacer` pushes a leading-aligned `VStack` of two texts to the
/// leading side.
///
/// Stand-ins (Arrange has no Text or Image yet):
/// - `Image("ProfilePicture").resizable().aspectRatio(contentMode: .fit)` is
///   `Color.blue.aspectRatio(4/3, contentMode: .fit)`, a 4:3 picture that fits the proposal;
/// - `Text("Rachael Chiseck").font(.headline)` is `Color.gray.frame(width: 130, height: 20)`;
/// - `Text("Chief Executive Officer").font(.subheadline)` is `Color.gray.frame(width: 180, height: 16)`;
/// - `.foregroundColor(.primary)` is left out (it does not affect layout), and
///   `Color.primary.colorInvert().opacity(0.75)` is `Color.white.opacity(0.75)`.
///
/// The views carry the ids `picture`, `name`, `title`, `spacer` and `caption` (the padded HStack
/// with its background). At 390×300 the picture is 390×292.5 and the caption 390×76 along its
/// bottom edge.
public struct ProfileView: View {
    /// Creates the profile view.
    public init() {}

    /// The picture with the caption at its bottom.
    public var body: some View {
        ZStack(alignment: .bottom) {
            Color.blue
                .aspectRatio(4 / 3, contentMode: .fit)
                .id("picture")
            HStack {
                VStack(alignment: .leading) {
                    Color.gray.frame(width: 130, height: 20).id("name")
                    Color.gray.frame(width: 180, height: 16).id("title")
                }
                Spacer().id("spacer")
            }
            .padding()
            .background(Color.white.opacity(0.75))
            .id("caption")
        }
    }
}
