@testable import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// A row that widens itself when tapped.
private struct TapRow: View {
    @State private var width: CGFloat = 10
    var body: some View {
        Color.red.frame(width: width, height: 10).onTapGesture { width = 20 }
    }
}

/// A parent with state of its own around a `TapRow` it marks.
private struct CounterParent: View {
    @State var count = 0
    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: CGFloat(10 + count), height: 10).onTapGesture { count += 1 }.accessibilityIdentifier("parent")
            TapRow().accessibilityIdentifier("row")
        }
    }
}

@Suite @MainActor struct AnnotationUpdateTests {
    @Test func annotationsFollowAViewRebuiltAlone() {
        let host = HostingView(rootView: CounterParent(), size: CGSize(width: 100, height: 100))
        #expect(host.frame(ofAccessibilityIdentifier: "row")?.width == 10)
        #expect(host.annotatedView(withAccessibilityIdentifier: "row")?.performTap() == true)
        #expect(host.frame(ofAccessibilityIdentifier: "row") == CGRect(x: 40, y: 50, width: 20, height: 10))
        // The gesture of the body and the identifier the parent gave: once each.
        #expect(host.annotatedView(withAccessibilityIdentifier: "row")?.annotations.count == 2)
    }

    @Test func annotationsOfAKeptViewAreNotRepeated() {
        let host = HostingView(rootView: CounterParent(), size: CGSize(width: 100, height: 100))
        host.annotatedView(withAccessibilityIdentifier: "parent")?.performTap()
        host.annotatedView(withAccessibilityIdentifier: "parent")?.performTap()
        #expect(host.frame(ofAccessibilityIdentifier: "parent")?.width == 12)
        #expect(host.statistics.bodyEvaluations == 1)
        #expect(host.annotatedView(withAccessibilityIdentifier: "row")?.annotations.count == 2)
        #expect(host.annotatedViews.count == 2)
    }

    @Test func viewsAViewThatFitsLeftOutAreNotListed() {
        let host = HostingView(rootView: ViewThatFits {
            Color.red.frame(width: 500, height: 10).accessibilityIdentifier("wide")
            Color.red.frame(width: 50, height: 10).accessibilityIdentifier("narrow")
        }, size: CGSize(width: 100, height: 100))
        #expect(host.annotatedViews.map(\.accessibilityIdentifier) == ["narrow"])
    }
}
