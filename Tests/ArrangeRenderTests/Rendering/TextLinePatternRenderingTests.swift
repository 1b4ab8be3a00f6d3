@testable import ArrangeCore
@testable import ArrangeRender
import ArrangeText
import Foundation
import Testing

/// Underlines and strikethroughs with patterns, on a Text and on a view. The 10-point test font:
/// lines 10/12 thick, a dash 3 thicknesses (2.5 points) then a gap of 2 (5/3 points).
@Suite("Rendering: underline and strikethrough patterns")
@MainActor struct TextLinePatternRenderingTests {
    /// The number of pieces (subpaths) drawn in `color`.
    private func pieces<V: View>(_ view: V, in color: Color) -> Int {
        drawnPaths(view, size: CGSize(width: 100, height: 20)).reduce(0) { count, path in
            guard path.paint == .color(color) else { return count }
            return count + path.segments.filter { if case .move = $0 { return true } else { return false } }.count
        }
    }

    @Test("A dashed underline under 40 points is ten dashes; solid is one bar")
    func dashed() {
        #expect(pieces(Text("abcd").underline(pattern: .dash, color: .red), in: .red) == 10)
        #expect(pieces(Text("abcd").underline(color: .red), in: .red) == 1)
        #expect(pieces(Text("abcd").strikethrough(pattern: .dot, color: .red), in: .red) == 24)
    }

    @Test("A view's underline reaches its texts; a Text's own setting wins")
    func viewUnderline() {
        #expect(pieces(VStack { Text("ab") }.underline(color: .red), in: .red) == 1)
        #expect(pieces(VStack { Text("ab").underline(false) }.underline(color: .red), in: .red) == 0)
        #expect(pieces(VStack { Text("ab") }.strikethrough(pattern: .dashDot, color: .red), in: .red) == 6)
    }

    @Test("An attributed string's line style keeps its pattern")
    func attributedPattern() {
        var string = AttributedString("abcd")
        string.underlineStyle = Text.LineStyle(pattern: .dash, color: .red)
        #expect(pieces(Text(string), in: .red) == 10)
    }
}
