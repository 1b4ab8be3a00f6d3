import ArrangeCore
@testable import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// Views with effects nested `levels` deep, as a document built from untrusted input may nest them.
enum NestedEffects {
    /// A square under `levels` nested shadows.
    static func shadows(_ levels: Int) -> AnyView {
        var view = AnyView(Color.blue.frame(width: 40, height: 40))
        for _ in 0..<levels { view = AnyView(view.shadow(color: .black, radius: 2, x: 1, y: 1)) }
        return AnyView(view.padding(30))
    }

    /// A square under `levels` nested pairs of opacity and shadow.
    static func opacityAndShadows(_ levels: Int) -> AnyView {
        var view = AnyView(Color.blue.frame(width: 40, height: 40))
        for _ in 0..<levels { view = AnyView(view.opacity(0.9).shadow(color: .black, radius: 2, x: 1, y: 1)) }
        return AnyView(view.padding(30))
    }

    /// A square under `levels` nested opacities.
    static func opacities(_ levels: Int) -> AnyView {
        var view = AnyView(Color.blue.frame(width: 40, height: 40))
        for _ in 0..<levels { view = AnyView(view.opacity(0.95)) }
        return AnyView(view.padding(30))
    }
}

@Suite("Rendering: nested effects cost linear time")
@MainActor struct NestedEffectTests {
    /// The display list of `view` in a 200×200 host.
    private func list(_ view: AnyView) -> DisplayList {
        DisplayList(host: HostingView(rootView: view, size: CGSize(width: 200, height: 200)), scale: 2)
    }

    /// Items in a list, counting those inside groups.
    private func itemCount(_ items: [DisplayItem]) -> Int {
        items.reduce(0) { count, item in
            if case .group(_, let inner) = item { return count + 1 + itemCount(inner) }
            return count + 1
        }
    }

    /// How much work each output does for `view`: display items, items Cairo draws for PNG and
    /// for PDF, and elements the SVG writer writes.
    private func work(_ view: AnyView) throws -> [Int] {
        let list = list(view)
        let png = PaintCounter(), pdf = PaintCounter()
        _ = try CairoRenderer.png(list, scale: 2, counter: png)
        _ = try CairoRenderer.pdf(list, counter: pdf)
        let svg = try SVGWriter.svg(for: list)
        // Opening tags, less the one `<defs>` that appears with the first definition.
        let elements = svg.split(separator: "<").filter { !$0.hasPrefix("/") && !$0.hasPrefix("defs") }.count
        return [itemCount(list.items), png.items, pdf.items, elements]
    }

    /// Checks that each measure of work grows by the same amount per level: work(n) == a·n + b.
    private func expectLinear(_ make: (Int) -> AnyView, levels: Int = 7, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let counts = try (0...levels).map { try work(make($0)) }
        for measure in 0..<counts[0].count {
            let step = counts[1][measure] - counts[0][measure]
            #expect(step > 0, sourceLocation: sourceLocation)
            for n in 0...levels {
                #expect(counts[n][measure] == step * n + counts[0][measure],
                        "measure \(measure) at \(n) levels: \(counts.map { $0[measure] })", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("n nested shadows draw a·n + b items in every output (each level draws its content once)")
    func nestedShadows() throws {
        try expectLinear(NestedEffects.shadows)
    }

    @Test("n nested opacities, and n nested opacity+shadow pairs, draw a·n + b items")
    func nestedOpacity() throws {
        try expectLinear(NestedEffects.opacities)
        try expectLinear(NestedEffects.opacityAndShadows)
    }

    @Test("Nested shadows still draw each level's shadow beneath its content")
    func nestedShadowPixels() throws {
        let renderer = ImageRenderer(content: NestedEffects.shadows(3))
        let p = try decodePNG(try renderer.pngData())
        // The square (30…70) stays blue; below and right of it the three shadows darken.
        #expect(p[50, 50].isClose(to: RGBA(Color.blue), tolerance: 2))
        #expect(p[72, 72].a > 60 && p[72, 72].b < 30)
        #expect(p[27, 27].a < p[72, 72].a)
        // The same square with one shadow is lighter there: each level adds its own.
        let one = try decodePNG(try ImageRenderer(content: NestedEffects.shadows(1)).pngData())
        #expect(one[72, 72].a < p[72, 72].a)
    }
    /// Prints how long each output takes for the nested effects. Timings vary by machine,
    /// so nothing is asserted; set ARRANGE_PRINT_TIMINGS=1 to run it.
    @Test("Timings of 12 nested shadows and 10 nested opacity+shadow (printed, not asserted)",
          .enabled(if: ProcessInfo.processInfo.environment["ARRANGE_PRINT_TIMINGS"] == "1"))
    func timings() throws {
        func time(_ name: String, _ view: AnyView) throws {
            let renderer = ImageRenderer(content: view)
            renderer.scale = 2
            _ = try renderer.size
            var line = name
            for (format, work) in [("PNG", { _ = try renderer.pngData() }), ("PDF", { _ = try renderer.pdfData() }),
                                   ("SVG", { _ = try renderer.svg() })] as [(String, () throws -> Void)] {
                let start = Date()
                try work()
                line += String(format: "  %@ %.4f s", format, Date().timeIntervalSince(start))
            }
            print(line)
        }
        try time("12 nested shadows:", NestedEffects.shadows(12))
        try time("10 nested opacity+shadow:", NestedEffects.opacityAndShadows(10))
        // Twice and four times as deep: linear cost doubles, quadratic would quadruple.
        try time("24 nested shadows:", NestedEffects.shadows(24))
        try time("48 nested shadows:", NestedEffects.shadows(48))
    }
}
