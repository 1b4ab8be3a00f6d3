import ArrangeRenderTestSupport
import Foundation
import Testing

/// `arrange render` given an app's folder, as Xcode would build it: the asset catalog's image and
/// colour sets (and the asset symbols Xcode generates for them), bundled JSON found through
/// `Bundle.main`, the fonts `Info.plist` lists, its strings, its `@main` app (compiled as it is),
/// and a preview whose code calls `fatalError`.
@Suite struct AppFolderTests {
    /// The fixture app (`Fixtures/SampleApp`) copied to a fresh folder, with a font beside it.
    static func sampleApp() throws -> URL {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/SampleApp")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-app-folder-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: folder)
        let fonts = folder.appendingPathComponent("SampleApp/Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        // A font of the machine's (installed with the system packages) as the app's own.
        try FileManager.default.copyItem(at: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"),
                                         to: fonts.appendingPathComponent("AppMono.ttf"))
        let plist = folder.appendingPathComponent("SampleApp/Info.plist")
        let text = try String(contentsOf: plist, encoding: .utf8)
            .replacingOccurrences(of: "<array>", with: "<array>\n\t\t<string>Fonts/AppMono.ttf</string>")
        try Data(text.utf8).write(to: plist)
        return folder
    }

    @Test @MainActor func anAppFolderRendersWithItsAssetsResourcesAndFonts() throws {
        let folder = try Self.sampleApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("SampleApp")
        let output = folder.appendingPathComponent("people.png")
        let (status, printed) = try RenderPreviewCommandTests.arrange(["render", app.path, "--preview", "People", "-o", output.path], cache: folder)
        #expect(status == 0, "\(printed)")
        // The listed font that is there registers; the one that is not says so.
        #expect(printed.contains("Missing-Regular.ttf listed in Info.plist's UIAppFonts cannot be registered"))
        #expect(!printed.contains("AppMono.ttf listed"))
        let light = try decodePNG(Data(contentsOf: output))
        func count(_ match: (RGBA) -> Bool, in pixels: Pixels) -> Int {
            var n = 0
            for y in 0..<pixels.height { for x in 0..<pixels.width where match(pixels[x, y]) { n += 1 } }
            return n
        }
        let red = count({ $0.r > 240 && $0.g < 20 && $0.b < 20 }, in: light)
        let green = count({ $0.r < 20 && abs(Int($0.g) - 128) < 3 && $0.b < 20 }, in: light)
        let blue = count({ $0.b > 240 && $0.r < 20 && $0.g < 20 }, in: light)
        // Image(.avatar): the image set's 2× file, 20 × 20 points; on the device's 3× canvas.
        #expect(red > 0)
        #expect(blue == 0)
        // Color(.brand).
        #expect(green > 0)

        let darkOutput = folder.appendingPathComponent("people-dark.png")
        let (darkStatus, darkPrinted) = try RenderPreviewCommandTests.arrange(["render", app.path, "--preview", "People", "--dark", "-o", darkOutput.path], cache: folder)
        #expect(darkStatus == 0, "\(darkPrinted)")
        let dark = try decodePNG(Data(contentsOf: darkOutput))
        // The image set's dark appearance.
        #expect(count({ $0.b > 240 && $0.r < 20 && $0.g < 20 }, in: dark) == red)

        // The layout: the avatar 20 × 20 points, a row per person read from the bundled JSON.
        let (explained, record) = try RenderPreviewCommandTests.arrange(["explain", app.path, "--preview", "People"], cache: folder)
        #expect(explained == 0, "\(record)")
        #expect(record.contains("Image(\"Avatar\")"))
        #expect(record.contains("20×20") || record.contains("20 × 20") || record.contains("20x20"))
        #expect(record.contains("Ada 3") && record.contains("Grace 5"))
        // The app's strings: en.lproj's Localizable.strings, the number in its place.
        #expect(record.contains("Text(\"Hello\")"))
        #expect(record.contains("Text(\"2 people here\")"))
        // The String Catalog's French, for a preview in a French locale.
        let (french, frenchRecord) = try RenderPreviewCommandTests.arrange(["explain", app.path, "--preview", "French"], cache: folder)
        #expect(french == 0, "\(frenchRecord)")
        #expect(frenchRecord.contains("Text(\"Bonjour\")"))
        #expect(frenchRecord.contains("Text(\"2 personnes ici\")"))
    }

    @Test func assetSymbolExtensionsFollowTheXcodeProjectsSetting() throws {
        let folder = try Self.sampleApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("SampleApp")
        let project = folder.appendingPathComponent("SampleApp.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        // A project made before Xcode 15: resource symbols (`Color(.brand)`), no extensions, so
        // the sample's `.foregroundStyle(.brand)` does not compile, as in Xcode.
        try Data("// !$*UTF8*$!\n{ objects = { A = { buildSettings = { SWIFT_VERSION = 5.0; }; }; }; }\n".utf8)
            .write(to: project.appendingPathComponent("project.pbxproj"))
        let (failed, messages) = try RenderPreviewCommandTests.arrange(["explain", app.path, "--preview", "People"], cache: folder)
        #expect(failed != 0)
        #expect(messages.contains("PeopleView.swift") && messages.contains("brand"), "\(messages)")
        #expect(!messages.contains("Color(.brand)"))
        // With Xcode 15's setting on, they are generated.
        try Data("// !$*UTF8*$!\n{ objects = { A = { buildSettings = { ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES; SWIFT_VERSION = 5.0; }; }; }; }\n".utf8)
            .write(to: project.appendingPathComponent("project.pbxproj"))
        let (status, record) = try RenderPreviewCommandTests.arrange(["explain", app.path, "--preview", "People"], cache: folder)
        #expect(status == 0, "\(record)")
    }

    @Test func aPreviewThatCallsFatalErrorEndsWithItsMessageAndBacktrace() throws {
        let folder = try Self.sampleApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("SampleApp")
        let (status, printed) = try RenderPreviewCommandTests.arrange(["render", app.path, "--preview", "Crash", "-o", folder.appendingPathComponent("c.png").path], cache: folder)
        #expect(status != 0)
        #expect(printed.contains("the preview program stopped (a trap: fatalError"))
        #expect(printed.contains("No scores to show"))
        #expect(printed.contains("backtrace:"))
        #expect(printed.contains("crash()"))
    }
}
