import Foundation
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `MultiDatePickerTests`: reaching it, its label, search paths, selecting date
/// components (refused when disabled), and its minimum and maximum dates.
final class MultiDatePickerTests: XCTestCase {
    private let noon = Date(timeIntervalSinceReferenceDate: 43_200)

    private func days(_ offsets: [Double]) -> Set<DateComponents> {
        Set(offsets.map { Calendar.current.dateComponents([.day], from: noon.addingTimeInterval($0 * 86_400)) })
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(MultiDatePicker("Days", selection: Binding(wrappedValue: Set<DateComponents>()))).inspect().anyView().multiDatePicker())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let selection = Binding(wrappedValue: Set<DateComponents>())
        let row = HStack { MultiDatePicker("A", selection: selection); MultiDatePicker("B", selection: selection) }
        XCTAssertNoThrow(try row.inspect().hStack().multiDatePicker(0))
        XCTAssertNoThrow(try row.inspect().hStack().multiDatePicker(1))
    }

    func testResetsModifiers() throws {
        let label = try MultiDatePicker("Days", selection: Binding(wrappedValue: Set<DateComponents>())).inspect().multiDatePicker().labelView().text()
        XCTAssertEqual(label.content.medium.viewModifiers.count, 0)
    }

    func testLabelView() throws {
        let picker = MultiDatePicker(selection: Binding(wrappedValue: Set<DateComponents>())) { HStack { Text("Days off") } }
        XCTAssertEqual(try picker.inspect().multiDatePicker().labelView().hStack().text(0).string(), "Days off")
    }

    func testSearch() throws {
        let root = AnyView(MultiDatePicker("Days", selection: Binding(wrappedValue: Set<DateComponents>())))
        XCTAssertEqual(try root.inspect().find(ViewType.MultiDatePicker.self).pathToRoot, "anyView().multiDatePicker()")
        XCTAssertEqual(try root.inspect().find(text: "Days").pathToRoot, "anyView().multiDatePicker().labelView().text()")
    }

    func testValueSelection() throws {
        let selection = Binding(wrappedValue: Set<DateComponents>())
        let chosen = days([1, 3])
        try MultiDatePicker("Days", selection: selection).inspect().multiDatePicker().select(dateComponents: chosen)
        XCTAssertEqual(selection.wrappedValue, chosen)
    }

    func testValueSelectionWhenDisabled() throws {
        let selection = Binding(wrappedValue: Set<DateComponents>())
        let picker = MultiDatePicker("Days", selection: selection).disabled(true)
        assertThrows(try picker.inspect().multiDatePicker().select(dateComponents: days([1, 3])), "MultiDatePicker is unresponsive: it is disabled")
        XCTAssertEqual(selection.wrappedValue, [])
    }

    func testMinimumDate() throws {
        let picker = MultiDatePicker("Days", selection: Binding(wrappedValue: Set<DateComponents>()), in: noon...)
        XCTAssertEqual(try picker.inspect().multiDatePicker().minimumDate(), noon)
    }

    func testMaximumDate() throws {
        let picker = MultiDatePicker("Days", selection: Binding(wrappedValue: Set<DateComponents>()), in: ..<noon)
        XCTAssertEqual(try picker.inspect().multiDatePicker().maximumDate(), noon)
    }
}
