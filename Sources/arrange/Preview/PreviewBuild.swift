import ArrangePreviewToolchain
import Foundation

/// Compiles the user's files into a preview program: the files plus a generated `main.swift`
/// that lists their `PreviewProvider`s and hands everything to `PreviewAgent.run`, compiled and
/// linked by one `swiftc` call against the Arrange build `arrange` came from
/// (`PreviewToolchain`). The program goes into a cache folder per set of files
/// (`$XDG_CACHE_HOME/arrange/previews/…`, else `~/.cache/…`), in a folder of its own that
/// holds the app's resources (`AppBundle`), and the app's asset symbols are generated and compiled
/// with the files (`AssetSymbols`); a failed build leaves the last good program in place.
struct PreviewBuild: Sendable {
    /// The module the user's files are compiled into (`#Preview`'s file IDs start with it).
    static let moduleName = "ArrangePreviewContent"

    let files: [URL]
    let toolchain: PreviewToolchain
    let folder: URL
    /// Arrange's cache folder (`…/arrange`), holding previews and compiled package modules.
    let cacheRoot: URL
    /// The language mode the files are compiled in (their project's, or `--swift-version`).
    let languageMode: SwiftLanguageMode

    /// What a build gave.
    struct Outcome: Sendable {
        /// Whether the program was built (else `messages` holds the compiler's errors).
        var succeeded: Bool
        /// The compiler's output.
        var messages: String
        /// How long compiling and linking took.
        var seconds: Double
    }

    init(files: [String], toolchain: PreviewToolchain, swiftVersion: Int? = nil) throws {
        var urls: [URL] = []
        for file in files {
            let url = URL(fileURLWithPath: file).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw PreviewError("no such file: \(url.path)")
            }
            // A folder stands for an app target's sources: its .swift files.
            if isDirectory.boolValue {
                let found = AppBundle.swiftFiles(in: url)
                guard !found.isEmpty else { throw PreviewError("no .swift files in \(url.path)") }
                urls += found.filter { !urls.contains($0) }
            } else if !urls.contains(url) {
                urls.append(url)
            }
        }
        guard !urls.isEmpty else { throw PreviewError("give at least one .swift file") }
        self.files = urls
        self.toolchain = toolchain
        languageMode = SwiftLanguageMode.resolve(requested: swiftVersion, files: urls)
        let cacheRoot: URL
        if let xdg = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            cacheRoot = URL(fileURLWithPath: xdg)
        } else {
            cacheRoot = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        }
        // One folder per set of files and Arrange build, so separate sessions do not collide.
        let key = (urls.map(\.path) + [toolchain.buildFolder.path]).joined(separator: "\n")
        self.cacheRoot = cacheRoot.appendingPathComponent("arrange")
        folder = self.cacheRoot.appendingPathComponent("previews/\(Self.hash(key))")
    }

    /// The preview drawn when none is named: for a `.swift` file, its name (the agent takes the
    /// file's first preview); for a folder, `""` (its only preview); `nil` for an example's name.
    static func defaultPreview(forFirstArgument path: String) -> String? {
        if path.hasSuffix(".swift") { return URL(fileURLWithPath: path).lastPathComponent }
        return isFolder(path) ? "" : nil
    }

    /// Whether `path` is a folder (an app target's, standing for its .swift files).
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The folder the program runs from: `Bundle.main`, holding the app's resources.
    var bundle: URL { folder.appendingPathComponent("App") }

    /// The compiled program (the last good one).
    var program: URL { bundle.appendingPathComponent(Self.programName) }
    static let programName = "previews"

    /// Compiles and links the program, unless the one there was built from the same sources
    /// against the same Arrange; the old one stays when compiling fails.
    func run() throws -> Outcome {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var sources = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        // The project's packages: the target the files belong to, when they are a package's.
        var packages = ProjectPackages(files: files, swiftc: toolchain.swiftc, cache: cacheRoot.appendingPathComponent("manifests"),
                                       fetches: cacheRoot.appendingPathComponent("xcode-packages"))
        let owner = packages.target(containing: files)
        // What Xcode bundles with the app, beside the program; its asset symbols, compiled in
        // (a package target's point into its own bundle, below).
        let app = AppBundle(files: files)
        try app.install(into: bundle, keeping: [Self.programName])
        var compiled = try SourceAdjustments.files(files, sources: sources, into: folder)
        func compile(generated source: String, as name: String) throws {
            let url = folder.appendingPathComponent(name)
            try Data(source.utf8).write(to: url, options: .atomic)
            compiled.append(url)
            sources.append(source)
        }
        if owner == nil, let symbols = AssetSymbols.source(catalogFolders: app.catalogs, userSources: sources,
                                                           extensions: AssetSymbols.projectGeneratesExtensions(for: files)) {
            try compile(generated: symbols, as: "GeneratedAssetSymbols.swift")
        }
        if owner == nil, let classes = DataModelClasses.source(models: app.dataModels) {
            try compile(generated: classes, as: "GeneratedDataModelClasses.swift")
        }
        // The packages the files import, compiled first; their resource bundles beside the program.
        let arrangeBuilt = (try? FileManager.default.attributesOfItem(atPath: toolchain.buildFolder.appendingPathComponent("arrange").path))?[.modificationDate] as? Date
        let buildStamp = "\(arrangeBuilt?.timeIntervalSince1970 ?? 0)"
        let start = Date()
        let plan = packages.plan(for: sources, known: toolchain.providesModule)
        let modules = try PackageModuleBuild(toolchain: toolchain, cache: cacheRoot.appendingPathComponent("packages"), buildStamp: buildStamp)
            .build(plan, languageFlags: { version in
                Self.compileFlags(toolchain.compileFlags, languageMode: SwiftLanguageMode(version: version, source: "its package"))
            })
        // What the project's packages lacked explains a "no such module".
        let notes = plan.problems.isEmpty ? "" : "\n" + plan.problems.map { "note: \($0)\n" }.joined()
        if let failure = modules.failure {
            return Outcome(succeeded: false, messages: failure + notes, seconds: Date().timeIntervalSince(start))
        }
        for (name, resources) in modules.bundles { try AppBundle.link(resources, into: bundle.appendingPathComponent(name)) }
        // A package target's files compile with its settings and, when it has resources, its
        // `Bundle.module` and asset symbols, as in the package.
        var packageFlags: [String] = []
        if let (package, target) = owner {
            packageFlags = ["-package-name", package.packageName, "-D", "SWIFT_PACKAGE"] + target.flags
            let resources = PackageModuleBuild.resources(of: target, in: package.folder(of: target))
            if let resourceBundle = PackageModuleBuild.resourceBundle(of: target, in: package, resources: resources, sources: sources) {
                try AppBundle.link(resourceBundle.contents, into: bundle.appendingPathComponent(resourceBundle.name))
                for (name, source) in resourceBundle.generated { try compile(generated: source, as: name) }
            }
        }
        // An app's own `@main` type keeps its place; the program's entry point is then a function
        // of the generated file (the app's entry renamed, `main` defined to be ours).
        let hasAppEntry = sources.contains(where: Self.declaresMainType)
        let mainSource = Self.mainSource(providers: sources.flatMap(Self.previewProviders), beside: hasAppEntry)
        // The same sources against the same Arrange build: the program is already there.
        let stamp = Self.hash((sources + [mainSource, buildStamp, modules.stamp, "\(languageMode.version)"])
            .joined(separator: "\u{0}"))
        let stampURL = folder.appendingPathComponent("stamp")
        if FileManager.default.isExecutableFile(atPath: program.path),
           (try? String(contentsOf: stampURL, encoding: .utf8)) == stamp {
            return Outcome(succeeded: true, messages: "", seconds: 0)
        }
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(hasAppEntry ? "main.swift" : "PreviewEntry.swift"))
        let main = folder.appendingPathComponent(hasAppEntry ? "PreviewEntry.swift" : "main.swift")
        try Data(mainSource.utf8).write(to: main, options: .atomic)
        let entryFlags = hasAppEntry
            ? ["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "arrange_app_main", "-Xlinker", "--defsym", "-Xlinker", "main=\(Self.entryFunction)"]
            : []
        let objectList = folder.appendingPathComponent("objects.txt")
        try Data((toolchain.objects + modules.objects.map(\.path)).map { "\"\($0)\"" }.joined(separator: "\n").utf8).write(to: objectList, options: .atomic)
        let output = folder.appendingPathComponent("previews.new")
        // The packages' modules are found before Arrange's build's modules of the same names.
        let arguments = modules.searchPaths.flatMap { ["-I", $0.path] } + Self.compileFlags(toolchain.compileFlags, languageMode: languageMode)
            + ["-module-name", Self.moduleName] + packageFlags + compiled.map(\.path) + [main.path] + entryFlags
            + toolchain.linkFlags + ["@\(objectList.path)", "-o", output.path]
        let (status, printed) = try Self.execute(toolchain.swiftc, arguments, in: folder)
        // The macro plug-in's harmless "Internal Error: DecodingError…" lines are not the user's.
        let messages = printed.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("Internal Error: DecodingError") }.joined(separator: "\n")
        let seconds = Date().timeIntervalSince(start)
        guard status == 0 else { return Outcome(succeeded: false, messages: messages + notes, seconds: seconds) }
        _ = try? FileManager.default.removeItem(at: program)
        try FileManager.default.moveItem(at: output, to: program)
        try Data(stamp.utf8).write(to: stampURL, options: .atomic)
        return Outcome(succeeded: true, messages: messages, seconds: seconds)
    }

    /// The toolchain's flags in the files' language mode, with Combine, FoundationNetworking and
    /// FoundationAdditions imported into every file as Foundation brings them on Apple's platforms
    /// (model files that import Foundation alone use `ObservableObject` and `@Published`,
    /// `URLSession`, which Linux keeps in FoundationNetworking, and `String(localized:)`), and
    /// Apple's names for the frameworks Arrange builds under `Linux` names.
    static func compileFlags(_ flags: [String], languageMode: SwiftLanguageMode) -> [String] {
        var result: [String] = []
        var index = 0
        while index < flags.count {
            if flags[index] == "-swift-version" {
                index += 2
                continue
            }
            result.append(flags[index])
            index += 1
        }
        return result + ["-swift-version", "\(languageMode.version)", "-Xfrontend", "-import-module", "-Xfrontend", "Combine",
                         "-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking",
                         "-Xfrontend", "-import-module", "-Xfrontend", "FoundationAdditions"] + PreviewToolchain.frameworkAliasFlags
    }

    /// The C name of the program's entry point when the files have an `@main` app.
    static let entryFunction = "arrange_preview_entry"

    /// Whether a source declares a `@main` type (an app's `App`).
    static func declaresMainType(_ source: String) -> Bool {
        source.range(of: #"(?m)^[ \t]*@main\b"#, options: .regularExpression) != nil
    }

    /// The program's entry: the providers by name, the `#Preview`s through the catalog. A
    /// `main.swift`, or, `beside` an app's `@main` type, a file whose C function is the entry
    /// point.
    static func mainSource(providers: [String], beside appEntry: Bool = false) -> String {
        let entries = providers.map { "        PreviewEntry(provider: \($0).self, name: \"\($0)\"),\n" }.joined()
        let body = """
                let providers: [PreviewEntry] = [
            \(entries)    ]
                return PreviewAgent.run(previews: PreviewEntry.all(inModule: "\(moduleName)", providers: providers))
            """
        if appEntry {
            return """
                // Generated by `arrange preview`: serves the previews of the files compiled with it, in
                // place of the app's own entry point (a program has one `main`, defined to be this).
                import Foundation
                import ArrangePreviewAgent

                @_cdecl("\(entryFunction)")
                func arrangePreviewEntry() -> Int32 {
                    MainActor.assumeIsolated {
                \(body)
                    }
                }

                """
        }
        return """
            // Generated by `arrange preview`: serves the previews of the files compiled with it.
            import Foundation
            import ArrangePreviewAgent

            // Top-level code runs on the main thread, where previews are built (in Swift 5 mode it is
            // not isolated to the main actor, so this says it is).
            let status = MainActor.assumeIsolated {
            \(body)
            }
            exit(status)

            """
    }

    /// The names of the types a source declares as `PreviewProvider`s (`struct X: PreviewProvider`
    /// or `extension X: PreviewProvider`), except private ones, which `main.swift` cannot name.
    static func previewProviders(in source: String) -> [String] {
        let pattern = #"(?m)^([ \t]*(?:@\w+[ \t]+)*(?:(?:public|internal|private|fileprivate|final)[ \t]+)*)(?:struct|class|enum|extension)[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*:([^{]*)\{"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let text = source as NSString
        return regex.matches(in: source, range: NSRange(location: 0, length: text.length)).compactMap { match in
            let modifiers = text.substring(with: match.range(at: 1))
            let name = text.substring(with: match.range(at: 2))
            let conformances = text.substring(with: match.range(at: 3))
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            guard conformances.contains(where: { $0 == "PreviewProvider" || $0.hasSuffix(".PreviewProvider") }),
                  !modifiers.contains("private") else { return nil }
            return name
        }
    }

    /// Runs a program, returning its status and its standard output and error together.
    static func execute(_ path: String, _ arguments: [String], in folder: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// FNV-1a of the text, in hex: a stable folder name.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return String(value, radix: 16)
    }
}
