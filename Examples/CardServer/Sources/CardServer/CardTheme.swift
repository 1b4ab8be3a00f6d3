import Arrange

/// The looks a card can have, chosen by the `theme` query parameter.
public enum CardTheme: String, CaseIterable, Sendable {
    /// Deep blue to violet, white text.
    case midnight
    /// Warm orange to pink, white text.
    case sunset
    /// Pale grey to white, dark text.
    case paper

    /// The background gradient's colours, top-leading to bottom-trailing.
    var background: [Color] {
        switch self {
        case .midnight: return [Color(red: 0.09, green: 0.11, blue: 0.27), Color(red: 0.35, green: 0.15, blue: 0.55)]
        case .sunset: return [Color(red: 0.96, green: 0.45, blue: 0.20), Color(red: 0.86, green: 0.18, blue: 0.45)]
        case .paper: return [Color(red: 0.95, green: 0.95, blue: 0.93), .white]
        }
    }

    /// The colour of the title and the author.
    var foreground: Color {
        self == .paper ? Color(red: 0.10, green: 0.10, blue: 0.12) : .white
    }

    /// The badge's and the avatar's gradient.
    var accent: [Color] {
        switch self {
        case .midnight: return [.mint, .blue]
        case .sunset: return [.yellow, .orange]
        case .paper: return [.indigo, .purple]
        }
    }
}
