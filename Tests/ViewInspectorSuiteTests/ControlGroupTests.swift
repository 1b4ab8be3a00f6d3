import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ControlGroupTests`: a control group's children (one or several), search paths,
/// modifiers, and reaching it.
final class ControlGroupTests: XCTestCase {
    func testSingleEnclosedView() throws {
        XCTAssertNoThrow(try ControlGroup { Spacer() }.inspect().controlGroup().spacer())
    }

    func testMultipleEnclosedViews() throws {
        let group = ControlGroup { Spacer(); Divider() }
        XCTAssertNoThrow(try group.inspect().controlGroup().spacer(0))
        XCTAssertNoThrow(try group.inspect().controlGroup().divider(1))
    }

    func testSearch() throws {
        let root = AnyView(ControlGroup { Spacer(); Divider() })
        XCTAssertEqual(try root.inspect().find(ViewType.Spacer.self).pathToRoot, "anyView().controlGroup().spacer(0)")
        XCTAssertEqual(try root.inspect().find(ViewType.Divider.self).pathToRoot, "anyView().controlGroup().divider(1)")
    }

    func testResetsModifiers() throws {
        XCTAssertEqual(try ControlGroup { Spacer() }.padding().inspect().controlGroup().spacer().content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(ControlGroup { Spacer() }).inspect().anyView().controlGroup())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { ControlGroup { Spacer() }; ControlGroup { Divider() } }
        XCTAssertNoThrow(try row.inspect().hStack().controlGroup(0).spacer())
        XCTAssertNoThrow(try row.inspect().hStack().controlGroup(1).divider())
    }
}
