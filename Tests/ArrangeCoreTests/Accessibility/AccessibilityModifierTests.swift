@testable import ArrangeCore
import ArrangeText
import Foundation
import Testing

@Suite @MainActor struct AccessibilityModifierTests {
    @Test func accessibilityModifiersLeaveEveryFrameAsItWas() {
        let plain = AnnotationSampleCard(inner: HStack { Text("Row"); Color.red.frame(width: 20, height: 20) })
        let modified = AnnotationSampleCard(inner: HStack {
            Text("Row")
                .accessibilityIdentifier("row")
                .accessibilityLabel(Text("Row label"))
                .accessibilityLabel("Key label")
                .accessibilityHint("Hint")
                .accessibilityValue("3")
                .accessibilityHidden(false)
                .accessibilityAddTraits(.isButton)
                .accessibilityRemoveTraits(.isStaticText)
                .accessibilitySortPriority(2)
                .accessibilityAction {}
            Color.red.frame(width: 20, height: 20).accessibilityElement(children: .combine)
        }.accessibilityElement(children: .contain))
        let before = layoutFrames(of: plain), after = layoutFrames(of: modified)
        #expect(after.count == before.count)
        #expect(after == before)
    }

    @Test func frameOfAccessibilityIdentifierFindsTheLaidOutView() {
        let host = HostingView(rootView: HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20).accessibilityIdentifier("a")
            Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("b")
        }, size: CGSize(width: 200, height: 100))
        #expect(host.frame(ofAccessibilityIdentifier: "a") == CGRect(x: 60, y: 40, width: 50, height: 20))
        #expect(host.frame(ofAccessibilityIdentifier: "b") == CGRect(x: 110, y: 40, width: 30, height: 20))
        #expect(host.frame(ofAccessibilityIdentifier: "c") == nil)
        #expect(host.annotatedViews.map(\.accessibilityIdentifier) == ["a", "b"])
    }

    @Test func theIdentifierOfAnInnerViewGivesTheInnerFrame() {
        let host = HostingView(rootView: Color.red.accessibilityIdentifier("inner").frame(width: 40, height: 10).padding(5).accessibilityIdentifier("outer"),
                               size: CGSize(width: 100, height: 100))
        #expect(host.frame(ofAccessibilityIdentifier: "outer") == CGRect(x: 25, y: 40, width: 50, height: 20))
        #expect(host.frame(ofAccessibilityIdentifier: "inner") == CGRect(x: 30, y: 45, width: 40, height: 10))
    }

    @Test func labelsHintsAndValuesAreRecordedAsPlainTextInEveryForm() {
        let substring = "Sub label!".dropLast()
        let name = "Plain **string**"
        let host = HostingView(rootView: VStack {
            Color.red.accessibilityIdentifier("text").accessibilityLabel(Text("**Bold** label")).accessibilityHint(Text("A hint")).accessibilityValue(Text("Value"))
            Color.red.accessibilityIdentifier("key").accessibilityLabel("*Key* label").accessibilityHint("Key hint").accessibilityValue("Key value")
            Color.red.accessibilityIdentifier("string").accessibilityLabel(name).accessibilityHint(substring).accessibilityValue(String(7))
        }, size: CGSize(width: 100, height: 100))
        let text = host.annotatedView(withAccessibilityIdentifier: "text")
        #expect(text?.accessibilityLabel == "Bold label")
        #expect(text?.accessibilityHint == "A hint")
        #expect(text?.accessibilityValue == "Value")
        let key = host.annotatedView(withAccessibilityIdentifier: "key")
        #expect(key?.accessibilityLabel == "Key label")
        #expect(key?.accessibilityHint == "Key hint")
        #expect(key?.accessibilityValue == "Key value")
        let string = host.annotatedView(withAccessibilityIdentifier: "string")
        #expect(string?.accessibilityLabel == "Plain **string**")
        #expect(string?.accessibilityHint == "Sub label")
        #expect(string?.accessibilityValue == "7")
    }

    @Test func traitsAreAddedAndRemovedInOrder() {
        let host = HostingView(rootView: Color.red
            .accessibilityAddTraits([.isButton, .isSelected, .isHeader])
            .accessibilityRemoveTraits(.isSelected)
            .accessibilityIdentifier("t"), size: CGSize(width: 10, height: 10))
        let traits = host.annotatedView(withAccessibilityIdentifier: "t")?.accessibilityTraits
        #expect(traits == [.isButton, .isHeader])
        #expect(traits?.contains(.isSelected) == false)
    }

    @Test func elementChildrenSortPriorityAndHiddenAreRecorded() {
        let host = HostingView(rootView: Color.red
            .accessibilityElement(children: .combine)
            .accessibilitySortPriority(3)
            .accessibilityHidden(true)
            .accessibilityIdentifier("e"), size: CGSize(width: 10, height: 10))
        let view = host.annotatedView(withAccessibilityIdentifier: "e")
        #expect(view?.isAccessibilityHidden == true)
        let recorded = view?.annotations.compactMap { annotation -> String? in
            switch annotation {
            case .accessibilityElement(let children): children == .combine ? "combine" : "other"
            case .accessibilitySortPriority(let priority): "priority \(priority)"
            default: nil
            }
        }
        #expect(recorded == ["combine", "priority 3.0"])
    }

    @Test func theOutermostLabelWins() {
        let host = HostingView(rootView: LabelledRow().accessibilityLabel("outer").accessibilityIdentifier("row"),
                               size: CGSize(width: 10, height: 10))
        let row = host.annotatedView(withAccessibilityIdentifier: "row")
        #expect(row?.accessibilityLabel == "outer")
        #expect(row?.annotations.count == 3)
    }

    @Test func anIdentifierDisabledByIsEnabledIsNotRecorded() {
        let host = HostingView(rootView: VStack {
            Color.red.accessibilityIdentifier("on", isEnabled: true)
            Color.red.accessibilityIdentifier("off", isEnabled: false)
        }, size: CGSize(width: 10, height: 10))
        #expect(host.annotatedViews.map(\.accessibilityIdentifier) == ["on"])
    }

    @Test func theDumpShowsTheIdentifier() {
        let host = HostingView(rootView: Color.red.frame(width: 10, height: 10).accessibilityIdentifier("swatch"), size: CGSize(width: 10, height: 10))
        #expect(host.dump() == "frame (0, 0, 10, 10) accessibilityIdentifier: swatch\n  Color(red) (0, 0, 10, 10)\n")
    }

    @Test func accessibilityActionsRunByKindAndName() {
        final class Log: @unchecked Sendable { var entries: [String] = [] }
        let log = Log()
        let host = HostingView(rootView: Color.red
            .accessibilityAction { log.entries.append("default") }
            .accessibilityAction(.escape) { log.entries.append("escape") }
            .accessibilityAction(named: "Archive") { log.entries.append("archive") }
            .accessibilityIdentifier("a"), size: CGSize(width: 10, height: 10))
        let view = host.annotatedView(withAccessibilityIdentifier: "a")
        #expect(view?.accessibilityActions.map(\.kind.name) == ["default", "escape", "Archive"])
        #expect(view?.performAccessibilityAction() == true)
        #expect(view?.performAccessibilityAction(.escape) == true)
        #expect(view?.performAccessibilityAction(AccessibilityActionKind(named: Text("Archive"))) == true)
        #expect(view?.performAccessibilityAction(.magicTap) == false)
        #expect(log.entries == ["default", "escape", "archive"])
    }

    @Test func aModifierOnAGroupAnnotatesEachOfItsViews() {
        let host = HostingView(rootView: VStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 20, height: 10)
            }.accessibilityHint("each")
        }, size: CGSize(width: 100, height: 100))
        #expect(host.annotatedViews.map(\.frame) == [CGRect(x: 45, y: 40, width: 10, height: 10), CGRect(x: 40, y: 50, width: 20, height: 10)])
        #expect(host.annotatedViews.map(\.accessibilityHint) == ["each", "each"])
    }
}

private struct LabelledRow: View {
    var body: some View { Color.red.accessibilityLabel("inner") }
}
