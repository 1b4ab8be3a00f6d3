import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `PositioningModifiersTests` — `ViewPositioningTests`: position, offset, safe-area and
/// coordinate-space modifiers leave the view inspectable and read back.
final class ViewPositioningTests: XCTestCase {
    func testPosition() throws {
        XCTAssertNoThrow(try EmptyView().position(CGPoint(x: 1, y: 1)).inspect().emptyView())
    }

    func testPositionInspection() throws {
        XCTAssertEqual(try EmptyView().position(CGPoint(x: 30, y: 40)).inspect().emptyView().position(), CGPoint(x: 30, y: 40))
    }

    func testPositionXY() throws {
        XCTAssertNoThrow(try EmptyView().position(x: 1, y: 1).inspect().emptyView())
    }

    func testPositionXYInspection() throws {
        XCTAssertEqual(try EmptyView().position(x: 30, y: 40).inspect().emptyView().position(), CGPoint(x: 30, y: 40))
    }

    func testOffset() throws {
        XCTAssertNoThrow(try EmptyView().offset(CGSize(width: 1, height: 1)).inspect().emptyView())
    }

    func testOffsetInspection() throws {
        XCTAssertEqual(try EmptyView().offset(CGSize(width: -4, height: 9)).inspect().emptyView().offset(), CGSize(width: -4, height: 9))
    }

    func testOffsetXY() throws {
        XCTAssertNoThrow(try EmptyView().offset(x: 1, y: 1).inspect().emptyView())
    }

    func testOffsetXYInspection() throws {
        XCTAssertEqual(try EmptyView().offset(x: -4, y: 9).inspect().emptyView().offset(), CGSize(width: -4, height: 9))
    }

    func testEdgesIgnoringSafeArea() throws {
        XCTAssertNoThrow(try EmptyView().edgesIgnoringSafeArea([.top]).inspect().emptyView())
    }

    func testEdgesIgnoringSafeAreaInspection() throws {
        XCTAssertEqual(try EmptyView().edgesIgnoringSafeArea([.top, .bottom]).inspect().emptyView().edgesIgnoringSafeArea(), [.top, .bottom])
    }

    func testCoordinateSpace() throws {
        XCTAssertNoThrow(try EmptyView().coordinateSpace(name: "board").inspect().emptyView())
    }

    func testCoordinateSpaceInspection() throws {
        XCTAssertEqual(try EmptyView().coordinateSpace(name: "board").inspect().emptyView().coordinateSpaceName(), "board")
    }

    func testIgnoresSafeArea() throws {
        XCTAssertNoThrow(try EmptyView().ignoresSafeArea().inspect().emptyView())
    }

    func testIgnoresSafeAreaInspection() throws {
        let ignored = try EmptyView().ignoresSafeArea(.keyboard, edges: .top).inspect().emptyView().ignoresSafeArea()
        XCTAssertEqual(ignored.regions, .keyboard)
        XCTAssertEqual(ignored.edges, .top)
    }

    func testIgnoresSafeAreaDefaultsInspection() throws {
        let ignored = try EmptyView().ignoresSafeArea().inspect().emptyView().ignoresSafeArea()
        XCTAssertEqual(ignored.regions, .all)
        XCTAssertEqual(ignored.edges, .all)
    }
}

/// Upstream `PositioningModifiersTests` — `ViewAligningTests`: alignment guides leave the view
/// inspectable.
final class ViewAligningTests: XCTestCase {
    func testHorizontalAlignmentGuide() throws {
        XCTAssertNoThrow(try EmptyView().alignmentGuide(.trailing) { _ in 2 }.inspect().emptyView())
    }

    func testVerticalAlignmentGuide() throws {
        XCTAssertNoThrow(try EmptyView().alignmentGuide(.bottom) { _ in 2 }.inspect().emptyView())
    }
}

/// Upstream `PositioningModifiersTests` — `ViewLayeringTests`: overlays and backgrounds (their
/// views, alignment, safe-area edges, paths and search) and zIndex.
final class ViewLayeringTests: XCTestCase {
    func testOverlay() throws {
        XCTAssertNoThrow(try EmptyView().overlay(Text(""), alignment: .center).inspect().emptyView())
    }

    func testOverlayAlignmentIsCenter() throws {
        XCTAssertEqual(try EmptyView().overlay(Text(""), alignment: .center).inspect().emptyView().overlay().alignment(), .center)
    }

    func testOverlayAlignmentIsBottom() throws {
        XCTAssertEqual(try EmptyView().overlay(Text(""), alignment: .topTrailing).inspect().emptyView().overlay().alignment(), .topTrailing)
    }

    func testOverlayInspection() throws {
        let text = try EmptyView().overlay(Text("Badge").padding(), alignment: .center).inspect().emptyView().overlay().text()
        XCTAssertEqual(try text.string(), "Badge")
        XCTAssertEqual(text.pathToRoot, "emptyView().overlay().text()")
    }

    func testOverlaySearch() throws {
        XCTAssertNoThrow(try EmptyView().overlay(Text("Badge").padding(), alignment: .center).inspect().find(text: "Badge"))
    }

    func testBackground() throws {
        XCTAssertNoThrow(try EmptyView().background(Text(""), alignment: .center).inspect().emptyView())
    }

    func testBackgroundAlignmentIsCenter() throws {
        XCTAssertEqual(try EmptyView().background(Text(""), alignment: .center).inspect().emptyView().background().alignment(), .center)
    }

    func testBackgroundAlignmentIsBottom() throws {
        XCTAssertEqual(try EmptyView().background(Text(""), alignment: .leading).inspect().emptyView().background().alignment(), .leading)
    }

    func testOverlayAndBackgroundStyle() throws {
        let spacer = Spacer()
            .overlay(Color.orange, alignment: .trailing)
            .background(Color.purple, alignment: .bottom)
            .overlay(Color.pink, ignoresSafeAreaEdges: [.leading])
            .background(Color.mint, ignoresSafeAreaEdges: [.top])
        let over1 = try spacer.inspect().spacer().overlay(0)
        let over2 = try spacer.inspect().spacer().overlay(1)
        XCTAssertEqual(try over1.color().value(), .orange)
        XCTAssertEqual(try over1.alignment(), .trailing)
        XCTAssertEqual(try over1.ignoresSafeAreaEdges(), .all)
        XCTAssertEqual(try over2.color().value(), .pink)
        XCTAssertEqual(try over2.alignment(), .center)
        XCTAssertEqual(try over2.ignoresSafeAreaEdges(), [.leading])
        let back1 = try spacer.inspect().spacer().background(0)
        let back2 = try spacer.inspect().spacer().background(1)
        XCTAssertEqual(try back1.color().value(), .purple)
        XCTAssertEqual(try back1.alignment(), .bottom)
        XCTAssertEqual(try back1.ignoresSafeAreaEdges(), .all)
        XCTAssertEqual(try back2.color().value(), .mint)
        XCTAssertEqual(try back2.alignment(), .center)
        XCTAssertEqual(try back2.ignoresSafeAreaEdges(), [.top])
    }

    func testBackgroundInspection() throws {
        let text = try EmptyView().background(Text("Shade"), alignment: .center).inspect().emptyView().background().text()
        XCTAssertEqual(try text.string(), "Shade")
        XCTAssertEqual(text.pathToRoot, "emptyView().background().text()")
    }

    func testBackgroundSearch() throws {
        XCTAssertNoThrow(try EmptyView().background(Text("Shade").padding(), alignment: .center).inspect().find(text: "Shade"))
    }

    func testZIndex() throws {
        XCTAssertNoThrow(try EmptyView().zIndex(1).inspect().emptyView())
    }

    func testZIndexInspection() throws {
        XCTAssertEqual(try EmptyView().zIndex(4).inspect().emptyView().zIndex(), 4)
    }
}
