import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `TextFieldTests` (with `GlobalModifiersForTextField`): the field's title, reaching it,
/// search paths, onEditingChanged/onCommit (refused when disabled), reading and setting the
/// input, the prompt, and `textFieldStyle()`.
final class TextFieldTests: XCTestCase {
    func testEnclosedView() throws {
        XCTAssertEqual(try TextField("Name", text: Binding(wrappedValue: "")).inspect().textField().labelView().text().string(), "Name")
    }

    func testResetsModifiers() throws {
        let title = try TextField("Name", text: Binding(wrappedValue: "")).padding().inspect().textField().labelView().text()
        XCTAssertEqual(title.content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(TextField("Name", text: Binding(wrappedValue: ""))).inspect().anyView().textField())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let text = Binding(wrappedValue: "")
        let form = HStack { TextField("First", text: text); TextField("Last", text: text) }
        XCTAssertNoThrow(try form.inspect().hStack().textField(0))
        XCTAssertNoThrow(try form.inspect().hStack().textField(1))
    }

    func testSearch() throws {
        let root = AnyView(TextField("Email", text: Binding(wrappedValue: "")))
        XCTAssertEqual(try root.inspect().find(ViewType.TextField.self).pathToRoot, "anyView().textField()")
        XCTAssertEqual(try root.inspect().find(text: "Email").pathToRoot, "anyView().textField().labelView().text()")
    }

    func testCallOnEditingChanged() throws {
        let called = XCTestExpectation(description: "onEditingChanged")
        let field = TextField("", text: Binding(wrappedValue: ""), onEditingChanged: { _ in called.fulfill() }, onCommit: {})
        try field.inspect().textField().callOnEditingChanged()
        wait(for: [called], timeout: 0.1)
    }

    func testCallOnEditingChangedWhenDisabled() throws {
        let called = XCTestExpectation(description: "onEditingChanged must not run")
        called.isInverted = true
        let field = TextField("", text: Binding(wrappedValue: ""), onEditingChanged: { _ in called.fulfill() }, onCommit: {}).disabled(true)
        assertThrows(try field.inspect().textField().callOnEditingChanged(), "TextField is unresponsive: it is disabled")
        wait(for: [called], timeout: 0.1)
    }

    func testCallOnCommit() throws {
        let called = XCTestExpectation(description: "onCommit")
        let field = TextField("", text: Binding(wrappedValue: ""), onEditingChanged: { _ in }, onCommit: { called.fulfill() })
        try field.inspect().textField().callOnCommit()
        wait(for: [called], timeout: 0.1)
    }

    func testCallOnCommitWhenDisabled() throws {
        let called = XCTestExpectation(description: "onCommit must not run")
        called.isInverted = true
        let field = TextField("", text: Binding(wrappedValue: ""), onEditingChanged: { _ in }, onCommit: { called.fulfill() }).disabled(true)
        assertThrows(try field.inspect().textField().callOnCommit(), "TextField is unresponsive: it is disabled")
        wait(for: [called], timeout: 0.1)
    }

    func testInput() throws {
        let field = try TextField("", text: Binding(wrappedValue: "old")).inspect().textField()
        XCTAssertEqual(try field.input(), "old")
        try field.setInput("new")
        XCTAssertEqual(try field.input(), "new")
    }

    func testSetInputWhenDisabled() throws {
        let field = try TextField("", text: Binding(wrappedValue: "old")).disabled(true).inspect().textField()
        assertThrows(try field.setInput("new"), "TextField is unresponsive: it is disabled")
        XCTAssertEqual(try field.input(), "old")
    }

    func testPrompt() throws {
        let text = Binding(wrappedValue: "")
        XCTAssertEqual(try TextField("", text: text, prompt: Text("you@example.com")).inspect().textField().prompt().string(), "you@example.com")
        assertThrows(try TextField("", text: text).inspect().textField().prompt(), "View for prompt is absent")
        XCTAssertEqual(try AnyView(TextField("", text: text, prompt: Text("hint"))).inspect().find(text: "hint").pathToRoot,
                       "anyView().textField().prompt().text()")
    }
}

/// Upstream `GlobalModifiersForTextField` (in `TextFieldTests.swift`).
final class GlobalModifiersForTextField: XCTestCase {
    func testTextFieldStyle() throws {
        XCTAssertNoThrow(try EmptyView().textFieldStyle(RoundedBorderTextFieldStyle()).inspect().emptyView())
    }

    func testTextFieldStyleInspection() throws {
        XCTAssertTrue(try EmptyView().textFieldStyle(RoundedBorderTextFieldStyle()).inspect().textFieldStyle() is RoundedBorderTextFieldStyle)
    }
}
