import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `TreeViewTests` (with `GlobalModifiersForTreeView`): a context menu is seen through
/// and keeps the modifiers around it; a custom `Layout`'s children are searched.
final class TreeViewTests: XCTestCase {
    func testEnclosedView() throws {
        XCTAssertEqual(try Text("Row").contextMenu(menuItems: { Text("Delete") }).inspect().text().string(), "Row")
    }

    func testRetainsModifiers() throws {
        let text = try Text("Row").padding().contextMenu(menuItems: { Text("Delete") }).padding().padding().inspect().text()
        XCTAssertEqual(text.content.medium.viewModifiers.count, 4)
    }

    func testLayoutBasedViewTree() throws {
        XCTAssertNoThrow(try Shelf().inspect().find(text: "second book"))
    }
}

/// Upstream `GlobalModifiersForTreeView` (in `TreeViewTests.swift`).
final class GlobalModifiersForTreeView: XCTestCase {
    func testContextMenu() throws {
        XCTAssertNoThrow(try EmptyView().contextMenu(menuItems: { Text("") }).inspect().emptyView())
    }
}

private struct Shelf: View {
    var body: some View {
        RowLayout {
            Text("first book")
            Text("second book")
            Text("third book")
        }
    }
}

/// Places its subviews side by side, each at its ideal size.
private struct RowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}
