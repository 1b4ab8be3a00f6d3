import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `SliderTests`: the slider's label, reaching it, search paths, reading and setting
/// its value, and calling onEditingChanged.
final class SliderTests: XCTestCase {
    func testEnclosedView() throws {
        let slider = Slider(value: Binding<Float>(wrappedValue: 0), label: { Text("Volume") })
        XCTAssertEqual(try slider.inspect().slider().labelView().text().string(), "Volume")
    }

    func testResetsModifiers() throws {
        let label = try Slider(value: Binding<Float>(wrappedValue: 0), label: { Text("Volume") }).padding().inspect().slider().labelView().text()
        XCTAssertEqual(label.content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(Slider(value: Binding<Float>(wrappedValue: 0))).inspect().anyView().slider())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let value = Binding<Float>(wrappedValue: 0)
        let row = HStack { Slider(value: value); Slider(value: value) }
        XCTAssertNoThrow(try row.inspect().hStack().slider(0))
        XCTAssertNoThrow(try row.inspect().hStack().slider(1))
    }

    func testSearch() throws {
        let root = AnyView(Slider(value: Binding<Float>(wrappedValue: 0), label: { AnyView(Text("Brightness")) }))
        XCTAssertEqual(try root.inspect().find(ViewType.Slider.self).pathToRoot, "anyView().slider()")
        XCTAssertEqual(try root.inspect().find(ViewType.Slider.self, containing: "Brightness").pathToRoot, "anyView().slider()")
        XCTAssertEqual(try root.inspect().find(text: "Brightness").pathToRoot, "anyView().slider().labelView().anyView().text()")
    }

    func testValue() throws {
        let value = Binding<CGFloat>(wrappedValue: 0.25)
        let slider = try Slider(value: value, label: { Text("") }).inspect().slider()
        XCTAssertEqual(try slider.value(), 0.25, accuracy: 0.0001)
        try slider.setValue(0.9)
        XCTAssertEqual(try slider.value(), 0.9, accuracy: 0.0001)
        XCTAssertEqual(value.wrappedValue, 0.9, accuracy: 0.0001)
    }

    func testEditingChanged() throws {
        let called = XCTestExpectation(description: "onEditingChanged")
        let slider = Slider(value: Binding<Float>(wrappedValue: 0), in: 0...10, step: 1) { _ in called.fulfill() }
        try slider.inspect().slider().callOnEditingChanged()
        wait(for: [called], timeout: 0.5)
    }
}
