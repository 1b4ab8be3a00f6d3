import Combine
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `GestureExampleTests`: gestures on app-like views — finding a tap gesture added with
/// each of `gesture`, `highPriorityGesture` and `simultaneousGesture`, its mask, a drag gesture's
/// properties, and (hosted) `updating` / `onChanged` / `onEnded` callbacks changing the view's
/// state. Apple-only, not ported: `testGestureModifiers` (keyboard modifiers are macOS-only).
final class GestureExampleGestureSuiteTests: XCTestCase {
    func testGestureModifier() throws {
        let shape = try GestureSuiteTappableSquare().inspect().shape()
        XCTAssertNoThrow(try shape.gesture(TapGesture.self))
    }

    func testHighPriorityGestureModifier() throws {
        let shape = try GestureSuiteUrgentSquare().inspect().shape(0)
        XCTAssertNoThrow(try shape.highPriorityGesture(TapGesture.self))
    }

    func testSimultaneousGestureModifier() throws {
        let shape = try GestureSuiteSharingSquare().inspect().shape(0)
        XCTAssertNoThrow(try shape.simultaneousGesture(TapGesture.self))
    }

    func testGestureMask() throws {
        let tap = try GestureSuiteTappableSquare(mask: .gesture).inspect().shape(0).gesture(TapGesture.self)
        XCTAssertEqual(try tap.gestureMask(), .gesture)
    }

    func testGestureProperties() throws {
        let drag = try GestureSuiteDraggableSquare().inspect().shape(0).gesture(DragGesture.self).actualGesture()
        XCTAssertEqual(drag.minimumDistance, 15)
        XCTAssertEqual(drag.coordinateSpace, .global)
    }

    /// `updating` writes the gesture state only while the gesture runs: once the call returns, the
    /// state is back to its initial value and the circle keeps its resting colour.
    func testTestGestureUpdating() throws {
        let sut = GestureSuitePressIndicator()
        let before = sut.inspection.inspect { view in
            XCTAssertFalse(try view.actualView().isPressing)
            XCTAssertEqual(try view.shape(0).fillShapeStyle(Color.self), Color.green)
            var pressing = false
            var transaction = Transaction()
            try view.shape(0).gesture(LongPressGesture.self)
                .callUpdating(value: LongPressGesture.Value(finished: true), state: &pressing, transaction: &transaction)
            sut.publisher.send()
        }
        let after = sut.inspection.inspect(onReceive: sut.publisher) { view in
            XCTAssertEqual(try view.shape(0).fillShapeStyle(Color.self), Color.green)
        }
        ViewHosting.host(view: sut)
        wait(for: [before, after], timeout: 0.5)
    }

    func testTestGestureChanged() throws {
        let sut = GestureSuitePressCounter()
        let before = sut.inspection.inspect { view in
            XCTAssertEqual(try view.actualView().presses, 0)
            XCTAssertEqual(try view.vStack().text(0).string(), "0")
            try view.vStack().shape(1).gesture(LongPressGesture.self).callOnChanged(value: LongPressGesture.Value(finished: true))
            sut.publisher.send()
        }
        let after = sut.inspection.inspect(onReceive: sut.publisher) { view in
            XCTAssertEqual(try view.actualView().presses, 1)
            XCTAssertEqual(try view.vStack().text(0).string(), "1")
        }
        ViewHosting.host(view: sut)
        wait(for: [before, after], timeout: 0.5)
    }

    func testTestGestureEnded() throws {
        let sut = GestureSuitePressFinisher()
        let before = sut.inspection.inspect { view in
            XCTAssertFalse(try view.actualView().finished)
            let circle = try view.vStack().shape(1)
            XCTAssertEqual(try circle.fillShapeStyle(Color.self), Color.green)
            try circle.gesture(LongPressGesture.self).callOnEnded(value: LongPressGesture.Value(finished: true))
            sut.publisher.send()
        }
        let after = sut.inspection.inspect(onReceive: sut.publisher) { view in
            XCTAssertTrue(try view.actualView().finished)
            XCTAssertEqual(try view.vStack().shape(1).fillShapeStyle(Color.self), Color.red)
        }
        ViewHosting.host(view: sut)
        wait(for: [before, after], timeout: 0.5)
    }
}

/// A square that toggles its colour when tapped (the tap added with `gesture`, with `mask`).
struct GestureSuiteTappableSquare: View {
    var mask: GestureMask = .all
    @State var tapped = false

    var body: some View {
        Rectangle()
            .fill(tapped ? Color.blue : Color.red)
            .frame(width: 20, height: 20)
            .gesture(TapGesture().onEnded { _ in tapped.toggle() }, including: mask)
    }
}

/// The tappable square with its tap added with `highPriorityGesture`.
struct GestureSuiteUrgentSquare: View {
    @State var tapped = false

    var body: some View {
        Rectangle()
            .fill(tapped ? Color.blue : Color.red)
            .frame(width: 20, height: 20)
            .highPriorityGesture(TapGesture().onEnded { _ in tapped.toggle() })
    }
}

/// The tappable square with its tap added with `simultaneousGesture`.
struct GestureSuiteSharingSquare: View {
    @State var tapped = false

    var body: some View {
        Rectangle()
            .fill(tapped ? Color.blue : Color.red)
            .frame(width: 20, height: 20)
            .simultaneousGesture(TapGesture().onEnded { _ in tapped.toggle() })
    }
}

/// A square that turns blue while dragged.
struct GestureSuiteDraggableSquare: View {
    @State var dragging = false

    var body: some View {
        Rectangle()
            .fill(dragging ? Color.blue : Color.red)
            .frame(width: 20, height: 20)
            .gesture(DragGesture(minimumDistance: 15, coordinateSpace: .global)
                .onChanged { _ in dragging = true }
                .onEnded { _ in dragging = false })
    }
}

/// A circle that turns yellow while a long press is detected (gesture state).
struct GestureSuitePressIndicator: View {
    @GestureState var isPressing = false
    let inspection = GestureSuiteInspection<Self>()
    let publisher = PassthroughSubject<Void, Never>()

    var body: some View {
        Circle()
            .fill(isPressing ? Color.yellow : Color.green)
            .frame(width: 80, height: 80)
            .gesture(LongPressGesture(minimumDuration: 1).updating($isPressing) { pressing, state, _ in state = pressing })
            .onReceive(inspection.notice) { inspection.visit(self, $0) }
            .onReceive(publisher) { }
    }
}

/// A counter of long presses above a circle.
struct GestureSuitePressCounter: View {
    @GestureState var isPressing = false
    @State var presses = 0
    let inspection = GestureSuiteInspection<Self>()
    let publisher = PassthroughSubject<Void, Never>()

    var press: some Gesture {
        LongPressGesture(minimumDuration: 1)
            .updating($isPressing) { pressing, state, _ in state = pressing }
            .onChanged { _ in presses += 1 }
    }

    var body: some View {
        VStack {
            Text("\(presses)")
            Circle()
                .fill(isPressing ? Color.yellow : Color.green)
                .frame(width: 80, height: 80)
                .gesture(press)
        }
        .onReceive(inspection.notice) { inspection.visit(self, $0) }
        .onReceive(publisher) { }
    }
}

/// A circle that turns red once a long press ends, and then drops its gesture (an optional one).
struct GestureSuitePressFinisher: View {
    @GestureState var isPressing = false
    @State var presses = 0
    @State var finished = false
    let inspection = GestureSuiteInspection<Self>()
    let publisher = PassthroughSubject<Void, Never>()

    var body: some View {
        let press = LongPressGesture(minimumDuration: 1)
            .updating($isPressing) { pressing, state, _ in state = pressing }
            .onChanged { _ in presses += 1 }
            .onEnded { _ in finished = true }
        return VStack {
            Text("\(presses)")
            Circle()
                .fill(finished ? Color.red : isPressing ? Color.yellow : Color.green)
                .frame(width: 80, height: 80)
                .gesture(finished ? nil : press)
        }
        .onReceive(inspection.notice) { inspection.visit(self, $0) }
        .onReceive(publisher) { }
    }
}
