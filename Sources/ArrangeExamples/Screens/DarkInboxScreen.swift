import Arrange

/// The inbox in dark mode (issue 12's proof): `MailInboxScreen` under `.preferredColorScheme(.dark)`,
/// as an app forcing its appearance writes it.
struct DarkInboxScreen: View {
    /// The dark inbox.
    init() {}

    /// The screen.
    var body: some View {
        MailInboxScreen()
            .preferredColorScheme(.dark)
    }
}
