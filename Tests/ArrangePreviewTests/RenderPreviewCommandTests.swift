import ArrangePreviewToolchain
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

    @Test func filesAsAnXcodeProjectHasThemCompileInSwift5ModeByDefault() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-render-mode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // `import SwiftUI` and `UIKit` as they are, a global mutable variable (an error in Swift 6
        // mode only) and a Foundation-only model using Combine's `ObservableObject`.
        let view = folder.appendingPathComponent("Counter.swift")
        try Data("""
            import SwiftUI
            import UIKit

            var launches = 0

            struct Counter: View {
                @StateObject private var store = Store()
                var body: some View {
                    Text("\\(launches) \\(store.count)").frame(width: UIScreen.main.bounds.width / 4, height: 20)
                }
            }

            #Preview(traits: .sizeThatFitsLayout) {
                Counter()
            }
            """.utf8).write(to: view)
        let model = folder.appendingPathComponent("Store.swift")
        try Data("import Foundation\n\nfinal class Store: ObservableObject {\n    @Published var count = 0\n}\n".utf8).write(to: model)
        let output = folder.appendingPathComponent("counter.svg")
        let (status, printed) = try Self.arrange(["render", view.path, model.path, "--preview", "Counter.swift:13", "-o", output.path], cache: folder)
        #expect(status == 0, "\(printed)")
        // 393 / 4 = 98.25 points (the default device's screen, through UIScreen), on a canvas of
        // whole points.
        #expect(try String(contentsOf: output, encoding: .utf8).contains(#"width="99" height="20""#))

        let (strict, message) = try Self.arrange(["render", view.path, model.path, "--preview", "Counter.swift:13", "--swift-version", "6",
                                                  "-o", output.path], cache: folder)
        #expect(strict != 0)
        #expect(message.contains("Swift 6 mode (--swift-version)"))
        #expect(message.contains("launches"))
    }

    @Test func aFileWithAnErrorShowsOnlyItsOwnErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-render-error-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Broken.swift")
        try Data("""
            import SwiftUI

            struct Broken: View {
                var body: some View { Text(undefinedName) }
            }

            #Preview { Broken() }
            """.utf8).write(to: file)
        let (status, printed) = try Self.arrange(["render", file.path, "--preview", "Broken.swift:7", "-o",
                                                  folder.appendingPathComponent("b.png").path], cache: folder)
        #expect(status != 0)
        #expect(printed.contains("cannot find 'undefinedName' in scope"))
        let errors = printed.split(separator: "\n").filter { $0.contains("error:") && !$0.contains("`-") }
        #expect(errors.count == 1, "\(errors)")
        for noise in ["@const", "@section", "emit-module"] {
            #expect(!printed.contains(noise), "\(noise) in: \(printed)")
        }
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

/// The language mode files are compiled in: their project's, as Xcode and SwiftPM build them.
@Suite struct SwiftLanguageModeTests {
    @Test func packagesFollowTheirToolsVersionAndListedModes() {
        #expect(SwiftLanguageMode.packageMode(manifest: "// swift-tools-version: 6.1\nimport PackageDescription\n") == 6)
        #expect(SwiftLanguageMode.packageMode(manifest: "// swift-tools-version:5.9\nimport PackageDescription\n") == 5)
        #expect(SwiftLanguageMode.packageMode(manifest: "// swift-tools-version: 6.0\nlet p = Package(name: \"A\", swiftLanguageModes: [.v5])") == 5)
        #expect(SwiftLanguageMode.packageMode(manifest: "// swift-tools-version: 5.10\nlet p = Package(name: \"A\", swiftLanguageVersions: [.v5, .v6])") == 6)
    }

    @Test func xcodeProjectsAreSwift5UnlessEveryTargetSays6() {
        #expect(SwiftLanguageMode.xcodeMode(project: "SWIFT_VERSION = 5.0;\nSWIFT_VERSION = 5.0;") == 5)
        #expect(SwiftLanguageMode.xcodeMode(project: "SWIFT_VERSION = 6.0;\nSWIFT_VERSION = 6.0;") == 6)
        #expect(SwiftLanguageMode.xcodeMode(project: "SWIFT_VERSION = 6.0;\nSWIFT_VERSION = 5.0;") == 5)
        #expect(SwiftLanguageMode.xcodeMode(project: "") == 5)
    }

    @Test func theNearestProjectAboveTheFilesDecidesElseSwift5() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-mode-\(UUID().uuidString)")
        let sources = folder.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = sources.appendingPathComponent("View.swift")
        #expect(SwiftLanguageMode.resolve(requested: nil, files: [file]).version == 5)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        #expect(SwiftLanguageMode.resolve(requested: nil, files: [file]) == SwiftLanguageMode(version: 6, source: folder.appendingPathComponent("Package.swift").path))
        #expect(SwiftLanguageMode.resolve(requested: 5, files: [file]).version == 5)
    }
}
