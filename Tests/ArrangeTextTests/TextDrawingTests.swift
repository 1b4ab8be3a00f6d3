@testable import ArrangeCore
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

/// Text drawing: the outlines renderers fill are the measured glyphs, placed where layout put
/// them (the test font's glyphs are em boxes from the descent to the ascent).
@Suite("Text drawing")
@MainActor struct TextDrawingTests: TextFixtures {
    /// The boxes (minX, minY, maxX, maxY) of each closed outline piece of a drawing.
    func boxes(_ drawing: LeafDrawing?) -> [CGRect] {
        var result: [CGRect] = []
        for outline in drawing?.outlines ?? [] {
            var points: [CGPoint] = []
            for segment in outline.segments {
                switch segment {
                case .move(let p), .line(let p): points.append(p)
                case .quadCurve(let p, _), .curve(let p, _, _): points.append(p)
                case .close:
                    let xs = points.map(\.x), ys = points.map(\.y)
                    if let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() {
                        result.append(CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
                    }
                    points = []
                }
            }
        }
        return result
    }

    @Test("Test-font glyphs are em boxes at the measured positions, lines on their baselines")
    func testFontBoxes() {
        let host = textHost(1000, 1000, Text("ab c\nd"))
        guard let leaf = firstTextLeaf(host) else { Issue.record("no text"); return }
        let drawing = leaf.drawing(size: CGSize(width: 40, height: 20), proposal: .unspecified)
        #expect(boxes(drawing) == [
            CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10),
            CGRect(x: 30, y: 0, width: 10, height: 10), CGRect(x: 0, y: 10, width: 10, height: 10),
        ])
        #expect(drawing?.outlines.allSatisfy { $0.color == nil } == true)
    }

    @Test("A run's colour and underline are drawn")
    func colourAndUnderline() {
        let host = textHost(1000, 1000, Text("ab").foregroundColor(.red).underline())
        guard let leaf = firstTextLeaf(host) else { Issue.record("no text"); return }
        let drawing = leaf.drawing(size: CGSize(width: 20, height: 10), proposal: .unspecified)
        #expect(drawing?.outlines.count == 2)
        #expect(drawing?.outlines.allSatisfy { $0.color == .red } == true)
        // The bar spans both glyphs, a tenth of the size below the baseline (8 + 1), 10/12 thick.
        let bar = boxes(drawing).last
        #expect(bar?.minX == 0 && bar?.maxX == 20 && bar?.minY == 9)
    }

    @Test("DejaVu Sans outlines come from the font and sit inside the line")
    func realOutlines() {
        let host = HostingView(rootView: Text("H").font(.custom("DejaVu Sans", size: 17)), size: CGSize(width: 500, height: 500))
        guard let leaf = firstTextLeaf(host) else { Issue.record("no text"); return }
        let drawing = leaf.drawing(size: host.rootFrame.size, proposal: .unspecified)
        let all = boxes(drawing)
        #expect(!all.isEmpty)
        // "H" reaches its cap height above the baseline: 1493 units of 2048 at 17 pt.
        let baseline: CGFloat = 1901.0 * 17 / 2048
        #expect(all.allSatisfy { $0.maxY <= baseline + 1e-6 && $0.minY >= 0 })
        let top = all.map(\.minY).min() ?? 0
        #expect(abs((baseline - top) - 1493.0 * 17 / 2048) < 1e-6)
    }
}
