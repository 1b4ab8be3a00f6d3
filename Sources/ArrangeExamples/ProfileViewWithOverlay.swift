import Arrange

/// The overlay variant of the profile view in "Building layouts with stack views" (seed 003):
/// the picture is the dominant view that sets the size, and the caption (``ProfileDetail``) is its
/// `.overlay(_:alignment: .bottom)` instead of a sibling in a `ZStack`.
///
/// Stand-in: `Image("ProfilePicture").resizable().aspectRatio(contentMode: .fit)` is
/// `Color.blue.aspectRatio(4/3, contentMode: .fit)` (id `picture`). The result has the same frames
/// as ``ProfileView``: the overlay is proposed the picture's size and aligned to its bottom.
public struct ProfileViewWithOverlay: View {
    /// Creates the profile view with an overlaid caption.
    public init() {}

    /// A VStack holding the picture with its caption overlaid.
    public var body: some View {
        VStack {
            Color.blue
                .aspectRatio(4 / 3, contentMode: .fit)
                .id("picture")
                .overlay(ProfileDetail(), alignment: .bottom)
        }
    }
}

/// The caption of ``ProfileViewWithOverlay`` (seed 003): a padded `HStack` with a leading-aligned
/// `VStack` of two texts pushed to the leading side by a `Spacer`, on a translucent background.
///
/// Stand-ins, as in ``ProfileView``: the headline `Text("Rachael Chiseck")` is
/// `Color.gray.frame(width: 130, height: 20)` (id `name`), the subheadline
/// `Text("Chief Executive Officer")` is `Color.gray.frame(width: 180, height: 16)` (id `title`), and
/// `Color.primary.colorInvert().opacity(0.75)` is `Color.white.opacity(0.75)`. The whole caption
/// has the id `caption`; its spacer `spacer`.
public struct ProfileDetail: View {
    /// Creates the caption.
    public init() {}

    /// The two texts, a spacer, padding and background.
    public var body: some View {
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
