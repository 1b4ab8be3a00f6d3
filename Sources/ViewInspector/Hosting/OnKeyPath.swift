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
        let description = Inspector.typeName(value: self) + " callback at line #\(line)"
        let expectation = XCTestExpectation(description: description)
        self[keyPath: keyPath] = { body in
            body.inspect(function: function, file: file, line: line, inspection: perform)
            ViewHosting.expel(function: function)
            expectation.fulfill()
        }
        return expectation
    }
}

nonisolated extension ArrangeCore.ViewModifier {
    /// Sets the callback at `keyPath` (one the modifier calls with itself) to inspect it when
    /// called, then expel its host; the expectation is fulfilled after.
    @discardableResult
    public mutating func on(_ keyPath: WritableKeyPath<Self, ((Self) -> Void)?>, function: String = #function, file: StaticString = #file,
                            line: UInt = #line, perform: @escaping ((InspectableView<ViewType.ViewModifier<Self>>) throws -> Void)) -> XCTestExpectation {
        let description = Inspector.typeName(value: self) + " callback at line #\(line)"
        let expectation = XCTestExpectation(description: description)
        self[keyPath: keyPath] = { body in
            body.inspect(function: function, file: file, line: line, inspection: perform)
            ViewHosting.expel(function: function)
            expectation.fulfill()
        }
        return expectation
    }
}
