import ArrangeCore
import Combine
import Foundation
import XCTest

/// What a view's `Inspection` helper class conforms to (in the test target:
/// `extension Inspection: InspectionEmissary {}`): the view passes itself to the callbacks
/// from its `onReceive(inspection.notice)`, so a test inspects the hosted view as it is now.
public protocol InspectionEmissary: AnyObject {
    /// The view or modifier type the helper belongs to.
    associatedtype V
    /// Sends the line of the `inspect` call whose callback should run.
    var notice: PassthroughSubject<UInt, Never> { get }
    /// The callbacks waiting for the view, by line.
    var callbacks: [UInt: (V) -> Void] { get set }
}

extension InspectionEmissary where V: ArrangeCore.View {
    /// An inspection of the view (as ViewInspector 0.10 has it: on the main actor, and it may
    /// suspend; a plain throwing closure converts to it).
    public typealias ViewInspection = @MainActor @Sendable (InspectableView<ViewType.View<V>>) async throws -> Void

    /// Runs `inspection` on the hosted view after `delay` seconds; the expectation is
    /// fulfilled once it ran (a thrown error fails the test at `file`/`line`).
    @discardableResult
    public func inspect(after delay: TimeInterval = 0, function: String = #function, file: StaticString = #file, line: UInt = #line,
                        _ inspection: @escaping ViewInspection) -> XCTestExpectation {
        expectation(function: function, file: file, line: line) { view in
            try await inspection(try view.inspect(function: function).asInspectableView(ofType: ViewType.View<V>.self))
        } start: { self.schedule(line: line, after: delay) }
    }

    /// Runs `inspection` `delay` seconds after `publisher` first publishes.
    @discardableResult
    public func inspect<P>(onReceive publisher: P, after delay: TimeInterval = 0, function: String = #function, file: StaticString = #file,
                           line: UInt = #line, _ inspection: @escaping ViewInspection) -> XCTestExpectation
    where P: Publisher, P.Failure == Never {
        expectation(function: function, file: file, line: line) { view in
            try await inspection(try view.inspect(function: function).asInspectableView(ofType: ViewType.View<V>.self))
        } start: { self.subscribe(publisher, line: line, after: delay) }
    }
}

extension InspectionEmissary where V: ArrangeCore.ViewModifier {
    /// An inspection of the modifier (on the main actor; it may suspend).
    public typealias ViewModifierInspection = @MainActor @Sendable (InspectableView<ViewType.ViewModifier<V>>) async throws -> Void

    /// Runs `inspection` on the hosted modifier after `delay` seconds.
    @discardableResult
    public func inspect(after delay: TimeInterval = 0, function: String = #function, file: StaticString = #file, line: UInt = #line,
                        _ inspection: @escaping ViewModifierInspection) -> XCTestExpectation {
        expectation(function: function, file: file, line: line) { modifier in
            try await inspection(try modifier.inspect(function: function))
        } start: { self.schedule(line: line, after: delay) }
    }

    /// Runs `inspection` `delay` seconds after `publisher` first publishes.
    @discardableResult
    public func inspect<P>(onReceive publisher: P, after delay: TimeInterval = 0, function: String = #function, file: StaticString = #file,
                           line: UInt = #line, _ inspection: @escaping ViewModifierInspection) -> XCTestExpectation
    where P: Publisher, P.Failure == Never {
        expectation(function: function, file: file, line: line) { modifier in
            try await inspection(try modifier.inspect(function: function))
        } start: { self.subscribe(publisher, line: line, after: delay) }
    }
}

/// The one-shot subscriptions `inspect(onReceive:)` keeps until their publisher first publishes.
nonisolated(unsafe) private var onReceiveSubscriptions: [ObjectIdentifier: [UInt: AnyCancellable]] = [:]

extension InspectionEmissary {
    /// An expectation for the inspection at `line`: sets up its callback, then starts its
    /// delivery with `start`.
    fileprivate func expectation(function: String, file: StaticString, line: UInt, _ inspection: @escaping @MainActor (V) async throws -> Void,
                                 start: () -> Void) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: "Inspection at line \(line)")
        setUp(inspection: inspection, expectation: expectation, function: function, file: file, line: line)
        start()
        return expectation
    }

    /// Stores the callback for `line`: it inspects the view, reports a thrown error, expels
    /// the host once no callback waits, and fulfils `expectation`.
    fileprivate func setUp(inspection: @escaping @MainActor (V) async throws -> Void, expectation: XCTestExpectation,
                           function: String, file: StaticString, line: UInt) {
        callbacks[line] = { [weak self] value in
            let view = UncheckedSendable(value)
            let emissary = UncheckedSendable(self)
            let expectation = UncheckedSendable(expectation)
            Task { @MainActor in
                do {
                    try await inspection(view.value)
                } catch {
                    XCTFail(FailurePicture.message(error.localizedDescription, view: view.value, function: function, file: file, line: line),
                            file: file, line: line)
                }
                ViewHosting.update()
                if emissary.value?.callbacks.isEmpty ?? true { ViewHosting.expel(function: function) }
                expectation.value.fulfill()
            }
        }
    }

    /// Sends `line` on the main queue after `delay`, with the hosted views up to date.
    func schedule(line: UInt, after delay: TimeInterval) {
        let notice = UncheckedSendable(notice)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            ViewHosting.update()
            notice.value.send(line)
        }
    }

    func subscribe<P: Publisher>(_ publisher: P, line: UInt, after delay: TimeInterval) where P.Failure == Never {
        let key = ObjectIdentifier(self)
        let subscription = publisher.sink { [weak self] _ in
            onReceiveSubscriptions[key]?[line] = nil
            self?.schedule(line: line, after: delay)
        }
        if onReceiveSubscriptions[key]?[line] == nil && callbacks[line] != nil {
            onReceiveSubscriptions[key, default: [:]][line] = subscription
        }
    }
}

/// A value handed to the main queue from the code that runs there anyway (tests and their
/// hosts run on the main thread).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
