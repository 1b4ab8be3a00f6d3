import ArrangeCore
import ArrangeText
import Foundation
import OpenCombine
import Testing

// Only `import Arrange`: `ObservableObject` and `@Published` come with it, as with `import SwiftUI`.

/// A model as a SwiftUI program would write it. (Unchecked Sendable so that a test can change it
/// from another thread; the host only needs `objectWillChange` to be safe there.)
private final class Counter: ObservableObject, @unchecked Sendable {
    @Published var n: Int
    init(_ n: Int = 1, tally: Tally? = nil) {
        self.n = n
        tally?.inits += 1
    }
}

/// Counts the models a test's views create.
private final class Tally: @unchecked Sendable {
    var inits = 0
}

/// Hands the objects and bindings of a view's body to the test.
private final class Exports: @unchecked Sendable {
    var models: [String: Counter] = [:]
    var bindings: [String: Binding<Int>] = [:]
}

/// A bar as wide as its model's count × 10.
private struct ObservingBar: View {
    @ObservedObject var model: Counter
    let name: String
    var exports: Exports? = nil
    var body: some View {
        let _ = exports?.bindings[name] = $model.n
        Color.red.frame(width: CGFloat(model.n) * 10, height: 10).id(name)
    }
}

/// A bar that owns its model.
private struct OwningBar: View {
    @StateObject private var model: Counter
    let name: String
    let exports: Exports
    init(name: String, tally: Tally, exports: Exports) {
        _model = StateObject(wrappedValue: Counter(tally: tally))
        self.name = name
        self.exports = exports
    }
    var body: some View {
        let _ = exports.models[name] = model
        let _ = exports.bindings[name] = $model.n
        Color.red.frame(width: CGFloat(model.n) * 10, height: 10).id(name)
    }
}

/// A bar whose model comes from the environment.
private struct EnvironmentBar: View {
    @EnvironmentObject var model: Counter
    let name: String
    var exports: Exports? = nil
    var body: some View {
        let _ = exports?.bindings[name] = $model.n
        Color.red.frame(width: CGFloat(model.n) * 10, height: 10).id(name)
    }
}

/// A bar of fixed width that observes nothing.
private struct PlainBar: View {
    let name: String
    var body: some View { Color.gray.frame(width: 10, height: 10).id(name) }
}

/// A model whose `objectWillChange` counts its live subscriptions.
private final class CountedModel: ObservableObject, @unchecked Sendable {
    let subject = ObservableObjectPublisher()
    var subscriptions = 0
    var objectWillChange: Publishers.HandleEvents<ObservableObjectPublisher> {
        subject.handleEvents(receiveSubscription: { _ in self.subscriptions += 1 }, receiveCancel: { self.subscriptions -= 1 })
    }
}

private struct CountedView: View {
    @ObservedObject var model: CountedModel
    var body: some View { Color.red.frame(width: 10, height: 10) }
}

@Suite @MainActor struct ObservableObjectTests {
    private let size = CGSize(width: 100, height: 100)

    @Test func publishedChangeReevaluatesExactlyTheObservingViews() {
        let a = Counter(), b = Counter()
        struct Root: View {
            let a: Counter, b: Counter
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    ObservingBar(model: a, name: "a1")
                    ObservingBar(model: a, name: "a2")
                    ObservingBar(model: b, name: "b")
                    PlainBar(name: "p")
                }
            }
        }
        let host = HostingView(rootView: Root(a: a, b: b), size: size)
        a.n = 3
        #expect(host.frame(of: "a1") == CGRect(x: 35, y: 30, width: 30, height: 10))
        #expect(host.frame(of: "a2") == CGRect(x: 35, y: 40, width: 30, height: 10))
        #expect(host.frame(of: "b") == CGRect(x: 35, y: 50, width: 10, height: 10))
        #expect(host.statistics.bodyEvaluations == 2)
        b.n = 2
        host.update()
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(host.frame(of: "b")?.width == 20)
        #expect(host.frame(of: "a1")?.width == 30)
        // Nothing pending: no work.
        host.update()
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.statistics.nodesBuilt == 0)
    }

    @Test func stateObjectIsCreatedOncePerIdentityAndSurvivesUpdates() {
        let tally = Tally(), exports = Exports()
        struct Root: View {
            let version: Int
            let width: CGFloat
            let tally: Tally, exports: Exports
            @State private var extra = 0
            var body: some View {
                let _ = exports.bindings["extra"] = $extra
                VStack(alignment: .leading, spacing: 0) {
                    OwningBar(name: "x", tally: tally, exports: exports).id(version)
                    Color.blue.frame(width: width + CGFloat(extra), height: 10)
                }
            }
        }
        let host = HostingView(rootView: Root(version: 1, width: 10, tally: tally, exports: exports), size: size)
        #expect(tally.inits == 1)
        let first = exports.models["x"]
        first?.n = 4
        #expect(host.frame(of: "x")?.width == 40)
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(tally.inits == 1)
        // The parent's state changes: its body runs again; the child's inputs are the same, so
        // its body does not (as in SwiftUI), and the object stays.
        exports.bindings["extra"]?.wrappedValue = 5
        host.update()
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(host.frame(of: "x")?.width == 40)
        #expect(tally.inits == 1)
        // A new root view value, same identity.
        host.rootView = Root(version: 1, width: 20, tally: tally, exports: exports)
        #expect(host.frame(of: "x")?.width == 40)
        #expect(tally.inits == 1)
        #expect(exports.models["x"] === first)
        // A new identity: a new object, and the old one's changes reach nothing.
        host.rootView = Root(version: 2, width: 20, tally: tally, exports: exports)
        #expect(tally.inits == 2)
        #expect(host.frame(of: "x")?.width == 10)
        #expect(exports.models["x"] !== first)
        first?.n = 9
        host.update()
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.frame(of: "x")?.width == 10)
        exports.models["x"]?.n = 2
        #expect(host.frame(of: "x")?.width == 20)
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(tally.inits == 2)
    }

    @Test func stateObjectsOfForEachElementsBelongToTheirElements() {
        let tally = Tally(), exports = Exports()
        struct Root: View {
            let names: [String]
            let tally: Tally, exports: Exports
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(names, id: \.self) { OwningBar(name: $0, tally: tally, exports: exports) }
                }
            }
        }
        let host = HostingView(rootView: Root(names: ["a", "b"], tally: tally, exports: exports), size: size)
        #expect(tally.inits == 2)
        exports.models["b"]?.n = 5
        host.rootView = Root(names: ["b", "a"], tally: tally, exports: exports)
        #expect(tally.inits == 2)
        #expect(host.frame(of: "b") == CGRect(x: 25, y: 40, width: 50, height: 10))
        #expect(host.frame(of: "a")?.width == 10)
        host.rootView = Root(names: ["b", "a", "c"], tally: tally, exports: exports)
        #expect(tally.inits == 3)
    }

    @Test func observedObjectSwapResubscribes() {
        let a = Counter(1), b = Counter(2)
        let host = HostingView(rootView: ObservingBar(model: a, name: "x"), size: size)
        #expect(host.frame(of: "x")?.width == 10)
        host.rootView = ObservingBar(model: b, name: "x")
        #expect(host.frame(of: "x")?.width == 20)
        a.n = 5
        host.update()
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.frame(of: "x")?.width == 20)
        b.n = 3
        #expect(host.frame(of: "x")?.width == 30)
        #expect(host.statistics.bodyEvaluations == 1)
    }

    @Test func oneSubscriptionPerFieldAcrossRebuildsAndNoneAfterTheViewLeaves() {
        let model = CountedModel()
        struct Root: View {
            let model: CountedModel
            let shown: Bool
            let width: CGFloat
            var body: some View {
                VStack {
                    if shown { CountedView(model: model) }
                    Color.blue.frame(width: width, height: 10)
                }
            }
        }
        let host = HostingView(rootView: Root(model: model, shown: true, width: 10), size: size)
        #expect(model.subscriptions == 1)
        for width in 11...15 { host.rootView = Root(model: model, shown: true, width: CGFloat(width)) }
        #expect(model.subscriptions == 1)
        model.subject.send()
        host.update()
        #expect(host.statistics.bodyEvaluations == 1)
        host.rootView = Root(model: model, shown: false, width: 10)
        #expect(model.subscriptions == 0)
        model.subject.send()
        host.update()
        #expect(host.statistics.bodyEvaluations == 0)
    }

    @Test func environmentObjectIsFoundThroughEnvironmentObjectModifier() {
        let outer = Counter(2), inner = Counter(3)
        struct Root: View {
            let outer: Counter, inner: Counter
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    EnvironmentBar(name: "o")
                    VStack(spacing: 0) {
                        EnvironmentBar(name: "i")
                    }
                    .environmentObject(inner)
                    PlainBar(name: "p")
                }
                .environmentObject(outer)
            }
        }
        let host = HostingView(rootView: Root(outer: outer, inner: inner), size: size)
        #expect(host.frame(of: "o") == CGRect(x: 35, y: 35, width: 20, height: 10))
        #expect(host.frame(of: "i") == CGRect(x: 35, y: 45, width: 30, height: 10))
        #expect(host.diagnostics.isEmpty)
        outer.n = 1
        #expect(host.frame(of: "o")?.width == 10)
        #expect(host.statistics.bodyEvaluations == 1)
        inner.n = 4
        #expect(host.frame(of: "i")?.width == 40)
        #expect(host.statistics.bodyEvaluations == 1)
    }

    @Test func missingEnvironmentObjectIsDiagnosedAndTheViewLeftOut() {
        let model = Counter(2)
        struct Root: View {
            let model: Counter?
            var body: some View {
                let content = VStack(alignment: .leading, spacing: 0) {
                    EnvironmentBar(name: "e")
                    PlainBar(name: "p")
                }
                if let model { content.environmentObject(model) } else { content }
            }
        }
        let host = HostingView(rootView: Root(model: nil), size: size)
        #expect(host.frame(of: "e") == nil)
        #expect(host.frame(of: "p") == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(host.diagnostics == [
            "EnvironmentBar reads an @EnvironmentObject of type Counter that no enclosing view supplies with environmentObject(_:); the view is left out.",
        ])
        host.rootView = Root(model: model)
        #expect(host.frame(of: "e") == CGRect(x: 40, y: 40, width: 20, height: 10))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func missingEnvironmentObjectOfAModifierLeavesOutTheModifiedView() {
        struct Tinted: ViewModifier {
            @EnvironmentObject var model: Counter
            func body(content: Content) -> some View { content.frame(width: CGFloat(model.n) * 10) }
        }
        let host = HostingView(
            rootView: VStack(spacing: 0) {
                PlainBar(name: "a").modifier(Tinted())
                PlainBar(name: "b")
            },
            size: size)
        #expect(host.frame(of: "a") == nil)
        #expect(host.frame(of: "b") == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics.first?.hasSuffix("the modifier and its content are left out.") == true)
    }

    @Test func projectedBindingsWriteThrough() {
        let observed = Counter(1), environmental = Counter(1)
        let tally = Tally(), exports = Exports()
        struct Root: View {
            let observed: Counter, environmental: Counter
            let tally: Tally, exports: Exports
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    ObservingBar(model: observed, name: "o", exports: exports)
                    OwningBar(name: "s", tally: tally, exports: exports)
                    EnvironmentBar(name: "e", exports: exports)
                }
                .environmentObject(environmental)
            }
        }
        let host = HostingView(rootView: Root(observed: observed, environmental: environmental, tally: tally, exports: exports), size: size)
        exports.bindings["o"]?.wrappedValue = 3
        exports.bindings["s"]?.wrappedValue = 4
        exports.bindings["e"]?.wrappedValue = 5
        #expect(observed.n == 3)
        #expect(exports.models["s"]?.n == 4)
        #expect(environmental.n == 5)
        #expect(exports.bindings["s"]?.wrappedValue == 4)
        #expect(host.frame(of: "o")?.width == 30)
        #expect(host.frame(of: "s")?.width == 40)
        #expect(host.frame(of: "e")?.width == 50)
        #expect(host.statistics.bodyEvaluations == 3)
    }

    @Test func changeFromAnotherThreadIsAppliedOnNextUse() async {
        let model = Counter(1)
        let host = HostingView(rootView: ObservingBar(model: model, name: "x"), size: size)
        await Task.detached { model.n = 7 }.value
        #expect(host.frame(of: "x")?.width == 70)
        #expect(host.statistics.bodyEvaluations == 1)
    }

    @Test @MainActor func mainActorModelsAndViewsCompileAndWork() {
        let model = MainActorModel()
        let host = HostingView(rootView: MainActorView().environmentObject(model), size: size)
        #expect(host.frame(of: "m")?.width == 10)
        model.n = 2
        #expect(host.frame(of: "m")?.width == 20)
    }
}

// The property wrappers are not isolated to the main actor (Arrange's views are not), so they
// compile in views with and without `@MainActor`, and in `Sendable` views.

@MainActor private final class MainActorModel: ObservableObject {
    @Published var n = 1
}

@MainActor private struct MainActorView: @preconcurrency View {
    @StateObject private var owned = MainActorModel()
    @EnvironmentObject private var model: MainActorModel
    var body: some View {
        Color.red.frame(width: CGFloat(model.n * owned.n) * 10, height: CGFloat($owned.n.wrappedValue) * 10).id("m")
    }
}

private struct SendableView: View, Sendable {
    @StateObject private var owned = Counter()
    @ObservedObject var observed: Counter
    @EnvironmentObject private var model: Counter
    var body: some View { Color.red }
}
