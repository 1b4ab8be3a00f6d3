@testable import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// `help(_:)`, the adjustable and scroll accessibility actions, and `statusBar(hidden:)`: recorded
/// on the view, with no layout effect.
@Suite @MainActor struct HelpAndActionModifierTests {
    @Test("help(_:) is the view's accessibility hint, as plain text in every form")
    func helpIsTheAccessibilityHint() {
        let host = HostingView(rootView: VStack {
            Color.red.accessibilityIdentifier("text").help(Text("**Bold** help"))
            Color.red.accessibilityIdentifier("key").help("*Key* help")
            Color.red.accessibilityIdentifier("string").help("Plain **string**" as String)
        }, size: CGSize(width: 100, height: 100))
        #expect(host.annotatedView(withAccessibilityIdentifier: "text")?.accessibilityHint == "Bold help")
        #expect(host.annotatedView(withAccessibilityIdentifier: "key")?.accessibilityHint == "Key help")
        #expect(host.annotatedView(withAccessibilityIdentifier: "string")?.accessibilityHint == "Plain **string**")
    }

    @Test("help(_:) and the other recorded modifiers leave every frame as it was")
    func recordedModifiersLeaveFramesAlone() {
        let plain = AnnotationSampleCard(inner: Text("Row"))
        let modified = AnnotationSampleCard(inner: Text("Row")
            .help("Help")
            .accessibilityAdjustableAction { _ in }
            .accessibilityScrollAction { _ in }
            .statusBar(hidden: true))
        #expect(layoutFrames(of: modified) == layoutFrames(of: plain))
    }

    @Test("An adjustable action runs with the direction of the adjustment")
    func adjustableActionRuns() throws {
        var directions: [AccessibilityAdjustmentDirection] = []
        let host = HostingView(rootView: Color.red.accessibilityIdentifier("volume").accessibilityAdjustableAction { directions.append($0) },
                               size: CGSize(width: 100, height: 100))
        let view = try #require(host.annotatedView(withAccessibilityIdentifier: "volume"))
        #expect(view.performAccessibilityAdjustment(.increment))
        #expect(view.performAccessibilityAdjustment(.decrement))
        #expect(directions == [.increment, .decrement])
    }

    @Test("A scroll action runs with the edge scrolled toward; a view without one reports none")
    func scrollActionRuns() throws {
        var edges: [Edge] = []
        let host = HostingView(rootView: VStack {
            Color.red.accessibilityIdentifier("pages").accessibilityScrollAction { edges.append($0) }
            Color.blue.accessibilityIdentifier("plain")
        }, size: CGSize(width: 100, height: 100))
        #expect(try #require(host.annotatedView(withAccessibilityIdentifier: "pages")).performAccessibilityScroll(.bottom))
        #expect(edges == [.bottom])
        #expect(try #require(host.annotatedView(withAccessibilityIdentifier: "plain")).performAccessibilityScroll(.top) == false)
    }

    @Test("statusBar(hidden:) is recorded as the status bar's visibility")
    func statusBarHiddenRecorded() throws {
        let host = HostingView(rootView: VStack {
            Color.red.accessibilityIdentifier("hidden").statusBar(hidden: true)
            Color.red.accessibilityIdentifier("shown").statusBar(hidden: false)
        }, size: CGSize(width: 100, height: 100))
        func recorded(_ identifier: String) -> [Bool] {
            host.annotatedView(withAccessibilityIdentifier: identifier)?.annotations.compactMap { if case .statusBarHidden(let v) = $0 { v } else { nil } } ?? []
        }
        #expect(recorded("hidden") == [true])
        #expect(recorded("shown") == [false])
    }
}
