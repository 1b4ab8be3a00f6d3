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

/// Reads that need what a view's environment gives it, and the deprecated text field actions.
final class EnvironmentAndDeprecatedControlsTests: XCTestCase {
    func testActualViewReadsAnEnvironmentObject() throws {
        let settings = Settings()
        settings.name = "Lin"
        let row = try NameView().environmentObject(settings).inspect().view(NameView.self)
        XCTAssertEqual(try row.actualView().settings.name, "Lin")
    }

    @available(*, deprecated)
    func testDeprecatedTextFieldActions() throws {
        var edited: [Bool] = []
        var committed = 0
        let sut = try TextField("Name", text: .constant(""), onEditingChanged: { edited.append($0) }, onCommit: { committed += 1 })
            .inspect().textField()
        try sut.callOnEditingChanged()
        try sut.callOnCommit()
        XCTAssertEqual(edited, [true])
        XCTAssertEqual(committed, 1)
        XCTAssertThrowsError(try sut.prompt()) { error in
            XCTAssertEqual(error.localizedDescription, "View for prompt is absent")
        }
    }

    func testDefaultPaddingIsReadThroughHasPadding() throws {
        let sut = try Text("a").padding().inspect().text()
        XCTAssertTrue(sut.hasPadding())
        XCTAssertThrowsError(try sut.padding()) { error in
            XCTAssertEqual(error.localizedDescription, "Please use `hasPadding(_:)` for inspecting padding without explicit value.")
        }
        XCTAssertEqual(try Text("a").padding(.top, 3).padding(.top, 2).inspect().text().padding(.top), 5)
    }
}
