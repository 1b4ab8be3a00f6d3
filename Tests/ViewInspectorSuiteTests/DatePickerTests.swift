import Foundation
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `DatePickerTests` (with `GlobalModifiersForDatePicker`): the picker's label, selecting
/// a date (refused when disabled), reaching it, search paths, and `datePickerStyle()`.
final class DatePickerTests: XCTestCase {
    private let noon = Date(timeIntervalSinceReferenceDate: 43_200)

    func testEnclosedView() throws {
        let label = Text("Due")
        let picker = DatePicker(selection: Binding(wrappedValue: noon), label: { label })
        XCTAssertEqual(try picker.inspect().datePicker().labelView().text().content.view as? Text, label)
    }

    func testValueSelection() throws {
        let date = Binding(wrappedValue: noon)
        let later = noon.addingTimeInterval(3_600)
        try DatePicker("Due", selection: date).inspect().datePicker().select(date: later)
        XCTAssertEqual(date.wrappedValue, later)
    }

    func testValueSelectionWhenDisabled() throws {
        let date = Binding(wrappedValue: noon)
        let picker = DatePicker("Due", selection: date).disabled(true)
        assertThrows(try picker.inspect().datePicker().select(date: noon.addingTimeInterval(3_600)), "DatePicker is unresponsive: it is disabled")
        XCTAssertEqual(date.wrappedValue, noon)
    }

    func testResetsModifiers() throws {
        let label = try DatePicker("Due", selection: Binding(wrappedValue: noon)).padding().inspect().datePicker().labelView().text()
        XCTAssertEqual(label.content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(DatePicker("Due", selection: Binding(wrappedValue: noon))).inspect().anyView().datePicker())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack {
            DatePicker("From", selection: Binding(wrappedValue: noon))
            DatePicker("To", selection: Binding(wrappedValue: noon))
        }
        XCTAssertNoThrow(try row.inspect().hStack().datePicker(0))
        XCTAssertNoThrow(try row.inspect().hStack().datePicker(1))
    }

    func testSearch() throws {
        let root = AnyView(DatePicker("Due", selection: Binding(wrappedValue: noon)))
        XCTAssertEqual(try root.inspect().find(ViewType.DatePicker.self).pathToRoot, "anyView().datePicker()")
        XCTAssertEqual(try root.inspect().find(text: "Due").pathToRoot, "anyView().datePicker().labelView().text()")
    }
}

/// Upstream `GlobalModifiersForDatePicker` (in `DatePickerTests.swift`).
final class GlobalModifiersForDatePicker: XCTestCase {
    func testDatePickerStyle() throws {
        XCTAssertNoThrow(try EmptyView().datePickerStyle(GraphicalDatePickerStyle()).inspect().emptyView())
    }

    func testDatePickerStyleInspection() throws {
        XCTAssertTrue(try EmptyView().datePickerStyle(GraphicalDatePickerStyle()).inspect().datePickerStyle() is GraphicalDatePickerStyle)
    }
}
