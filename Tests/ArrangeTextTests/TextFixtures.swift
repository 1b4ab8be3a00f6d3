import ArrangeCore
import ArrangeRender
import ArrangeTestSupport
@testable import ArrangeText
import Foundation
import Testing

/// Shared fixtures for the text tests: Arrange's built-in test font at 10 pt, where every
/// grapheme is 10 × 10 with its baseline 8 below the line's top (ascent 0.8 em, descent 0.2 em).
protocol TextFixtures: CaseFixtures {}

extension TextFixtures {
    /// `view` with the test font at `size` points as the default font.
    func testFont<V: View>(_ view: V, size: CGFloat = 10) -> some View {
        view.font(.system(size: size)).environment(\.defaultFontFamily, Font.testFontFamily)
    }

    /// A host whose root is `view` in the test font.
    func textHost<V: View>(_ width: CGFloat, _ height: CGFloat, _ view: V, size: CGFloat = 10) -> HostingView<some View> {
        HostingView(rootView: testFont(view, size: size), size: CGSize(width: width, height: height))
    }

    /// The size a Text (or any view) answers to `proposal`, in the test font.
    func measure<V: View>(_ view: V, _ proposal: ProposedViewSize, size: CGFloat = 10) -> CGSize {
        textHost(1000, 1000, view, size: size).sizeThatFits(proposal)
    }

    /// The first Text leaf of a host, for looking at its lines.
    func firstTextLeaf<V: View>(_ host: HostingView<V>) -> TextLeaf? {
        host.measuredLeaves.lazy.compactMap { $0 as? TextLeaf }.first
    }

    /// The characters each line of a laid-out text shows, with "…" for an ellipsis.
    func lineStrings(_ layout: TextLayout, of leaf: TextLeaf) -> [String] {
        let units = leaf.text.utf16
        return layout.lines.map { line in
            line.pieces.map { piece -> String in
                switch piece {
                case .text(let range): return String(decoding: units[range], as: UTF16.self)
                case .ellipsis: return "…"
                }
            }.joined()
        }
    }
}
