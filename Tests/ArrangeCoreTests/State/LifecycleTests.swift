import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// What lifecycle actions did, in order.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    /// Tasks append from their own threads: the log locks.
    var events: [String] {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
    func append(_ event: String) { lock.withLock { stored.append(event) } }
    var bindings: [String: Binding<Int>] = [:]

    /// Waits (up to 10 s) until `event` was logged.
    func waitFor(_ event: String) async {
        for _ in 0..<1000 where !events.contains(event) { try? await Task.sleep(nanoseconds: 10_000_000) }
    }
}

@Suite @MainActor struct LifecycleTests {
    /// The order SwiftUI runs them in: deepest views first, a view's modifiers as written, tasks last.
    @Test func onAppearOrderDeepestFirstModifiersAsWrittenTasksLast() async {
        let log = EventLog()
        let view = Group {
            VStack {
                Color.red
                    .task { log.append("inner task") }
                    .onChange(of: true, initial: true) { log.events.append("inner onChange") }
                    .onAppear { log.events.append("inner onAppear") }
            }
            .task { log.append("outer task") }
            .onAppear { log.events.append("outer onAppear") }
        }
        let host = HostingView(rootView: view, size: CGSize(width: 100, height: 100))
        await host.settle()
        #expect(log.events == ["inner onChange", "inner onAppear", "outer onAppear", "inner task", "outer task"]
            || log.events == ["inner onChange", "inner onAppear", "outer onAppear", "outer task", "inner task"])
        #expect(Array(log.events.prefix(3)) == ["inner onChange", "inner onAppear", "outer onAppear"])
    }

    @Test func onDisappearRunsWhenTheViewLeavesTheTreeAndOnAppearWhenItComesBack() {
        let log = EventLog()
        struct Root: View {
            let log: EventLog
            @State private var shown = 1
            var body: some View {
                let _ = log.bindings["shown"] = $shown
                VStack {
                    if shown == 1 {
                        Color.red.onAppear { log.events.append("appear") }.onDisappear { log.events.append("disappear") }
                    }
                }
            }
        }
        let host = HostingView(rootView: Root(log: log), size: CGSize(width: 100, height: 100))
        #expect(log.events == ["appear"])
        log.bindings["shown"]?.wrappedValue = 0
        host.update()
        #expect(log.events == ["appear", "disappear"])
        log.bindings["shown"]?.wrappedValue = 1
        host.update()
        #expect(log.events == ["appear", "disappear", "appear"])
        // Laying out again with nothing changed runs nothing.
        host.size = CGSize(width: 80, height: 80)
        #expect(log.events == ["appear", "disappear", "appear"])
    }

    @Test func viewThatFitsBranchNotChosenHasNotAppeared() {
        let log = EventLog()
        let view = ViewThatFits {
            Color.red.frame(width: 200, height: 10).onAppear { log.events.append("wide") }
            Color.red.frame(width: 50, height: 10).onAppear { log.events.append("narrow") }
        }
        let host = HostingView(rootView: view, size: CGSize(width: 100, height: 100))
        #expect(log.events == ["narrow"])
        host.size = CGSize(width: 300, height: 100)
        #expect(log.events == ["narrow", "wide"])
    }

    @Test func onChangeGetsOldAndNewValuesAfterTheUpdate() {
        let log = EventLog()
        struct Root: View {
            let log: EventLog
            @State private var value = 1
            var body: some View {
                let _ = log.bindings["value"] = $value
                Color.red
                    .onChange(of: value) { old, new in log.events.append("\(old)→\(new)") }
                    .onChange(of: value) { log.events.append("changed") }
            }
        }
        let host = HostingView(rootView: Root(log: log), size: CGSize(width: 100, height: 100))
        #expect(log.events.isEmpty)
        log.bindings["value"]?.wrappedValue = 5
        host.update()
        #expect(log.events == ["1→5", "changed"])
    }

    @Test func stateSetInOnAppearIsAppliedBeforeTheHostAnswers() {
        struct Root: View {
            @State private var width: CGFloat = 10
            var body: some View {
                Color.red.frame(width: width, height: 10).id("box").onAppear { width = 40 }
            }
        }
        let host = HostingView(rootView: Root(), size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "box") == CGRect(x: 30, y: 45, width: 40, height: 10))
    }

    @Test func anUnsettledLoopStopsWithADiagnostic() {
        struct Root: View {
            @State private var value = 0
            var body: some View {
                Color.red.onChange(of: value, initial: true) { value += 1 }
            }
        }
        let host = HostingView(rootView: Root(), size: CGSize(width: 100, height: 100))
        #expect(host.diagnostics.contains { $0.contains("did not settle") })
    }

    @Test func taskSetsStateAndSettleWaitsForIt() async {
        struct Root: View {
            @State private var width: CGFloat = 10
            var body: some View {
                Color.red.frame(width: width, height: 10).id("box")
                    .task {
                        try? await Task.sleep(nanoseconds: 1_000_000)
                        width = 60
                    }
            }
        }
        let host = HostingView(rootView: Root(), size: CGSize(width: 100, height: 100))
        await host.settle()
        #expect(host.frame(of: "box")?.width == 60)
    }

    @Test func taskIsCancelledWhenTheViewDisappearsAndRestartedWhenItsIDChanges() async {
        let log = EventLog()
        struct Root: View {
            let log: EventLog
            let id: Int
            let shown: Bool
            var body: some View {
                if shown {
                    Color.red.task(id: id) {
                        log.append("start \(id)")
                        // Until cancelled (five minutes at most, so a broken cancellation fails
                        // rather than hangs): a loaded machine once kept this test waiting over a
                        // minute for a thread, so no short timeout decides.
                        for _ in 0..<30000 where !Task.isCancelled { try? await Task.sleep(nanoseconds: 10_000_000) }
                        log.append(Task.isCancelled ? "cancelled \(id)" : "done \(id)")
                    }
                }
            }
        }
        let host = HostingView(rootView: Root(log: log, id: 1, shown: true), size: CGSize(width: 100, height: 100))
        await log.waitFor("start 1")
        host.rootView = Root(log: log, id: 2, shown: true)
        await log.waitFor("start 2")
        host.rootView = Root(log: log, id: 2, shown: false)
        await host.settle()
        // Task 1's cancellation and task 2's start run concurrently: their order is not fixed.
        #expect(log.events.first == "start 1")
        #expect(log.events.sorted() == ["cancelled 1", "cancelled 2", "start 1", "start 2"])
    }
}
