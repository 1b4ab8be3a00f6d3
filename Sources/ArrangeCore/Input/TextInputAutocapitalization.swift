/// The kinds of autocapitalization behaviour applied during text input, as in SwiftUI.
public struct TextInputAutocapitalization: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case never, words, sentences, characters }
    private let kind: Kind

    /// Defines an autocapitalizing behaviour that will not capitalize anything.
    public static let never = TextInputAutocapitalization(kind: .never)
    /// Defines an autocapitalizing behaviour that will capitalize the first letter of every word.
    public static let words = TextInputAutocapitalization(kind: .words)
    /// Defines an autocapitalizing behaviour that will capitalize the first letter in every sentence.
    public static let sentences = TextInputAutocapitalization(kind: .sentences)
    /// Defines an autocapitalizing behaviour that will capitalize every letter.
    public static let characters = TextInputAutocapitalization(kind: .characters)
}

nonisolated extension View {
    /// Sets how often the shift key in the keyboard is automatically enabled (`nil`: the
    /// platform's default). Recorded; no layout effect.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        annotated(.textInputAutocapitalization(autocapitalization))
    }

    /// Sets whether to disable autocorrection for this view: sets `\.autocorrectionDisabled`
    /// for it and the views it contains, and records it. No layout effect.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable).annotated(.autocorrectionDisabled(disable))
    }

    /// Sets whether to disable autocorrection for this view (iOS 13's form, deprecated in favour
    /// of `autocorrectionDisabled(_:)`); `nil` keeps the default, enabled.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }
}

private struct AutocorrectionDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// A Boolean value that determines whether the user can use autocorrection while typing
    /// (set by `autocorrectionDisabled(_:)`).
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
}
