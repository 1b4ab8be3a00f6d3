import Foundation

/// The Swift language mode the user's files are compiled in, as their project builds them.
/// Arrange's own.
///
/// Xcode projects build in Swift 5 mode unless their build settings say `SWIFT_VERSION = 6.0`, and
/// packages in the mode their manifest gives: Swift 6 from tools version 6.0, else 5, unless
/// `swiftLanguageModes:` (or the older `swiftLanguageVersions:`) lists others (the highest listed
/// is used, as SwiftPM does). So the mode comes from `--swift-version` when given; else from
/// the nearest `Package.swift` or `*.xcodeproj` in a folder above the first file; else 5,
/// Xcode's default for a new project's files.
public struct SwiftLanguageMode: Equatable, Sendable, CustomStringConvertible {
    /// The major version passed to `-swift-version`: 5 or 6.
    public let version: Int
    /// Where the mode came from, for messages.
    public let source: String

    /// A mode and where it came from.
    public init(version: Int, source: String) {
        self.version = version
        self.source = source
    }

    /// The mode and where it came from, as messages show it.
    public var description: String { "Swift \(version) mode (\(source))" }

    /// The mode for `files`: `requested` when given, else the project's.
    public static func resolve(requested: Int?, files: [URL]) -> SwiftLanguageMode {
        if let requested { return SwiftLanguageMode(version: requested, source: "--swift-version") }
        guard let first = files.first else { return SwiftLanguageMode(version: 5, source: "Xcode's default") }
        var folder = first.deletingLastPathComponent()
        let manager = FileManager.default
        while true {
            let manifest = folder.appendingPathComponent("Package.swift")
            if let text = try? String(contentsOf: manifest, encoding: .utf8) {
                return SwiftLanguageMode(version: packageMode(manifest: text), source: manifest.path)
            }
            if let entries = try? manager.contentsOfDirectory(atPath: folder.path) {
                for project in entries.sorted() where project.hasSuffix(".xcodeproj") {
                    let settings = folder.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
                    if let text = try? String(contentsOf: settings, encoding: .utf8) {
                        return SwiftLanguageMode(version: xcodeMode(project: text), source: settings.path)
                    }
                }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return SwiftLanguageMode(version: 5, source: "Xcode's default")
    }

    /// A package's mode: the highest of `swiftLanguageModes:`/`swiftLanguageVersions:` when the
    /// manifest lists them, else 6 from tools version 6.0 and 5 before.
    public static func packageMode(manifest: String) -> Int {
        for label in ["swiftLanguageModes:", "swiftLanguageVersions:"] {
            guard let start = manifest.range(of: label),
                  let open = manifest[start.upperBound...].firstIndex(of: "["),
                  let close = manifest[open...].firstIndex(of: "]") else { continue }
            let listed = manifest[open..<close].split(separator: ",").compactMap { item -> Int? in
                let text = item.trimmingCharacters(in: .whitespacesAndNewlines)
                let digits = text.drop { !$0.isNumber }.prefix { $0.isNumber }
                return Int(digits)
            }
            if let highest = listed.filter({ $0 == 5 || $0 == 6 }).max() { return highest }
        }
        let firstLine = manifest.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        guard let range = firstLine.range(of: "swift-tools-version:") else { return 5 }
        let major = firstLine[range.upperBound...].trimmingCharacters(in: .whitespaces).prefix { $0.isNumber }
        return (Int(major) ?? 5) >= 6 ? 6 : 5
    }

    /// An Xcode project's mode: 6 when every `SWIFT_VERSION` setting says 6, else 5.
    public static func xcodeMode(project: String) -> Int {
        let versions = project.components(separatedBy: "SWIFT_VERSION = ").dropFirst().map { $0.prefix { $0 != ";" } }
        return !versions.isEmpty && versions.allSatisfy({ $0.hasPrefix("6") }) ? 6 : 5
    }
}
