// Only `import Arrange`, as a SwiftUI file has only `import SwiftUI`.
import Arrange
import Testing

/// A model isolated to the main actor, as Swift 6 SwiftUI code commonly writes one: not
/// `Sendable`-checked by hand, readable only on the main actor.
@MainActor @Observable private final class Inbox {
    var unread = 3
    func markAllRead() { unread = 0 }
}

@MainActor private func greeting() -> String { "Hello" }

/// A view body is isolated to the main actor, as in SwiftUI: it reads main-actor state and calls
/// main-actor functions, and its closures (a button's action) run main-actor code. Hosts still
/// work on any thread for views that read no main-actor state.
@Suite struct MainActorBodyTests {
    @Test @MainActor func bodyReadsAMainActorModel() throws {
        struct Badge: View {
            let inbox: Inbox
            var body: some View {
                VStack {
                    Text("\(inbox.unread) unread")
                    Button("Mark all read") { inbox.markAllRead() }
                }
            }
        }
        let inbox = Inbox()
        let host = HostingView(rootView: Badge(inbox: inbox), size: CGSize(width: 300, height: 200))
        #expect(host.findAll(.text("3 unread")).count == 1)
        try host.tap("Mark all read")
        #expect(inbox.unread == 0)
        #expect(host.findAll(.text("0 unread")).count == 1)
    }

    @Test @MainActor func mainActorViewsAndFunctionsCompileAndLayOut() {
        @MainActor struct Greeting: View {
            var body: some View { Text(greeting()).frame(width: 120, height: 40) }
        }
        let host = HostingView(rootView: Greeting(), size: CGSize(width: 300, height: 200))
        #expect(host.rootFrame.size == CGSize(width: 120, height: 40))
        #expect(host.findAll(.text("Hello")).count == 1)
    }

    @Test func hostsStillWorkOffTheMainActor() async {
        struct Plain: View {
            var body: some View { Color.red.frame(width: 30, height: 20) }
        }
        // A detached task runs on the cooperative pool, never on the main thread: the body is
        // evaluated there, with no hop and no isolation check that would stop the program.
        let size = await Task.detached { HostingView(rootView: Plain(), size: CGSize(width: 100, height: 100)).rootFrame.size }.value
        #expect(size == CGSize(width: 30, height: 20))
    }
}
