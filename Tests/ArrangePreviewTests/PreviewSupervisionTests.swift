import ArrangePreviewToolchain
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
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

        struct Allocator: View {
            var body: some View {
                var blocks: [[UInt8]] = []
                for _ in 0..<30 { blocks.append([UInt8](repeating: 1, count: 100_000_000)) }
                return Text("\\(blocks.count)")
            }
        }

        #Preview("Spinner") { Spinner() }
        #Preview("Allocator") { Allocator() }
        #Preview("Fine") { Text("fine").padding() }

        """

    /// The pids of preview programs (run as `PROGRAM render NAME …`) drawing the preview
    /// `preview`, whose command line contains `marker`.
    static func processes(containing marker: String, preview: String) -> [Int32] {
        otherProcesses { process in
            guard let data = FileManager.default.contents(atPath: process + "/cmdline") else { return false }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(marker) && line.contains(" render \(preview) ")
        }
    }

    /// The pids of the processes other than this one whose `/proc/PID` folder passes `test`.
    static func otherProcesses(where test: (String) -> Bool) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> Int32? in
            guard let pid = Int32(entry), pid != getpid() else { return nil }
            return test("/proc/\(entry)") ? pid : nil
        }
    }

    /// One folder for the suite, kept between runs: the program is compiled once (its cache is
    /// kept there) and serves every test.
    static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-supervision-tests")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(spinning.utf8).write(to: folder.appendingPathComponent("Spinner.swift"))
        return folder
    }()

    /// `arrange render` of the preview `name`, with `environment` added to ours; not yet run.
    static func render(_ name: String, environment added: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = try PreviewServerProcess.arrangeExecutable()
        process.arguments = ["render", folder.appendingPathComponent("Spinner.swift").path, "--preview", name, "-o", folder.appendingPathComponent("out.png").path]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
        environment.merge(added) { $1 }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        return process
    }

    /// Runs `process` to its end; its status and what it printed to standard error.
    static func outcome(of process: Process) throws -> (status: Int32, errors: String) {
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("A preview program dies with arrange: killing arrange (SIGKILL) while the body spins leaves no program behind")
    func programDiesWithItsParent() throws {
        let process = try Self.render("Spinner")
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The program runs from the cache folder once compiled; wait for it to start spinning.
        let marker = Self.folder.appendingPathComponent("cache").path
        var started = false
        for _ in 0..<1200 where !started {
            Thread.sleep(forTimeInterval: 0.1)
            started = Self.processes(containing: marker, preview: "Spinner").contains { $0 != process.processIdentifier }
        }
        #expect(started, "the preview program never started")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        var left = Self.processes(containing: marker, preview: "Spinner")
        for _ in 0..<40 where !left.isEmpty {
            Thread.sleep(forTimeInterval: 0.1)
            left = Self.processes(containing: marker, preview: "Spinner")
        }
        for pid in left { kill(pid, SIGKILL) }
        #expect(left.isEmpty, "preview programs left behind: \(left)")
    }

    @Test("A body that never returns is stopped by the time limit, and arrange render says so with status 1")
    func aSpinningBodyIsStoppedByTheTimeLimit() throws {
        let (status, errors) = try Self.outcome(of: try Self.render("Spinner", environment: ["ARRANGE_PREVIEW_TIMEOUT": "2"]))
        #expect(status == 1)
        #expect(errors.contains("the preview took longer than 2 s and was stopped"), "\(errors.suffix(600))")
        #expect(Self.processes(containing: Self.folder.path, preview: "Spinner").isEmpty)
    }

    @Test("A body that allocates without end is stopped by the memory limit, and arrange render says so with status 1")
    func anAllocatingBodyIsStoppedByTheMemoryLimit() throws {
        let (status, errors) = try Self.outcome(of: try Self.render("Allocator", environment: ["ARRANGE_PREVIEW_MEMORY_LIMIT": "1024"]))
        #expect(status == 1)
        #expect(errors.contains("the preview used more than its memory limit of 1024 MB and was stopped"), "\(errors.suffix(600))")
    }

    /// The pids of programs running from `folder` (a preview cache), `arrange` itself aside.
    static func programs(under folder: URL) -> [Int32] {
        otherProcesses { process in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: process + "/exe"))?.hasPrefix(folder.path) == true
        }
    }

    /// What `GET url` answered, as JSON.
    static func json(_ url: String) async throws -> [String: Any] {
        let (data, _) = try await URLSession.shared.data(from: try #require(URL(string: url)))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("arrange preview: a body that never returns is stopped by the time limit (SIGKILL), the request answers why, and the next request is drawn by a new program")
    func theServersWatchdogStopsASpinningBody() async throws {
        let cache = Self.folder.appendingPathComponent("cache")
        let server = try PreviewServerProcess(file: Self.folder.appendingPathComponent("Spinner.swift"), cache: cache,
                                              environment: ["ARRANGE_PREVIEW_TIMEOUT": "2", "ARRANGE_PREVIEW_MEMORY_LIMIT": "1024"])
        defer { server.stop() }
        // The build (compiled once for the suite) ends with the previews listed.
        var previews: [[String: Any]] = []
        for _ in 0..<1200 where previews.isEmpty {
            try await Task.sleep(for: .milliseconds(250))
            previews = try await Self.json(server.url + "api/state")["previews"] as? [[String: Any]] ?? []
        }
        #expect(previews.compactMap { $0["name"] as? String } == ["Spinner", "Allocator", "Fine"], "\(server.log.suffix(2000))")
        let before = Self.programs(under: cache)
        #expect(before.count == 1, "\(before)")

        let clock = ContinuousClock(), start = clock.now
        let spinning = try await Self.json(server.url + "api/render?preview=0")
        let waited = clock.now - start
        #expect((spinning["error"] as? String)?.contains("the preview took longer than 2 s and was stopped") == true, "\(spinning)")
        #expect(waited >= .seconds(2) && waited < .seconds(30), "\(waited)")
        // SIGKILL, not SIGTERM: the spinning program is gone, not left pending a signal.
        var stopped = false
        for _ in 0..<40 where !stopped {
            stopped = before.allSatisfy { kill($0, 0) != 0 }
            if !stopped { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(stopped, "the spinning program \(before) still runs")

        let allocating = try await Self.json(server.url + "api/render?preview=1")
        #expect((allocating["error"] as? String)?.contains("the preview used more than its memory limit of 1024 MB and was stopped") == true, "\(allocating)")

        let fine = try await Self.json(server.url + "api/render?preview=2")
        #expect(fine["error"] == nil, "\(fine)")
        #expect(fine["picture"] != nil)

        server.stop()
        var left = Self.programs(under: cache)
        for _ in 0..<40 where !left.isEmpty {
            try await Task.sleep(for: .milliseconds(100))
            left = Self.programs(under: cache)
        }
        for pid in left { kill(pid, SIGKILL) }
        #expect(left.isEmpty, "preview programs left behind: \(left)")
    }
}
