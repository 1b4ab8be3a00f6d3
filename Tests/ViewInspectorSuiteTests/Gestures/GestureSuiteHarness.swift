import Combine
import SwiftUI
import XCTest
@testable import ViewInspector

// Shared machinery for the gesture suite. Upstream spreads this over five harness files
// (`CommonGestureTests` and `CommonComposedGesture{,Updating,Changed,Ended}Tests`); here one
// checker covers a single gesture and one covers the two halves of a composed gesture.

/// How the callback under test sits among the gesture's callback layers.
enum GestureSuiteStacking {
    /// The only callback layer.
    case alone
    /// Added after a layer of another kind (it is not the innermost layer).
    case afterAnother
    /// Added twice: both must run.
    case twice
}

/// Which half of a composed gesture a check reaches.
enum GestureSuiteHalf {
    case first, second
}

/// Checks one gesture of type `G` attached with `EmptyView().gesture(_:)`: its mask, that the
/// gesture survives callback layers, and that `callUpdating` / `callOnChanged` / `callOnEnded`
/// reach every callback with the value given.
final class GestureSuiteChecker<G: Gesture> {
    let testCase: XCTestCase
    let gesture: G
    let value: G.Value
    /// The gesture's name as messages spell it (`DragGesture`, `ExclusiveGesture<…>`).
    let name: String
    /// Verifies a value a callback received.
    let verify: (G.Value) -> Void
    let state = GestureState(wrappedValue: CGSize.zero)

    init(_ testCase: XCTestCase, gesture: G, value: G.Value, name: String, verify: @escaping (G.Value) -> Void) {
        self.testCase = testCase
        self.gesture = gesture
        self.value = value
        self.name = name
        self.verify = verify
    }

    /// The gesture view of `attached` as a test reaches it.
    func inspected<H: Gesture>(_ attached: H, mask: GestureMask = .all) throws -> InspectableView<ViewType.Gesture<G>> {
        try EmptyView().gesture(attached, including: mask).inspect().emptyView().gesture(G.self)
    }

    func checkMask(file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try inspected(gesture, mask: .subviews).gestureMask(), .subviews, file: file, line: line)
    }

    func checkUnwrapsUpdating(file: StaticString = #filePath, line: UInt = #line) throws {
        let decorated = gesture.updating(state) { _, _, _ in }
        XCTAssertNoThrow(try inspected(decorated).actualGesture() as G, file: file, line: line)
    }

    func checkUnwrapsEnded(file: StaticString = #filePath, line: UInt = #line) throws {
        let decorated = gesture.onEnded { _ in }
        XCTAssertNoThrow(try inspected(decorated).actualGesture() as G, file: file, line: line)
    }

    func checkMissing(file: StaticString = #filePath, line: UInt = #line) throws {
        assertThrows(try EmptyView().inspect().emptyView().gesture(G.self).actualGesture() as G,
                     "EmptyView does not have 'gesture(\(name).self)' modifier", file: file, line: line)
    }

    /// A callback body that verifies the value and fulfils `done`.
    private func recorder(_ done: XCTestExpectation) -> (G.Value) -> Void {
        { [verify] received in
            verify(received)
            done.fulfill()
        }
    }

    func checkUpdating(_ stacking: GestureSuiteStacking, file: StaticString = #filePath, line: UInt = #line) throws {
        let one = XCTestExpectation(description: "updating")
        let two = XCTestExpectation(description: "updating again")
        let first = recorder(one), second = recorder(two)
        let view: InspectableView<ViewType.Gesture<G>>
        switch stacking {
        case .alone:
            view = try inspected(gesture.updating(state) { value, _, _ in first(value) })
        case .afterAnother:
            view = try inspected(gesture.onEnded { _ in }.updating(state) { value, _, _ in first(value) })
        case .twice:
            view = try inspected(gesture.updating(state) { value, _, _ in first(value) }
                .updating(state) { value, _, _ in second(value) })
        }
        var size = CGSize.zero
        var transaction = Transaction()
        try view.callUpdating(value: value, state: &size, transaction: &transaction)
        testCase.wait(for: stacking == .twice ? [one, two] : [one], timeout: 0.1)
    }

    func checkEnded(_ stacking: GestureSuiteStacking, file: StaticString = #filePath, line: UInt = #line) throws {
        let one = XCTestExpectation(description: "ended")
        let two = XCTestExpectation(description: "ended again")
        let first = recorder(one), second = recorder(two)
        let view: InspectableView<ViewType.Gesture<G>>
        switch stacking {
        case .alone:
            view = try inspected(gesture.onEnded(first))
        case .afterAnother:
            view = try inspected(gesture.updating(state) { _, _, _ in }.onEnded(first))
        case .twice:
            view = try inspected(gesture.onEnded(first).onEnded(second))
        }
        try view.callOnEnded(value: value)
        testCase.wait(for: stacking == .twice ? [one, two] : [one], timeout: 0.1)
    }

    /// A plain gesture has no callback of the kind: the message names the modifier that added it.
    func checkUpdatingMissing(file: StaticString = #filePath, line: UInt = #line) throws {
        var size = CGSize.zero
        var transaction = Transaction()
        assertThrows(try EmptyView().gesture(gesture).inspect().gesture(G.self)
                        .callUpdating(value: value, state: &size, transaction: &transaction),
                     "AddGestureModifier<\(name)> does not have 'updating' callback", file: file, line: line)
    }

    func checkEndedMissing(file: StaticString = #filePath, line: UInt = #line) throws {
        assertThrows(try EmptyView().gesture(gesture).inspect().gesture(G.self).callOnEnded(value: value),
                     "AddGestureModifier<\(name)> does not have 'onEnded' callback", file: file, line: line)
    }
}

extension GestureSuiteChecker where G.Value: Equatable {
    func checkUnwrapsChanged(file: StaticString = #filePath, line: UInt = #line) throws {
        let decorated = gesture.onChanged { _ in }
        XCTAssertNoThrow(try inspected(decorated).actualGesture() as G, file: file, line: line)
    }

    func checkChanged(_ stacking: GestureSuiteStacking, file: StaticString = #filePath, line: UInt = #line) throws {
        let one = XCTestExpectation(description: "changed")
        let two = XCTestExpectation(description: "changed again")
        let first = recorder(one), second = recorder(two)
        let view: InspectableView<ViewType.Gesture<G>>
        switch stacking {
        case .alone:
            view = try inspected(gesture.onChanged(first))
        case .afterAnother:
            view = try inspected(gesture.onEnded { _ in }.onChanged(first))
        case .twice:
            view = try inspected(gesture.onChanged(first).onChanged(second))
        }
        try view.callOnChanged(value: value)
        testCase.wait(for: stacking == .twice ? [one, two] : [one], timeout: 0.1)
    }

    func checkChangedMissing(file: StaticString = #filePath, line: UInt = #line) throws {
        assertThrows(try EmptyView().gesture(gesture).inspect().gesture(G.self).callOnChanged(value: value),
                     "AddGestureModifier<\(name)> does not have 'onChanged' callback", file: file, line: line)
    }
}

/// The composed gestures the children suites run over, each made of a magnification (first)
/// and a rotation (second) gesture.
enum GestureSuiteComposition {
    case exclusive, sequence, simultaneous

    /// The composite's name as inspection paths spell it.
    var name: String {
        switch self {
        case .exclusive: return "ExclusiveGesture<MagnificationGesture, RotationGesture>"
        case .sequence: return "SequenceGesture<MagnificationGesture, RotationGesture>"
        case .simultaneous: return "SimultaneousGesture<MagnificationGesture, RotationGesture>"
        }
    }

    /// Attaches `first` and `second`, composed this way, to an empty view.
    func attach<A: Gesture, B: Gesture>(_ first: A, _ second: B) throws -> InspectableView<ViewType.EmptyView> {
        switch self {
        case .exclusive: return try EmptyView().gesture(ExclusiveGesture(first, second)).inspect().emptyView()
        case .sequence: return try EmptyView().gesture(SequenceGesture(first, second)).inspect().emptyView()
        case .simultaneous: return try EmptyView().gesture(SimultaneousGesture(first, second)).inspect().emptyView()
        }
    }

    /// The magnification half of the composite on `view`.
    func magnification(_ view: InspectableView<ViewType.EmptyView>) throws -> InspectableView<ViewType.Gesture<MagnificationGesture>> {
        switch self {
        case .exclusive:
            return try view.gesture(ExclusiveGesture<MagnificationGesture, RotationGesture>.self).first(MagnificationGesture.self)
        case .sequence:
            return try view.gesture(SequenceGesture<MagnificationGesture, RotationGesture>.self).first(MagnificationGesture.self)
        case .simultaneous:
            return try view.gesture(SimultaneousGesture<MagnificationGesture, RotationGesture>.self).first(MagnificationGesture.self)
        }
    }

    /// The rotation half of the composite on `view`.
    func rotation(_ view: InspectableView<ViewType.EmptyView>) throws -> InspectableView<ViewType.Gesture<RotationGesture>> {
        switch self {
        case .exclusive:
            return try view.gesture(ExclusiveGesture<MagnificationGesture, RotationGesture>.self).second(RotationGesture.self)
        case .sequence:
            return try view.gesture(SequenceGesture<MagnificationGesture, RotationGesture>.self).second(RotationGesture.self)
        case .simultaneous:
            return try view.gesture(SimultaneousGesture<MagnificationGesture, RotationGesture>.self).second(RotationGesture.self)
        }
    }

    /// Asks the composite on `view` for a tap gesture as its `half`.
    func tapInstead(of half: GestureSuiteHalf, _ view: InspectableView<ViewType.EmptyView>) throws -> Any {
        switch (self, half) {
        case (.exclusive, .first):
            return try view.gesture(ExclusiveGesture<MagnificationGesture, RotationGesture>.self).first(TapGesture.self)
        case (.exclusive, .second):
            return try view.gesture(ExclusiveGesture<MagnificationGesture, RotationGesture>.self).second(TapGesture.self)
        case (.sequence, .first):
            return try view.gesture(SequenceGesture<MagnificationGesture, RotationGesture>.self).first(TapGesture.self)
        case (.sequence, .second):
            return try view.gesture(SequenceGesture<MagnificationGesture, RotationGesture>.self).second(TapGesture.self)
        case (.simultaneous, .first):
            return try view.gesture(SimultaneousGesture<MagnificationGesture, RotationGesture>.self).first(TapGesture.self)
        case (.simultaneous, .second):
            return try view.gesture(SimultaneousGesture<MagnificationGesture, RotationGesture>.self).second(TapGesture.self)
        }
    }
}

/// Checks the halves of a composed gesture: that `first(_:)` / `second(_:)` reach them with
/// their own properties and paths, and that the callbacks on each half run.
final class GestureSuiteComposedChecker {
    let testCase: XCTestCase
    let composition: GestureSuiteComposition

    let magnification = MagnificationGesture(minimumScaleDelta: 1.5)
    let magnificationValue = MagnificationGesture.Value(magnifyBy: 10)
    let rotation = RotationGesture(minimumAngleDelta: .degrees(5))
    let rotationValue = RotationGesture.Value(angle: .degrees(90))
    let state = GestureState(wrappedValue: CGSize.zero)

    init(_ testCase: XCTestCase, _ composition: GestureSuiteComposition) {
        self.testCase = testCase
        self.composition = composition
    }

    func checkHalf(_ half: GestureSuiteHalf, file: StaticString = #filePath, line: UInt = #line) throws {
        let view = try composition.attach(magnification, rotation)
        switch half {
        case .first:
            XCTAssertEqual(try composition.magnification(view).actualGesture().minimumScaleDelta, 1.5, file: file, line: line)
        case .second:
            XCTAssertEqual(try composition.rotation(view).actualGesture().minimumAngleDelta, .degrees(5), file: file, line: line)
        }
    }

    func checkPath(_ half: GestureSuiteHalf, file: StaticString = #filePath, line: UInt = #line) throws {
        let view = try composition.attach(magnification, rotation)
        switch half {
        case .first:
            XCTAssertEqual(try composition.magnification(view).pathToRoot,
                           "emptyView().gesture(\(composition.name).self).first(MagnificationGesture.self)", file: file, line: line)
        case .second:
            XCTAssertEqual(try composition.rotation(view).pathToRoot,
                           "emptyView().gesture(\(composition.name).self).second(RotationGesture.self)", file: file, line: line)
        }
    }

    func checkWrongType(_ half: GestureSuiteHalf, file: StaticString = #filePath, line: UInt = #line) throws {
        let view = try composition.attach(magnification, rotation)
        let factual = half == .first ? "MagnificationGesture" : "RotationGesture"
        assertThrows(try composition.tapInstead(of: half, view), "Type mismatch: \(factual) is not TapGesture", file: file, line: line)
    }

    /// Attaches the two halves, each with callbacks made by `decorate…`, and runs `call` on `half`.
    private func run<A: Gesture, B: Gesture>(
        _ half: GestureSuiteHalf, _ first: A, _ second: B,
        onMagnification: (InspectableView<ViewType.Gesture<MagnificationGesture>>) throws -> Void,
        onRotation: (InspectableView<ViewType.Gesture<RotationGesture>>) throws -> Void) throws {
        let view = try composition.attach(first, second)
        switch half {
        case .first: try onMagnification(try composition.magnification(view))
        case .second: try onRotation(try composition.rotation(view))
        }
    }

    /// Callback bodies for both halves that check the value and fulfil `done`.
    private func recorders(_ done: XCTestExpectation) -> (magnification: (CGFloat) -> Void, rotation: (Angle) -> Void) {
        let magnificationValue = self.magnificationValue, rotationValue = self.rotationValue
        return ({ XCTAssertEqual($0, magnificationValue); done.fulfill() },
                { XCTAssertEqual($0, rotationValue); done.fulfill() })
    }

    private func callUpdating(_ half: GestureSuiteHalf, _ first: some Gesture, _ second: some Gesture) throws {
        var size = CGSize.zero
        var transaction = Transaction()
        try run(half, first, second,
                onMagnification: { try $0.callUpdating(value: magnificationValue, state: &size, transaction: &transaction) },
                onRotation: { try $0.callUpdating(value: rotationValue, state: &size, transaction: &transaction) })
    }

    private func callChanged(_ half: GestureSuiteHalf, _ first: some Gesture, _ second: some Gesture) throws {
        try run(half, first, second,
                onMagnification: { try $0.callOnChanged(value: magnificationValue) },
                onRotation: { try $0.callOnChanged(value: rotationValue) })
    }

    private func callEnded(_ half: GestureSuiteHalf, _ first: some Gesture, _ second: some Gesture) throws {
        try run(half, first, second,
                onMagnification: { try $0.callOnEnded(value: magnificationValue) },
                onRotation: { try $0.callOnEnded(value: rotationValue) })
    }

    func checkUpdating(_ half: GestureSuiteHalf, _ stacking: GestureSuiteStacking) throws {
        let one = XCTestExpectation(description: "updating"), two = XCTestExpectation(description: "updating again")
        let a = recorders(one), b = recorders(two)
        switch stacking {
        case .alone:
            try callUpdating(half, magnification.updating(state) { v, _, _ in a.magnification(v) },
                             rotation.updating(state) { v, _, _ in a.rotation(v) })
        case .afterAnother:
            try callUpdating(half, magnification.onEnded { _ in }.updating(state) { v, _, _ in a.magnification(v) },
                             rotation.onEnded { _ in }.updating(state) { v, _, _ in a.rotation(v) })
        case .twice:
            try callUpdating(half,
                             magnification.updating(state) { v, _, _ in a.magnification(v) }.updating(state) { v, _, _ in b.magnification(v) },
                             rotation.updating(state) { v, _, _ in a.rotation(v) }.updating(state) { v, _, _ in b.rotation(v) })
        }
        testCase.wait(for: stacking == .twice ? [one, two] : [one], timeout: 0.1)
    }

    func checkChanged(_ half: GestureSuiteHalf, _ stacking: GestureSuiteStacking) throws {
        let one = XCTestExpectation(description: "changed"), two = XCTestExpectation(description: "changed again")
        let a = recorders(one), b = recorders(two)
        switch stacking {
        case .alone:
            try callChanged(half, magnification.onChanged(a.magnification), rotation.onChanged(a.rotation))
        case .afterAnother:
            try callChanged(half, magnification.onEnded { _ in }.onChanged(a.magnification),
                            rotation.onEnded { _ in }.onChanged(a.rotation))
        case .twice:
            try callChanged(half, magnification.onChanged(a.magnification).onChanged(b.magnification),
                            rotation.onChanged(a.rotation).onChanged(b.rotation))
        }
        testCase.wait(for: stacking == .twice ? [one, two] : [one], timeout: 0.1)
    }

    func checkEnded(_ half: GestureSuiteHalf, _ stacking: GestureSuiteStacking) throws {
        let one = XCTestExpectation(description: "ended"), two = XCTestExpectation(description: "ended again")
        let a = recorders(one), b = recorders(two)
        switch stacking {
        case .alone:
            try callEnded(half, magnification.onEnded(a.magnification), rotation.onEnded(a.rotation))
        case .afterAnother:
            try callEnded(half, magnification.onChanged { _ in }.onEnded(a.magnification),
                          rotation.onChanged { _ in }.onEnded(a.rotation))
        case .twice:
            try callEnded(half, magnification.onEnded(a.magnification).onEnded(b.magnification),
                          rotation.onEnded(a.rotation).onEnded(b.rotation))
        }
        testCase.wait(for: stacking == .twice ? [one, two] : [one], timeout: 0.1)
    }

    /// A half without callbacks: the message names the half itself.
    func checkUpdatingMissing(_ half: GestureSuiteHalf, file: StaticString = #filePath, line: UInt = #line) throws {
        let view = try composition.attach(magnification, rotation)
        var size = CGSize.zero
        var transaction = Transaction()
        switch half {
        case .first:
            assertThrows(try composition.magnification(view).callUpdating(value: magnificationValue, state: &size, transaction: &transaction),
                         "MagnificationGesture does not have 'updating' callback", file: file, line: line)
        case .second:
            assertThrows(try composition.rotation(view).callUpdating(value: rotationValue, state: &size, transaction: &transaction),
                         "RotationGesture does not have 'updating' callback", file: file, line: line)
        }
    }

    func checkChangedMissing(_ half: GestureSuiteHalf, file: StaticString = #filePath, line: UInt = #line) throws {
        let view = try composition.attach(magnification, rotation)
        switch half {
        case .first:
            assertThrows(try composition.magnification(view).callOnChanged(value: magnificationValue),
                         "MagnificationGesture does not have 'onChanged' callback", file: file, line: line)
        case .second:
            assertThrows(try composition.rotation(view).callOnChanged(value: rotationValue),
                         "RotationGesture does not have 'onChanged' callback", file: file, line: line)
        }
    }

    func checkEndedMissing(_ half: GestureSuiteHalf, file: StaticString = #filePath, line: UInt = #line) throws {
        let view = try composition.attach(magnification, rotation)
        switch half {
        case .first:
            assertThrows(try composition.magnification(view).callOnEnded(value: magnificationValue),
                         "MagnificationGesture does not have 'onEnded' callback", file: file, line: line)
        case .second:
            assertThrows(try composition.rotation(view).callOnEnded(value: rotationValue),
                         "RotationGesture does not have 'onEnded' callback", file: file, line: line)
        }
    }

    /// Runs `check` for both halves, as every upstream children test does.
    func bothHalves(_ check: (GestureSuiteHalf) throws -> Void) throws {
        try check(.first)
        try check(.second)
    }
}

/// The helper a hosted view of this suite forwards itself through (`onReceive(inspection.notice)`).
final class GestureSuiteInspection<V> {
    let notice = PassthroughSubject<UInt, Never>()
    var callbacks = [UInt: (V) -> Void]()

    func visit(_ view: V, _ line: UInt) {
        if let callback = callbacks.removeValue(forKey: line) {
            callback(view)
        }
    }
}

extension GestureSuiteInspection: InspectionEmissary {}
