import Foundation

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
