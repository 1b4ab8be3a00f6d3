/// The possible colour schemes, corresponding to the light and dark appearances, as in SwiftUI.
///
/// `\.colorScheme` is `.light` unless a view or the host sets another; views that draw with
/// semantic colours read it to pick their dark variants.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The colour scheme that corresponds to a light appearance.
    case light
    /// The colour scheme that corresponds to a dark appearance.
    case dark
}

/// The key of `EnvironmentValues.colorScheme` (kept beside the values as well, for speed).
struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

