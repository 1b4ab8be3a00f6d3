import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ColorPickerTests`: a colour picker inspects, is reached and searched, gives its label,
/// and selecting a colour (refused when disabled). Built on `Binding<Color>`; upstream's
/// CGColor-bound halves are Apple-only (no CGColor here).
final class ColorPickerTests: XCTestCase {
    func testInspect() throws {
        XCTAssertNoThrow(try ColorPicker("Tint", selection: Binding(wrappedValue: Color.teal)).inspect())
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(ColorPicker("Tint", selection: Binding(wrappedValue: Color.teal))).inspect().anyView().colorPicker())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Text(""); ColorPicker("Tint", selection: Binding(wrappedValue: Color.teal)); Text("") }
        XCTAssertNoThrow(try row.inspect().hStack().colorPicker(1))
    }

    func testSearch() throws {
        let root = Group { ColorPicker(selection: Binding(wrappedValue: Color.teal), label: { HStack { Text("Tint") } }) }
        XCTAssertEqual(try root.inspect().find(ViewType.ColorPicker.self).pathToRoot, "group().colorPicker(0)")
        XCTAssertEqual(try root.inspect().find(ViewType.Text.self).pathToRoot, "group().colorPicker(0).labelView().hStack().text(0)")
    }

    func testLabelInspection() throws {
        let picker = ColorPicker(selection: Binding(wrappedValue: Color.red), label: { HStack { Text("Tint") } })
        XCTAssertEqual(try picker.inspect().colorPicker().labelView().hStack().text(0).string(), "Tint")
    }

    func testColorSelection() throws {
        let color = Binding(wrappedValue: Color.red)
        try ColorPicker(selection: color) { Text("") }.inspect().colorPicker().select(color: Color.black)
        XCTAssertEqual(color.wrappedValue, .black)
    }

    func testColorSelectionWhenDisabled() throws {
        let color = Binding(wrappedValue: Color.red)
        let picker = ColorPicker(selection: color) { Text("") }.disabled(true)
        assertThrows(try picker.inspect().colorPicker().select(color: Color.yellow), "ColorPicker is unresponsive: it is disabled")
        XCTAssertEqual(color.wrappedValue, .red)
    }
}
