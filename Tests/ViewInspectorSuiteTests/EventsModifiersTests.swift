import Combine
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `EventsModifiersTests` — `ViewEventsTests`: onAppear/onDisappear/onChange/onSubmit/task
/// leave the view inspectable and their callbacks are called through `call…` (onChange by value
/// type and by index, onSubmit per trigger).
final class ViewEventsTests: XCTestCase {
    private struct Token: Equatable { let name: String }

    func testOnAppear() throws {
        XCTAssertNoThrow(try EmptyView().onAppear {}.inspect().emptyView())
    }

    func testOnAppearInspection() throws {
        let appeared = XCTestExpectation(description: "onAppear")
        let view = EmptyView().padding().onAppear { appeared.fulfill() }.padding().onDisappear {}
        try view.inspect().emptyView().callOnAppear()
        wait(for: [appeared], timeout: 0.1)
    }

    func testOnDisappear() throws {
        XCTAssertNoThrow(try EmptyView().onDisappear {}.inspect().emptyView())
    }

    func testOnDisappearInspection() throws {
        let disappeared = XCTestExpectation(description: "onDisappear")
        let view = EmptyView().onAppear {}.padding().onDisappear { disappeared.fulfill() }.padding()
        try view.inspect().emptyView().callOnDisappear()
        wait(for: [disappeared], timeout: 0.1)
    }

    func testOnChange() throws {
        XCTAssertNoThrow(try EmptyView().onChange(of: "") { _ in }.inspect().emptyView())
    }

    func testOnChangeInspection() throws {
        let changed = XCTestExpectation(description: "onChange")
        let before = Optional(Token(name: "before"))
        let view = EmptyView().padding().onChange(of: before) { [before] newValue in
            XCTAssertEqual(before, Token(name: "before"))
            XCTAssertEqual(newValue, Token(name: "after"))
            changed.fulfill()
        }.padding()
        try view.inspect().emptyView().callOnChange(newValue: Token(name: "after"))
        wait(for: [changed], timeout: 0.1)
    }

    func testMultipleOnChangeModifiersSameTypeCallFirst() throws {
        let changed = XCTestExpectation(description: "first onChange")
        let view = EmptyView().padding().onChange(of: "before") { newValue in
            XCTAssertEqual(newValue, "after")
            changed.fulfill()
        }.onChange(of: "other") { _ in
            XCTFail("only the first onChange of the type is called")
        }.padding()
        try view.inspect().emptyView().callOnChange(newValue: "after")
        wait(for: [changed], timeout: 0.1)
    }

    func testMultipleOnChangeModifiersSameTypeCallByIndex() throws {
        let changed = XCTestExpectation(description: "second onChange")
        let view = EmptyView().padding().onChange(of: "other") { _ in
            XCTFail("index 0 is not called")
        }.onChange(of: "before") { newValue in
            XCTAssertEqual(newValue, "after")
            changed.fulfill()
        }.padding()
        try view.inspect().emptyView().callOnChange(newValue: "after", index: 1)
        assertThrows(try view.inspect().emptyView().callOnChange(newValue: "after", index: 2),
                     "EmptyView does not have 'onChange' modifier at index 2")
        wait(for: [changed], timeout: 0.1)
    }

    func testMultipleOnChangeModifiersDifferentTypes() throws {
        let stringChanged = XCTestExpectation(description: "String onChange")
        let intChanged = XCTestExpectation(description: "Int onChange")
        stringChanged.assertForOverFulfill = true
        intChanged.assertForOverFulfill = true
        let view = EmptyView().padding().onChange(of: "s") { _ in stringChanged.fulfill() }
            .onChange(of: 0) { _ in intChanged.fulfill() }.padding()
        try view.inspect().emptyView().callOnChange(newValue: "t")
        try view.inspect().emptyView().callOnChange(newValue: 1)
        wait(for: [stringChanged, intChanged], timeout: 0.1)
    }

    func testOnSubmit() throws {
        XCTAssertNoThrow(try EmptyView().onSubmit {}.inspect().emptyView())
    }

    func testOnSubmitInspection() throws {
        var order: [String] = []
        let view = EmptyView()
            .onSubmit(of: .search) { order.append("search") }
            .onSubmit(of: .text) { order.append("text") }
        try view.inspect().callOnSubmit(of: .text)
        try view.inspect().callOnSubmit(of: .search)
        XCTAssertEqual(order, ["text", "search"])
    }

    func testTask() throws {
        XCTAssertNoThrow(try EmptyView().task {}.inspect().emptyView())
    }

    func testTaskInspection() async throws {
        let ran = XCTestExpectation(description: "task")
        let view = EmptyView().padding().task { ran.fulfill() }.padding().onDisappear {}
        try await view.inspect().emptyView().callTask()
        await fulfillment(of: [ran], timeout: 0.5)
    }
}

/// Upstream `EventsModifiersTests` — `ViewPublisherEventsTests`: onReceive leaves the view inspectable.
final class ViewPublisherEventsTests: XCTestCase {
    func testOnReceive() throws {
        XCTAssertNoThrow(try EmptyView().onReceive(Just(7)) { _ in }.inspect().emptyView())
    }
}
