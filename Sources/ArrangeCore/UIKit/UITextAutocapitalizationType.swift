/// UIKit's autocapitalization styles, as `UITextAutocapitalizationType`, which SwiftUI's
/// deprecated `autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// No automatic capitals.
    case none
    /// The first letter of every word.
    case words
    /// The first letter of every sentence.
    case sentences
    /// Every letter.
    case allCharacters

    /// The SwiftUI behaviour of the same name.
    var textInputAutocapitalization: TextInputAutocapitalization {
        switch self {
        case .none: .never
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .characters
        }
    }
}

nonisolated extension View {
    /// Sets whether to apply auto-capitalization to this view, as SwiftUI's deprecated
    /// `autocapitalization(_:)`: `textInputAutocapitalization(_:)` of the same style.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        textInputAutocapitalization(style.textInputAutocapitalization)
    }
}
