import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `StepperTests`: the stepper's label (title or view), reaching it, search paths,
/// increment/decrement (refused when disabled) and onEditingChanged.
final class StepperTests: XCTestCase {
    func testEnclosedView() throws {
        let count = Binding<Int>(wrappedValue: 0)
        XCTAssertEqual(try Stepper("Guests", value: count).inspect().stepper().labelView().text().string(), "Guests")
        XCTAssertEqual(try Stepper(value: count, label: { Text("Rooms") }).inspect().stepper().labelView().text().string(), "Rooms")
    }

    func testResetsModifiers() throws {
        let label = try Stepper("Guests", value: Binding<Int>(wrappedValue: 0)).padding().inspect().stepper().labelView().text()
        XCTAssertEqual(label.content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(Stepper("Guests", value: Binding<Int>(wrappedValue: 0))).inspect().anyView().stepper())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let count = Binding<Int>(wrappedValue: 0)
        let row = HStack { Stepper("A", value: count); Stepper("B", value: count) }
        XCTAssertNoThrow(try row.inspect().hStack().stepper(0))
        XCTAssertNoThrow(try row.inspect().hStack().stepper(1))
    }

    func testSearch() throws {
        let root = AnyView(Stepper("Nights", value: Binding<Int>(wrappedValue: 0)))
        XCTAssertEqual(try root.inspect().find(ViewType.Stepper.self).pathToRoot, "anyView().stepper()")
        XCTAssertEqual(try root.inspect().find(ViewType.Stepper.self, containing: "Nights").pathToRoot, "anyView().stepper()")
        XCTAssertEqual(try root.inspect().find(text: "Nights").pathToRoot, "anyView().stepper().labelView().text()")
    }

    func testIncrement() throws {
        let called = XCTestExpectation(description: "increment")
        let stepper = Stepper("", onIncrement: { called.fulfill() }, onDecrement: nil, onEditingChanged: { _ in })
        try stepper.inspect().stepper().increment()
        wait(for: [called], timeout: 0.1)
    }

    func testIncrementWhenDisabled() throws {
        let called = XCTestExpectation(description: "increment must not run")
        called.isInverted = true
        let stepper = Stepper("", onIncrement: { called.fulfill() }, onDecrement: nil, onEditingChanged: { _ in }).disabled(true)
        assertThrows(try stepper.inspect().stepper().increment(), "Stepper is unresponsive: it is disabled")
        wait(for: [called], timeout: 0.1)
    }

    func testDecrement() throws {
        let called = XCTestExpectation(description: "decrement")
        let stepper = Stepper("", onIncrement: nil, onDecrement: { called.fulfill() }, onEditingChanged: { _ in })
        try stepper.inspect().stepper().decrement()
        wait(for: [called], timeout: 0.1)
    }

    func testDecrementWhenDisabled() throws {
        let called = XCTestExpectation(description: "decrement must not run")
        called.isInverted = true
        let stepper = Stepper("", onIncrement: nil, onDecrement: { called.fulfill() }, onEditingChanged: { _ in }).disabled(true)
        assertThrows(try stepper.inspect().stepper().decrement(), "Stepper is unresponsive: it is disabled")
        wait(for: [called], timeout: 0.1)
    }

    func testEditingChanged() throws {
        let called = XCTestExpectation(description: "onEditingChanged")
        let stepper = Stepper("", onIncrement: nil, onDecrement: nil, onEditingChanged: { _ in called.fulfill() })
        try stepper.inspect().stepper().callOnEditingChanged()
        wait(for: [called], timeout: 0.1)
    }
}
