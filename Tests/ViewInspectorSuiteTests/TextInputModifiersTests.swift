import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `TextInputModifiersTests`: text-related environment modifiers (font, line limit and
/// spacing, alignment, scale factor, truncation, tightening, autocorrection, RTL flipping) leave
/// the view inspectable and read back on the view and its descendants; a Text's own font wins.
/// (The six tests of textContentType/keyboardType/autocapitalization take UIKit types and are
/// Apple-only.)
final class TextInputModifiersTests: XCTestCase {
    func testFont() throws {
        XCTAssertNoThrow(try EmptyView().font(.caption).inspect().emptyView())
    }

    func testFontInspection() throws {
        let view = AnyView(EmptyView()).font(.title3)
        XCTAssertEqual(try view.inspect().anyView().font(), .title3)
        XCTAssertEqual(try view.inspect().anyView().emptyView().font(), .title3)
    }

    func testTextFontOverrideWithNativeModifier() throws {
        let group = try Group { Text("own").font(.subheadline) }.font(.caption2).inspect().group()
        XCTAssertEqual(try group.font(), .caption2)
        assertThrows(try EmptyView().inspect().font(), "EmptyView does not have 'font' modifier")
        XCTAssertEqual(try group.text(0).attributes().font(), .subheadline)
    }

    func testTextFontOverrideWithInnerModifier() throws {
        let view = AnyView(AnyView(Text("nested")).font(.caption2)).font(.subheadline)
        XCTAssertEqual(try view.inspect().find(text: "nested").attributes().font(), .caption2)
    }

    func testLineLimit() throws {
        XCTAssertNoThrow(try EmptyView().lineLimit(2).inspect().emptyView())
    }

    func testLineLimitInspection() throws {
        let view = AnyView(EmptyView()).lineLimit(3)
        XCTAssertEqual(try view.inspect().anyView().lineLimit(), 3)
        XCTAssertEqual(try view.inspect().anyView().emptyView().lineLimit(), 3)
    }

    func testLineSpacing() throws {
        XCTAssertNoThrow(try EmptyView().lineSpacing(2).inspect().emptyView())
    }

    func testLineSpacingInspection() throws {
        let view = AnyView(EmptyView()).lineSpacing(6)
        XCTAssertEqual(try view.inspect().anyView().lineSpacing(), 6)
        XCTAssertEqual(try view.inspect().anyView().emptyView().lineSpacing(), 6)
    }

    func testMultilineTextAlignment() throws {
        XCTAssertNoThrow(try EmptyView().multilineTextAlignment(.trailing).inspect().emptyView())
    }

    func testMultilineTextAlignmentInspection() throws {
        let view = AnyView(EmptyView()).multilineTextAlignment(.trailing)
        XCTAssertEqual(try view.inspect().anyView().multilineTextAlignment(), .trailing)
        XCTAssertEqual(try view.inspect().anyView().emptyView().multilineTextAlignment(), .trailing)
    }

    func testMinimumScaleFactor() throws {
        XCTAssertNoThrow(try EmptyView().minimumScaleFactor(0.5).inspect().emptyView())
    }

    func testMinimumScaleFactorInspection() throws {
        let view = AnyView(EmptyView()).minimumScaleFactor(0.75)
        XCTAssertEqual(try view.inspect().anyView().minimumScaleFactor(), 0.75)
        XCTAssertEqual(try view.inspect().anyView().emptyView().minimumScaleFactor(), 0.75)
    }

    func testTruncationMode() throws {
        XCTAssertNoThrow(try EmptyView().truncationMode(.middle).inspect().emptyView())
    }

    func testTruncationModeInspection() throws {
        let view = AnyView(EmptyView()).truncationMode(.head)
        XCTAssertEqual(try view.inspect().anyView().truncationMode(), .head)
        XCTAssertEqual(try view.inspect().anyView().emptyView().truncationMode(), .head)
    }

    func testAllowsTightening() throws {
        XCTAssertNoThrow(try EmptyView().allowsTightening(false).inspect().emptyView())
    }

    func testAllowsTighteningInspection() throws {
        let view = AnyView(EmptyView()).allowsTightening(true)
        XCTAssertTrue(try view.inspect().anyView().allowsTightening())
        XCTAssertTrue(try view.inspect().anyView().emptyView().allowsTightening())
    }

    func testDisableAutocorrection() throws {
        XCTAssertNoThrow(try EmptyView().disableAutocorrection(true).inspect().emptyView())
    }

    func testDisableAutocorrectionInspection() throws {
        let view = AnyView(EmptyView()).disableAutocorrection(true)
        XCTAssertEqual(try view.inspect().anyView().disableAutocorrection(), true)
        XCTAssertEqual(try view.inspect().anyView().emptyView().disableAutocorrection(), true)
    }

    func testFlipsForRightToLeftLayoutDirection() throws {
        XCTAssertNoThrow(try EmptyView().flipsForRightToLeftLayoutDirection(false).inspect().emptyView())
    }

    func testFlipsForRightToLeftLayoutDirectionInspection() throws {
        XCTAssertEqual(try EmptyView().flipsForRightToLeftLayoutDirection(true).inspect().emptyView().flipsForRightToLeftLayoutDirection(), true)
    }
}
