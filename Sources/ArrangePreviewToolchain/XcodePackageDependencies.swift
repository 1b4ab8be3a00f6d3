import Foundation

/// The remote Swift packages an Xcode project depends on (its `XCRemoteSwiftPackageReference`
/// entries), fetched as Xcode fetches them when it opens the project: SwiftPM resolves them for a
/// package of Arrange's own that declares only those dependencies (``manifest``), pinned by the
/// project's `Package.resolved`. Their checkouts then serve the preview's imports like any
/// package's.
public struct XcodePackageDependencies: Sendable {
    /// One package reference: where it is and which versions the project accepts.
    public struct Reference: Equatable, Sendable {
        /// The repository.
        public var url: String
        /// The versions accepted.
        public var requirement: Requirement
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

    /// The references, in the order the projects declare them (each URL once).
    public let references: [Reference]
    /// The `Package.resolved` that pins them, when the project has one.
    public let resolved: URL?

    /// The references of every Xcode project in `folders` (the project's folders, shallowest
    /// first); `nil` when none declares a remote package.
    public init?(projectsIn folders: [URL]) {
        var references: [Reference] = []
        var resolved: URL?
        for project in Self.xcodeProjects(in: folders) {
            let text = (try? String(contentsOf: project.appendingPathComponent("project.pbxproj"), encoding: .utf8)) ?? ""
            for reference in Self.references(inProjectFile: text)
            where !references.contains(where: { Self.identity(of: $0.url) == Self.identity(of: reference.url) }) {
                references.append(reference)
            }
            let pins = project.appendingPathComponent("project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
            let workspacePins = project.deletingPathExtension().appendingPathExtension("xcworkspace")
                .appendingPathComponent("xcshareddata/swiftpm/Package.resolved")
            resolved = resolved ?? [workspacePins, pins].first { FileManager.default.fileExists(atPath: $0.path) }
        }
        guard !references.isEmpty else { return nil }
        self.references = references
        self.resolved = resolved
    }

    /// The `.xcodeproj` folders inside `folders` and one level below each.
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

    /// The remote package references a `project.pbxproj` declares.
    ///
    /// Complexity: O(*n*) in the file's length.
    public static func references(inProjectFile text: String) -> [Reference] {
        var found: [Reference] = []
        for entry in text.components(separatedBy: "isa = XCRemoteSwiftPackageReference;").dropFirst() {
            // The entry's fields end where its object does (`};` at the object's indentation).
            let body = entry.components(separatedBy: "\n\t\t};").first ?? entry
            func field(_ name: String) -> String? {
                guard let range = body.range(of: "\(name) = ") else { return nil }
                let rest = body[range.upperBound...]
                let value = rest.prefix { $0 != ";" && $0 != "\n" }
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
            found.append(Reference(url: url, requirement: requirement))
        }
        return found
    }

    /// SwiftPM's identity of a package at `url`: its last path component, lowercased, without `.git`.
    public static func identity(of url: String) -> String {
        var name = url.split(separator: "/").last.map(String.init) ?? url
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name.lowercased()
    }

    /// The manifest of the package that depends on the references.
    public var manifest: String {
        let dependencies = references.map { reference -> String in
            let url = Self.quoted(reference.url)
            switch reference.requirement {
            case .upToNextMajor(let version): return "    .package(url: \(url), from: \(Self.quoted(version))),"
            case .upToNextMinor(let version): return "    .package(url: \(url), .upToNextMinor(from: \(Self.quoted(version)))),"
            case .exact(let version): return "    .package(url: \(url), exact: \(Self.quoted(version))),"
            case .range(let low, let high): return "    .package(url: \(url), \(Self.quoted(low))..<\(Self.quoted(high))),"
            case .branch(let branch): return "    .package(url: \(url), branch: \(Self.quoted(branch))),"
            case .revision(let revision): return "    .package(url: \(url), revision: \(Self.quoted(revision))),"
            }
        }
        return """
        // swift-tools-version:5.9
        // Written by arrange: the remote packages of an Xcode project, fetched for its previews.
        import PackageDescription

        let package = Package(name: "XcodeProjectPackages", dependencies: [
        \(dependencies.joined(separator: "\n"))
        ])

        """
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
