@testable import ArrangeCore
import Foundation
import Testing

/// The copy of a host's layout tree the ViewInspector module's `frame()` reads
/// (`HostingView.laidOutTree()`).
@Suite @MainActor struct LaidOutTreeTests {
    @Test func nodesHaveTheirRolesChildrenAndFrames() throws {
        // A 30 × 20 padded by 5 in a 100 × 100 host: 40 × 30 at (30, 35).
        let host = HostingView(rootView: HStack { Color.red.frame(width: 30, height: 20) }.padding(5), size: CGSize(width: 100, height: 100))
        let tree = host.laidOutTree()
        #expect(tree.rootNodes.count == 1)
        let padding = try #require(tree.node(tree.rootNodes[0]))
        #expect(padding.role == .wrapper)
        #expect(padding.frame == CGRect(x: 30, y: 35, width: 40, height: 30))
        let stack = try #require(tree.node(padding.children[0]))
        #expect(stack.role == .container)
        let frame = try #require(tree.node(stack.children[0]))
        #expect(frame.role == .wrapper)
        let color = try #require(tree.node(frame.children[0]))
        #expect(color.role == .leaf && color.children.isEmpty)
        #expect(color.frame == CGRect(x: 35, y: 40, width: 30, height: 20))
    }

    @Test func severalRootViewsAreTheRootNodesTheHostStacks() {
        let host = HostingView(rootView: Group { Color.red; Color.blue.id("blue") }, size: CGSize(width: 100, height: 100))
        let tree = host.laidOutTree()
        #expect(tree.rootNodes.count == 2)
        #expect(tree.node(tree.rootNodes[1])?.id == AnyHashable("blue"))
        #expect(tree.node(-1) == nil)
    }

    @Test func aTreeThatWasNotLaidOutHasNoFrames() {
        let host = HostingView(buildingOnly: Color.red.frame(width: 10, height: 10))
        let tree = host.laidOutTree()
        #expect(tree.rootNodes.count == 1)
        #expect(tree.nodes.allSatisfy { $0.frame == nil })
    }

    @Test func aGeometryReaderBuildsItsChildrenWhenPlaced() throws {
        let host = HostingView(rootView: GeometryReader { _ in Color.red }, size: CGSize(width: 100, height: 100))
        let tree = host.laidOutTree()
        let reader = try #require(tree.node(tree.rootNodes[0]))
        #expect(reader.buildsChildrenWhenPlaced)
        #expect(reader.children.count == 1)
    }
}
