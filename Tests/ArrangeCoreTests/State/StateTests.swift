import ArrangeCore
import ArrangeText
import Foundation
import Observation
import Testing

/// Hands a view's bindings to the test, as a person's tap would reach them.
final class Handles: @unchecked Sendable {
    var bindings: [String: Binding<Int>] = [:]
    func set(_ name: String, _ value: Int) { bindings[name]?.wrappedValue = value }
}

/// A bar as wide as its count × 10, with state of its own.
private struct StateBar: View {
    let name: String
    let handles: Handles
    @State private var count = 1
    var body: some View {
        let _ = handles.bindings[name] = $count
        Color.red.frame(width: CGFloat(count) * 10, height: 10).id(name)
    }
}

private struct StateBars: View {
    let names: [String]
    let handles: Handles
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(names, id: \.self) { StateBar(name: $0, handles: handles) }
        }
    }
}

@Suite @MainActor struct StateTests {
    @Test func stateSurvivesUpdatesAndDrivesLayout() {
        let handles = Handles()
        let host = HostingView(rootView: StateBars(names: ["a", "b"], handles: handles), size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "a")?.width == 10)
        handles.set("a", 4)
        #expect(host.frame(of: "a") == CGRect(x: 30, y: 40, width: 40, height: 10))
        #expect(host.frame(of: "b") == CGRect(x: 30, y: 50, width: 10, height: 10))
        #expect(host.statistics.bodyEvaluations == 1)
        handles.set("b", 2)
        host.update()
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(host.frame(of: "a")?.width == 40)
        #expect(host.frame(of: "b")?.width == 20)
        // The same value again changes nothing; an update with nothing pending does no work.
        handles.set("b", 2)
        host.update()
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.statistics.nodesBuilt == 0)
    }

    @Test func stateMovesWithForEachElementWhenDataReorders() {
        let handles = Handles()
        let host = HostingView(rootView: StateBars(names: ["a", "b", "c"], handles: handles), size: CGSize(width: 100, height: 100))
        handles.set("b", 5)
        #expect(host.frame(of: "b")?.width == 50)
        host.rootView = StateBars(names: ["c", "b", "a"], handles: handles)
        #expect(host.frame(of: "b")?.width == 50)
        #expect(host.frame(of: "a")?.width == 10)
        #expect(host.frame(of: "c") == CGRect(x: 25, y: 35, width: 10, height: 10))
        // An element that leaves and comes back is a new view.
        host.rootView = StateBars(names: ["a"], handles: handles)
        host.rootView = StateBars(names: ["a", "b"], handles: handles)
        #expect(host.frame(of: "b")?.width == 10)
    }

    /// `ForEach` iterates ranges, contiguous collections and other collections by different
    /// paths (`ForEach._makeLayoutNodes`); each gives an element the identity of its id.
    @Test func stateMovesWithForEachElementForEveryKindOfData() {
        struct Bars<Data: RandomAccessCollection>: View where Data.Element == Int {
            let data: Data
            let handles: Handles
            var body: some View {
                VStack(spacing: 0) { ForEach(data, id: \.self) { StateBar(name: "n\($0)", handles: handles) } }
            }
        }
        struct RangeBars: View {
            let range: Range<Int>
            let handles: Handles
            var body: some View {
                VStack(spacing: 0) { ForEach(range) { StateBar(name: "n\($0)", handles: handles) } }
            }
        }
        let size = CGSize(width: 100, height: 100)
        let handles = Handles()
        let ranged = HostingView(rootView: RangeBars(range: 0..<3, handles: handles), size: size)
        handles.set("n1", 5)
        ranged.rootView = RangeBars(range: 1..<4, handles: handles)
        #expect(ranged.frame(of: "n1") == CGRect(x: 25, y: 35, width: 50, height: 10))
        #expect(ranged.frame(of: "n3")?.width == 10)

        let arrayed = HostingView(rootView: Bars(data: [0, 1, 2], handles: handles), size: size)
        handles.set("n2", 6)
        arrayed.rootView = Bars(data: [2, 0, 1], handles: handles)
        #expect(arrayed.frame(of: "n2") == CGRect(x: 20, y: 35, width: 60, height: 10))

        let reversed = HostingView(rootView: Bars(data: [0, 1, 2].reversed(), handles: handles), size: size)
        handles.set("n0", 7)
        reversed.rootView = Bars(data: [0, 2, 1].reversed(), handles: handles)
        #expect(reversed.frame(of: "n0") == CGRect(x: 15, y: 55, width: 70, height: 10))
        #expect(reversed.frame(of: "n1") == CGRect(x: 45, y: 35, width: 10, height: 10))
    }

    @Test func stateResetsWhenExplicitIdentityChanges() {
        let handles = Handles()
        struct Root: View {
            let version: Int
            let handles: Handles
            var body: some View { StateBar(name: "x", handles: handles).id(version) }
        }
        let host = HostingView(rootView: Root(version: 1, handles: handles), size: CGSize(width: 100, height: 100))
        handles.set("x", 3)
        #expect(host.frame(of: "x")?.width == 30)
        host.rootView = Root(version: 1, handles: handles)
        #expect(host.frame(of: "x")?.width == 30)
        host.rootView = Root(version: 2, handles: handles)
        #expect(host.frame(of: "x")?.width == 10)
    }

    @Test func stateResetsInTheOtherBranchOfAnIf() {
        let handles = Handles()
        struct Root: View {
            let flag: Bool
            let handles: Handles
            var body: some View {
                if flag { StateBar(name: "x", handles: handles) } else { StateBar(name: "x", handles: handles) }
            }
        }
        let host = HostingView(rootView: Root(flag: true, handles: handles), size: CGSize(width: 100, height: 100))
        handles.set("x", 6)
        #expect(host.frame(of: "x")?.width == 60)
        host.rootView = Root(flag: false, handles: handles)
        #expect(host.frame(of: "x")?.width == 10)
        handles.set("x", 2)
        host.rootView = Root(flag: false, handles: handles)
        #expect(host.frame(of: "x")?.width == 20)
    }

    @Test func stateChangeThatChangesTheNumberOfViewsRebuildsTheEnclosingView() {
        struct Toggle2: View {
            let handles: Handles
            @State private var count = 1
            var body: some View {
                let _ = handles.bindings["n"] = $count
                ForEach(0..<count, id: \.self) { i in Color.blue.frame(width: 10, height: 10).id("cell\(i)") }
            }
        }
        let handles = Handles()
        let host = HostingView(rootView: HStack(spacing: 0) { Toggle2(handles: handles) }, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "cell0") == CGRect(x: 45, y: 45, width: 10, height: 10))
        handles.set("n", 3)
        #expect(host.frame(of: "cell0") == CGRect(x: 35, y: 45, width: 10, height: 10))
        #expect(host.frame(of: "cell2") == CGRect(x: 55, y: 45, width: 10, height: 10))
    }

    @Test func stateWrittenFromAnotherThreadIsAppliedOnNextUse() async {
        let handles = Handles()
        let host = HostingView(rootView: StateBars(names: ["a"], handles: handles), size: CGSize(width: 100, height: 100))
        await Task.detached { handles.set("a", 7) }.value
        #expect(host.frame(of: "a")?.width == 70)
    }
}


@Observable final class ObservedCounts: @unchecked Sendable {
    var first = 1
    var second = 1
}

private struct ObservingBar: View {
    let model: ObservedCounts
    let readsFirst: Bool
    var body: some View {
        Color.red.frame(width: CGFloat(readsFirst ? model.first : model.second) * 10, height: 10).id(readsFirst ? "first" : "second")
    }
}

@Suite @MainActor struct ObservationTests {
    @Test func observablePropertyReevaluatesOnlyTheBodiesThatReadIt() {
        let model = ObservedCounts()
        let host = HostingView(rootView: VStack(spacing: 0) {
            ObservingBar(model: model, readsFirst: true)
            ObservingBar(model: model, readsFirst: false)
        }, size: CGSize(width: 100, height: 100))
        model.first = 3
        #expect(host.frame(of: "first")?.width == 30)
        #expect(host.statistics.bodyEvaluations == 1)
        model.second = 5
        host.update()
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(host.frame(of: "second")?.width == 50)
        // A second change is seen too: each evaluation registers again.
        model.first = 2
        #expect(host.frame(of: "first")?.width == 20)
    }

    @Test func observableReadInForEachContentInvalidatesTheEnclosingBody() {
        let model = ObservedCounts()
        struct Rows: View {
            let model: ObservedCounts
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(0..<2, id: \.self) { i in Color.blue.frame(width: CGFloat(model.first), height: 10).id(i) }
                }
            }
        }
        let host = HostingView(rootView: Rows(model: model), size: CGSize(width: 100, height: 100))
        model.first = 20
        #expect(host.frame(of: 1) == CGRect(x: 50, y: 45, width: 20, height: 10))
    }
}

/// A row of a list: its body is evaluated only when its item changes.
private struct UpdateRow: View {
    let item: Int
    let label: String
    var body: some View {
        Color.red.frame(width: CGFloat(item), height: 10).id(label)
    }
}

private struct UpdateList: View {
    let items: [Int]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(items.enumerated()), id: \.offset) { offset, item in UpdateRow(item: item, label: "row\(offset)") }
        }
    }
}

private struct ReadsGap: View {
    @Environment(\.updateGap) private var gap
    var body: some View { Color.red.frame(width: gap, height: 10).id("reader") }
}

private struct IgnoresGap: View {
    var body: some View { Color.blue.frame(width: 10, height: 10).id("ignorer") }
}

private struct UpdateGapKey: EnvironmentKey {
    static let defaultValue: CGFloat = 5
}

extension EnvironmentValues {
    fileprivate var updateGap: CGFloat {
        get { self[UpdateGapKey.self] }
        set { self[UpdateGapKey.self] = newValue }
    }
}

@Suite @MainActor struct UpdateTests {
    @Test func newRootViewRebuildsOnlyTheViewsWhoseInputsChanged() {
        let host = HostingView(rootView: UpdateList(items: Array(1...10)), size: CGSize(width: 100, height: 200))
        let nodes = host.nodeCount
        var items = Array(1...10)
        items[3] = 40
        host.rootView = UpdateList(items: items)
        // The list's body and the changed row's; the other nine rows keep their nodes.
        #expect(host.statistics.bodyEvaluations == 2)
        #expect(host.frame(of: "row3") == CGRect(x: 30, y: 80, width: 40, height: 10))
        #expect(host.frame(of: "row4") == CGRect(x: 47.5, y: 90, width: 5, height: 10))
        // The VStack and the changed row's two nodes are new; the old ones are detached.
        #expect(host.statistics.nodesBuilt == 3)
        #expect(host.nodeCount == nodes + 3)
        // The same value again: the list itself is kept, with every row.
        host.rootView = UpdateList(items: items)
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.statistics.nodesBuilt == 0)
    }

    @Test func environmentChangeReachesOnlyTheViewsThatReadTheKey() {
        let host = HostingView(rootView: VStack { ReadsGap(); IgnoresGap() }, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "reader")?.width == 5)
        var environment = EnvironmentValues()
        environment.updateGap = 30
        host.environment = environment
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(host.frame(of: "reader")?.width == 30)
        #expect(host.frame(of: "ignorer")?.width == 10)
    }

    @Test func anEnvironmentModifierInAParentRebuildsOnlyReaders() {
        struct Parent: View {
            let gap: CGFloat
            let handles: Handles
            @State private var tick = 0
            var body: some View {
                let _ = handles.bindings["tick"] = $tick
                VStack { ReadsGap(); IgnoresGap() }.environment(\.updateGap, gap + CGFloat(tick))
            }
        }
        let handles = Handles()
        let host = HostingView(rootView: Parent(gap: 20, handles: handles), size: CGSize(width: 100, height: 100))
        handles.set("tick", 0)
        host.update()
        #expect(host.statistics.bodyEvaluations == 0)
        handles.set("tick", 4)
        host.update()
        // The parent's and the reader's bodies.
        #expect(host.statistics.bodyEvaluations == 2)
        #expect(host.frame(of: "reader")?.width == 24)
    }

    @Test func oneStateChangeInALongListEvaluatesOneBodyAndBuildsItsNodes() {
        let handles = Handles()
        let host = HostingView(rootView: StateBars(names: (0..<500).map { "r\($0)" }, handles: handles), size: CGSize(width: 100, height: 100))
        handles.set("r250", 3)
        host.update()
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(host.statistics.nodesBuilt == 2)
        #expect(host.frame(of: "r250")?.width == 30)
    }
}

/// The README's "State and updates" example, as written there.
@Observable final class ReadmeModel: @unchecked Sendable { var value = 1 }

private struct ReadmeCounter: View {
    let model: ReadmeModel
    @State private var count = 1
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: CGFloat(count) * 10, height: 10).id("bar")
            Color.blue.frame(width: CGFloat(model.value) * 10, height: 10).id("model")
        }
        .onAppear { count = 3 }
    }
}

@Suite @MainActor struct ReadmeStateExampleTests {
    @Test func readmeStateAndUpdatesExample() async {
        let model = ReadmeModel()
        let host = HostingView(rootView: ReadmeCounter(model: model), size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "bar")?.width == 30)
        model.value = 5
        host.update()
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(host.frame(of: "model")?.width == 50)
        await host.settle()
    }
}

private struct BindingChild: View {
    @Binding var count: Int
    let handles: Handles
    var body: some View {
        let _ = handles.bindings["child"] = $count
        Color.red.frame(width: CGFloat(count) * 10, height: 10).id("child")
    }
}

private struct BindingParent: View {
    let handles: Handles
    @State private var count = 1
    var body: some View {
        VStack(spacing: 0) {
            BindingChild(count: $count, handles: handles)
            Color.blue.frame(width: CGFloat(count) * 5, height: 10).id("parent")
        }
    }
}

@Suite @MainActor struct IdentityAndBindingTests {
    @Test func aWriteThroughABindingUpdatesTheOwnerAndTheViewsItPassesItTo() {
        let handles = Handles()
        let host = HostingView(rootView: BindingParent(handles: handles), size: CGSize(width: 100, height: 100))
        handles.set("child", 4)
        #expect(host.frame(of: "parent")?.width == 20)
        #expect(host.frame(of: "child")?.width == 40)
        // The owner's body, and the child's (a binding is a new value each time: closures).
        #expect(host.statistics.bodyEvaluations == 2)
    }

    @Test func anyViewKeepsStateForTheSameTypeAndResetsItForAnother() {
        let handles = Handles()
        struct Root: View {
            let wrapped: Bool
            let handles: Handles
            var body: some View {
                if wrapped {
                    AnyView(StateBar(name: "x", handles: handles))
                } else {
                    AnyView(StateBar(name: "x", handles: handles).padding(0))
                }
            }
        }
        // The `if` is inside AnyView's own branch here: both branches are AnyViews, so the
        // type of what each wraps decides.
        let host = HostingView(rootView: AnyView(StateBar(name: "x", handles: handles)), size: CGSize(width: 100, height: 100))
        handles.set("x", 3)
        #expect(host.frame(of: "x")?.width == 30)
        host.rootView = AnyView(StateBar(name: "x", handles: handles))
        #expect(host.frame(of: "x")?.width == 30)
        host.rootView = AnyView(StateBar(name: "x", handles: handles).padding(0))
        #expect(host.frame(of: "x")?.width == 10)
        _ = Root(wrapped: true, handles: handles)
    }

    @Test func stateInsideGeometryReaderContentSurvivesItsRebuilds() {
        let handles = Handles()
        let host = HostingView(rootView: GeometryReader { proxy in
            StateBar(name: "g\(Int(proxy.size.width) > 0 ? "" : "-")", handles: handles)
        }, size: CGSize(width: 100, height: 100))
        handles.set("g", 5)
        #expect(host.frame(of: "g")?.width == 50)
        host.size = CGSize(width: 80, height: 80)
        #expect(host.frame(of: "g") == CGRect(x: 0, y: 0, width: 50, height: 10))
    }
}

/// A row whose state changes what it shows, not its size.
private struct TintRow: View {
    let index: Int
    let handles: Handles
    @State private var tint = 0
    var body: some View {
        let _ = handles.bindings["t\(index)"] = $tint
        HStack {
            Color.blue.frame(width: 40, height: 20)
            (tint == 0 ? Color.gray : Color.orange).id("tint\(index)")
        }
    }
}

@Suite @MainActor struct SameSizeUpdateTests {
    @Test func aChangeThatKeepsTheSizeLeavesEveryAncestorsAnswersRemembered() {
        let handles = Handles()
        let host = HostingView(rootView: VStack(spacing: 0) { ForEach(0..<100, id: \.self) { TintRow(index: $0, handles: handles) } },
                               size: CGSize(width: 200, height: 3000))
        let before = host.frame(of: "tint50")
        handles.set("t50", 1)
        host.update()
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(host.frame(of: "tint50") == before)
        // The new row answered the VStack's proposals as the old one did (checked when it was
        // put in), so the pass reuses every answer above it: one leaf answers by arithmetic while
        // the new row is placed, and only the path to it and the row's nodes are placed.
        #expect(host.statistics.sizeComputations == 1)
        #expect(host.statistics.placements == 5)
    }
}
