@testable import ArrangeCore
import Foundation
import Testing

/// A row with state, an id and a lifecycle action given by its parent (edits logged on its
/// node), inside a GeometryReader (whose reader holds the graph).
private struct LifetimeRow: View {
    @State private var width: CGFloat = 10
    var body: some View { Color.red.frame(width: width, height: 10) }
}

@Suite @MainActor struct HostLifetimeTests {
    @Test func aHostThatGoesAwayTakesItsGraphAndTreeWithIt() {
        weak var graph: ViewGraph?
        weak var engine: LayoutEngine?
        do {
            let host = HostingView(rootView: GeometryReader { _ in
                LifetimeRow().id("row").layoutPriority(1).onAppear {}.preference(key: LifetimeKey.self, value: 1)
            }.onPreferenceChange(LifetimeKey.self) { _ in }, size: CGSize(width: 100, height: 100))
            #expect(host.frame(of: "row")?.width == 10)
            graph = host.graph
            engine = host.engine
        }
        #expect(graph == nil)
        #expect(engine == nil)
    }
}

private struct LifetimeKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}
