import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `PickerTests` (with `GlobalModifiersForPicker`): a picker's options and label,
/// selecting a value (type-checked; refused when disabled), reading the selection, reaching it,
/// search paths and `pickerStyle()`.
final class PickerTests: XCTestCase {
    private func sizes(_ selection: Binding<Int?>) -> some View {
        Picker(selection: selection, label: Text("Size")) {
            Text("Small").tag(0)
            Text("Large").tag(1)
        }
    }

    func testEnclosedView() throws {
        XCTAssertEqual(try sizes(Binding(wrappedValue: nil)).inspect().picker().text(0).string(), "Small")
    }

    func testLabelView() throws {
        XCTAssertEqual(try sizes(Binding(wrappedValue: nil)).inspect().picker().labelView().text().string(), "Size")
    }

    func testValueSelection() throws {
        let selection = Binding<Int?>(wrappedValue: nil)
        let picker = sizes(selection)
        assertThrows(try picker.inspect().picker().select(value: 1),
                     "select(value:) expected a value of type Optional<Int> but received Int")
        try picker.inspect().picker().select(value: Int?(1))
        XCTAssertEqual(selection.wrappedValue, 1)
    }

    func testValueSelectionOnDisabledPicker() throws {
        let selection = Binding<Int>(wrappedValue: 3)
        let picker = Picker(selection: selection, label: Text("Size")) {
            Text("").tag(0)
            Text("").tag(1)
        }.disabled(true)
        assertThrows(try picker.inspect().picker().select(value: 1), "Picker is unresponsive: it is disabled")
        XCTAssertEqual(selection.wrappedValue, 3)
    }

    func testResetsModifiers() throws {
        let option = try sizes(Binding(wrappedValue: nil)).padding().padding().inspect().picker().text(0)
        XCTAssertEqual(option.content.medium.viewModifiers.count, 1)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(sizes(Binding(wrappedValue: nil))).inspect().anyView().picker())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let selection = Binding<Int?>(wrappedValue: nil)
        let row = HStack { sizes(selection); sizes(selection) }
        XCTAssertNoThrow(try row.inspect().hStack().picker(0))
        XCTAssertNoThrow(try row.inspect().hStack().picker(1))
    }

    func testSearch() throws {
        let root = AnyView(Picker(selection: Binding<Int?>(wrappedValue: nil), label: Text("Flavour")) {
            Text("Mint"); Text("Lemon")
        })
        XCTAssertEqual(try root.inspect().find(ViewType.Picker.self).pathToRoot, "anyView().picker()")
        XCTAssertEqual(try root.inspect().find(text: "Flavour").pathToRoot, "anyView().picker().labelView().text()")
        XCTAssertEqual(try root.inspect().find(text: "Mint").pathToRoot, "anyView().picker().text(0)")
        XCTAssertEqual(try root.inspect().find(text: "Lemon").pathToRoot, "anyView().picker().text(1)")
    }

    func testGetSelectedValue() throws {
        let selection = Binding<String>(wrappedValue: "Small")
        let picker = Picker(selection: selection, label: Text("Size")) {
            Text("Small").tag(0)
            Text("Large").tag(1)
        }
        try picker.inspect().picker().select(value: "Large")
        assertThrows(try picker.inspect().picker().selectedValue(Int.self),
                     "selectedValue(_:) expected a value of type String but received Int")
        XCTAssertEqual(try picker.inspect().picker().selectedValue(String.self), "Large")
    }
}

/// Upstream `GlobalModifiersForPicker` (in `PickerTests.swift`).
final class GlobalModifiersForPicker: XCTestCase {
    func testPickerStyle() throws {
        XCTAssertNoThrow(try EmptyView().pickerStyle(SegmentedPickerStyle()).inspect().emptyView())
    }

    func testPickerStyleInspection() throws {
        XCTAssertTrue(try EmptyView().pickerStyle(SegmentedPickerStyle()).inspect().pickerStyle() is SegmentedPickerStyle)
    }
}
