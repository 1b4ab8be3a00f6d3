import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// A `DisclosureGroup` in a `Form` on a 390 × 844 phone (safe area 47 above) with the test font:
/// the section's card 16 from the edges from y 82 (47 + 35), rows 44 tall, their text (17 pt)
/// 20 into the card and 13.5 into the row. The group's label is a row; expanded, each view of
/// its content is a row below it (`docs/ios-metrics.md`, "Lists and navigation").
@Suite @MainActor struct ListDisclosureGroupTests {
    private func formHost<V: View>(_ view: V) -> HostingView<some View> {
        HostingView(rootView: view.environment(\.defaultFontFamily, Font.testFontFamily), size: CGSize(width: 390, height: 844),
                    safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    private func form(expanded: Bool) -> some View {
        Form {
            Text("Above").id("above")
            DisclosureGroup(isExpanded: .constant(expanded)) {
                Text("A").id("a")
                Text("B").id("b")
            } label: {
                Text("More").id("more")
            }
            Text("Below").id("below")
        }
    }

    @Test func collapsedGroupIsOneRow() {
        let host = formHost(form(expanded: false))
        #expect(host.frame(of: "more") == CGRect(x: 36, y: 82 + 44 + 13.5, width: 68, height: 17))
        #expect(host.frame(of: "a") == nil)
        #expect(host.frame(of: "below") == CGRect(x: 36, y: 82 + 88 + 13.5, width: 85, height: 17))
    }

    @Test func expandedGroupContentIsRowsBelowItsLabel() {
        let host = formHost(form(expanded: true))
        #expect(host.frame(of: "more") == CGRect(x: 36, y: 82 + 44 + 13.5, width: 68, height: 17))
        // Each view of the content is a 44-point row with the list's insets.
        #expect(host.frame(of: "a") == CGRect(x: 36, y: 82 + 88 + 13.5, width: 17, height: 17))
        #expect(host.frame(of: "b") == CGRect(x: 36, y: 82 + 132 + 13.5, width: 17, height: 17))
        #expect(host.frame(of: "below") == CGRect(x: 36, y: 82 + 176 + 13.5, width: 85, height: 17))
    }

    @Test func expandedRowsAreSeparated() {
        let host = formHost(form(expanded: true))
        // Separators (0.5 tall, from the content's leading edge) under every row but the last:
        // above, the group's label, A, B.
        let separators = host.frames(ofDumpedViewsStartingWith: "Color(#3C3C43)").filter { $0.height == 0.5 }
        let bottoms: [CGFloat] = [126, 170, 214, 258]
        let expected = bottoms.map { CGRect(x: 36, y: $0 - 0.5, width: 338, height: 0.5) }
        #expect(separators == expected)
    }

    private struct OwnStateForm: View {
        @State private var count = 0
        var body: some View {
            Form {
                DisclosureGroup("More") {
                    Text("A").id("a")
                    Text("B").id("b")
                }
                .accessibilityIdentifier("group")
                Button("Count \(count)") { count += 1 }.id("count")
            }
        }
    }

    @Test @MainActor func groupWrappedByAModifierKeepsItsOwnExpansionAcrossUpdates() throws {
        let host = formHost(OwnStateForm())
        #expect(try host.find("group").frame == CGRect(x: 16, y: 82, width: 358, height: 44))
        #expect(host.frame(of: "a") == nil)
        try host.tap(.text("More"))
        // The label's row, then A's and B's: the modifier wraps all three.
        #expect(try host.find("group").frame == CGRect(x: 16, y: 82, width: 358, height: 132))
        #expect(host.frame(of: "a") == CGRect(x: 36, y: 82 + 44 + 13.5, width: 17, height: 17))
        #expect(host.frame(of: "b") == CGRect(x: 36, y: 82 + 88 + 13.5, width: 17, height: 17))
        #expect(host.frame(of: "count")?.minY == 82 + 132 + 13.5)
        // Another state change rebuilds the form; the group's own state keeps it expanded.
        try host.tap("count")
        #expect(try host.find(text: "Count 1").frame.minY == 82 + 132 + 13.5)
        #expect(host.frame(of: "b") == CGRect(x: 36, y: 82 + 88 + 13.5, width: 17, height: 17))
        try host.tap(.text("More"))
        #expect(host.frame(of: "a") == nil)
        #expect(host.frame(of: "count")?.minY == 82 + 44 + 13.5)
    }

    @Test func nestedGroupsIndentTheirRows() {
        let host = formHost(Form {
            DisclosureGroup(isExpanded: .constant(true)) {
                Text("A").id("a")
                DisclosureGroup(isExpanded: .constant(true)) {
                    Text("Deep").id("deep")
                    DisclosureGroup(isExpanded: .constant(true)) {
                        Text("Deeper").id("deeper")
                    } label: {
                        Text("Third").id("third")
                    }
                } label: {
                    Text("Inner").id("inner")
                }
            } label: {
                Text("Outer").id("outer")
            }
        })
        // The outer group's rows keep the list's insets; each group inside indents its rows
        // by 10 more.
        #expect(host.frame(of: "outer") == CGRect(x: 36, y: 82 + 13.5, width: 85, height: 17))
        #expect(host.frame(of: "a") == CGRect(x: 36, y: 82 + 44 + 13.5, width: 17, height: 17))
        #expect(host.frame(of: "inner") == CGRect(x: 36, y: 82 + 88 + 13.5, width: 85, height: 17))
        #expect(host.frame(of: "deep") == CGRect(x: 46, y: 82 + 132 + 13.5, width: 68, height: 17))
        #expect(host.frame(of: "third") == CGRect(x: 46, y: 82 + 176 + 13.5, width: 85, height: 17))
        #expect(host.frame(of: "deeper") == CGRect(x: 56, y: 82 + 220 + 13.5, width: 102, height: 17))
    }

    @Test func groupInsideARowsStackStaysOneView() {
        let host = formHost(Form {
            VStack(spacing: 0) {
                DisclosureGroup(isExpanded: .constant(true)) {
                    Color.red.frame(width: 10, height: 10).id("content")
                } label: {
                    Color.blue.frame(width: 40, height: 20).id("label")
                }
            }
            Text("After").id("after")
        })
        // Not a row of its own: today's look, the content 8 below the label, all in one row
        // (its content 38 tall, 11 from the row's top).
        #expect(host.frame(of: "label") == CGRect(x: 36, y: 82 + 11, width: 40, height: 20))
        #expect(host.frame(of: "content") == CGRect(x: 36, y: 82 + 11 + 20 + 8, width: 10, height: 10))
        #expect(host.frame(of: "after")?.minY == 82 + 11 + 38 + 11 + 13.5)
    }
}
