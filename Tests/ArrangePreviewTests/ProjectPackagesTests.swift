import ArrangePreviewToolchain
import ArrangeRenderTestSupport
import Foundation
import Testing

/// An app's local Swift packages, compiled from their sources as Xcode builds them: the app
/// screen imports `ShopKit` (which depends on its own `ShopModels` target and on the `Theme`
/// package), whose resources come through `Bundle.module` and whose asset catalog has its own
/// asset symbols; a file inside a package target previews with its target's bundle.
@Suite struct ProjectPackagesTests {
    /// The fixture (`Fixtures/PackagedApp`) copied to a fresh folder.
    static func packagedApp() throws -> URL {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/PackagedApp")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-packaged-app-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: folder)
        return folder
    }

    /// The compiled package modules' object files in the cache, by module name, with their dates.
    static func compiledModules(in folder: URL) -> [String: Date] {
        let packages = folder.appendingPathComponent("cache/arrange/packages")
        var found: [String: Date] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: packages.path)) ?? [] {
            let moduleFolder = packages.appendingPathComponent(entry)
            for file in (try? FileManager.default.contentsOfDirectory(atPath: moduleFolder.path)) ?? [] where file.hasSuffix(".o") {
                let date = (try? FileManager.default.attributesOfItem(atPath: moduleFolder.appendingPathComponent(file).path))?[.modificationDate] as? Date
                found[String(file.dropLast(2))] = date
            }
        }
        return found
    }

    @Test @MainActor func anAppScreenCompilesWithItsLocalPackagesAndTheirResources() throws {
        let folder = try Self.packagedApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("PackagedApp")
        // The folder's only preview, without naming it.
        let (status, record) = try RenderPreviewCommandTests.arrange(["explain", app.path], cache: folder)
        #expect(status == 0, "\(record)")
        // Items from ShopKit's bundled JSON (Bundle.module), prices from ShopModels (its define
        // and SWIFT_PACKAGE hold), in the Theme package's 20-point font.
        #expect(record.contains("Text(\"Tea\")") && record.contains("Text(\"$3.50\")"))
        #expect(record.contains("Text(\"Cake\")") && record.contains("Text(\"$4.05\")"))
        // The three targets compiled, each once.
        let first = Self.compiledModules(in: folder)
        #expect(Set(first.keys) == ["ShopKit", "ShopModels", "Theme"])

        let output = folder.appendingPathComponent("shop.png")
        // The file's first preview, without naming it.
        let (rendered, printed) = try RenderPreviewCommandTests.arrange(["render", app.appendingPathComponent("ShopScreen.swift").path, "-o", output.path], cache: folder)
        #expect(rendered == 0, "\(printed)")
        let pixels = try decodePNG(Data(contentsOf: output))
        var red = 0, blue = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let pixel = pixels[x, y]
                if pixel.r > 200 && pixel.g < 60 && pixel.b < 60 { red += 1 }
                if pixel.b > 240 && pixel.r < 20 && pixel.g < 20 { blue += 1 }
            }
        }
        // Color(.price): ShopKit's own colour set, found in its bundle; Theme's accent square.
        #expect(red > 0)
        #expect(blue > 0)
        // Nothing changed in the packages: no module is compiled again.
        #expect(Self.compiledModules(in: folder) == first)
    }

    @Test func aPackageTargetsOwnFilesPreviewWithItsBundle() throws {
        let folder = try Self.packagedApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("Packages/ShopKit/Sources/ShopKit")
        let (status, record) = try RenderPreviewCommandTests.arrange(["explain", target.path, "--preview", "Row"], cache: folder)
        #expect(status == 0, "\(record)")
        #expect(record.contains("Text(\"Tea\")") && record.contains("Text(\"$3.50\")"))
        // ShopKit's files are the preview's own; only what they import is a package module.
        #expect(Set(Self.compiledModules(in: folder).keys) == ["ShopModels", "Theme"])
    }

    @Test func aPackageModuleArrangesProgramLinksIsTakenFromThere() throws {
        // A package with its own copies of two modules Arrange's build has: `OpenCombine`, which
        // every preview program links from there, is taken from there (a second copy would
        // define it twice; this stand-in has no `Just`); `DequeModule` (swift-collections'), which
        // a preview program does not link, is the package's own.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-provided-module-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let kit = folder.appendingPathComponent("Packages/QueueKit")
        for target in ["QueueKit", "DequeModule", "OpenCombine"] {
            try FileManager.default.createDirectory(at: kit.appendingPathComponent("Sources/\(target)"), withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "QueueKit", products: [.library(name: "QueueKit", targets: ["QueueKit"])],
                                  targets: [.target(name: "QueueKit", dependencies: ["DequeModule", "OpenCombine"]),
                                            .target(name: "DequeModule"), .target(name: "OpenCombine")])
            """.utf8).write(to: kit.appendingPathComponent("Package.swift"))
        try Data("public let notJust = 0\n".utf8).write(to: kit.appendingPathComponent("Sources/OpenCombine/Stub.swift"))
        try Data("public struct Deque { public let count: Int; public init(_ items: [Int]) { count = items.count * 10 } }\n".utf8)
            .write(to: kit.appendingPathComponent("Sources/DequeModule/Deque.swift"))
        try Data("import DequeModule\nimport OpenCombine\npublic let queued = \"queued \\(Deque([1, 2, 3]).count) \\(Just(2).output)\"\n".utf8)
            .write(to: kit.appendingPathComponent("Sources/QueueKit/QueueKit.swift"))
        let screen = folder.appendingPathComponent("App/Screen.swift")
        try Data("import QueueKit\nimport SwiftUI\n\n#Preview { Text(queued) }\n".utf8).write(to: screen)
        let (status, record) = try RenderPreviewCommandTests.arrange(["explain", screen.path], cache: folder)
        #expect(status == 0, "\(record)")
        #expect(record.contains("queued 30 2"), "\(record)")
        #expect(Self.compiledModules(in: folder).keys.sorted() == ["DequeModule", "QueueKit"])
    }

    @Test func aPackageThatNeedsAPackageThatCannotBeFetchedSaysWhich() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-remote-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let kit = folder.appendingPathComponent("Packages/NetKit")
        try FileManager.default.createDirectory(at: kit.appendingPathComponent("Sources/NetKit"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "NetKit",
                products: [.library(name: "NetKit", targets: ["NetKit"])],
                dependencies: [.package(url: "https://github.com/example/Fetcher", from: "1.0.0")],
                targets: [.target(name: "NetKit", dependencies: [.product(name: "Fetcher", package: "Fetcher")])]
            )
            """.utf8).write(to: kit.appendingPathComponent("Package.swift"))
        try Data("import Fetcher\npublic let netKitName = \"NetKit\"\n".utf8).write(to: kit.appendingPathComponent("Sources/NetKit/NetKit.swift"))
        let screen = folder.appendingPathComponent("App/Screen.swift")
        try Data("import NetKit\nimport SwiftUI\n\n#Preview { Text(netKitName) }\n".utf8).write(to: screen)
        let (status, printed) = try RenderPreviewCommandTests.arrange(["render", screen.path, "-o", folder.appendingPathComponent("x.png").path], cache: folder)
        #expect(status != 0)
        // Fetched as Xcode would (the repository does not exist), and what it lacked named.
        #expect(printed.contains("the project's packages could not be fetched (netkit)"), "\(printed)")
        #expect(printed.contains("package NetKit needs package fetcher (https://github.com/example/Fetcher), which is not checked out and could not be fetched"), "\(printed)")
    }
}

/// An Xcode project's remote packages (`XCRemoteSwiftPackageReference`), fetched as Xcode
/// fetches them when it opens the project, at the version its `Package.resolved` pins.
@Suite struct XcodePackageDependenciesTests {
    /// Runs git in `folder`, with an identity of its own; answers what it printed.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Arrange", "-c", "user.email=arrange@example.com"] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments): \(output)")
        return output
    }

    @Test func everyRequirementKindOfAProjectFileIsRead() {
        let text = """
            /* Begin XCRemoteSwiftPackageReference section */
            \t\tA1 /* XCRemoteSwiftPackageReference "Flux" */ = {
            \t\t\tisa = XCRemoteSwiftPackageReference;
            \t\t\trepositoryURL = "https://github.com/example/Flux.git";
            \t\t\trequirement = {
            \t\t\t\tkind = upToNextMajorVersion;
            \t\t\t\tminimumVersion = 0.5.1;
            \t\t\t};
            \t\t};
            \t\tA2 /* XCRemoteSwiftPackageReference "Icons" */ = {
            \t\t\tisa = XCRemoteSwiftPackageReference;
            \t\t\trepositoryURL = "https://github.com/example/Icons";
            \t\t\trequirement = {
            \t\t\t\tbranch = master;
            \t\t\t\tkind = branch;
            \t\t\t};
            \t\t};
            \t\tA3 /* XCRemoteSwiftPackageReference "Chart" */ = {
            \t\t\tisa = XCRemoteSwiftPackageReference;
            \t\t\trepositoryURL = "https://github.com/example/Chart";
            \t\t\trequirement = {
            \t\t\t\tkind = exactVersion;
            \t\t\t\tversion = 1.5.5;
            \t\t\t};
            \t\t};
            \t\tA4 /* XCRemoteSwiftPackageReference "Range" */ = {
            \t\t\tisa = XCRemoteSwiftPackageReference;
            \t\t\trepositoryURL = "https://github.com/example/Range";
            \t\t\trequirement = {
            \t\t\t\tkind = versionRange;
            \t\t\t\tmaximumVersion = 3.0.0;
            \t\t\t\tminimumVersion = 2.1.0;
            \t\t\t};
            \t\t};
            \t\tA5 /* XCRemoteSwiftPackageReference "Pinned" */ = {
            \t\t\tisa = XCRemoteSwiftPackageReference;
            \t\t\trepositoryURL = "https://github.com/example/Pinned";
            \t\t\trequirement = {
            \t\t\t\tkind = revision;
            \t\t\t\trevision = 0123abcd;
            \t\t\t};
            \t\t};
            \t\tA6 /* XCRemoteSwiftPackageReference "Minor" */ = {
            \t\t\tisa = XCRemoteSwiftPackageReference;
            \t\t\trepositoryURL = "https://github.com/example/Minor";
            \t\t\trequirement = {
            \t\t\t\tkind = upToNextMinorVersion;
            \t\t\t\tminimumVersion = 4.2.0;
            \t\t\t};
            \t\t};
            /* End XCRemoteSwiftPackageReference section */
            """
        let references = XcodePackageDependencies.references(inProjectFile: text)
        #expect(references.map(\.requirement) == [
            .upToNextMajor("0.5.1"), .branch("master"), .exact("1.5.5"), .range("2.1.0", "3.0.0"), .revision("0123abcd"), .upToNextMinor("4.2.0"),
        ])
        #expect(references.map { XcodePackageDependencies.identity(of: $0.url) } == ["flux", "icons", "chart", "range", "pinned", "minor"])
    }

    @Test func anXcodeProjectsRemotePackageIsFetchedAtItsPinnedVersion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-xcode-packages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The "remotes": Words, and Greeter (two tagged versions) which depends on it.
        let words = folder.appendingPathComponent("remote/Words")
        try FileManager.default.createDirectory(at: words.appendingPathComponent("Sources/Words"), withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "Words", products: [.library(name: "Words", targets: ["Words"])], targets: [.target(name: "Words")])
            """.utf8).write(to: words.appendingPathComponent("Package.swift"))
        try Data("public let greeter = \"Greeter\"\n".utf8).write(to: words.appendingPathComponent("Sources/Words/Words.swift"))
        try Self.git(["init", "-q"], in: words)
        try Self.git(["add", "."], in: words)
        try Self.git(["commit", "-q", "-m", "words"], in: words)
        try Self.git(["tag", "2.0.0"], in: words)
        let remote = folder.appendingPathComponent("remote/Greeter")
        try FileManager.default.createDirectory(at: remote.appendingPathComponent("Sources/Greeter"), withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "Greeter", products: [.library(name: "Greeter", targets: ["Greeter"])],
                                  dependencies: [.package(url: "file://\(words.path)", from: "2.0.0")],
                                  targets: [.target(name: "Greeter", dependencies: [.product(name: "Words", package: "Words")])])
            """.utf8).write(to: remote.appendingPathComponent("Package.swift"))
        let source = remote.appendingPathComponent("Sources/Greeter/Greeter.swift")
        try Self.git(["init", "-q"], in: remote)
        for version in ["1.0.0", "1.1.0"] {
            try Data("import Words\npublic let greeting = \"\\(greeter) \(version)\"\n".utf8).write(to: source)
            try Self.git(["add", "."], in: remote)
            try Self.git(["commit", "-q", "-m", version], in: remote)
            try Self.git(["tag", version], in: remote)
        }
        // The app: an Xcode project using Greeter's product from 1.0.0, pinned at 1.0.0; Words
        // comes with it.
        let project = folder.appendingPathComponent("app/App.xcodeproj")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("project.xcworkspace/xcshareddata/swiftpm"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("app/App"), withIntermediateDirectories: true)
        try Data("""
            // !$*UTF8*$!
            {
            \tobjects = {
            /* Begin XCRemoteSwiftPackageReference section */
            \t\tB1 /* XCRemoteSwiftPackageReference "Greeter" */ = {
            \t\t\tisa = XCRemoteSwiftPackageReference;
            \t\t\trepositoryURL = "file://\(remote.path)";
            \t\t\trequirement = {
            \t\t\t\tkind = upToNextMajorVersion;
            \t\t\t\tminimumVersion = 1.0.0;
            \t\t\t};
            \t\t};
            /* End XCRemoteSwiftPackageReference section */
            /* Begin XCSwiftPackageProductDependency section */
            \t\tC1 /* Greeter */ = {
            \t\t\tisa = XCSwiftPackageProductDependency;
            \t\t\tpackage = B1 /* XCRemoteSwiftPackageReference "Greeter" */;
            \t\t\tproductName = Greeter;
            \t\t};
            /* End XCSwiftPackageProductDependency section */
            \t};
            }
            """.utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        let revision = try Self.git(["rev-parse", "1.0.0"], in: remote)
        try Data("""
            {
              "pins" : [
                {
                  "identity" : "greeter",
                  "kind" : "remoteSourceControl",
                  "location" : "file://\(remote.path)",
                  "state" : { "revision" : "\(revision.trimmingCharacters(in: .whitespacesAndNewlines))", "version" : "1.0.0" }
                }
              ],
              "version" : 2
            }
            """.utf8).write(to: project.appendingPathComponent("project.xcworkspace/xcshareddata/swiftpm/Package.resolved"))
        try Self.git(["init", "-q"], in: folder.appendingPathComponent("app"))
        let screen = folder.appendingPathComponent("app/App/Screen.swift")
        try Data("import Greeter\nimport SwiftUI\n\n#Preview { Text(greeting) }\n".utf8).write(to: screen)
        let (status, record) = try RenderPreviewCommandTests.arrange(["explain", screen.path], cache: folder)
        #expect(status == 0, "\(record)")
        #expect(record.contains("Greeter 1.0.0"), "\(record)")
        #expect(!record.contains("Greeter 1.1.0"))
    }
}

/// Files written for Apple's compiler that Linux's needs adjusted, compiled unchanged: a bare
/// `@Query` (also of a generic model type) and a submodule import, messages still naming the
/// user's file and line.
@Suite struct SourceAdjustmentTests {
    @Test func aBareQueryCompilesAndMessagesKeepTheirPlace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-bare-query-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Birds.swift")
        let source = """
            import SwiftData
            import SwiftUI
            import UIKit.UIApplication // a submodule, as Apple's UIKit has

            // A UIKit object made at the top level, as Swift 5 files on iOS do (UIKit's main-actor
            // classes are `@preconcurrency`).
            let feedback = UIImpactFeedbackGenerator(style: .medium)

            @Model final class Bird {
                var name: String
                init(name: String) { self.name = name }
            }

            struct Counter<Model: PersistentModel>: View {
                @Query private var models: [Model]
                var body: some View { Text("\\(models.count) of \\(String(describing: Model.self))") }
            }

            struct Birds: View {
                @Query var birds: [Bird]
                var body: some View { Text(birds.map(\\.name).joined(separator: ", ")) }
            }

            #Preview {
                let container = try! ModelContainer(for: Bird.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                container.mainContext.insert(Bird(name: "Robin"))
                return VStack { Birds(); Counter<Bird>() }.modelContainer(container)
            }
            """
        try Data(source.utf8).write(to: file)
        let (status, record) = try RenderPreviewCommandTests.arrange(["explain", file.path], cache: folder)
        #expect(status == 0, "\(record)")
        #expect(record.contains("Text(\"Robin\")") && record.contains("Text(\"1 of Bird\")"))
        // A mistake in the adjusted file is reported at the user's file and line.
        try Data(source.replacingOccurrences(of: "joined(separator: \", \")", with: "joined(separator: 1)").utf8).write(to: file)
        let (failed, messages) = try RenderPreviewCommandTests.arrange(["explain", file.path], cache: folder)
        #expect(failed != 0)
        #expect(messages.contains("\(file.path):21:"), "\(messages)")
    }

    @Test func objectiveCAttributesAndSelectorsCompile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-objc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Search.swift")
        let source = """
            import SwiftUI
            import UIKit

            extension View {
                func hideKeyboard() {
                    UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                }
            }

            @objcMembers final class Counter: NSObject {
                @objc dynamic var taps = 0
                @objc(tapWithSender:) func tap(sender: Any?) { taps += 1 }
                @nonobjc func reset() { taps = 0 }
            }

            struct Search: View {
                let action = #selector(Counter.tap(sender:))
                var body: some View {
                    VStack {
                        Text("\\(action)")
                        Text(UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil) ? "resigned" : "kept")
                    }
                    .onTapGesture { hideKeyboard() }
                }
            }

            #Preview { Search() }
            """
        try Data(source.utf8).write(to: file)
        let (status, record) = try RenderPreviewCommandTests.arrange(["explain", file.path], cache: folder)
        #expect(status == 0, "\(record)")
        #expect(record.contains("Text(\"tapWithSender:\")") && record.contains("Text(\"resigned\")"), "\(record)")
        // Messages keep their columns: the blanked attribute leaves the declaration where it was.
        try Data(source.replacingOccurrences(of: "taps += 1", with: "taps += \"1\"").utf8).write(to: file)
        let (failed, messages) = try RenderPreviewCommandTests.arrange(["explain", file.path], cache: folder)
        #expect(failed != 0)
        #expect(messages.contains("\(file.path):12:"), "\(messages)")
    }
}
