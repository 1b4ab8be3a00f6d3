import Arrange

/// The overlay variant of the profile view in "Building layouts with stack views" (seed 003):
/// the picture is the dominant view that sets the size, and the caption (``ProfileDetail``) is its
/// `.overlay(_:alignment: .bottom)` instead of a sibling in a `ZStack`.
///
/// The picture (id `picture`) is this package's resource, so it names `bundle: .module`. When
/// the picture is at least as wide as the host, the result has the same frames as
/// ``ProfileView``: the overlay is proposed the picture's size and aligned to its bottom.
public struct ProfileViewWithOverlay: View {
    /// Creates the profile view with an overlaid caption.
    public init() {}

    /// A VStack holding the picture with its caption overlaid.
    public var body: some View {
        VStack {
            Image("ProfilePicture", bundle: .module)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .id("picture")
                .overlay(ProfileDetail(), alignment: .bottom)
        }
    }
}

/// The caption of ``ProfileViewWithOverlay`` (seed 003): a padded `HStack` with a leading-aligned
/// `VStack` of two texts pushed to the leading side by a `Spacer`, on a translucent background.
///
/// The texts are the seed's: the headline `Text("Rachael Chiseck")` (id `name`) and the
/// subheadline `Text("Chief Executive Officer")` (id `title`), on the seed's
/// `Color.primary.colorInvert().opacity(0.75)`. The whole caption has the id `caption`; its
/// spacer `spacer`.
public struct ProfileDetail: View {
    /// Creates the caption.
    public init() {}

    /// The two texts, a spacer, padding and background.
    public var body: some View {
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
