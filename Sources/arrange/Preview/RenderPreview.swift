import Arrange
import ArgumentParser
import ArrangePreviewAgent
import ArrangePreviewToolchain
import Foundation

/// The options of `arrange render FILE.swift --preview NAME` that say how the preview is shown.
struct PreviewRenderOptions: ParsableArguments {
    @Option(help: "With --preview: the device preset (default: iPhone 16).")
    var device: String?

    @Flag(help: "With --preview: dark appearance.")
    var dark = false

    @Option(help: "With --preview: the Dynamic Type size (xSmall … large … accessibility5).")
    var dynamicTypeSize: String?

    @Option(name: .customLong("swift-version"),
            help: "With --preview: compile the files in Swift 5 or 6 mode (default: their package's or Xcode project's mode, else 5, Xcode's default).")
    var swiftVersion: Int?

    func validate() throws {
        if let swiftVersion, swiftVersion != 5 && swiftVersion != 6 {
            throw ValidationError("--swift-version must be 5 or 6 (got \(swiftVersion)).")
        }
    }

    func settings(rightToLeft: Bool) -> PreviewSettings {
        var settings = PreviewSettings()
        if let device { settings.device = device }
        if dark { settings.colorScheme = "dark" }
        if rightToLeft { settings.layoutDirection = "rtl" }
        if let dynamicTypeSize { settings.dynamicTypeSize = dynamicTypeSize }
        return settings
    }
}

/// `arrange render FILE.swift… --preview NAME [-o out.png|.svg|.pdf]`: compiles the files as
/// `arrange preview` does (same cache) and has the program draw the one preview, no server.
struct RenderPreview {
    let files: [String]
    let preview: String
    let output: String?
    let format: RenderFormat?
    let settings: PreviewSettings
    let swiftVersion: Int?

    func run() throws {
        for file in files where !file.hasSuffix(".swift") && !PreviewBuild.isFolder(file) {
            throw ValidationError("with --preview, give .swift files or an app's folder ('\(file)' is neither).")
        }
        let chosen = format ?? output.flatMap { RenderFormat(pathExtension: URL(fileURLWithPath: $0).pathExtension) } ?? .png
        guard [.png, .svg, .pdf].contains(chosen) else {
            throw ValidationError("a preview is drawn as png, svg or pdf (not \(chosen.rawValue)).")
        }
        // A file's default preview is written as `File.png`, a folder's as `preview.png`.
        let stem = preview.isEmpty ? "preview" : (preview.hasSuffix(".swift") ? String(preview.dropLast(6)) : preview)
        let safeName = String(stem.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        let url = URL(fileURLWithPath: output ?? "\(safeName).\(chosen.rawValue)")
        // The program picks the format by the file's extension.
        guard RenderFormat(pathExtension: url.pathExtension) == chosen else {
            throw ValidationError("the output file's extension must say the format (\(url.lastPathComponent) for \(chosen.rawValue)).")
        }
        let build = try PreviewBuild.compiled(files: files, swiftVersion: swiftVersion)
        let settingsJSON = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
        try PreviewBuild.runProgram(build.program, ["render", preview, url.path, settingsJSON])
        print("wrote \(url.path) (preview \(preview), \(chosen.rawValue))")
    }
}

/// `arrange explain FILE.swift… --preview NAME [--json]`: compiles the files as `arrange preview`
/// does (same cache) and has the program print the preview's layout record.
struct ExplainPreview {
    let files: [String]
    let preview: String
    let json: Bool
    let settings: PreviewSettings
    let swiftVersion: Int?

    func run() throws {
        for file in files where !file.hasSuffix(".swift") && !PreviewBuild.isFolder(file) {
            throw ValidationError("with --preview, give .swift files or an app's folder ('\(file)' is neither).")
        }
        let build = try PreviewBuild.compiled(files: files, swiftVersion: swiftVersion)
        let settingsJSON = String(decoding: try JSONEncoder().encode(settings), as: UTF8.self)
        try PreviewBuild.runProgram(build.program, ["explain", preview, json ? "json" : "text", settingsJSON])
    }
}

extension PreviewBuild {
    /// Runs a preview program once with `arguments`, its standard error forwarded; a program that
    /// crashes (a `fatalError` in the app's code) or outlives the time limit ends the command
    /// with a message saying why, and its backtrace, and status 1 (the program's own non-zero
    /// status when it reported an error itself).
    static func runProgram(_ program: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        let errors = ProgramErrorOutput()
        process.standardError = errors.pipe
        process.environment = ProgramErrorOutput.environment()
        let timedOut = LockedFlag(), timeout = PreviewLimits.seconds
        try process.run()
        let watchdog = DispatchWorkItem { [process] in
            timedOut.set()
            PreviewProgram.kill(process)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(timeout), execute: watchdog)
        process.waitUntilExit()
        watchdog.cancel()
        errors.waitUntilForwarded()
        guard process.terminationStatus != 0 else { return }
        // Status 1 with a normal exit is the program's own error, already printed.
        if process.terminationReason == .exit && !timedOut.isSet { throw ExitCode(process.terminationStatus) }
        Thread.sleep(forTimeInterval: 0.3)
        throw PreviewError(ProgramFailure.describe(printed: errors.text, status: process.terminationStatus, timedOut: timedOut.isSet, seconds: timeout))
    }

    /// The files compiled into a preview program (or the one already built from them), in the
    /// mode `swiftVersion` gives or their project's; throws the compiler's messages when they
    /// do not compile.
    static func compiled(files: [String], swiftVersion: Int?) throws -> PreviewBuild {
        let build = try PreviewBuild(files: files, toolchain: try PreviewToolchain.current(), swiftVersion: swiftVersion)
        let outcome = try build.run()
        guard outcome.succeeded else {
            throw PreviewError("the files do not compile (\(build.languageMode)):\n\(outcome.messages)")
        }
        return build
    }
}
