import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("AsyncImage: file and data URLs load at build time; remote URLs show the placeholder")
@MainActor struct AsyncImageTests {
    /// A 4 × 2 pixel red PNG.
    private func redPNG() throws -> Data {
        let renderer = ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 2))
        return try renderer.pngData()
    }

    private func fileURL() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("asyncimage-\(UUID().uuidString).png")
        try redPNG().write(to: url)
        return url
    }

    @Test("A file URL loads: the image's natural size, divided by scale")
    func fileURLLoads() throws {
        let url = try fileURL()
        defer { try? FileManager.default.removeItem(at: url) }
        let host = HostingView(rootView: AsyncImage(url: url, scale: 2).id("a"), size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "a") == CGRect(x: 49, y: 49.5, width: 2, height: 1))
        #expect(host.diagnostics.isEmpty)
        let png = try renderPNG(AsyncImage(url: url))
        #expect(png.width == 4 && png.height == 2)
        #expect(png[1, 1] == RGBA(r: 255, g: 0, b: 0))
    }

    @Test("A data URL loads; content and placeholder form gets the image")
    func dataURLLoads() throws {
        let url = try #require(URL(string: "data:image/png;base64," + redPNG().base64EncodedString()))
        let view = AsyncImage(url: url) { image in
            image.resizable().id("loaded")
        } placeholder: {
            Color.gray.id("placeholder")
        }.frame(width: 40, height: 20)
        let host = HostingView(rootView: view, size: CGSize(width: 40, height: 20))
        #expect(host.frame(of: "loaded") == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(host.frame(of: "placeholder") == nil)
    }

    @Test("A remote URL shows the placeholder phase with a diagnostic")
    func remoteURL() throws {
        let url = URL(string: "https://example.com/cat.png")
        let view = AsyncImage(url: url) { phase in
            switch phase {
            case .empty: Color.blue.id("empty")
            case .success(let image): image.id("image")
            case .failure: Color.red.id("failure")
            }
        }
        let host = HostingView(rootView: view, size: CGSize(width: 30, height: 30))
        #expect(host.frame(of: "empty") == CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(host.diagnostics.contains { $0.contains("does not fetch remote URLs") })
    }

    @Test("The simple form's placeholder is a flexible grey rectangle")
    func defaultPlaceholder() throws {
        let host = HostingView(rootView: AsyncImage(url: nil).id("a"), size: CGSize(width: 50, height: 30))
        #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 50, height: 30))
        let png = try renderPNG(AsyncImage(url: nil).frame(width: 10, height: 10))
        #expect(png[5, 5].isClose(to: RGBA(r: 120, g: 120, b: 128, a: 41), tolerance: 1))
    }

    @Test("A missing file gives the failure phase and a diagnostic")
    func missingFile() {
        let url = URL(fileURLWithPath: "/nonexistent/picture.png")
        var sawError = false
        let view = AsyncImage(url: url) { phase in
            if phase.error != nil { Color.red.id("failure") } else { Color.blue }
        }
        let host = HostingView(rootView: view, size: CGSize(width: 10, height: 10))
        sawError = host.frame(of: "failure") != nil
        #expect(sawError)
        #expect(host.diagnostics.contains { $0.contains("AsyncImage could not load") })
    }
}
