import Foundation
import Testing

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
