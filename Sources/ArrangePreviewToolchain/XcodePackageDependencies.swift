import Foundation

/// The remote Swift packages a project depends on — its Xcode projects' references
/// (`XCRemoteSwiftPackageReference`) and its local packages' remote dependencies — fetched as
/// Xcode fetches them when it opens the project: SwiftPM resolves them for a package of
/// Arrange's own that declares only those dependencies (``manifest``), pinned by the project's
/// `Package.resolved`. Their checkouts then serve the preview's imports like any package's.
public struct XcodePackageDependencies: Sendable {
    /// One package reference: where it is and which versions the project accepts.
    public struct Reference: Equatable, Sendable {
        /// The repository.
        public var url: String
        /// The versions accepted.
        public var requirement: Requirement
        /// The products of it the project's targets use.
        public var products: [String] = []
    }

    /// The versions a reference accepts, as Xcode's package sheet offers them.
    public enum Requirement: Equatable, Sendable {
        case upToNextMajor(String)
        case upToNextMinor(String)
        case exact(String)
        case range(String, String)
        case branch(String)
        case revision(String)
    }

    /// A local package the project holds, with the products it offers.
    public struct LocalPackage: Equatable, Sendable {
        /// Its folder.
        public var folder: URL
        /// Its products' names.
        public var products: [String]

        /// A local package in `folder` offering `products`.
        public init(folder: URL, products: [String]) {
            self.folder = folder
            self.products = products
        }
    }

    /// The references, in the order the projects declare them (each URL once).
    public let references: [Reference]
    /// The project's local packages that depend on remote ones (resolved through them).
    public let localPackages: [LocalPackage]
    /// The `Package.resolved` that pins them, when the project has one.
    public let resolved: URL?

    /// The references of every Xcode project in `folders` (the project's folders, shallowest
    /// first) and those of `localPackages` that have remote dependencies; `nil` when there is
    /// nothing to fetch.
    public init?(projectsIn folders: [URL], localPackages: [LocalPackage] = []) {
        var references: [Reference] = []
        var resolved: URL?
        for project in Self.xcodeProjects(in: folders) {
            let text = (try? String(contentsOf: project.appendingPathComponent("project.pbxproj"), encoding: .utf8)) ?? ""
            for reference in Self.references(inProjectFile: text) {
                if let index = references.firstIndex(where: { Self.identity(of: $0.url) == Self.identity(of: reference.url) }) {
                    references[index].products += reference.products.filter { !references[index].products.contains($0) }
                } else {
                    references.append(reference)
                }
            }
            let pins = project.appendingPathComponent("project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
            let workspacePins = project.deletingPathExtension().appendingPathExtension("xcworkspace")
                .appendingPathComponent("xcshareddata/swiftpm/Package.resolved")
            resolved = resolved ?? [workspacePins, pins].first { FileManager.default.fileExists(atPath: $0.path) }
        }
        var seen: Set<String> = []
        let remoteUsers = localPackages.filter { package in
            let text = (try? String(contentsOf: package.folder.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
            return text.contains("url:") && seen.insert(package.folder.lastPathComponent.lowercased()).inserted
        }
        guard !references.isEmpty || !remoteUsers.isEmpty else { return nil }
        self.references = references
        self.localPackages = remoteUsers
        self.resolved = resolved
    }

    /// The `.xcodeproj` folders inside `folders`.
    public static func xcodeProjects(in folders: [URL]) -> [URL] {
        var found: [URL] = []
        for folder in folders {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for entry in entries where entry.hasSuffix(".xcodeproj") {
                found.append(folder.appendingPathComponent(entry))
            }
        }
        return found
    }

    /// The remote package references a `project.pbxproj` declares, each with the products the
    /// project's targets use (`XCSwiftPackageProductDependency`).
    ///
    /// Complexity: O(*n*) in the file's length.
    public static func references(inProjectFile text: String) -> [Reference] {
        let entries = #"(?s)([0-9A-Za-z_]+) /\* XCRemoteSwiftPackageReference[^*]*\*/ = \{\s*isa = XCRemoteSwiftPackageReference;(.*?)\n\t\t\};"#
        let uses = #"isa = XCSwiftPackageProductDependency;\s*package = ([0-9A-Za-z_]+)[^;]*;\s*productName = "?([^";]+)"?;"#
        guard let entryPattern = try? NSRegularExpression(pattern: entries), let usePattern = try? NSRegularExpression(pattern: uses) else { return [] }
        let source = text as NSString
        let whole = NSRange(location: 0, length: source.length)
        var products: [String: [String]] = [:]
        for match in usePattern.matches(in: text, range: whole) {
            let product = source.substring(with: match.range(at: 2)).replacingOccurrences(of: "plugin:", with: "")
            if !source.substring(with: match.range(at: 2)).hasPrefix("plugin:") {
                products[source.substring(with: match.range(at: 1)), default: []].append(product)
            }
        }
        var found: [Reference] = []
        for match in entryPattern.matches(in: text, range: whole) {
            let body = source.substring(with: match.range(at: 2))
            func field(_ name: String) -> String? {
                guard let range = body.range(of: "\(name) = ") else { return nil }
                let value = body[range.upperBound...].prefix { $0 != ";" && $0 != "\n" }
                return value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            }
            guard let url = field("repositoryURL"), !url.isEmpty else { continue }
            let minimum = field("minimumVersion") ?? "0.0.0"
            let requirement: Requirement
            switch field("kind") {
            case "upToNextMinorVersion": requirement = .upToNextMinor(minimum)
            case "exactVersion": requirement = .exact(field("version") ?? minimum)
            case "versionRange": requirement = .range(minimum, field("maximumVersion") ?? minimum)
            case "branch": requirement = .branch(field("branch") ?? "main")
            case "revision": requirement = .revision(field("revision") ?? "")
            default: requirement = .upToNextMajor(minimum)
            }
            found.append(Reference(url: url, requirement: requirement, products: products[source.substring(with: match.range(at: 1))] ?? []))
        }
        return found
    }

    /// SwiftPM's identity of a package at `url`: its last path component, lowercased, without `.git`.
    public static func identity(of url: String) -> String {
        var name = url.split(separator: "/").last.map(String.init) ?? url
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name.lowercased()
    }

    /// The manifest of the package that depends on the references; with `usingProducts`, its one
    /// target uses every product the project uses, so SwiftPM fetches what those depend on too.
    public func manifest(usingProducts: Bool) -> String {
        var dependencies = references.map { reference -> String in
            let url = Self.quoted(reference.url)
            switch reference.requirement {
            case .upToNextMajor(let version): return ".package(url: \(url), from: \(Self.quoted(version)))"
            case .upToNextMinor(let version): return ".package(url: \(url), .upToNextMinor(from: \(Self.quoted(version))))"
            case .exact(let version): return ".package(url: \(url), exact: \(Self.quoted(version)))"
            case .range(let low, let high): return ".package(url: \(url), \(Self.quoted(low))..<\(Self.quoted(high)))"
            case .branch(let branch): return ".package(url: \(url), branch: \(Self.quoted(branch)))"
            case .revision(let revision): return ".package(url: \(url), revision: \(Self.quoted(revision)))"
            }
        }
        dependencies += localPackages.map { ".package(path: \(Self.quoted($0.folder.path)))" }
        var uses: [String] = []
        for reference in references {
            uses += reference.products.map { ".product(name: \(Self.quoted($0)), package: \(Self.quoted(Self.identity(of: reference.url))))" }
        }
        for package in localPackages {
            uses += package.products.map { ".product(name: \(Self.quoted($0)), package: \(Self.quoted(package.folder.lastPathComponent)))" }
        }
        let targets = usingProducts && !uses.isEmpty
            ? ",\n    targets: [.target(name: \"\(Self.targetName)\", dependencies: [\n        \(uses.joined(separator: ",\n        ")),\n    ])]"
            : ""
        return """
        // swift-tools-version:5.9
        // Written by arrange: the remote packages of a project, fetched for its previews.
        import PackageDescription

        let package = Package(
            name: "ProjectPackages",
            dependencies: [
                \(dependencies.joined(separator: ",\n        ")),
            ]\(targets)
        )

        """
    }

    /// The name of the target that uses the project's products.
    public static let targetName = "ProjectProducts"

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
