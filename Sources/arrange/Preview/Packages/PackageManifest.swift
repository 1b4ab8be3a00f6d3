import ArrangePreviewToolchain
import Foundation

/// What Arrange needs of a Swift package's manifest to compile its targets the way SwiftPM
/// would: its targets (folder, sources, resources, settings, dependencies), products and
/// package dependencies. Read from `swift package dump-package`, which evaluates the
/// manifest exactly as SwiftPM does, without resolving or fetching anything.
struct PackageManifest: Sendable {
    /// The package's folder (the one holding `Package.swift`).
    var folder: URL
    /// The package's name.
    var name: String
    /// Its identity: the folder's name in lower case, as SwiftPM names local packages.
    var identity: String { folder.lastPathComponent.lowercased() }
    /// The name its modules are compiled under for `package` access (`-package-name`): its
    /// identity as an identifier, as SwiftPM passes it, so modules of the same package built by
    /// SwiftPM (Arrange's own dependencies) and by Arrange see each other's `package` symbols.
    var packageName: String { String(identity.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" }) }
    /// The major tools version (`// swift-tools-version:`), which sets the default language mode.
    var toolsMajor: Int
    /// The package's `swiftLanguageVersions` (or `swiftLanguageModes`), when given.
    var languageVersions: [String]
    /// The packages it depends on.
    var dependencies: [Dependency]
    /// Its products' target names, by product name.
    var products: [String: [String]]
    /// Its targets.
    var targets: [Target]

    /// A package dependency.
    struct Dependency: Sendable {
        /// SwiftPM's identity: a local folder's or a repository's last path component, lower-cased.
        var identity: String
        /// The name the manifest resolves target dependencies by, when it gives one.
        var name: String?
        /// The folder of a local (`.package(path:)`) dependency; `nil` for a remote one.
        var path: URL?
        /// The repository of a remote dependency.
        var remote: String?
    }

    /// A target's dependency.
    enum TargetDependency: Sendable, Hashable {
        /// A target of the same package.
        case target(String)
        /// A product of another package (its identity or name, when given).
        case product(String, package: String?)
        /// A target of the same package or a product of a dependency, by name.
        case byName(String)
    }

    /// A resource rule.
    struct Resource: Sendable {
        /// The path, relative to the target's folder.
        var path: String
        /// Whether the rule is `.copy` (kept as it is) rather than `.process` (flattened).
        var copies: Bool
    }

    /// A target.
    struct Target: Sendable {
        var name: String
        /// `regular`, `executable`, `test`, `macro`, `system`, `binary` or `plugin`.
        var kind: String
        /// The folder given by `path:`, relative to the package, when given.
        var path: String?
        /// The sources given by `sources:`, relative to the target's folder, when given.
        var sources: [String]?
        /// Paths excluded from the target, relative to its folder.
        var exclude: [String]
        var resources: [Resource]
        var dependencies: [TargetDependency]
        /// The language mode `swiftSettings` set (`.swiftLanguageMode(.v5)`), when set.
        var languageMode: String?
        /// The `swiftc` flags of its other settings that hold on Linux and on iOS (`-D`,
        /// upcoming and experimental features, default isolation).
        var flags: [String]
    }
}

extension PackageManifest {
    /// The manifest of the package in `folder`, through `swift package dump-package` next to
    /// `swiftc`; the answer is kept in `cache` by the manifest's contents, so a manifest is
    /// evaluated once.
    static func load(folder: URL, swiftc: String, cache: URL) throws -> PackageManifest {
        let manifestURL = folder.appendingPathComponent("Package.swift")
        let text = (try? String(contentsOf: manifestURL, encoding: .utf8)) ?? ""
        let cached = cache.appendingPathComponent(PreviewBuild.hash(folder.path + "\u{0}" + text) + ".json")
        var data = try? Data(contentsOf: cached)
        if data == nil {
            let swift = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift-package").path
            let scratch = cache.appendingPathComponent("scratch")
            let (status, output, errors) = try dumpPackage(swift, folder: folder, scratch: scratch)
            guard status == 0 else {
                throw PreviewError("cannot read the package manifest \(manifestURL.path):\n\(errors)")
            }
            data = output
            try? FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
            try? data?.write(to: cached, options: .atomic)
        }
        guard let data, let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw PreviewError("cannot read what `swift package dump-package` said of \(manifestURL.path)")
        }
        return PackageManifest(folder: folder, json: json)
    }

    /// Runs `swift package dump-package`: its status, its JSON and its messages.
    private static func dumpPackage(_ swift: String, folder: URL, scratch: URL) throws -> (Int32, Data, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = ["dump-package", "--package-path", folder.path, "--scratch-path", scratch.path]
        process.currentDirectoryURL = folder
        // Messages go to a file, so the JSON pipe never waits on a full one.
        let log = scratch.appendingPathComponent("dump-package.log")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = Pipe()
        let errors = try FileHandle(forWritingTo: log)
        defer { try? errors.close() }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let json = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let messages = (try? Data(contentsOf: log)) ?? Data()
        return (process.terminationStatus, json, String(decoding: messages, as: UTF8.self))
    }

    /// Reads `dump-package`'s JSON.
    init(folder: URL, json: [String: Any]) {
        self.folder = folder
        name = json["name"] as? String ?? folder.lastPathComponent
        let tools = ((json["toolsVersion"] as? [String: Any])?["_version"] as? String) ?? "5.0.0"
        toolsMajor = Int(tools.split(separator: ".").first ?? "5") ?? 5
        languageVersions = (json["swiftLanguageVersions"] as? [Any] ?? json["swiftLanguageModes"] as? [Any] ?? []).compactMap(Self.version)
        dependencies = (json["dependencies"] as? [[String: Any]] ?? []).compactMap(Self.dependency)
        var products: [String: [String]] = [:]
        for product in json["products"] as? [[String: Any]] ?? [] {
            if let name = product["name"] as? String { products[name] = product["targets"] as? [String] ?? [] }
        }
        self.products = products
        targets = (json["targets"] as? [[String: Any]] ?? []).compactMap(Self.target)
    }

    /// A language version as `dump-package` writes it (`"5.2"`, or `{"_0": "6"}` and the like).
    private static func version(_ value: Any) -> String? {
        if let text = value as? String { return text }
        if let object = value as? [String: Any] {
            for (_, inner) in object { if let found = version(inner) { return found } }
        }
        if let array = value as? [Any] { return array.lazy.compactMap(version).first }
        return nil
    }

    private static func dependency(_ json: [String: Any]) -> Dependency? {
        if let local = (json["fileSystem"] as? [[String: Any]])?.first, let identity = local["identity"] as? String {
            let path = (local["path"] as? String).map { URL(fileURLWithPath: $0).standardizedFileURL }
            return Dependency(identity: identity, name: local["nameForTargetDependencyResolutionOnly"] as? String, path: path)
        }
        if let remote = (json["sourceControl"] as? [[String: Any]])?.first, let identity = remote["identity"] as? String {
            let location = remote["location"] as? [String: Any]
            let url = ((location?["remote"] as? [[String: Any]])?.first?["urlString"] as? String)
                ?? ((location?["remote"] as? [String])?.first)
            return Dependency(identity: identity, name: remote["nameForTargetDependencyResolutionOnly"] as? String, path: nil, remote: url)
        }
        if let registry = (json["registry"] as? [[String: Any]])?.first, let identity = registry["identity"] as? String {
            return Dependency(identity: identity, name: nil, path: nil, remote: identity)
        }
        return nil
    }

    private static func target(_ json: [String: Any]) -> Target? {
        guard let name = json["name"] as? String else { return nil }
        var dependencies: [TargetDependency] = []
        for entry in json["dependencies"] as? [[String: Any]] ?? [] {
            if let value = entry["target"] as? [Any], let target = value.first as? String, applies(value.last) {
                dependencies.append(.target(target))
            } else if let value = entry["product"] as? [Any], let product = value.first as? String, applies(value.last) {
                dependencies.append(.product(product, package: value.count > 1 ? value[1] as? String : nil))
            } else if let value = entry["byName"] as? [Any], let target = value.first as? String, applies(value.last) {
                dependencies.append(.byName(target))
            }
        }
        var languageMode: String?
        var flags: [String] = []
        for setting in json["settings"] as? [[String: Any]] ?? [] where setting["tool"] as? String == "swift" && applies(setting["condition"]) {
            guard let kind = setting["kind"] as? [String: Any], let (key, value) = kind.first else { continue }
            let argument = version(value)
            switch (key, argument) {
            case ("swiftLanguageMode", let mode?), ("swiftLanguageVersion", let mode?): languageMode = mode
            case ("define", let name?): flags += ["-D", name]
            case ("enableUpcomingFeature", let feature?): flags += ["-enable-upcoming-feature", feature]
            case ("enableExperimentalFeature", let feature?): flags += ["-enable-experimental-feature", feature]
            case ("defaultIsolation", let isolation?): flags += ["-default-isolation", isolation]
            default: break  // unsafe flags and interoperability modes are the project's own build's
            }
        }
        let resources = (json["resources"] as? [[String: Any]] ?? []).compactMap { entry -> Resource? in
            guard let path = entry["path"] as? String else { return nil }
            let rule = entry["rule"] as? [String: Any]
            return Resource(path: path, copies: rule?["copy"] != nil)
        }
        return Target(name: name, kind: json["type"] as? String ?? "regular", path: json["path"] as? String,
                      sources: json["sources"] as? [String], exclude: json["exclude"] as? [String] ?? [],
                      resources: resources, dependencies: dependencies, languageMode: languageMode, flags: flags)
    }

    /// Whether a dependency's or setting's condition holds for a preview: none, or one that
    /// names Linux or iOS (whose code the preview stands for) or the debug configuration.
    private static func applies(_ condition: Any?) -> Bool {
        guard let condition = condition as? [String: Any] else { return true }
        if let platforms = condition["platformNames"] as? [String], !platforms.isEmpty,
           !platforms.contains("linux"), !platforms.contains("ios") { return false }
        if let configuration = condition["config"] as? String, configuration != "debug" { return false }
        return true
    }

    /// The folder of `target`: its `path:`, else `Sources/<name>` (or SwiftPM's other
    /// conventional roots).
    func folder(of target: Target) -> URL {
        if let path = target.path { return folder.appendingPathComponent(path).standardizedFileURL }
        let roots = target.kind == "test" ? ["Tests"] : ["Sources", "Source", "src", "srcs"]
        for root in roots {
            let candidate = folder.appendingPathComponent(root).appendingPathComponent(target.name)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return folder.appendingPathComponent(roots[0]).appendingPathComponent(target.name)
    }

    /// The language mode `target` compiles in: its own setting, else the package's, else the
    /// tools version's (6 from tools 6.0).
    func languageMode(of target: Target) -> Int {
        if let mode = target.languageMode ?? languageVersions.last, let major = Int(mode.split(separator: ".").first ?? "") {
            return major
        }
        return toolsMajor >= 6 ? 6 : 5
    }
}
