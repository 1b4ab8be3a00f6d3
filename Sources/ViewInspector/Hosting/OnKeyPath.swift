import ArrangeCore
import Foundation
import XCTest

nonisolated extension ArrangeCore.View {
    /// Sets the callback at `keyPath` (one the view calls with itself, as from its `onAppear`:
    /// `didAppear?(self)`) to inspect the view when called, then expel its host; the
    /// expectation is fulfilled after.
    @discardableResult
    public mutating func on(_ keyPath: WritableKeyPath<Self, ((Self) -> Void)?>, function: String = #function, file: StaticString = #file,
                            line: UInt = #line, perform: @escaping ((InspectableView<ViewType.View<Self>>) throws -> Void)) -> XCTestExpectation {
        let (callback, expectation) = inspectingCallback(for: self, line: line, function: function) { body in
            body.inspect(function: function, file: file, line: line, inspection: perform)
        }
        self[keyPath: keyPath] = callback
        return expectation
    }
}

nonisolated extension ArrangeCore.ViewModifier {
    /// Sets the callback at `keyPath` (one the modifier calls with itself) to inspect it when
    /// called, then expel its host; the expectation is fulfilled after.
    @discardableResult
    public mutating func on(_ keyPath: WritableKeyPath<Self, ((Self) -> Void)?>, function: String = #function, file: StaticString = #file,
                            line: UInt = #line, perform: @escaping ((InspectableView<ViewType.ViewModifier<Self>>) throws -> Void)) -> XCTestExpectation {
        let (callback, expectation) = inspectingCallback(for: self, line: line, function: function) { body in
            body.inspect(function: function, file: file, line: line, inspection: perform)
        }
        self[keyPath: keyPath] = callback
        return expectation
    }
}

/// The callback `on(_:perform:)` installs: it runs `inspect` on the value it is called with,
/// expels the test's host and fulfils the expectation it returns beside.
private func inspectingCallback<V>(for value: V, line: UInt, function: String,
                                   _ inspect: @escaping (V) -> Void) -> ((V) -> Void, XCTestExpectation) {
    let expectation = XCTestExpectation(description: Inspector.typeName(value: value) + " callback at line #\(line)")
    let callback: (V) -> Void = { body in
        inspect(body)
        ViewHosting.expel(function: function)
        expectation.fulfill()
    }
    return (callback, expectation)
}
