import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `SecureFieldTests`: the field's title, reaching it, search paths, input read and
/// set, and onCommit.
final class SecureFieldTests: XCTestCase {
    func testEnclosedView() throws {
        XCTAssertEqual(try SecureField("Password", text: Binding(wrappedValue: "")).inspect().secureField().labelView().text().string(), "Password")
    }

    func testResetsModifiers() throws {
        let title = try SecureField("Password", text: Binding(wrappedValue: "")).padding().inspect().secureField().labelView().text()
        XCTAssertEqual(title.content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(SecureField("PIN", text: Binding(wrappedValue: ""))).inspect().anyView().secureField())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let text = Binding(wrappedValue: "")
        let row = HStack { SecureField("Old", text: text); SecureField("New", text: text) }
        XCTAssertNoThrow(try row.inspect().hStack().secureField(0))
        XCTAssertNoThrow(try row.inspect().hStack().secureField(1))
    }

    func testSearch() throws {
        let root = AnyView(SecureField("Passphrase", text: Binding(wrappedValue: "")))
        XCTAssertEqual(try root.inspect().find(ViewType.SecureField.self).pathToRoot, "anyView().secureField()")
        XCTAssertEqual(try root.inspect().find(text: "Passphrase").pathToRoot, "anyView().secureField().labelView().text()")
    }

    func testInput() throws {
        let field = try SecureField("", text: Binding(wrappedValue: "hunter2")).inspect().secureField()
        XCTAssertEqual(try field.input(), "hunter2")
        try field.setInput("s3cret")
        XCTAssertEqual(try field.input(), "s3cret")
    }

    func testCallOnCommit() throws {
        let committed = XCTestExpectation(description: "onCommit")
        let field = SecureField("", text: Binding(wrappedValue: ""), onCommit: { committed.fulfill() })
        try field.inspect().secureField().callOnCommit()
        wait(for: [committed], timeout: 0.5)
    }
}
