import Foundation

/// What Xcode would bundle with an app target, found from the files `arrange render`, `preview`
/// and `explain` are given, and laid out beside the preview program so that `Bundle.main` finds
/// it: on Linux `Bundle.main` is the executable's folder.
///
/// The app folder is the nearest folder above the files (their common folder, or one of its
/// parents up to the project's root) that holds an asset catalog or an `Info.plist`; else the
/// files' common folder. Its resources are, as Xcode copies them: every file that is not source
/// code or project metadata, flattened into the bundle's root (a name met twice keeps the
/// first); asset catalogs (`*.xcassets`) and localisation folders (`*.lproj`) as folders, Core
/// Data models (`Name.xcdatamodeld`) as the folder `Name.momd`.
/// Resources are linked, not copied, so a changed asset shows at the next render.
struct AppBundle {
    /// The app folder, or `nil` when the files have no common folder.
    let folder: URL?
    /// The resources by their name in the bundle.
    let resources: [(name: String, url: URL)]

    /// Files never copied into an app's bundle.
    static let sourceExtensions: Set<String> = ["swift", "h", "m", "mm", "c", "cpp", "xcconfig", "entitlements", "md", "sh", "py", "rb",
                                               "resolved", "xcscheme", "pbxproj", "xcworkspacedata", "storyboard", "xib", "gitignore"]
    /// Folders never searched for resources.
    static let skippedFolders: Set<String> = [".git", ".build", ".swiftpm", "build", "DerivedData", "Pods", "Carthage", "fastlane", "node_modules"]

    init(files: [URL]) {
        guard let common = Self.commonFolder(of: files) else {
            folder = nil
            resources = []
            return
        }
        var chosen = common
        var candidate = common
        for _ in 0..<4 {
            if Self.isAppFolder(candidate) {
                chosen = candidate
                break
            }
            if Self.isProjectRoot(candidate) { break }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        folder = chosen
        var found: [(String, URL)] = []
        var names: Set<String> = []
        Self.collect(chosen, depth: 0, into: &found, names: &names)
        resources = found
    }

    /// Links the resources into `bundle` (emptied first, except for `keep`).
    func install(into bundle: URL, keeping keep: Set<String>) throws {
        try Self.link(resources, into: bundle, keeping: keep)
    }

    /// Links `resources` into `folder` by name, emptying it first (except for `keep`): the
    /// app's bundle, or a package target's resource bundle beside the program.
    static func link(_ resources: [(name: String, url: URL)], into folder: URL, keeping keep: Set<String> = []) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        for entry in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where !keep.contains(entry) {
            try? manager.removeItem(at: folder.appendingPathComponent(entry))
        }
        for (name, url) in resources where !keep.contains(name) {
            try? manager.createSymbolicLink(at: folder.appendingPathComponent(name), withDestinationURL: url)
        }
    }

    /// The asset catalogs among the resources.
    var catalogs: [URL] { resources.filter { $0.name.hasSuffix(".xcassets") }.map(\.url) }

    /// The Core Data models among the resources (`.xcdatamodeld` folders).
    var dataModels: [URL] { resources.filter { $0.name.hasSuffix(".momd") }.map(\.url) }

    private static func collect(_ folder: URL, depth: Int, into found: inout [(String, URL)], names: inout Set<String>) {
        let manager = FileManager.default
        guard depth < 10, let entries = try? manager.contentsOfDirectory(atPath: folder.path) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") && !skippedFolders.contains(entry) {
            let url = folder.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            let ext = url.pathExtension.lowercased()
            if isDirectory.boolValue {
                if ext == "xcassets" || ext == "lproj" {
                    if names.insert(entry).inserted { found.append((entry, url)) }
                } else if ext == "xcdatamodeld" || ext == "xcdatamodel" {
                    // Xcode compiles a Core Data model into `Name.momd`; Arrange's Core Data reads
                    // the model folder under that name.
                    let compiled = url.deletingPathExtension().lastPathComponent + ".momd"
                    if names.insert(compiled).inserted { found.append((compiled, url)) }
                } else if ["xcodeproj", "xcworkspace", "playground", "docc", "xctestplan", "bundle"].contains(ext) || entry.hasSuffix("Tests") {
                    continue
                } else {
                    collect(url, depth: depth + 1, into: &found, names: &names)
                }
            } else if !sourceExtensions.contains(ext), entry != "Package.swift", names.insert(entry).inserted {
                found.append((entry, url))
            }
        }
    }

    private static func isAppFolder(_ folder: URL) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.contains { $0.hasSuffix(".xcassets") || $0 == "Info.plist" }
    }

    private static func isProjectRoot(_ folder: URL) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.contains { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }

    /// The deepest folder holding every file.
    static func commonFolder(of files: [URL]) -> URL? {
        guard var components = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else { return nil }
        for file in files.dropFirst() {
            let other = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            var shared = 0
            while shared < min(components.count, other.count) && components[shared] == other[shared] { shared += 1 }
            components = Array(components.prefix(shared))
        }
        guard !components.isEmpty else { return nil }
        return URL(fileURLWithPath: NSString.path(withComponents: components), isDirectory: true)
    }

    /// The `.swift` files under `folder`, as an app target's sources: test, build and package
    /// folders skipped, in path order.
    static func swiftFiles(in folder: URL) -> [URL] {
        let manager = FileManager.default
        var found: [URL] = []
        func walk(_ url: URL, depth: Int) {
            guard depth < 12, let entries = try? manager.contentsOfDirectory(atPath: url.path) else { return }
            for entry in entries.sorted() where !entry.hasPrefix(".") && !skippedFolders.contains(entry) {
                let child = url.appendingPathComponent(entry)
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: child.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if entry.hasSuffix("Tests") || entry.hasSuffix(".xcodeproj") || entry.hasSuffix(".xcassets") { continue }
                    walk(child, depth: depth + 1)
                } else if entry.hasSuffix(".swift"), entry != "Package.swift" {
                    found.append(child.standardizedFileURL)
                }
            }
        }
        walk(folder, depth: 0)
        return found
    }
}
