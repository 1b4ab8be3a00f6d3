import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Rendering: styles, backgrounds and effects")
@MainActor struct EffectRenderingTests {
    @Test("Linear, radial and angular gradients")
    func gradients() throws {
        let linear = try renderPNG(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing).frame(width: 101, height: 10))
        #expect(linear[0, 5].r < 5)
        #expect(linear[100, 5].r > 250)
        #expect(abs(Int(linear[50, 5].r) - 128) <= 3)
        #expect(linear[50, 0] == linear[50, 9])   // constant across the line

        let radial = try renderPNG(Rectangle().fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 10, endRadius: 40)).frame(width: 100, height: 100))
        #expect(radial[50, 50] == RGBA(Color.red))               // inside the start radius
        #expect(radial[95, 50] == RGBA(Color.blue))              // beyond the end radius
        #expect(radial[75, 50].isClose(to: RGBA(r: 125, g: 91, b: 153), tolerance: 6))   // about halfway (r = 25.5)

        let angular = try renderPNG(AngularGradient(colors: [.red, .blue], center: .center).frame(width: 100, height: 100))
        // A full turn from 3 o'clock, clockwise: red at the start, a quarter of the way at
        // 6 o'clock, half at 9 o'clock, nearly blue just above 3 o'clock.
        #expect(angular[95, 51].isClose(to: RGBA(Color.red), tolerance: 12))
        #expect(angular[50, 95].isClose(to: RGBA(r: 191, g: 75, b: 100), tolerance: 8))
        #expect(angular[5, 50].isClose(to: RGBA(r: 128, g: 91, b: 152), tolerance: 8))
        #expect(angular[95, 48].isClose(to: RGBA(Color.blue), tolerance: 12))

        let partial = try renderPNG(Circle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(90))).frame(width: 100, height: 100))
        // Past the end (90°) the last colour holds until halfway round the rest (225°), then the first.
        #expect(partial[20, 55].isClose(to: RGBA(Color.blue), tolerance: 4))    // about 170°
        #expect(partial[55, 20].isClose(to: RGBA(Color.red), tolerance: 4))     // about 280°
    }

    @Test("Styles as backgrounds, overlays and borders; background(_:in:)")
    func backgroundsAndBorders() throws {
        let view = Color.clear.frame(width: 40, height: 40)
            .background(.red)
            .overlay(Color.blue.opacity(0.5))
            .border(.green, width: 3)
        let p = try renderPNG(view)
        #expect(p[20, 20].isClose(to: RGBA(r: 128, g: 90, b: 151), tolerance: 2))
        #expect(p[1, 20] == RGBA(Color.green) && p[38, 20] == RGBA(Color.green))
        #expect(p[20, 2] == RGBA(Color.green))
        #expect(p[3, 20] != RGBA(Color.green))

        let capsule = try renderPNG(Color.clear.frame(width: 60, height: 20).background(.orange, in: Capsule()))
        #expect(capsule[0, 0].a == 0)
        #expect(capsule[30, 10] == RGBA(Color.orange))

        let white = try renderPNG(Color.clear.frame(width: 10, height: 10).background())
        #expect(white[5, 5] == RGBA(r: 255, g: 255, b: 255))
    }

    @Test("cornerRadius, clipShape and clipped")
    func clipping() throws {
        let rounded = try renderPNG(Color.red.frame(width: 100, height: 100).cornerRadius(20))
        #expect(rounded[1, 1].a == 0)
        #expect(rounded[50, 50] == RGBA(Color.red))
        #expect(rounded[50, 0] == RGBA(Color.red))

        let circle = try renderPNG(Color.blue.frame(width: 100, height: 100).clipShape(Circle()))
        #expect(circle[10, 10].a == 0)
        #expect(circle[50, 50] == RGBA(Color.blue))

        // The red square is drawn 20 to the right of its frame; clipped() cuts it at the frame.
        let view = Color.red.frame(width: 40, height: 40).offset(x: 20).clipped().frame(width: 100, height: 40, alignment: .leading)
        let clipped = try renderPNG(view)
        #expect(clipped[10, 20].a == 0)
        #expect(clipped[30, 20] == RGBA(Color.red))
        #expect(clipped[50, 20].a == 0)
        let unclipped = try renderPNG(Color.red.frame(width: 40, height: 40).offset(x: 20).frame(width: 100, height: 40, alignment: .leading))
        #expect(unclipped[50, 20] == RGBA(Color.red))

        let eo = Path { p in
            p.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            p.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        let ring = try renderPNG(Color.green.frame(width: 40, height: 40).clipShape(eo, style: FillStyle(eoFill: true)))
        #expect(ring[5, 5] == RGBA(Color.green))
        #expect(ring[20, 20].a == 0)
    }

    @Test("opacity composites the view and multiplies alpha")
    func opacity() throws {
        let p = try renderPNG(ZStack {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 10, height: 10)
        }.opacity(0.5))
        // The group is composited first: where blue covers red there is no red showing through.
        #expect(p[10, 10].isClose(to: RGBA(r: 0, g: 122, b: 255, a: 128), tolerance: 2))
        #expect(p[1, 1].isClose(to: RGBA(r: 255, g: 59, b: 48, a: 128), tolerance: 2))
        let hidden = try renderPNG(Color.red.frame(width: 10, height: 10).opacity(0).background(.white))
        #expect(hidden[5, 5] == RGBA(r: 255, g: 255, b: 255))
    }

    @Test("shadow darkens the pixels next to the shape, away from the light")
    func shadow() throws {
        let view = Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 6, x: 6, y: 6).padding(20)
        let p = try renderPNG(view)
        #expect(p[40, 40] == RGBA(r: 255, g: 255, b: 255))   // the view itself is on top
        #expect(p[63, 63].a > 60)                            // just outside its bottom-right corner
        #expect(p[17, 17].a < p[63, 63].a)                   // the shadow falls to the bottom right
        #expect(p[1, 1].a == 0)
        #expect(p[63, 40].r < 10 && p[63, 40].a > 60)        // black shadow, not white
        let svg = try ImageRenderer(content: view).svg()
        #expect(svg.contains("feGaussianBlur"))
    }

    @Test("offset, rotationEffect, scaleEffect and transformEffect move the drawing, not the frame")
    func geometryEffects() throws {
        let offset = try renderPNG(Color.red.frame(width: 20, height: 20).offset(x: 30).frame(width: 60, height: 20, alignment: .leading))
        #expect(offset[5, 10].a == 0)
        #expect(offset[35, 10] == RGBA(Color.red))

        let rotated = try renderPNG(Color.red.frame(width: 60, height: 10).rotationEffect(.degrees(90)).frame(width: 60, height: 60))
        #expect(rotated[30, 5] == RGBA(Color.red))    // now a vertical bar through the centre
        #expect(rotated[5, 30].a == 0)

        // A quarter turn clockwise about the top-left corner of a bar at x = 10: it hangs down
        // to the left of that corner.
        let quarter = try renderPNG(Color.blue.frame(width: 40, height: 10).rotationEffect(.degrees(90), anchor: .topLeading)
            .padding(.leading, 10).frame(width: 50, height: 40, alignment: .topLeading))
        #expect(quarter[5, 30] == RGBA(Color.blue))
        #expect(quarter[30, 5].a == 0)

        let scaled = try renderPNG(Color.red.frame(width: 40, height: 40).scaleEffect(0.5))
        #expect(scaled[2, 2].a == 0)
        #expect(scaled[20, 20] == RGBA(Color.red))
        #expect(scaled[31, 20].a == 0)
        let anchored = try renderPNG(Color.red.frame(width: 40, height: 40).scaleEffect(x: 0.5, y: 1, anchor: .leading))
        #expect(anchored[2, 2] == RGBA(Color.red))
        #expect(anchored[30, 20].a == 0)

        let transformed = try renderPNG(Color.green.frame(width: 20, height: 20).transformEffect(CGAffineTransform(translationX: 20, y: 0)).frame(width: 40, height: 20, alignment: .leading))
        #expect(transformed[10, 10].a == 0)
        #expect(transformed[30, 10] == RGBA(Color.green))
    }

    @Test("zIndex orders drawing; backgrounds draw behind, overlays in front; hidden views do not draw")
    func drawingOrder() throws {
        let z = try renderPNG(ZStack {
            Color.red.frame(width: 20, height: 20).zIndex(1)
            Color.blue.frame(width: 20, height: 20)
        })
        #expect(z[10, 10] == RGBA(Color.red))
        let plain = try renderPNG(ZStack {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        })
        #expect(plain[10, 10] == RGBA(Color.blue))
        // zIndex survives modifiers applied after it.
        let wrapped = try renderPNG(ZStack {
            Color.red.frame(width: 20, height: 20).zIndex(1).padding(0)
            Color.blue.frame(width: 20, height: 20)
        })
        #expect(wrapped[10, 10] == RGBA(Color.red))
        // Overlapping siblings in a stack.
        let stack = try renderPNG(HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).offset(x: 10).zIndex(1)
            Color.blue.frame(width: 20, height: 20)
        })
        #expect(stack[25, 10] == RGBA(Color.red))

        let layered = try renderPNG(Color.green.frame(width: 20, height: 20)
            .background(Color.red.frame(width: 30, height: 30))
            .overlay(Color.blue.frame(width: 10, height: 10)))
        #expect(layered[10, 10] == RGBA(Color.blue))
        #expect(layered[3, 10] == RGBA(Color.green))

        let hidden = try renderPNG(ZStack {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20).hidden()
        })
        #expect(hidden[10, 10] == RGBA(Color.red))
    }

    @Test("colorInvert inverts colours and keeps alpha")
    func invert() throws {
        let p = try renderPNG(HStack(spacing: 0) {
            Color(red: 0.2, green: 0.4, blue: 0.6).frame(width: 10, height: 10)
            Color.clear.frame(width: 10, height: 10)
        }.colorInvert())
        #expect(p[5, 5].isClose(to: RGBA(r: 204, g: 153, b: 102), tolerance: 1))
        #expect(p[15, 5].a == 0)
    }
}

@Suite("Rendering: hosts")
@MainActor struct HostRenderingTests {
    @Test("A style background grows into the host's safe area where its view reaches it; a view background does not")
    func safeArea() throws {
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 30).background(.red)
            Color.clear.frame(height: 30).background(Color.blue, alignment: .center)
            Spacer()
        }
        let host = HostingView(rootView: view, size: CGSize(width: 40, height: 100), safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        let pixels = try decodePNG(CairoRenderer.png(DisplayList(host: host), scale: 1))
        #expect(pixels.width == 40 && pixels.height == 100)
        #expect(pixels[20, 5] == RGBA(Color.red))     // in the unsafe area above the view
        #expect(pixels[20, 35] == RGBA(Color.red))
        #expect(pixels[20, 60] == RGBA(Color.blue))
        #expect(pixels[20, 90].a == 0)
        // Layout is unchanged by the style background: no extra node.
        #expect(host.dump().contains("  background (0, 20, 40, 30)\n    frame (0, 20, 40, 30)\n      Color(clear) (0, 20, 40, 30)\n    Color(red) (0, 20, 40, 30)\n"))
    }

    @Test("The render tree lists placed nodes back to front with absolute frames")
    func renderTree() throws {
        let view = ZStack {
            Color.red.frame(width: 20, height: 20).zIndex(2).id("top")
            Color.green.frame(width: 30, height: 30).id("middle").background(.blue)
        }
        let host = HostingView(rootView: view, size: CGSize(width: 100, height: 100))
        let tree = try #require(host.renderTree())
        #expect(tree.frame == CGRect(x: 35, y: 35, width: 30, height: 30))
        #expect(tree.children.map(\.name) == ["background", "frame"])
        #expect(tree.children[1].id == AnyHashable("top"))
        #expect(tree.children[0].children.map(\.name) == ["Color(blue)", "frame"])
        #expect(tree.children[1].children.first?.frame == CGRect(x: 40, y: 40, width: 20, height: 20))
    }
}
