import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// Every effect of issue 12's effects-and-shapes list in one picture, to look at
/// (`$TMPDIR/arrange-effects-gallery.png`).
struct EffectsGallery: View {
    private func tile<V: View>(_ title: String, @ViewBuilder _ content: () -> V) -> some View {
        VStack(spacing: 4) {
            content().frame(width: 80, height: 60)
            Text(title).font(.system(size: 10))
        }
    }

    private var sample: some View {
        HStack(spacing: 0) {
            Color.red; Color.green; Color.blue; Color.yellow
        }
    }

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                tile("original") { sample }
                tile("grayscale(1)") { sample.grayscale(1) }
                tile("brightness(0.3)") { sample.brightness(0.3) }
                tile("contrast(0.4)") { sample.contrast(0.4) }
                tile("saturation(0.3)") { sample.saturation(0.3) }
            }
            HStack(spacing: 12) {
                tile("hueRotation(90°)") { sample.hueRotation(.degrees(90)) }
                tile("blur(6)") { sample.blur(radius: 6) }
                tile("blur opaque") { sample.blur(radius: 6, opaque: true) }
                tile("multiply") { ZStack { sample; Circle().fill(Color.orange).blendMode(.multiply) } }
                tile("mask") { sample.mask { Text("Mask").font(.system(size: 30, weight: .black)) } }
            }
            HStack(spacing: 12) {
                tile("rotation3D y 45°") { sample.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)) }
                tile("rotation3D x 50°") { sample.rotation3DEffect(.degrees(50), axis: (x: 1, y: 0, z: 0)) }
                tile("trim 0.1…0.8") { Circle().trim(from: 0.1, to: 0.8).stroke(Color.blue, lineWidth: 6).padding(4) }
                tile("Uneven") { UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 12).fill(Color.purple) }
                tile("Elliptical") { EllipticalGradient(colors: [.yellow, .red, .black]) }
            }
            HStack(spacing: 12) {
                tile("material light") { ZStack { sample; Text("Aa").font(.system(size: 30)).frame(width: 60, height: 40).background(.thinMaterial) } }
                tile("material dark") { ZStack { sample; Text("Aa").font(.system(size: 30)).foregroundStyle(.white).frame(width: 60, height: 40).background(.thinMaterial) }.environment(\.colorScheme, .dark) }
                tile("AsyncImage nil") { AsyncImage(url: nil) }
                tile("compositing") { ZStack { Circle().fill(Color.red).offset(x: -12); Circle().fill(Color.blue).offset(x: 12) }.compositingGroup().opacity(0.5) }
                tile("Canvas") {
                    Canvas { context, size in
                        for i in 0..<6 {
                            var c = context
                            c.translateBy(x: size.width / 2, y: size.height / 2)
                            c.rotate(by: .degrees(Double(i) * 30))
                            c.opacity = 0.6
                            c.fill(Path(ellipseIn: CGRect(x: -30, y: -8, width: 60, height: 16)), with: .color(i % 2 == 0 ? .blue : .pink))
                        }
                    }
                }
            }
        }
        .padding(12)
        .background(Color.white)
    }
}

@Suite("Effects gallery")
@MainActor struct EffectsGalleryTests {
    @Test("The effects gallery renders to PNG, SVG and PDF")
    func gallery() throws {
        let renderer = ImageRenderer(content: EffectsGallery())
        renderer.scale = 2
        let png = try renderer.pngData()
        let svg = try renderer.svg()
        let pdf = try renderer.pdfData()
        try? png.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("arrange-effects-gallery.png"))
        try? Data(svg.utf8).write(to: FileManager.default.temporaryDirectory.appendingPathComponent("arrange-effects-gallery.svg"))
        #expect(try decodePNG(png).width > 800)
        #expect(svg.contains("feGaussianBlur") && svg.contains("feColorMatrix") && svg.contains("mix-blend-mode") && svg.contains("<mask"))
        #expect(pdf.count > 1000)
    }
}
