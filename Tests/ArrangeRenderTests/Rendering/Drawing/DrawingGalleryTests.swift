import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// Mesh gradients, canvas text, images, symbols, filters and layers, and the symbol rendering
/// modes in one picture, to look at (`$TMPDIR/arrange-drawing-gallery.png` and `.svg`).
struct DrawingGallery: View {
    private func tile<V: View>(_ title: String, @ViewBuilder _ content: () -> V) -> some View {
        VStack(spacing: 4) {
            content().frame(width: 90, height: 70)
            Text(title).font(.system(size: 10))
        }
    }

    private static let mesh = MeshGradient(width: 3, height: 3, points: [
        [0, 0], [0.5, 0], [1, 0],
        [0, 0.5], [0.8, 0.3], [1, 0.5],
        [0, 1], [0.5, 1], [1, 1],
    ], colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                tile("MeshGradient") { Self.mesh }
                tile("smoothsColors: false") { MeshGradient(width: 3, height: 3, locations: Self.mesh.locations, colors: Self.mesh.colors, smoothsColors: false) }
                tile("mesh in Circle") { Circle().fill(Self.mesh) }
                tile("mesh text") { Text("Mesh").font(.system(size: 30, weight: .black)).foregroundStyle(Self.mesh) }
            }
            HStack(spacing: 12) {
                tile("canvas text") {
                    Canvas { context, size in
                        context.draw(Text("Hello").font(.system(size: 20, weight: .bold)), at: CGPoint(x: size.width / 2, y: size.height / 2))
                        context.draw(Image(systemName: "star.fill"), in: CGRect(x: 4, y: 4, width: 16, height: 16))
                    }
                }
                tile("canvas filters") {
                    Canvas { context, _ in
                        var shadowed = context
                        shadowed.addFilter(.shadow(color: .black, radius: 4, x: 3, y: 3))
                        shadowed.fill(Path(ellipseIn: CGRect(x: 8, y: 8, width: 30, height: 30)), with: .color(.orange))
                        var blurred = context
                        blurred.addFilter(.blur(radius: 4))
                        blurred.fill(Path(CGRect(x: 50, y: 10, width: 30, height: 30)), with: .color(.blue))
                        var grey = context
                        grey.addFilter(.grayscale(1))
                        grey.fill(Path(CGRect(x: 10, y: 48, width: 70, height: 16)), with: .color(.red))
                    }
                }
                tile("canvas layer") {
                    Canvas { context, _ in
                        var faded = context
                        faded.opacity = 0.5
                        faded.drawLayer { layer in
                            layer.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.red))
                            layer.fill(Path(ellipseIn: CGRect(x: 35, y: 10, width: 40, height: 40)), with: .color(.blue))
                        }
                    }
                }
                tile("canvas symbols") {
                    Canvas { context, size in
                        guard let badge = context.resolveSymbol(id: 0) else { return }
                        for i in 0..<4 {
                            context.draw(badge, at: CGPoint(x: 12 + CGFloat(i) * 22, y: size.height / 2))
                        }
                    } symbols: {
                        Circle().fill(Color.green).frame(width: 18, height: 18).overlay(Text("1").font(.system(size: 10)).foregroundStyle(.white)).tag(0)
                    }
                }
            }
            HStack(spacing: 12) {
                ForEach(["monochrome", "hierarchical", "palette", "multicolor"], id: \.self) { name in
                    let mode: SymbolRenderingMode = name == "monochrome" ? .monochrome : name == "hierarchical" ? .hierarchical : name == "palette" ? .palette : .multicolor
                    tile(name) {
                        HStack(spacing: 2) {
                            Image(systemName: "xmark.circle.fill")
                            Image(systemName: "exclamationmark.triangle.fill")
                            Image(systemName: "person.crop.circle.fill")
                            Image(systemName: "plus.circle.fill")
                        }
                        .font(.system(size: 16))
                        .symbolRenderingMode(mode)
                        .foregroundStyle(.blue, .orange)
                    }
                }
            }
        }
        .padding(12)
        .background(Color.white)
    }
}

@Suite("Drawing gallery")
@MainActor struct DrawingGalleryTests {
    @Test("The drawing gallery renders to PNG, SVG and PDF")
    func gallery() throws {
        let renderer = ImageRenderer(content: DrawingGallery())
        renderer.scale = 2
        let png = try renderer.pngData()
        let svg = try renderer.svg()
        let pdf = try renderer.pdfData()
        try? png.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("arrange-drawing-gallery.png"))
        try? Data(svg.utf8).write(to: FileManager.default.temporaryDirectory.appendingPathComponent("arrange-drawing-gallery.svg"))
        #expect(try decodePNG(png).width > 2 * (12 + 4 * 90 + 3 * 12 + 12))
        #expect(svg.contains("<pattern id=\"mesh"))
        #expect(pdf.count > 1000)
        #expect(renderer.diagnostics.isEmpty, "\(renderer.diagnostics)")
    }
}
