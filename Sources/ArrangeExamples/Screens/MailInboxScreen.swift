import Arrange

/// One message in the inbox's model.
struct Message: Identifiable, Hashable {
    var id: Int
    var sender: String
    var subject: String
    var preview: String
    var received: Date
    var isUnread: Bool
    var isFlagged = false

    /// The inbox's sample messages, received on 26 November 2026 (UTC).
    static let samples: [Message] = [
        Message(id: 1, sender: "Maya Lin", subject: "Dinner on Friday?",
                preview: "We found a new place near the river. Are you free around seven?",
                received: Date(timeIntervalSince1970: 1_795_694_400), isUnread: true),
        Message(id: 2, sender: "Bakery", subject: "Your receipt",
                preview: "Thanks for your order of a sourdough loaf and two croissants.",
                received: Date(timeIntervalSince1970: 1_795_687_500), isUnread: false),
        Message(id: 3, sender: "Build Bot", subject: "Build passed",
                preview: "All 4,210 tests passed on main in 6 minutes.",
                received: Date(timeIntervalSince1970: 1_795_680_000), isUnread: true),
        Message(id: 4, sender: "Sam Carter", subject: "Weekly report",
                preview: "Attached is the report for the week, with the numbers you asked for.",
                received: Date(timeIntervalSince1970: 1_795_671_000), isUnread: false),
    ]
}

/// A mailbox in the inbox's model.
struct Mailbox: Identifiable {
    var id: String { name }
    var name: String
    var symbol: String
    var unread: Int
}

/// An inbox written as an iOS developer writes one (issue 12's proof): a `NavigationStack` with
/// a large title and toolbar items (leading, trailing and a bottom bar) over a plain `List`:
/// mailboxes with badges, then message rows from a `ForEach` over model structs, each with
/// swipe actions. The filter button shows only unread messages.
struct MailInboxScreen: View {
    @State private var messages = Message.samples
    @State private var showsUnreadOnly = false

    private let mailboxes = [
        Mailbox(name: "All Inboxes", symbol: "tray", unread: 2),
        Mailbox(name: "VIP", symbol: "star", unread: 1),
        Mailbox(name: "Flagged", symbol: "flag", unread: 0),
    ]

    /// The inbox with its sample messages.
    init() {}

    private var visibleMessages: [Message] {
        showsUnreadOnly ? messages.filter(\.isUnread) : messages
    }

    /// The screen.
    var body: some View {
        NavigationStack {
            List {
                Section("Mailboxes") {
                    ForEach(mailboxes) { mailbox in
                        NavigationLink(value: mailbox.name) {
                            Label(mailbox.name, systemImage: mailbox.symbol)
                        }
                        .badge(mailbox.unread)
                        .accessibilityIdentifier("mailbox-\(mailbox.name)")
                    }
                }
                Section(showsUnreadOnly ? "Unread" : "Today") {
                    ForEach(visibleMessages) { message in
                        MessageRow(message: message)
                            .swipeActions(edge: .trailing) {
                                Button(role: .destructive) {
                                    messages.removeAll { $0.id == message.id }
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                                Button {
                                    toggleFlag(of: message)
                                } label: {
                                    Label("Flag", systemImage: "flag")
                                }
                                .tint(.orange)
                            }
                            .swipeActions(edge: .leading) {
                                Button {
                                    toggleUnread(of: message)
                                } label: {
                                    Label(message.isUnread ? "Read" : "Unread", systemImage: "envelope.badge")
                                }
                                .tint(.blue)
                            }
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
            .navigationDestination(for: String.self) { name in
                Text(name)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        showsUnreadOnly.toggle()
                    } label: {
                        Image(systemName: showsUnreadOnly
                              ? "line.3.horizontal.decrease.circle.fill"
                              : "line.3.horizontal.decrease.circle")
                    }
                    .accessibilityIdentifier("filter")
                }
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                        .accessibilityIdentifier("edit")
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Text("Updated Just Now").font(.caption)
                    Spacer()
                    Button {
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                    .accessibilityIdentifier("compose")
                }
            }
        }
    }

    private func toggleFlag(of message: Message) {
        guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
        messages[index].isFlagged.toggle()
    }

    private func toggleUnread(of message: Message) {
        guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
        messages[index].isUnread.toggle()
    }
}

/// A message's row: an unread dot, the sender and time, the subject and two lines of preview.
struct MessageRow: View {
    let message: Message

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Circle()
                .fill(message.isUnread ? Color.blue : Color.clear)
                .frame(width: 10, height: 10)
                .padding(.top, 5)
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text(message.sender)
                        .font(.headline)
                        .lineLimit(1)
                    Spacer()
                    Text(message.received, format: .dateTime.hour().minute())
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    if message.isFlagged {
                        Image(systemName: "flag.fill").foregroundStyle(.orange)
                    }
                }
                Text(message.subject)
                    .font(.subheadline)
                    .lineLimit(1)
                Text(message.preview)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
        .accessibilityIdentifier("message-\(message.id)")
    }
}
