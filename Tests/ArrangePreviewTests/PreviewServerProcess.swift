import Foundation

/// `arrange preview FILE --port 0` started from the build the tests belong to, its own cache
/// folder, and the URL it prints. It stops when `stop()` is called or this process ends (its
/// input is a pipe from here: `--stop-when-input-ends`).
final class PreviewServerProcess {
    private let process = Process()
    private let input = Pipe()
    private let logURL: URL
    let url: String

    /// What the server wrote to standard error (its build messages, the compiler's among them),
    /// kept in a file rather than the test's output, where a compile error the test causes on
    /// purpose would read like a failure.
    var log: String { (try? String(contentsOf: logURL, encoding: .utf8)) ?? "" }

    /// Serves `file` with its builds in `cache`, with `environment` added to this process's.
    init(file: URL, cache: URL, environment added: [String: String] = [:]) throws {
        logURL = cache.deletingLastPathComponent().appendingPathComponent("server.log")
        FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let executable = try Self.arrangeExecutable()
        process.executableURL = executable
        process.arguments = ["preview", file.path, "--port", "0", "--stop-when-input-ends"]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache.path
        environment.merge(added) { $1 }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = input
        process.standardError = try FileHandle(forWritingTo: logURL)
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
        for candidate in [bundle, URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/debug").standardized] {
            let url = candidate.appendingPathComponent("arrange")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw E2EError("no built arrange executable next to \(bundle.path); build with swift build --build-tests")
    }
}

/// A failure of the end-to-end harness (server, browser or page), with what was seen.
struct E2EError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
