import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Rendering: colours and shapes")
@MainActor struct ColorAndShapeRenderingTests {
    @Test("Named colours draw with their light-mode values")
    func namedColors() throws {
        let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray, .black, .white]
        let view = HStack(spacing: 0) {
            ForEach(0..<colors.count, id: \.self) { i in colors[i].frame(width: 10, height: 10) }
        }
        let pixels = try renderPNG(view)
        #expect(pixels.width == 10 * colors.count && pixels.height == 10)
        for (i, color) in colors.enumerated() {
            #expect(pixels[i * 10 + 5, 5].isClose(to: RGBA(color), tolerance: 1), "\(color)")
        }
        #expect(pixels[5, 5] == RGBA(r: 255, g: 59, b: 48))   // iOS system red
    }

    @Test("RGB, white, hue and colour-space initialisers")
    func colorInitialisers() throws {
        let colors: [(Color, RGBA)] = [
            (Color(red: 0.2, green: 0.4, blue: 0.6), RGBA(r: 51, g: 102, b: 153)),
            (Color(white: 0.5), RGBA(r: 128, g: 128, b: 128)),
            (Color(hue: 0, saturation: 1, brightness: 1), RGBA(r: 255, g: 0, b: 0)),
            (Color(hue: 1.0 / 3, saturation: 1, brightness: 1), RGBA(r: 0, g: 255, b: 0)),
            (Color(hue: 2.0 / 3, saturation: 0.5, brightness: 0.8), RGBA(r: 102, g: 102, b: 204)),
            (Color(hue: 0.5, saturation: 0, brightness: 0.4), RGBA(r: 102, g: 102, b: 102)),
            (Color(.sRGBLinear, white: 0.5), RGBA(r: 188, g: 188, b: 188)),
            (Color(.displayP3, red: 1, green: 1, blue: 1), RGBA(r: 255, g: 255, b: 255)),
        ]
        let view = HStack(spacing: 0) {
            ForEach(0..<colors.count, id: \.self) { i in colors[i].0.frame(width: 10, height: 10) }
        }
        let pixels = try renderPNG(view)
        for (i, (_, expected)) in colors.enumerated() {
            #expect(pixels[i * 10 + 5, 5].isClose(to: expected, tolerance: 1), "colour \(i): \(pixels[i * 10 + 5, 5]) vs \(expected)")
        }
    }

    @Test("A translucent colour over white mixes")
    func translucent() throws {
        let pixels = try renderPNG(Color.blue.opacity(0.5).frame(width: 10, height: 10).background(.white))
        #expect(pixels[5, 5].isClose(to: RGBA(r: 128, g: 189, b: 255), tolerance: 2))
    }

    @Test("Shapes fill their paths: a circle is centred and as wide as the shorter side")
    func shapes() throws {
        let view = HStack(spacing: 0) {
            Circle().fill(.blue).frame(width: 60, height: 40)
            Ellipse().fill(.green).frame(width: 60, height: 40)
            Capsule().fill(.red).frame(width: 60, height: 40)
            RoundedRectangle(cornerRadius: 12).fill(.purple).frame(width: 60, height: 40)
            Rectangle().fill(.orange).frame(width: 60, height: 40)
        }
        let p = try renderPNG(view)
        // Circle: 40 across, centred at (30, 20): (12, 20) is outside it, (30, 20) inside.
        #expect(p[30, 20] == RGBA(Color.blue))
        #expect(p[8, 20].a == 0)
        #expect(p[51, 20].a == 0)
        // Ellipse: fills to its frame's sides along the middle, not the corners.
        #expect(p[61, 20] == RGBA(Color.green))
        #expect(p[61, 1].a == 0)
        // Capsule: round ends, so corners are empty while the middle of an end is filled.
        #expect(p[121, 1].a == 0)
        #expect(p[121, 20] == RGBA(Color.red))
        #expect(p[150, 1] == RGBA(Color.red))
        // Rounded rectangle: empty corner, full edge midpoints.
        #expect(p[181, 1].a == 0)
        #expect(p[210, 1] == RGBA(Color.purple))
        // Rectangle: corner to corner.
        #expect(p[240, 0] == RGBA(Color.orange) && p[299, 39] == RGBA(Color.orange))
    }

    @Test("Shapes without a fill use the foreground style: black by default, foregroundStyle and foregroundColor set it")
    func foreground() throws {
        let view = HStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 10)
            Rectangle().frame(width: 10, height: 10).foregroundStyle(.green)
            Rectangle().frame(width: 10, height: 10).foregroundColor(.orange)
            Rectangle().fill(.secondary).frame(width: 10, height: 10).foregroundStyle(Color.blue)
            Rectangle().fill(.foreground).frame(width: 10, height: 10).foregroundStyle(AnyShapeStyle(Color.red))
        }
        let p = try renderPNG(view)
        #expect(p[5, 5] == RGBA(r: 0, g: 0, b: 0))
        #expect(p[15, 5] == RGBA(Color.green))
        #expect(p[25, 5] == RGBA(Color.orange))
        // The secondary level of a blue foreground is blue at 60% opacity.
        #expect(p[35, 5].isClose(to: RGBA(r: 0, g: 122, b: 255, a: 153), tolerance: 2))
        #expect(p[45, 5] == RGBA(Color.red))
    }

    @Test("stroke centres the line on the path; strokeBorder keeps it inside; dashes leave gaps")
    func strokes() throws {
        let stroked = Rectangle().stroke(.red, lineWidth: 4).frame(width: 40, height: 40).padding(10)
        let p = try renderPNG(stroked)
        #expect(p.width == 60)
        #expect(p[9, 30] == RGBA(Color.red))      // 2 points outside the frame's left edge
        #expect(p[11, 30] == RGBA(Color.red))     // 2 points inside it
        #expect(p[7, 30].a == 0)
        #expect(p[30, 30].a == 0)

        let border = Rectangle().strokeBorder(.blue, lineWidth: 4).frame(width: 40, height: 40)
        let q = try renderPNG(border)
        #expect(q[0, 20] == RGBA(Color.blue) && q[3, 20] == RGBA(Color.blue))
        #expect(q[4, 20].a == 0)
        #expect(q[39, 20] == RGBA(Color.blue))

        let dashed = Rectangle().strokeBorder(Color.black, style: StrokeStyle(lineWidth: 4, dash: [10, 10])).frame(width: 80, height: 40)
        let d = try renderPNG(dashed)
        #expect(d[5, 1] == RGBA(r: 0, g: 0, b: 0))   // first dash from the top-left corner (inset 2)
        #expect(d[17, 1].a == 0)                     // the gap after it
        #expect(d[27, 1] == RGBA(r: 0, g: 0, b: 0))

        let circle = Circle().stroke(lineWidth: 2).frame(width: 40, height: 40).foregroundStyle(.green)
        let c = try renderPNG(circle)
        #expect(c[20, 0] == RGBA(Color.green))       // top of the circle, half the line outside (cut by the image)
        #expect(c[20, 20].a == 0)
    }

    @Test("A filled, stroked or bordered shape lays out exactly like the shape (A3.1)")
    func layoutUnchanged() {
        func frames<V: View>(_ view: V) -> [CGRect?] {
            let host = HostingView(rootView: view, size: CGSize(width: 200, height: 100))
            return [host.rootFrame, host.frame(of: "shape")]
        }
        let plain = frames(HStack { Circle().id("shape"); Text("x") })
        #expect(frames(HStack { Circle().fill(.red).id("shape"); Text("x") }) == plain)
        #expect(frames(HStack { Circle().stroke(.red, lineWidth: 9).id("shape"); Text("x") }) == plain)
        #expect(frames(HStack { Circle().strokeBorder(.red, lineWidth: 9).id("shape"); Text("x") }) == plain)
        #expect(frames(HStack { Circle().stroke(lineWidth: 3).id("shape"); Text("x") }) == plain)
        #expect(frames(HStack { Circle().id("shape").border(.red, width: 5).opacity(0.5).rotationEffect(.degrees(30)); Text("x") }) == plain)
        let host = HostingView(rootView: Circle().fill(.red), size: CGSize(width: 50, height: 30))
        #expect(host.dump() == "Circle (0, 0, 50, 30)\n")
    }

    @Test("A Path draws at its own coordinates")
    func pathView() throws {
        let triangle = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 40, y: 0))
            p.addLine(to: CGPoint(x: 0, y: 40))
            p.closeSubpath()
        }
        let pixels = try renderPNG(triangle.fill(.red).frame(width: 40, height: 40))
        #expect(pixels[5, 5] == RGBA(Color.red))
        #expect(pixels[35, 35].a == 0)
    }
}
