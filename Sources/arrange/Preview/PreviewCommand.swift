import ArgumentParser
import ArrangePreviewToolchain
import Foundation
import Hummingbird

/// `arrange preview FILE.swift… [--port N]`: compiles the files against Arrange, serves a page
/// on 127.0.0.1 with every `#Preview` and `PreviewProvider` drawn (device, light/dark,
/// direction and Dynamic Type size chosen on the page), and rebuilds when a file is saved; the
/// page follows by itself. Hovering a view shows its inspector record; clicking taps it.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve live previews of Swift files in a browser: every #Preview and PreviewProvider, rebuilt on save.",
        discussion: """
            The files are compiled with the Arrange build this command belongs to (run it with \
            `swift run arrange preview …` from an Arrange checkout); the program is kept in \
            $XDG_CACHE_HOME/arrange/previews (else ~/.cache/arrange/previews). A compile error is \
            shown in the page with the compiler's messages; the last good pictures stay.
            """
    )

    @Argument(help: "The .swift files to preview: views and their #Preview or PreviewProvider.")
    var files: [String]

    @Option(help: "The port on 127.0.0.1 (default: a free port, printed).")
    var port: Int = 0

    @Option(name: .customLong("swift-version"),
            help: "Compile the files in Swift 5 or 6 mode (default: their package's or Xcode project's mode, else 5, Xcode's default).")
    var swiftVersion: Int?

    @Flag(help: .hidden)
    var stopWhenInputEnds = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535 (got \(port)).") }
        if let swiftVersion, swiftVersion != 5 && swiftVersion != 6 {
            throw ValidationError("--swift-version must be 5 or 6 (got \(swiftVersion)).")
        }
        for file in files where !file.hasSuffix(".swift") && !PreviewBuild.isFolder(file) {
            throw ValidationError("'\(file)' is neither a .swift file nor a folder.")
        }
    }

    func run() async throws {
        let build = try PreviewBuild(files: files, toolchain: try PreviewToolchain.current(), swiftVersion: swiftVersion)
        let workspace = PreviewWorkspace(build: build)
        Self.stopOnSignals()
        if stopWhenInputEnds { Self.stopWhenStandardInputEnds() }

        let fileCount = files.count
        let app = Application(
            router: PreviewServer.router(workspace),
            configuration: .init(address: .hostname("127.0.0.1", port: port)),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                // Written straight to the descriptor: a pipe reader sees it at once.
                FileHandle.standardOutput.write(Data("Serving previews of \(fileCount) file\(fileCount == 1 ? "" : "s") at http://127.0.0.1:\(port)/\n".utf8))
            }
        )
        let watcher = FileWatcher(files: build.files)
        Task {
            await workspace.rebuild()
            await watcher.run { await workspace.rebuild() }
        }
        try await app.run()
    }

    /// Ctrl-C and `kill` end the server at once; the preview program ends with it (its input
    /// closes).
    static func stopOnSignals() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { Foundation.exit(0) }
            source.resume()
            signalSources.append(source)
        }
    }

    /// For a parent that starts the server with a pipe as its input (a test): when the parent
    /// goes, the pipe closes and the server stops.
    static func stopWhenStandardInputEnds() {
        Thread.detachNewThread {
            while !FileHandle.standardInput.availableData.isEmpty {}
            Foundation.exit(0)
        }
    }

    /// The signal sources, kept alive.
    nonisolated(unsafe) static var signalSources: [any DispatchSourceSignal] = []
}
