import Arrange

/// A social app's activity feed, written as iOS developers write one (issue 25's gallery): a
/// `List` whose rows are custom views, a custom view that is a whole `Section` (a list reads
/// through it), avatars as initials in circles, emoji reactions after a space, and relative times.
struct FeedScreen: View {
    struct Post: Identifiable {
        let id: Int
        var author: String
        var text: String
        var reactions: String
        var minutes: Int
        var color: Color
    }

    private let posts = [
        Post(id: 0, author: "Maya Chen", text: "Finally finished the bookshelf. Three weekends, one splinter.", reactions: "😍 24  💬 5", minutes: 4, color: .orange),
        Post(id: 1, author: "Leo Park", text: "Morning run along the bay: 8.2 km before the fog lifted.", reactions: "🔥 12  💬 2", minutes: 38, color: .teal),
        Post(id: 2, author: "Ana Souza", text: "Who else is going to the farmers market on Saturday?", reactions: "👍 7  💬 11", minutes: 95, color: .purple),
    ]

    /// The feed with its sample posts.
    init() {}

    var body: some View {
        NavigationStack {
            List {
                SuggestionsSection()
                Section("Recent") {
                    ForEach(posts) { post in
                        PostRow(post: post)
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Activity")
        }
    }
}

/// The "Suggested for you" part of the feed: a custom view whose body is a `Section`.
struct SuggestionsSection: View {
    var body: some View {
        Section {
            SuggestionRow(name: "Sam Rivera", mutual: 4)
            SuggestionRow(name: "Priya Nair", mutual: 2)
        } header: {
            Text("Suggested for you")
        }
    }
}

/// One suggested person: an avatar, a name with mutual friends, and a Follow button.
struct SuggestionRow: View {
    var name: String
    var mutual: Int

    var body: some View {
        HStack(spacing: 12) {
            Avatar(name: name, color: .gray)
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text("\(mutual) mutual friends").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Button("Follow") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.small)
        }
        .accessibilityIdentifier("suggestion-\(name)")
    }
}

/// One post: avatar, author and time, the text, and reactions.
struct PostRow: View {
    var post: FeedScreen.Post

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Avatar(name: post.author, color: post.color)
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(post.author).font(.headline)
                    Spacer()
                    Text(post.minutes < 60 ? "\(post.minutes)m" : "\(post.minutes / 60)h")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                Text(post.text)
                Text(post.reactions).font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 4)
        .accessibilityIdentifier("post-\(post.id)")
    }
}

/// A person's initials in a coloured circle.
struct Avatar: View {
    var name: String
    var color: Color

    var body: some View {
        Text(name.split(separator: " ").compactMap(\.first).map(String.init).joined())
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(.white)
            .frame(width: 44, height: 44)
            .background(color, in: Circle())
    }
}
