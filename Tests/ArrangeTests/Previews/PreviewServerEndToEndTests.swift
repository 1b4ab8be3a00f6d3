import Foundation
import Testing

/// `arrange preview` end to end: the built `arrange` serves a Swift file's previews on a free
/// loopback port, headless Chromium (Debian's `chromium`, which scripts/install-system-packages.sh
/// installs) loads the page, and the test reads the page through the DevTools protocol: the
/// picture's pixels, the inspector, a tap, then the page following edits of the file by itself
/// (a new picture, then a compile error shown over the last good picture).
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
    }
}

/// `arrange preview FILE --port 0` started from the build the tests belong to, its own cache
/// folder, and the URL it prints. It stops when `stop()` is called or this process ends (its
/// input is a pipe from here: `--stop-when-input-ends`).
final class PreviewServerProcess {
    private let process = Process()
    private let input = Pipe()
    let url: String

    init(file: URL, cache: URL) throws {
        let executable = try Self.arrangeExecutable()
        process.executableURL = executable
        process.arguments = ["preview", file.path, "--port", "0", "--stop-when-input-ends"]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        // The first line says where it serves: "Serving previews of 1 file at http://127.0.0.1:PORT/".
        var text = ""
        let reader = output.fileHandleForReading
        while !text.contains("\n") {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let range = text.range(of: #"http://127\.0\.0\.1:[0-9]+/"#, options: .regularExpression) else {
            process.terminate()
            throw E2EError("arrange preview printed no address: \(text)")
        }
        url = String(text[range])
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// `arrange` beside the test bundle (both are products of one `swift build --build-tests`).
    static func arrangeExecutable() throws -> URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [bundle, URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../.build/debug").standardized] {
            let url = candidate.appendingPathComponent("arrange")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw E2EError("no built arrange executable next to \(bundle.path); build with swift build --build-tests")
    }
}

/// Headless Chromium driven over the DevTools protocol through a pipe
/// (`--remote-debugging-pipe`: commands on its descriptor 3, answers on 4, each JSON message
/// ended by a NUL byte), so no WebSocket client is needed.
final class Chromium {
    /// Debian's `chromium`, if installed.
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    private let process = Process()
    private let commands = Pipe()
    private let answers = Pipe()
    private var buffer = Data()
    private var nextID = 0

    init(profile: URL) throws {
        guard let path = Self.path else { throw E2EError("chromium is not installed") }
        // The shell hands our pipes to Chromium as descriptors 3 and 4.
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", #"exec "$0" "$@" 3<&0 4>&1 0</dev/null 1>/dev/null 2>/dev/null"#, path,
                             "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
                             "--user-data-dir=\(profile.path)", "about:blank"]
        process.standardInput = commands
        process.standardOutput = answers
        try process.run()
    }

    func stop() {
        try? commands.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// Opens `url` in a new tab and returns it.
    func open(_ url: String) throws -> Page {
        let target = try send("Target.createTarget", ["url": url])
        guard let targetID = target["targetId"] as? String else { throw E2EError("no target: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw E2EError("no session: \(attached)") }
        return Page(browser: self, session: session)
    }

    /// Sends a command and waits for its answer's `result` (events in between are skipped).
    func send(_ method: String, _ parameters: [String: Any], session: String? = nil) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        try commands.fileHandleForWriting.write(contentsOf: try JSONSerialization.data(withJSONObject: message) + Data([0]))
        while true {
            let data = try nextMessage()
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any], object["id"] as? Int == id else { continue }
            if let error = object["error"] { throw E2EError("\(method) failed: \(error)") }
            return object["result"] as? [String: Any] ?? [:]
        }
    }

    private func nextMessage() throws -> Data {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Data(buffer[buffer.startIndex..<end])
                buffer = Data(buffer[buffer.index(after: end)...])
                return message
            }
            let chunk = answers.fileHandleForReading.availableData
            if chunk.isEmpty { throw E2EError("chromium closed its DevTools pipe") }
            buffer.append(chunk)
        }
    }

    /// A tab, attached with its own session.
    struct Page {
        let browser: Chromium
        let session: String

        /// Evaluates a JavaScript expression in the page and returns its value.
        func evaluate(_ expression: String) throws -> Any? {
            let result = try browser.send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true], session: session)
            if let exception = result["exceptionDetails"] { throw E2EError("script failed: \(exception)") }
            return (result["result"] as? [String: Any])?["value"]
        }

        /// Evaluates `expression` every 200 ms until it gives an object `accept` takes.
        func waitFor(_ expression: String, timeout: TimeInterval, _ accept: ([String: Any]) -> Bool) throws -> [String: Any] {
            let deadline = Date().addingTimeInterval(timeout)
            var last: Any?
            while Date() < deadline {
                last = try evaluate(expression)
                if let object = last as? [String: Any], accept(object) { return object }
                Thread.sleep(forTimeInterval: 0.2)
            }
            throw E2EError("the page never showed what was expected within \(Int(timeout)) s; last: \(String(describing: last))")
        }

        /// A mouse event at a point of the page (CSS pixels), as a person's pointer makes it.
        func mouse(_ type: String, x: Double, y: Double) throws {
            var parameters: [String: Any] = ["type": type, "x": x, "y": y]
            if type != "mouseMoved" {
                parameters["button"] = "left"
                parameters["clickCount"] = 1
            }
            _ = try browser.send("Input.dispatchMouseEvent", parameters, session: session)
        }
    }
}

struct E2EError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// `arrange render FILE.swift --preview NAME`: one preview to a file, no server.
@Suite struct RenderPreviewCommandTests {
    @Test func renderWritesTheNamedPreviewAsSVG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-render-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Banner.swift")
        try Data(PreviewServerEndToEndTests.source.utf8).write(to: file)
        let output = folder.appendingPathComponent("banner.svg")

        let (status, printed) = try Self.arrange(["render", file.path, "--preview", "Banner", "-o", output.path], cache: folder)
        #expect(status == 0, "\(printed)")
        let svg = try String(contentsOf: output, encoding: .utf8)
        // The size-that-fits preview: 120 × 100 points.
        #expect(svg.contains(#"width="120""#))
        #expect(svg.contains(#"height="100""#))

        // A name that is no preview's fails, listing the previews.
        let (missing, message) = try Self.arrange(["render", file.path, "--preview", "Nope", "-o", output.path], cache: folder)
        #expect(missing == 1)
        #expect(message.contains("no preview named 'Nope'. Previews: Banner (Banner.swift:13), Banner_Previews"))
    }

    /// Runs the built `arrange` with a cache folder of its own; returns its status and output.
    static func arrange(_ arguments: [String], cache: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = try PreviewServerProcess.arrangeExecutable()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache.appendingPathComponent("cache").path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
