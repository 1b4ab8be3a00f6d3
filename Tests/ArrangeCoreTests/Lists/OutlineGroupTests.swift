@testable import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// A file tree: folders have children (possibly none), files have `nil`.
private struct FileItem: Identifiable, Hashable {
    var name: String
    var children: [FileItem]?
    var id: String { name }
}

private let tree = FileItem(name: "users", children: [
    FileItem(name: "docs", children: [FileItem(name: "a.txt")]),
    FileItem(name: "b.txt"),
    FileItem(name: "empty", children: []),
])

@Suite("OutlineGroup and hierarchical lists")
@MainActor struct OutlineGroupTests {
    private let names = ["users", "docs", "a.txt", "b.txt", "empty"]

    /// The names shown, top to bottom.
    private func shown(_ host: HostingView<some View>) -> [String] {
        names.compactMap { name in host.frame(of: name).map { (name, $0.minY) } }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    @Test("A root with children is a disclosure group, collapsed at first; expanding shows its children in order")
    func rootExpands() throws {
        let host = controlHost(OutlineGroup(tree, children: \.children) { Text($0.name).id($0.name) })
        #expect(shown(host) == ["users"])
        try host.tap("users")
        #expect(shown(host) == ["users", "docs", "b.txt", "empty"])
        try host.tap("docs")
        #expect(shown(host) == ["users", "docs", "a.txt", "b.txt", "empty"])
        try host.tap("users")
        #expect(shown(host) == ["users"])
    }

    @Test("An element whose children are nil is a leaf: its view alone, with nothing to expand")
    func leavesAreNotGroups() throws {
        let host = controlHost(OutlineGroup(tree.children ?? [], id: \.name, children: \.children) { Text($0.name).id($0.name) })
        #expect(shown(host) == ["docs", "b.txt", "empty"])
        let error = try #require(throws: InteractionError.self) { try host.tap("b.txt") }
        #expect(error.kind == .notActionable)
        // An empty folder is a group that shows nothing when expanded.
        try host.tap("empty")
        #expect(shown(host) == ["docs", "b.txt", "empty"])
    }

    @Test("A hierarchical list's groups are disclosure rows; a group's grandchildren are indented")
    func hierarchicalListRows() throws {
        let host = controlHost(List([tree], children: \.children) { Text($0.name).id($0.name) }.listStyle(.plain))
        #expect(host.frame(of: "users") == CGRect(x: 20, y: 13.5, width: 85, height: 17))
        #expect(shown(host) == ["users"])
        try host.tap("users")
        // 44-point rows; the group's own rows keep the list's insets.
        #expect(host.frame(of: "docs") == CGRect(x: 20, y: 57.5, width: 68, height: 17))
        #expect(host.frame(of: "b.txt") == CGRect(x: 20, y: 101.5, width: 85, height: 17))
        #expect(host.frame(of: "empty") == CGRect(x: 20, y: 145.5, width: 85, height: 17))
        try host.tap("docs")
        // One outline indentation deeper, in the row below its group's.
        #expect(host.frame(of: "a.txt") == CGRect(x: 30, y: 101.5, width: 85, height: 17))
        #expect(host.frame(of: "b.txt") == CGRect(x: 20, y: 145.5, width: 85, height: 17))
    }

    @Test("A hierarchical list with a selection selects the tapped leaf's id")
    func hierarchicalListSelection() throws {
        let host = controlHost(StateHolder(String?.none) { selection in
            List([tree], children: \.children, selection: selection) { Text($0.name).id($0.name) }
                .listStyle(.plain)
                .frame(height: 300)
        })
        try host.tap("users")
        try host.tap("b.txt")
        #expect(host.shown == "Optional(\"b.txt\")")
    }
}
