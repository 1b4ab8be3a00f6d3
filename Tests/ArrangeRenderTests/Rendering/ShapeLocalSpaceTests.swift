import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// A shape built from the rect's size only, as most SwiftUI samples write them.
private struct Diagonal: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: rect.width, y: 0))
            p.addLine(to: CGPoint(x: 0, y: rect.height))
            p.closeSubpath()
        }
    }
}

@Suite("Rendering: shapes draw in their own frame")
@MainActor struct ShapeLocalSpaceTests {
    /// The triangle with corners (0, 0), (40, 0), (0, 40) in its own space.
    private var triangle: Path {
        Path { p in
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: 40, y: 0))
            p.addLine(to: CGPoint(x: 0, y: 40))
            p.closeSubpath()
        }
    }

    @Test("A Path view after a 50-wide colour draws at x ≥ 50, not at the image's corner")
    func pathInStack() throws {
        let p = try renderPNG(HStack(spacing: 0) {
            Color.blue.frame(width: 50, height: 40)
            triangle.fill(.red).frame(width: 40, height: 40)
        })
        #expect(p[55, 5] == RGBA(Color.red))
        #expect(p[85, 35].a == 0)
        #expect(p[5, 5] == RGBA(Color.blue))
        #expect(p[45, 35] == RGBA(Color.blue))
    }

    @Test("A shape whose path ignores the rect's origin: fill, stroke, background, overlay and clipShape all use its frame")
    func originIgnoringShape() throws {
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 40, height: 40)
            Diagonal().fill(.red).frame(width: 40, height: 40).padding(.leading, 40)   // y 40…80
            Diagonal().stroke(.green, lineWidth: 4).frame(width: 40, height: 40)        // y 80…120
            Color.clear.frame(width: 40, height: 40).background(Diagonal().fill(.blue))  // y 120…160
            Color.clear.frame(width: 40, height: 40).overlay(Diagonal().fill(.orange))   // y 160…200
            Color.purple.frame(width: 40, height: 40).clipShape(Diagonal())              // y 200…240
        }
        let p = try renderPNG(view)
        #expect(p[0, 0].a == 0 && p[5, 5].a == 0)
        // The fill sits in the padded frame: x 40…80 in a 80-wide column.
        #expect(p[45, 45] == RGBA(Color.red))
        #expect(p[75, 75].a == 0)
        // The stroke's top edge runs along y = 80, x 20…60 (the frame is centred: x 20…60).
        #expect(p[40, 81] == RGBA(Color.green))
        #expect(p[50, 110].a == 0)   // local (30, 30): beyond the hypotenuse
        #expect(p[25, 125] == RGBA(Color.blue))
        #expect(p[55, 155].a == 0)
        #expect(p[25, 165] == RGBA(Color.orange))
        #expect(p[25, 205] == RGBA(Color.purple))
        #expect(p[55, 235].a == 0)
    }

    @Test("strokeBorder and the display list: paths are moved to the frame in PNG and SVG alike")
    func strokeBorderAndSVG() throws {
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 30, height: 20)
            Rectangle().strokeBorder(.red, lineWidth: 2).frame(width: 20, height: 20)
            triangle.fill(.blue).frame(width: 40, height: 40)
        }
        let renderer = ImageRenderer(content: view)
        let svg = try renderer.svg()
        // The triangle starts at its frame's corner (50, 0).
        #expect(svg.contains("d=\"M50 0L90 0L50 40Z\""), "\(svg)")
        let p = try renderPNG(view)
        #expect(p[30, 20] == RGBA(Color.red))
        #expect(p[49, 20] == RGBA(Color.red))
        #expect(p[40, 20].a == 0)
        #expect(p[52, 2] == RGBA(Color.blue))
        let raster = try rasterizeWithRSVG(svg)
        #expect(difference(raster, p).mean < 1)
    }
}
