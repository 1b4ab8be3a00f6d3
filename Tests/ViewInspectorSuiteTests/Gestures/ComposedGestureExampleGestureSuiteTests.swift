import Combine
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ComposedGestureExampleTests`: hosted views with a simultaneous magnification and
/// rotation gesture — calling `onChanged` on either half updates the view's state (whether the
/// composite is built with the initialiser or with `simultaneously(with:)`), `first(_:)` on a
/// plain gesture fails, and nested composites can be walked.
final class ComposedGestureExampleGestureSuiteTests: XCTestCase {
    private typealias PinchTwist = SimultaneousGesture<MagnificationGesture, RotationGesture>

    func testComposedGestureFirst() throws {
        let sut = GestureSuitePinchTwistBadge(chained: false)
        let call = sut.inspection.inspect { view in
            let pinch = try view.vStack().image(0).gesture(PinchTwist.self).first(MagnificationGesture.self)
            try pinch.callOnChanged(value: MagnificationGesture.Value(magnifyBy: 1.75))
            sut.publisher.send()
        }
        let check = sut.inspection.inspect(onReceive: sut.publisher) { view in
            XCTAssertEqual(try view.actualView().scale, 1.75)
        }
        ViewHosting.host(view: sut)
        wait(for: [call, check], timeout: 0.5)
    }

    func testComposedGestureSecond() throws {
        let sut = GestureSuitePinchTwistBadge(chained: false)
        let call = sut.inspection.inspect { view in
            let twist = try view.vStack().image(0).gesture(PinchTwist.self).second(RotationGesture.self)
            try twist.callOnChanged(value: RotationGesture.Value(angle: .degrees(20)))
            sut.publisher.send()
        }
        let check = sut.inspection.inspect(onReceive: sut.publisher) { view in
            XCTAssertEqual(try view.actualView().angle, .degrees(20))
        }
        ViewHosting.host(view: sut)
        wait(for: [call, check], timeout: 0.5)
    }

    func testComposedGestureAltFirst() throws {
        let sut = GestureSuitePinchTwistBadge(chained: true)
        let call = sut.inspection.inspect { view in
            let pinch = try view.vStack().image(0).gesture(PinchTwist.self).first(MagnificationGesture.self)
            try pinch.callOnChanged(value: MagnificationGesture.Value(magnifyBy: 0.5))
            sut.publisher.send()
        }
        let check = sut.inspection.inspect(onReceive: sut.publisher) { view in
            XCTAssertEqual(try view.actualView().scale, 0.5)
        }
        ViewHosting.host(view: sut)
        wait(for: [call, check], timeout: 0.5)
    }

    func testNotAComposedGestureError() throws {
        let tap = try GestureSuiteTappableSquare().inspect().shape().gesture(TapGesture.self)
        assertThrows(try tap.first(MagnificationGesture.self),
                     "Type mismatch: TapGesture is not ExclusiveGesture, SequenceGesture, or SimultaneousGesture")
    }

    func testComposedGestureComplex() throws {
        let sut = GestureSuiteNestedComposite()
        let walk = sut.inspection.inspect { view in
            let outer = try view.vStack().image(0)
                .gesture(SimultaneousGesture<PinchTwist, DragGesture>.self)
            let inner = try outer.first(PinchTwist.self)
            XCTAssertNoThrow(try inner.first(MagnificationGesture.self))
            XCTAssertNoThrow(try outer.second(DragGesture.self))
        }
        ViewHosting.host(view: sut)
        wait(for: [walk], timeout: 0.5)
    }
}

/// An image that scales and rotates with a simultaneous pinch and twist; `chained` builds the
/// composite with `simultaneously(with:)` instead of the initialiser.
struct GestureSuitePinchTwistBadge: View {
    let chained: Bool
    @State var scale: CGFloat = 1
    @State var angle = Angle.zero
    let inspection = GestureSuiteInspection<Self>()
    let publisher = PassthroughSubject<Void, Never>()

    var body: some View {
        let pinch = MagnificationGesture().onChanged { value in scale = value }
        let twist = RotationGesture().onChanged { value in angle = value }
        let both = chained ? pinch.simultaneously(with: twist) : SimultaneousGesture(pinch, twist)
        return VStack {
            Image(systemName: "star")
                .font(.system(size: 120))
                .foregroundColor(.orange)
                .gesture(both)
                .rotationEffect(angle)
                .scaleEffect(scale)
        }
        .onReceive(inspection.notice) { inspection.visit(self, $0) }
        .onReceive(publisher) { }
    }
}

/// An image with a simultaneous gesture nested in another one.
struct GestureSuiteNestedComposite: View {
    let inspection = GestureSuiteInspection<Self>()

    var body: some View {
        VStack {
            Image(systemName: "star")
                .gesture(SimultaneousGesture(SimultaneousGesture(MagnificationGesture(), RotationGesture()), DragGesture()))
        }
        .onReceive(inspection.notice) { inspection.visit(self, $0) }
    }
}
