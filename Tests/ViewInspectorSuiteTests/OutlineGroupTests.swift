import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `OutlineGroupTests`: reaching an outline group, its source data (single root or
/// array, with type errors) and the leaf view built for a node.
final class OutlineGroupTests: XCTestCase {
    struct Node: Hashable {
        let title: String
        var children: [Node]?
    }

    private let forest: [Node] = [
        Node(title: "root", children: [
            Node(title: "a"),
            Node(title: "b"),
            Node(title: "branch", children: [Node(title: "c"), Node(title: "d")]),
        ]),
    ]

    func testExtractionFromSingleViewContainer() throws {
        let root = AnyView(OutlineGroup(forest[0], id: \.title, children: \.children) { _ in EmptyView() })
        XCTAssertNoThrow(try root.inspect().anyView().outlineGroup())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack {
            EmptyView()
            OutlineGroup(forest[0], id: \.title, children: \.children) { _ in EmptyView() }
            EmptyView()
        }
        XCTAssertNoThrow(try row.inspect().hStack().outlineGroup(1))
    }

    func testSourceDataInspection() throws {
        let many = OutlineGroup(forest, id: \.title, children: \.children) { _ in EmptyView() }
        let one = OutlineGroup(forest[0], id: \.title, children: \.children) { _ in EmptyView() }
        assertThrows(try many.inspect().outlineGroup().sourceData(Node.self), "Type mismatch: Array<Node> is not Node")
        XCTAssertEqual(try many.inspect().outlineGroup().sourceData([Node].self), forest)
        XCTAssertEqual(try one.inspect().outlineGroup().sourceData(Node.self), forest[0])
        assertThrows(try one.inspect().outlineGroup().sourceData([Node].self), "Type mismatch: Node is not Array<Node>")
    }

    func testLeafInspection() throws {
        let group = OutlineGroup(forest[0], id: \.title, children: \.children) { Text($0.title) }
        assertThrows(try group.inspect().outlineGroup().leaf("not a node"), "Type mismatch: String is not Node")
        XCTAssertEqual(try group.inspect().outlineGroup().leaf(forest[0].children![2]).text().string(), "branch")
    }
}
