import ArrangeCore
import ArrangeExamples
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Rendering: the built-in examples")
@MainActor struct ExampleRenderingTests {
    @Test("Every example renders to PNG, SVG and PDF, and the SVG matches the PNG", arguments: Examples.names)
    func example(name: String) throws {
        let example = try #require(Examples.named(name))
        let host = example.host()
        let list = DisplayList(host: host)
        let png = try CairoRenderer.png(list, scale: 1)
        let svg = try SVGWriter.svg(for: list)
        let pdf = try CairoRenderer.pdf(list)
        #expect(try pdfPageSize(pdf) == example.defaultSize)
        let (mean, outliers) = difference(try decodePNG(png), try rasterizeWithRSVG(svg))
        if mean >= 1 || outliers >= 0.01 || keepsRenders { keepForInspection("example-\(name)", png: png, svg: svg) }
        #expect(mean < 1, "mean channel difference \(mean)")
        #expect(outliers < 0.01, "outliers \(outliers)")
    }
}
