import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ViewPaddingTests`: padding by length, insets and edges read back, the errors for
/// default (unspecified) padding, `hasPadding(_:)`, per-edge reads, and padding accumulated
/// over several modifiers.
final class ViewPaddingTests: XCTestCase {
    func testPadding() throws {
        XCTAssertNoThrow(try EmptyView().padding(3).inspect().emptyView())
    }

    func testPaddingInspection() throws {
        XCTAssertEqual(try EmptyView().padding(3).inspect().emptyView().padding(), EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3))
    }

    func testPaddingEdgeInsets() throws {
        XCTAssertNoThrow(try EmptyView().padding(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)).inspect().emptyView())
    }

    func testPaddingEdgeInsetsInspection() throws {
        let insets = EdgeInsets(top: 8, leading: 6, bottom: 4, trailing: 2)
        XCTAssertEqual(try EmptyView().padding(insets).inspect().emptyView().padding(), insets)
    }

    func testPaddingEdgeSet() throws {
        XCTAssertNoThrow(try EmptyView().padding([.bottom], 3).inspect().emptyView())
    }

    func testPaddingEdgeSetInspection() throws {
        XCTAssertEqual(try EmptyView().padding(.vertical, 7).inspect().emptyView().padding(), EdgeInsets(top: 7, leading: 0, bottom: 7, trailing: 0))
    }

    func testDefaultPaddingValueError() throws {
        assertThrows(try EmptyView().padding().inspect().emptyView().padding(),
                     "Please use `hasPadding(_:)` for inspecting padding without explicit value.")
        assertThrows(try EmptyView().padding([.bottom]).inspect().emptyView().padding(),
                     "Undefined inset for 'bottom' edge. Consider calling `hasPadding(_:)` instead to assure a default padding is applied.")
        assertThrows(try EmptyView().offset().inspect().emptyView().padding(), "EmptyView does not have 'padding' modifier")
    }

    func testHasDefaultPadding() throws {
        let text = Text("Padded").padding()
        XCTAssertTrue(try text.inspect().hasPadding(.all))
        XCTAssertTrue(try text.inspect().hasPadding())
    }

    func testHasOnlyTopPadding() throws {
        let text = try Text("Padded").padding([.bottom]).inspect()
        XCTAssertTrue(try text.hasPadding(.bottom))
        XCTAssertFalse(try text.hasPadding(.top))
        XCTAssertFalse(try text.hasPadding(.leading))
        XCTAssertFalse(try text.hasPadding(.trailing))
        XCTAssertFalse(try text.hasPadding([.leading, .top]))
        XCTAssertFalse(try text.hasPadding([.leading, .bottom]))
        XCTAssertFalse(try text.hasPadding(.all))
        XCTAssertTrue(try text.hasPadding([]))
    }

    func testHasLeadingAndTrailingPadding() throws {
        let text = try Text("Padded").padding([.leading, .trailing]).inspect()
        XCTAssertTrue(try text.hasPadding(.leading))
        XCTAssertTrue(try text.hasPadding(.trailing))
        XCTAssertTrue(try text.hasPadding([.leading, .trailing]))
        XCTAssertFalse(try text.hasPadding(.bottom))
        XCTAssertFalse(try text.hasPadding(.top))
        XCTAssertFalse(try text.hasPadding([.trailing, .bottom]))
        XCTAssertFalse(try text.hasPadding([.trailing, .top]))
        XCTAssertFalse(try text.hasPadding([.all]))
    }

    func testHasSamePaddingInsetsForAllEdges() {
        let text = Text("Padded").padding(14)
        XCTAssertEqual(try text.inspect().padding(.top), 14)
        XCTAssertEqual(try text.inspect().padding(.bottom), 14)
        XCTAssertEqual(try text.inspect().padding(.leading), 14)
        XCTAssertEqual(try text.inspect().padding(.trailing), 14)
        XCTAssertEqual(try text.inspect().padding([.leading, .trailing]), 14)
        XCTAssertEqual(try text.inspect().padding(.all), 14)
    }

    func testHasDifferentPaddingForEdge() throws {
        let text = try Text("Padded").padding([.top], 6).padding([.bottom], 9).inspect()
        XCTAssertEqual(try text.padding([.top]), 6)
        XCTAssertEqual(try text.padding([.bottom]), 9)
        assertThrows(try text.padding([.leading]), "Text does not have 'padding' modifier")
        assertThrows(try text.padding([.trailing]), "Text does not have 'padding' modifier")
        assertThrows(try text.padding([.top, .bottom]),
                     "Insets for edges '[SwiftUI.Edge.top, SwiftUI.Edge.bottom]' have different values, consider calling `padding` individually per edge.")
        assertThrows(try text.padding([]), "No edge is specified")
    }

    func testHasDifferentPaddingForEdges() throws {
        let text = try Text("Padded").padding([.top, .bottom], 4).padding([.leading, .trailing], 8).inspect()
        XCTAssertEqual(try text.padding(.top), 4)
        XCTAssertEqual(try text.padding(.bottom), 4)
        XCTAssertEqual(try text.padding(.leading), 8)
        XCTAssertEqual(try text.padding(.trailing), 8)
        XCTAssertEqual(try text.padding(), EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
    }

    func testCumulativePadding() throws {
        let text = try Text("Padded").padding([.top, .bottom], 2).padding([.top, .leading], 3).padding(1).inspect()
        XCTAssertEqual(try text.padding(.top), 6)
        XCTAssertEqual(try text.padding(), EdgeInsets(top: 6, leading: 4, bottom: 3, trailing: 1))
    }

    func testCumulativeUndefinedPaddingError() throws {
        let text = try Text("Padded").padding(.leading).padding(.leading, 5).inspect()
        assertThrows(try text.padding(.leading),
                     "Undefined inset for 'leading' edge. Consider calling `hasPadding(_:)` instead to assure a default padding is applied.")
        XCTAssertTrue(try text.hasPadding(.leading))
    }
}
