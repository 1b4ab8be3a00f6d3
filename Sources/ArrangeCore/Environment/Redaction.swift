/// The reasons to apply a redaction to data displayed on screen, as in SwiftUI.
///
/// Arrange draws redacted text as SwiftUI does: each line of a `Text` becomes a rounded bar in
/// the text's colour at reduced opacity, and the text keeps its layout size (see
/// `RedactionMetrics`). `.placeholder` redacts every text below it; `.privacy` redacts the
/// text of views marked `privacySensitive()`; `.invalidated` changes nothing that is drawn.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The raw value of the option set.
    public let rawValue: Int

    /// Creates a set of redaction reasons from a raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Displayed data should appear as generic placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated and pending a new update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// How redacted text is drawn (estimated from SwiftUI's rendering; see docs/ios-metrics.md,
/// "Redaction").
package enum RedactionMetrics {
    /// The opacity of a placeholder bar, times the text's colour.
    package static let barOpacity = 0.16
    /// The part of a line's typographic height (ascent and descent) left out above and below
    /// its bar.
    package static let verticalInset = 0.1
    /// A bar's corner radius as a part of its height.
    package static let cornerRadiusFraction = 0.15
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue = RedactionReasons()
}

private struct PrivacySensitiveKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The current redaction reasons applied to the view hierarchy (empty unless a view above
    /// sets some with `redacted(reason:)`).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether a view above was marked `privacySensitive()`.
    package var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether content drawn here is redacted: placeholders everywhere, privacy redaction where
    /// a view is privacy sensitive.
    package var isRedacted: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
}

nonisolated extension View {
    /// Adds a reason to apply a redaction to this view hierarchy; reasons add up with those of
    /// the views above.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Removes any reason to apply a redaction to this view hierarchy.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks the view as containing sensitive, private user data: redacted when the redaction
    /// reasons include `.privacy`.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}
