import Arrange
@testable import ArrangePreviewAgent
import ArrangeRender
import ArrangeRenderTestSupport
import Foundation
import Testing

/// Image sets whose only files are vectors (SVG, PDF) draw as bitmaps at the display's scale in
/// preview programs, as Xcode turns them into bitmaps when it builds the app (four screens of the
/// real-app corpus use Figma-exported SVG sets).
@Suite("Preview programs: vector image sets", .serialized)
@MainActor struct VectorImageAssetTests {
    static let svg = """
    <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10"><rect width="20" height="10" fill="#ff0000"/></svg>
    """

    /// A bundle folder holding `Images.xcassets/badge.imageset` with `files` (name → contents),
    /// listed in its Contents.json with their scales.
    private func bundle(_ files: [(name: String, scale: String?, contents: Data)]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-vector-assets-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Images.xcassets/badge.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        var entries: [String] = []
        for file in files {
            try file.contents.write(to: set.appendingPathComponent(file.name))
            entries.append(#"{ "filename": "\#(file.name)", "idiom": "universal"\#(file.scale.map { #", "scale": "\#($0)""# } ?? "") }"#)
        }
        try Data(#"{ "images": [ \#(entries.joined(separator: ", ")) ], "properties": { "preserves-vector-representation": true } }"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        return try #require(Bundle(path: root.path))
    }

    @Test("An SVG-only image set is drawn at its SVG size in points, at the display's scale, in its colours")
    func svgSet() throws {
        VectorImageRasterizer.install()
        let assets = try bundle([("badge.svg", nil, Data(Self.svg.utf8))])
        let host = HostingView(rootView: Image("badge", bundle: assets).environment(\.displayScale, 3), size: CGSize(width: 100, height: 100))
        #expect(host.rootFrame.size == CGSize(width: 20, height: 10))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        let pixels = try renderPNG(Image("badge", bundle: assets), scale: 2)
        #expect(pixels.width == 40 && pixels.height == 20)
        #expect(pixels[20, 10].isClose(to: RGBA(r: 255, g: 0, b: 0)), "\(pixels[20, 10])")
    }

    @Test("An SVG in a 2x or 3x slot still measures its own size in points (design tools export the same SVG for every slot)")
    func scaledSVG() throws {
        VectorImageRasterizer.install()
        let assets = try bundle([("badge 1.svg", "1x", Data(Self.svg.utf8)), ("badge 3.svg", "3x", Data(Self.svg.utf8))])
        let host = HostingView(rootView: Image("badge", bundle: assets).environment(\.displayScale, 3), size: CGSize(width: 100, height: 100))
        #expect(host.rootFrame.size == CGSize(width: 20, height: 10))
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("The rasterizer turns an SVG into a PNG zoom times its size, and refuses a bad zoom")
    func rasterizer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-vector-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let svg = folder.appendingPathComponent("a.svg")
        try Data(Self.svg.utf8).write(to: svg)
        let png = try #require(VectorImageRasterizer.rasterize(svg.path, zoom: 3))
        let decoded = try decodePNG(Data(contentsOf: URL(fileURLWithPath: png)))
        #expect(decoded.width == 60 && decoded.height == 30)
        #expect(VectorImageRasterizer.rasterize(svg.path, zoom: .nan) == nil)
        #expect(VectorImageRasterizer.rasterize(folder.appendingPathComponent("missing.svg").path, zoom: 1) == nil)
    }
}
