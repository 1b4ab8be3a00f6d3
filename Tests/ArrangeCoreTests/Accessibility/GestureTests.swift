@testable import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// A log for actions run by recorded gestures.
private final class ActionLog: @unchecked Sendable {
    var entries: [String] = []
}

/// A counter whose square taps increment it.
private struct TapCounter: View {
    @State private var taps = 0
    var body: some View {
        Color.red.frame(width: CGFloat(10 + taps * 10), height: 10)
            .onTapGesture { taps += 1 }
            .accessibilityIdentifier("counter")
    }
}

@Suite @MainActor struct GestureTests {
    @Test func gesturesLeaveEveryFrameAsItWas() {
        @GestureState var offset = CGSize.zero
        let plain = AnnotationSampleCard(inner: Color.red.frame(width: 20, height: 20))
        let modified = AnnotationSampleCard(inner: Color.red.frame(width: 20, height: 20)
            .onTapGesture {}
            .onTapGesture(count: 2) { _ in }
            .onLongPressGesture {}
            .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation }.onEnded { _ in })
            .simultaneousGesture(MagnifyGesture().onChanged { _ in })
            .highPriorityGesture(RotateGesture().onEnded { _ in })
            .gesture(TapGesture().sequenced(before: LongPressGesture()).exclusively(before: SpatialTapGesture()), including: .subviews)
            .contentShape(Rectangle())
            .contentShape(.accessibility, Circle(), eoFill: true)
            .allowsHitTesting(false))
        #expect(layoutFrames(of: modified) == layoutFrames(of: plain))
    }

    @Test func aRecordedTapRunsItsActionAndTheHostAppliesTheChange() {
        let host = HostingView(rootView: TapCounter(), size: CGSize(width: 100, height: 100))
        #expect(host.frame(ofAccessibilityIdentifier: "counter")?.width == 10)
        #expect(host.annotatedView(withAccessibilityIdentifier: "counter")?.performTap() == true)
        #expect(host.annotatedView(withAccessibilityIdentifier: "counter")?.performTap() == true)
        #expect(host.frame(ofAccessibilityIdentifier: "counter") == CGRect(x: 35, y: 45, width: 30, height: 10))
    }

    @Test func aTapOfAnotherCountDoesNotRunTheAction() {
        let log = ActionLog()
        let host = HostingView(rootView: Color.red.onTapGesture(count: 2) { log.entries.append("double") }.accessibilityIdentifier("t"),
                               size: CGSize(width: 10, height: 10))
        let view = host.annotatedView(withAccessibilityIdentifier: "t")
        #expect(view?.gestures.map(\.kind) == [.tap(count: 2)])
        #expect(view?.performTap() == false)
        #expect(view?.performTap(count: 2) == true)
        #expect(log.entries == ["double"])
    }

    @Test func highPriorityTapsWinAndSimultaneousTapsRunToo() {
        let log = ActionLog()
        let host = HostingView(rootView: Color.red
            .onTapGesture { log.entries.append("inner") }
            .onTapGesture { log.entries.append("outer") }
            .simultaneousGesture(TapGesture().onEnded { log.entries.append("simultaneous") })
            .accessibilityIdentifier("plain"), size: CGSize(width: 10, height: 10))
        host.annotatedView(withAccessibilityIdentifier: "plain")?.performTap()
        #expect(log.entries == ["inner", "simultaneous"])
        log.entries = []
        let high = HostingView(rootView: Color.red
            .onTapGesture { log.entries.append("normal") }
            .highPriorityGesture(TapGesture().onEnded { log.entries.append("high") })
            .accessibilityIdentifier("high"), size: CGSize(width: 10, height: 10))
        #expect(high.annotatedView(withAccessibilityIdentifier: "high")?.gestures.map(\.priority) == [.normal, .high])
        high.annotatedView(withAccessibilityIdentifier: "high")?.performTap()
        #expect(log.entries == ["high"])
    }

    @Test func aSpatialTapReportsTheCentreInItsCoordinateSpace() {
        final class Points: @unchecked Sendable { var points: [CGPoint] = [] }
        let points = Points()
        let host = HostingView(rootView: VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20).onTapGesture { points.points.append($0) }.accessibilityIdentifier("local")
            Color.red.frame(width: 40, height: 20).onTapGesture(coordinateSpace: .global) { points.points.append($0) }.accessibilityIdentifier("global")
        }, size: CGSize(width: 100, height: 100))
        host.annotatedView(withAccessibilityIdentifier: "local")?.performTap()
        host.annotatedView(withAccessibilityIdentifier: "global")?.performTap()
        #expect(points.points == [CGPoint(x: 20, y: 10), CGPoint(x: 50, y: 60)])
        #expect(host.annotatedView(withAccessibilityIdentifier: "local")?.gestures.map(\.kind) == [.spatialTap(count: 1)])
    }

    @Test func aLongPressReportsPressingAroundItsAction() {
        let log = ActionLog()
        let host = HostingView(rootView: Color.red
            .onLongPressGesture(minimumDuration: 1, perform: { log.entries.append("action") }, onPressingChanged: { log.entries.append("pressing \($0)") })
            .accessibilityIdentifier("l"), size: CGSize(width: 10, height: 10))
        let view = host.annotatedView(withAccessibilityIdentifier: "l")
        #expect(view?.gestures.map(\.kind) == [.longPress(minimumDuration: 1, maximumDistance: 10)])
        #expect(view?.gestures.first?.completesWithTouch == true)
        view?.gestures.first?.complete?(GestureTouch(local: .zero, global: .zero))
        #expect(log.entries == ["pressing true", "action", "pressing false"])
    }

    @Test func aDragIsRecordedButNoTouchCompletesIt() {
        let log = ActionLog()
        let host = HostingView(rootView: Color.red
            .gesture(DragGesture(minimumDistance: 4).onChanged { _ in log.entries.append("changed") }.onEnded { _ in log.entries.append("ended") })
            .accessibilityIdentifier("d"), size: CGSize(width: 10, height: 10))
        let view = host.annotatedView(withAccessibilityIdentifier: "d")
        #expect(view?.gestures.map(\.kind) == [.drag(minimumDistance: 4)])
        #expect(view?.gestures.first?.completesWithTouch == false)
        #expect(view?.performTap() == false)
        #expect(log.entries.isEmpty)
    }

    @Test func composedGesturesDescribeTheirPartsAndComplete() {
        final class Values: @unchecked Sendable { var values: [String] = [] }
        let values = Values()
        let sequence = TapGesture().sequenced(before: LongPressGesture(minimumDuration: 2))
            .onEnded { value in
                if case .second(_, let pressed) = value { values.values.append("sequence \(pressed == true)") }
            }
        let exclusive = DragGesture().exclusively(before: TapGesture(count: 3))
            .onEnded { value in
                if case .second = value { values.values.append("exclusive second") }
            }
        let simultaneous = TapGesture().simultaneously(with: LongPressGesture().map { $0 ? "held" : "not held" })
            .onEnded { value in values.values.append("simultaneous \(value.first != nil) \(value.second ?? "")") }
        let host = HostingView(rootView: Color.red.gesture(sequence).gesture(exclusive).gesture(AnyGesture(simultaneous)).accessibilityIdentifier("c"),
                               size: CGSize(width: 10, height: 10))
        let gestures = host.annotatedView(withAccessibilityIdentifier: "c")?.gestures ?? []
        #expect(gestures.map(\.kind) == [
            .sequence(.tap(count: 1), .longPress(minimumDuration: 2, maximumDistance: 10)),
            .exclusive(.drag(minimumDistance: 10), .tap(count: 3)),
            .simultaneous(.tap(count: 1), .longPress(minimumDuration: 0.5, maximumDistance: 10)),
        ])
        for gesture in gestures { gesture.complete?(GestureTouch(local: .zero, global: .zero)) }
        #expect(values.values == ["sequence true", "exclusive second", "simultaneous true held"])
    }

    @Test func aGestureWithABodyIsRecordedAsItsBody() {
        let log = ActionLog()
        let host = HostingView(rootView: Color.red.gesture(DoubleTap(log: log)).accessibilityIdentifier("g"), size: CGSize(width: 10, height: 10))
        #expect(host.annotatedView(withAccessibilityIdentifier: "g")?.performTap(count: 2) == true)
        #expect(log.entries == ["custom"])
    }

    @Test func gestureStateKeepsItsInitialValue() {
        let host = HostingView(rootView: Dragged(), size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "dragged")?.width == 30)
    }

    @Test func contentShapeAndHitTestingAreRecorded() {
        let host = HostingView(rootView: Color.red.contentShape(Rectangle()).contentShape([.dragPreview, .hoverEffect], Circle()).allowsHitTesting(false).accessibilityIdentifier("s"),
                               size: CGSize(width: 10, height: 10))
        let entries = host.annotatedView(withAccessibilityIdentifier: "s")?.annotations.compactMap { annotation -> String? in
            switch annotation {
            case .contentShape(let kinds): "shape \(kinds.rawValue)"
            case .allowsHitTesting(let enabled): "hit \(enabled)"
            default: nil
            }
        }
        #expect(entries == ["shape 1", "shape 10", "hit false"])
    }
}

/// A gesture with a body, as users write them.
private struct DoubleTap: Gesture {
    let log: ActionLog
    var body: some Gesture {
        TapGesture(count: 2).onEnded { log.entries.append("custom") }
    }
}

/// A view whose width follows a gesture state, at rest.
private struct Dragged: View {
    @GestureState private var extra: CGFloat = 30
    var body: some View {
        Color.red.frame(width: extra, height: 10).id("dragged")
            .gesture(DragGesture().updating($extra) { value, state, _ in state = value.translation.width })
    }
}
