import Foundation
import Testing

/// `arrange preview` end to end: the built `arrange` serves a Swift file's previews on a free
/// loopback port, headless Chromium (Debian's `chromium`, which scripts/install-system-packages.sh
/// installs) loads the page, and the test reads the page through the DevTools protocol: the
/// picture's pixels, the inspector, a tap, then the page following edits of the file by itself
/// (a new picture, then a compile error shown over the last good picture), a preview that calls
/// `fatalError` shown with its message while the others are drawn, and the fixed file recovering.
@Suite(.serialized) struct PreviewServerEndToEndTests {
    /// The file previewed: a red band over a counting button, as a size-that-fits `#Preview`,
    /// and a `PreviewProvider`.
    static let source = """
        import Arrange

        struct Banner: View {
            @State private var count = 0
            var body: some View {
                VStack(spacing: 0) {
                    Color(red: 1, green: 0, blue: 0).frame(width: 120, height: 60)
                    Button("Count \\(count)") { count += 1 }.frame(width: 120, height: 40)
                }
            }
        }

        #Preview("Banner", traits: .sizeThatFitsLayout) {
            Banner()
        }

        struct Banner_Previews: PreviewProvider {
            static var previews: some View { Banner() }
        }

        """

    /// A preview whose code stops the program, appended to `source`.
    static let exploding = """

        struct Exploding: View {
            var body: some View { Text(explode()) }
            func explode() -> String { fatalError("Boom in a preview") }
        }

        #Preview("Exploding") {
            Exploding()
        }

        """

    /// Every preview's name, message, and the build its picture was drawn for (0: none).
    static let figures = """
        (() => {
          const figures = [...document.querySelectorAll("figure.preview")];
          return { generation: Number(document.body.dataset.generation), names: figures.map((f) => f.dataset.name),
                   messages: figures.map((f) => f.querySelector(".message").textContent),
                   drawn: figures.map((f) => { const img = f.querySelector("img"); return img && img.complete && img.naturalWidth ? Number(img.dataset.generation || 0) : 0; }) };
        })()
        """

    /// What the page shows of its first preview: the build it drew, the picture's pixel size,
    /// the colour at (20, 20) and the labels of the inspected views.
    static let probe = """
        (() => {
          const figures = [...document.querySelectorAll("figure.preview")];
          const img = figures.length ? figures[0].querySelector("img") : null;
          if (!img || !img.complete || !img.naturalWidth || !figures[0].picture) return null;
          const canvas = document.createElement("canvas");
          canvas.width = img.naturalWidth; canvas.height = img.naturalHeight;
          const context = canvas.getContext("2d");
          context.drawImage(img, 0, 0);
          const d = context.getImageData(20, 20, 1, 1).data;
          return { generation: Number(document.body.dataset.generation), imageGeneration: Number(img.dataset.generation),
                   names: figures.map((f) => f.dataset.name), width: img.naturalWidth, height: img.naturalHeight,
                   rgb: [d[0], d[1], d[2]], labels: figures[0].picture.nodes.map((n) => n.label),
                   error: document.getElementById("build-error").hidden ? null : document.getElementById("build-error").textContent };
        })()
        """

    @Test(.enabled(if: Chromium.path != nil, "Debian's chromium is not installed (bash scripts/install-system-packages.sh installs it)"),
          .timeLimit(.minutes(10)))
    func thePageShowsThePreviewFollowsEditsAndTaps() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-preview-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Banner.swift")
        try Data(Self.source.utf8).write(to: file)

        let server = try PreviewServerProcess(file: file, cache: folder.appendingPathComponent("cache"))
        defer { server.stop() }
        do {
            let browser = try Chromium(profile: folder.appendingPathComponent("profile"))
            defer { browser.stop() }
            let page = try browser.open(server.url)

            // The first build, drawn: 120 × 100 points at 2 pixels per point, red at the top.
            let first = try page.waitFor(Self.probe, timeout: 240) { ($0["generation"] as? Double ?? 0) >= 1 && ($0["imageGeneration"] as? Double) == 1 }
            #expect(first["names"] as? [String] == ["Banner", "Banner_Previews"])
            #expect(first["width"] as? Double == 240)
            #expect(first["height"] as? Double == 200)
            #expect(first["rgb"] as? [Double] == [255, 0, 0])
            #expect((first["labels"] as? [String] ?? []).contains { $0.hasPrefix("Color") })

            // Hovering the band outlines it and shows its record in the inspector.
            let band = try page.evaluate("""
                (() => { const r = document.querySelector("figure.preview img").getBoundingClientRect();
                         return { x: r.left + 60, y: r.top + 30, buttonY: r.top + 80 }; })()
                """) as? [String: Any] ?? [:]
            let x = band["x"] as? Double ?? 0, y = band["y"] as? Double ?? 0, buttonY = band["buttonY"] as? Double ?? 0
            try page.mouse("mouseMoved", x: x, y: y)
            let inspector = try page.waitFor(#"({ label: document.getElementById("inspector-label").textContent, record: document.getElementById("inspector-record").textContent })"#,
                                             timeout: 30) { ($0["label"] as? String ?? "").hasPrefix("Color") }
            #expect((inspector["record"] as? String ?? "").contains("probe"))

            // A click on the button taps it through the interaction API; the picture is drawn again.
            try page.mouse("mousePressed", x: x, y: buttonY)
            try page.mouse("mouseReleased", x: x, y: buttonY)
            let tapped = try page.waitFor(Self.probe, timeout: 60) { ($0["labels"] as? [String] ?? []).contains { $0.contains("Count 1") } }
            #expect(tapped["rgb"] as? [Double] == [255, 0, 0])

            // Saving the file rebuilds it; the page redraws by itself, now blue.
            try Data(Self.source.replacingOccurrences(of: "Color(red: 1, green: 0, blue: 0)", with: "Color(red: 0, green: 0, blue: 1)").utf8).write(to: file)
            let edited = try page.waitFor(Self.probe, timeout: 240) { ($0["generation"] as? Double ?? 0) >= 2 && ($0["imageGeneration"] as? Double ?? 0) >= 2 }
            #expect(edited["rgb"] as? [Double] == [0, 0, 255])
            #expect(edited["width"] as? Double == 240)

            // A compile error shows the compiler's message; the last good picture stays.
            try Data(Self.source.replacingOccurrences(of: "count += 1", with: "count += \"one\"").utf8).write(to: file)
            let broken = try page.waitFor(Self.probe, timeout: 240) { $0["error"] is String }
            #expect((broken["error"] as? String ?? "").contains("Banner.swift"))
            #expect((broken["error"] as? String ?? "").contains("error:"))
            #expect(broken["rgb"] as? [Double] == [0, 0, 255])
            #expect(broken["generation"] as? Double == edited["generation"] as? Double)

            // A preview whose code calls fatalError shows the message and the frames of the app's
            // code that led to it; the other previews are drawn from the same build.
            try Data((Self.source + Self.exploding).utf8).write(to: file)
            let crashed = try page.waitFor(Self.figures, timeout: 240) { state in
                (state["generation"] as? Double ?? 0) >= 3 && (state["messages"] as? [String] ?? []).contains { $0.contains("Boom") }
            }
            let names = crashed["names"] as? [String] ?? []
            let messages = crashed["messages"] as? [String] ?? []
            let exploding = try #require(names.firstIndex(of: "Exploding"))
            #expect(messages[exploding].contains("fatalError"))
            #expect(messages[exploding].contains("Fatal error: Boom in a preview"))
            #expect(messages[exploding].contains("Exploding.explode()"))
            let others = try page.waitFor(Self.figures, timeout: 120) { state in
                let drawn = state["drawn"] as? [Double] ?? []
                return names.indices.filter { $0 != exploding }.allSatisfy { $0 < drawn.count && drawn[$0] >= 3 }
            }
            #expect((others["messages"] as? [String] ?? []).enumerated().allSatisfy { $0.offset == exploding || $0.element.isEmpty })

            // The file fixed, the page recovers by itself: every preview drawn, no message.
            try Data(Self.source.utf8).write(to: file)
            let fixed = try page.waitFor(Self.figures, timeout: 240) { state in
                (state["generation"] as? Double ?? 0) >= 4 && (state["messages"] as? [String] ?? []).allSatisfy(\.isEmpty)
                    && (state["drawn"] as? [Double] ?? []).allSatisfy { $0 >= 4 }
            }
            #expect(fixed["names"] as? [String] == ["Banner", "Banner_Previews"])
        } catch {
            // What the server said helps most when the page never showed what was expected.
            throw E2EError("\(error)\nserver log:\n\(server.log)")
        }
    }
}
