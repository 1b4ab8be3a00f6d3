import Arrange

/// The settings screen at an accessibility text size (issue 12's proof): `SettingsScreen` under
/// `.dynamicTypeSize(.accessibility3)`, as a person with Larger Accessibility Sizes sees it.
struct LargeTextSettingsScreen: View {
    /// The settings screen at `.accessibility3`.
    init() {}

    /// The screen.
    var body: some View {
        SettingsScreen()
            .dynamicTypeSize(.accessibility3)
    }
}
