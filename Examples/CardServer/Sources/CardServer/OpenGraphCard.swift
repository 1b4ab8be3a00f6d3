import Arrange

/// A 1200×630 Open Graph card: the site's badge, a title of up to three lines, and the author
/// with a round avatar of their initials. Ordinary SwiftUI code; the server renders it per request.
/// Its initialiser is `nonisolated`, as SwiftUI code's can be, so requests are turned into cards
/// on any thread; its body runs on the main actor.
public struct OpenGraphCard: View, Sendable {
    /// The card's size in points, which Open Graph and most link previews expect.
    public static let size = CGSize(width: 1200, height: 630)

    public var title: String
    public var author: String
    public var theme: CardTheme

    /// Creates a card.
    nonisolated public init(title: String, author: String, theme: CardTheme) {
        self.title = title
        self.author = author
        self.theme = theme
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 14) {
                RoundedRectangle(cornerRadius: 10)
                    .fill(LinearGradient(colors: theme.accent, startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 44, height: 44)
                Text("arrange.dev")
                    .font(.system(size: 28, weight: .semibold))
                    .foregroundStyle(theme.foreground.opacity(0.85))
            }
            Spacer(minLength: 24)
            Text(title)
                .font(.system(size: 64, weight: .bold))
                .foregroundStyle(theme.foreground)
                .lineLimit(3)
                .lineSpacing(4)
            Spacer(minLength: 24)
            if !author.isEmpty {
                HStack(spacing: 18) {
                    Circle()
                        .fill(LinearGradient(colors: theme.accent, startPoint: .top, endPoint: .bottom))
                        .frame(width: 64, height: 64)
                        .overlay(Text(initials).font(.system(size: 26, weight: .bold)).foregroundStyle(.white))
                    Text(author)
                        .font(.system(size: 30, weight: .medium))
                        .foregroundStyle(theme.foreground)
                        .lineLimit(1)
                }
            }
        }
        .padding(64)
        .frame(width: Self.size.width, height: Self.size.height, alignment: .topLeading)
        .background(LinearGradient(colors: theme.background, startPoint: .topLeading, endPoint: .bottomTrailing))
    }

    /// The first letters of the author's first two words, capitalised ("Ada Lovelace": "AL").
    var initials: String {
        author.split(separator: " ").prefix(2).compactMap { $0.first.map { String($0).uppercased() } }.joined()
    }
}
