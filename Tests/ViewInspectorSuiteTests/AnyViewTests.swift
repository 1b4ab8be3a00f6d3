import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `AnyViewTests`: the erased view inside, modifiers staying behind, reaching it and
/// search paths.
final class AnyViewTests: XCTestCase {
    func testEnclosedView() throws {
        let inner = Text("Erased")
        XCTAssertEqual(try AnyView(inner).inspect().anyView().text().content.view as? Text, inner)
    }

    func testResetsModifiers() throws {
        XCTAssertEqual(try AnyView(Text("")).padding().inspect().anyView().text().content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try Button(action: {}, label: { AnyView(Text("")) }).inspect().button().labelView().anyView())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { AnyView(Text("1")); AnyView(Text("2")) }
        XCTAssertNoThrow(try row.inspect().hStack().anyView(0))
        XCTAssertNoThrow(try row.inspect().hStack().anyView(1))
    }

    func testSearch() throws {
        let root = Group { AnyView(EmptyView()) }
        XCTAssertEqual(try root.inspect().find(ViewType.AnyView.self).pathToRoot, "group().anyView(0)")
        XCTAssertEqual(try root.inspect().find(ViewType.EmptyView.self).pathToRoot, "group().anyView(0).emptyView()")
    }
}
