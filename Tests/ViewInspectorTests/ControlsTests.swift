import SwiftUI
import ViewInspector
import XCTest

/// Controls: reading and changing their values the way a person would.
final class ControlsTests: XCTestCase {
    func testTextFieldToggleAndPicker() throws {
        let sut = FormScreen()
        try sut.inspect().find(ViewType.TextField.self).setInput("Grace")
        XCTAssertEqual(try sut.inspect().find(ViewType.TextField.self).input(), "Grace")
        XCTAssertEqual(sut.name, "Grace")

        let toggle = try sut.inspect().find(ViewType.Toggle.self)
        XCTAssertTrue(try toggle.isOn())
        try toggle.tap()
        XCTAssertFalse(try sut.inspect().find(ViewType.Toggle.self).isOn())

        let picker = try sut.inspect().find(ViewType.Picker.self)
        try picker.select(value: 2)
        XCTAssertEqual(try sut.inspect().find(ViewType.Picker.self).selectedValue(Int.self), 2)
        XCTAssertThrowsError(try picker.select(value: "two")) { error in
            XCTAssertEqual(error.localizedDescription, "select(value:) expected a value of type Int but received String")
        }
    }

    func testLinkAndSectionHeader() throws {
        let sut = try FormScreen().inspect()
        XCTAssertEqual(try sut.find(link: "Help").url(), URL(string: "https://example.com/help"))
        XCTAssertEqual(try sut.find(ViewType.Section.self).header().text().string(), "More")
    }

    func testBindingWithAWrappedValue() throws {
        let binding = Binding(wrappedValue: false)
        let sut = Toggle("On", isOn: binding)
        try sut.inspect().toggle().tap()
        XCTAssertTrue(binding.wrappedValue)
    }

    func testForEachAndItsDeleteAction() throws {
        var deleted: IndexSet = []
        let sut = List {
            ForEach([1, 2, 3], id: \.self) { Text("\($0)") }
                .onDelete { deleted = $0 }
        }
        let forEach = try sut.inspect().list().forEach(0)
        XCTAssertEqual(forEach.count, 3)
        XCTAssertEqual(try forEach.text(2).string(), "3")
        try forEach.callOnDelete(IndexSet(integer: 1))
        XCTAssertEqual(deleted, IndexSet(integer: 1))
    }

    func testOnAppearCalledDirectly() throws {
        let sut = AppearingView()
        try sut.inspect().text().callOnAppear()
        XCTAssertEqual(try sut.inspect().text().string(), "Shown")
    }
}
