import ArrangePreviewToolchain
import Foundation
import Testing

/// Preview programs are supervised (issue 26): one whose body never returns is stopped by the
/// time limit, and none outlives the `arrange` that started it.
@Suite("Preview programs: supervision", .serialized)
struct PreviewSupervisionTests {
    static let spinning = """
        import Arrange

        struct Spinner: View {
            var body: some View {
                var n = 0
                while n >= 0 { n = (n &+ 1) % 1_000 }
                return Text("never")
            }
        }

        #Preview("Spinner") { Spinner() }

        """

    /// The pids of preview programs (run as `PROGRAM render NAME …`) whose command line contains
    /// `marker`.
    static func processes(containing marker: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> Int32? in
            guard let pid = Int32(entry), pid != getpid(),
                  let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(marker) && line.contains(" render Spinner ") ? pid : nil
        }
    }

    @Test("A preview program dies with arrange: killing arrange (SIGKILL) while the body spins leaves no program behind")
    func programDiesWithItsParent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-supervision-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Spinner.swift")
        try Data(Self.spinning.utf8).write(to: file)
        let process = Process()
        process.executableURL = try PreviewServerProcess.arrangeExecutable()
        process.arguments = ["render", file.path, "--preview", "Spinner", "-o", folder.appendingPathComponent("out.png").path]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The program runs from the cache folder once compiled; wait for it to start spinning.
        let marker = folder.appendingPathComponent("cache").path
        var started = false
        for _ in 0..<600 where !started {
            Thread.sleep(forTimeInterval: 0.25)
            started = Self.processes(containing: marker).contains { $0 != process.processIdentifier }
        }
        #expect(started, "the preview program never started")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        var left = Self.processes(containing: marker)
        for _ in 0..<40 where !left.isEmpty {
            Thread.sleep(forTimeInterval: 0.1)
            left = Self.processes(containing: marker)
        }
        for pid in left { kill(pid, SIGKILL) }
        #expect(left.isEmpty, "preview programs left behind: \(left)")
    }
}
