import ArrangeCore
import ArrangeText

/// A 1200×630 Open Graph card as a blog would serve one: a gradient background, a site badge, a
/// three-line bold title with an emoji, the author with a round avatar, the date and a tag.
struct OpenGraphCard: View {
    var title = "Rendering SwiftUI views on a Linux server, faster than a headless browser 🚀"
    var author = "Ada Lovelace"
    var date = "27 November 2026 · 6 min read"
    var tag = "#swift"

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 14) {
                RoundedRectangle(cornerRadius: 10)
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 44, height: 44)
                Text("arrange.dev")
                    .font(.system(size: 28, weight: .semibold))
                    .foregroundStyle(.white.opacity(0.85))
            }
            Spacer(minLength: 24)
            Text(title)
                .font(.system(size: 64, weight: .bold))
                .foregroundStyle(.white)
                .lineLimit(3)
                .lineSpacing(4)
            Spacer(minLength: 24)
            HStack(spacing: 18) {
                Circle()
                    .fill(LinearGradient(colors: [.mint, .blue], startPoint: .top, endPoint: .bottom))
                    .frame(width: 64, height: 64)
                    .overlay(Text("AL").font(.system(size: 26, weight: .bold)).foregroundStyle(.white))
                VStack(alignment: .leading, spacing: 4) {
                    Text(author).font(.system(size: 30, weight: .medium)).foregroundStyle(.white)
                    Text(date).font(.system(size: 24)).foregroundStyle(.white.opacity(0.7))
                }
                Spacer()
                Text(tag)
                    .font(.system(size: 26, weight: .semibold))
                    .foregroundStyle(.white)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 10)
                    .background(Capsule().fill(.white.opacity(0.18)))
            }
        }
        .padding(64)
        .frame(width: 1200, height: 630, alignment: .topLeading)
        .background(
            LinearGradient(colors: [Color(red: 0.09, green: 0.11, blue: 0.27), Color(red: 0.35, green: 0.15, blue: 0.55)],
                           startPoint: .topLeading, endPoint: .bottomTrailing)
        )
    }
}
