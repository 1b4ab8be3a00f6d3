import Foundation
import Testing
import Arrange

@Suite @MainActor struct PreviewDiscoveryTests {
    /// The previews of `PreviewSamples.swift`.
    private var samples: [any PreviewRegistry.Type] {
        PreviewCatalog.registries.filter { $0.fileID == "ArrangePreviewTests/PreviewSamples.swift" }
    }

    @Test func everyPreviewOfAFileIsFoundInSourceOrder() {
        #expect(samples.map { $0.line } == [17, 21, 26, 30, 37, 42])
        #expect(samples.map { $0.column } == [1, 1, 1, 1, 1, 1])
    }

    @MainActor
    @Test func previewsKeepTheirNamesAndTraits() throws {
        let previews = try samples.map { try $0.makePreview() }
        #expect(previews.map(\.name) == [nil, "Named", "Fits", "Fixed landscape", "Previewable", nil])
        #expect(previews.map(\.layout) == [.device, .device, .sizeThatFits, .fixed(width: 200, height: 100), .device, .device])
        #expect(previews.map(\.orientation) == [.portrait, .portrait, .portrait, .landscapeLeft, .portrait, .portrait])
        #expect(samples.map { $0.displayName } == ["PreviewSamples.swift:17", "Named", "Fits", "Fixed landscape", "Previewable", "PreviewSamples.swift:42"])
    }

    @MainActor
    @Test func previewsLayOutTheirContent() throws {
        let sizes = try samples.map { registry -> CGSize in
            let preview = try registry.makePreview()
            let host = HostingView(rootView: preview.content.environment(\.defaultFontFamily, Font.testFontFamily), size: CGSize(width: 390, height: 844))
            return host.sizeThatFits(.unspecified)
        }
        #expect(sizes == [CGSize(width: 30, height: 20), CGSize(width: 40, height: 20), CGSize(width: 50, height: 25),
                          CGSize(width: 51, height: 34), CGSize(width: 20, height: 10), CGSize(width: 10, height: 10)])
    }

    @MainActor
    @Test func previewableStateLivesInThePreviewsView() throws {
        let preview = try #require(samples.first { $0.line == 37 }).makePreview()
        let host = HostingView(rootView: preview.content, size: CGSize(width: 200, height: 100))
        #expect(host.frame(ofAccessibilityIdentifier: "counter")?.width == 20)
        host.annotatedView(withAccessibilityIdentifier: "counter")?.performTap()
        #expect(host.frame(ofAccessibilityIdentifier: "counter")?.width == 30)
    }

    @Test func previewProvidersStillCompileAndLayOut() {
        let host = HostingView(rootView: PreviewSampleProvider.previews, size: CGSize(width: 10, height: 10))
        #expect(host.rootFrame == CGRect(x: 2.5, y: 2.5, width: 5, height: 5))
    }

    @MainActor
    @Test func aPreviewRendersAtTheSizeItsLayoutTraitGives() throws {
        let registry = try #require(samples.first { $0.line == 26 })
        let preview = try registry.makePreview()
        #expect(preview.layout == .sizeThatFits)
        let renderer = ImageRenderer(content: preview.content)
        renderer.scale = 2
        let png = try renderer.pngData()
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect((width, height) == (100, 50))
    }
}
