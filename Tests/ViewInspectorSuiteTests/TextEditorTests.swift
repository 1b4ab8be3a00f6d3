import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `TextEditorTests`: reaching a text editor, search path, reading and setting its text
/// (refused when disabled).
final class TextEditorTests: XCTestCase {
    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(TextEditor(text: Binding(wrappedValue: ""))).inspect().anyView().textEditor())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Text("Notes"); TextEditor(text: Binding(wrappedValue: "")) }
        XCTAssertNoThrow(try row.inspect().hStack().textEditor(1))
    }

    func testSearch() throws {
        XCTAssertEqual(try AnyView(TextEditor(text: Binding(wrappedValue: ""))).inspect().find(ViewType.TextEditor.self).pathToRoot,
                       "anyView().textEditor()")
    }

    func testInput() throws {
        let editor = try TextEditor(text: Binding(wrappedValue: "draft")).inspect().textEditor()
        XCTAssertEqual(try editor.input(), "draft")
        try editor.setInput("final")
        XCTAssertEqual(try editor.input(), "final")
    }

    func testSetInputWhenDisabled() throws {
        let editor = try TextEditor(text: Binding(wrappedValue: "draft")).disabled(true).inspect().textEditor()
        assertThrows(try editor.setInput("final"), "TextEditor is unresponsive: it is disabled")
        XCTAssertEqual(try editor.input(), "draft")
    }
}
