import ArrangeCore
import Combine
import Foundation

/// How long an async inspection waits for its hosted view before failing: long, as the main
/// queue that delivers it may be busy with other main-actor tests.
let asyncInspectionTimeout: Duration = .seconds(120)

extension InspectionEmissary where V: ArrangeCore.View {
    /// Runs `inspection` on the hosted view after `delay` and returns when it has run (throwing
    /// what it threw). The async form of `inspect(after:_:)`.
    @MainActor
    public func inspect(after delay: SuspendingClock.Duration = .seconds(0), function: String = #function,
                        file: StaticString = #file, line: UInt = #line, _ inspection: @escaping ViewInspection) async throws {
        try await awaitVisit(line: line, function: function) { view in
            try await inspection(try view.inspect(function: function).asInspectableView(ofType: ViewType.View<V>.self))
        } start: { self.schedule(line: line, after: TimeInterval(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18) }
    }

    /// Runs `inspection` `delay` after `publisher` first publishes, and returns when it has run.
    @MainActor
    public func inspect<P: Publisher>(onReceive publisher: P, after delay: SuspendingClock.Duration = .seconds(0), function: String = #function,
                                      file: StaticString = #file, line: UInt = #line, _ inspection: @escaping ViewInspection) async throws
    where P.Failure == Never {
        try await awaitVisit(line: line, function: function) { view in
            try await inspection(try view.inspect(function: function).asInspectableView(ofType: ViewType.View<V>.self))
        } start: { self.subscribe(publisher, line: line, after: TimeInterval(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18) }
    }
}

extension InspectionEmissary {
    /// Stores a callback for `line` that runs `inspection` on the view it is given, starts the
    /// delivery with `start`, and waits until the callback ran (or the timeout passed).
    @MainActor
    func awaitVisit(line: UInt, function: String, _ inspection: @escaping @MainActor (V) async throws -> Void,
                    start: () -> Void) async throws {
        let outcome = VisitOutcome()
        callbacks[line] = { value in
            let view = UncheckedSendable(value)
            Task { @MainActor in
                do {
                    try await inspection(view.value)
                    outcome.finish(nil)
                } catch {
                    // The error is thrown unchanged (tests compare it); the picture's path goes
                    // to standard error.
                    let picture = FailurePicture.message("ViewInspector: inspection at line \(line) failed: \(error.localizedDescription)",
                                                         view: view.value, function: function, file: #file, line: line)
                    FileHandle.standardError.write(Data((picture + "\n").utf8))
                    outcome.finish(error)
                }
                // The host stays: an awaiting test inspects one callback at a time, and hosting
                // with `host(_:whileHosted:)` (or `expel`) ends it.
                ViewHosting.update()
            }
        }
        start()
        let deadline = ContinuousClock.now + asyncInspectionTimeout
        while !outcome.isFinished {
            if ContinuousClock.now > deadline {
                callbacks[line] = nil
                throw InspectionError.notSupported("Inspection at line \(line) was not delivered: is the view hosted, and does it call visit(self, $0) from onReceive(inspection.notice)?")
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        if let error = outcome.error { throw error }
    }
}

/// Whether an awaited inspection ran, and what it threw.
@MainActor
final class VisitOutcome {
    private(set) var isFinished = false
    private(set) var error: (any Error)?

    func finish(_ error: (any Error)?) {
        isFinished = true
        self.error = error
    }
}

extension InspectableView {
    /// The view inside an `AnyView` Xcode's debug builds insert around bodies (ViewInspector
    /// 0.10's `implicitAnyView()`); Arrange inserts none, so a view that is not an `AnyView` is
    /// returned as it is.
    public func implicitAnyView() throws -> InspectableView<ViewType.ClassifiedView> {
        if let any = try? anyViewChild() { return any }
        return try classified()
    }

    private func anyViewChild() throws -> InspectableView<ViewType.ClassifiedView> {
        guard content.view is AnyView else { throw InspectionError.typeMismatch(factual: "", expected: "AnyView") }
        return try .init(try ViewType.AnyView.child(content), parent: self, call: "anyView()")
    }
}
