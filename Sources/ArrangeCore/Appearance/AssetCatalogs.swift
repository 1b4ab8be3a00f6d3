import Foundation

/// Finds the sets of Xcode asset catalogs (`*.xcassets`): colour sets, image sets and data sets,
/// by name, in the folders a bundle's resources are looked for in. Arrange's own.
///
/// A catalog groups sets in folders at any depth; a group whose `Contents.json` says
/// `"provides-namespace": true` prefixes its sets' names (`Icons/star`), as Xcode does.
package enum AssetCatalogs {
    /// The folders searched for catalogs, without repeats, in order: the bundle's
    /// `resourceURL`, its `bundlePath`, then the current directory.
    package static func searchFolders(bundle: Bundle) -> [String] {
        var folders: [String] = []
        let candidates: [String?] = [bundle.resourceURL?.path, bundle.bundlePath, FileManager.default.currentDirectoryPath]
        for folder in candidates {
            guard let folder, !folder.isEmpty else { continue }
            let standard = URL(fileURLWithPath: folder).standardizedFileURL.path
            if !folders.contains(standard) { folders.append(standard) }
        }
        return folders
    }

    /// The folder of the set `name` with extension `kind` (`colorset`, `imageset`, `dataset`) in
    /// the first catalog of `folders` that has it.
    package static func findSet(_ name: String, kind: String, in folders: [String]) -> URL? {
        let manager = FileManager.default
        for folder in folders {
            guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
                let root = URL(fileURLWithPath: folder).appendingPathComponent(catalog)
                if let found = search(root, for: name + "." + kind, depth: 0) { return found }
            }
        }
        return nil
    }

    /// Every set of `kind` in the catalogs directly inside `folder`, by the name code uses
    /// (namespaced groups prefix it), in a stable order.
    package static func allSets(kind: String, inCatalogsOf folder: URL) -> [(name: String, url: URL)] {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: folder.path) else { return [] }
        var found: [(String, URL)] = []
        for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
            collect(folder.appendingPathComponent(catalog), prefix: "", kind: kind, depth: 0, into: &found)
        }
        return found
    }

    private static func collect(_ folder: URL, prefix: String, kind: String, depth: Int, into found: inout [(String, URL)]) {
        guard depth < 8, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for entry in entries.sorted() {
            let child = folder.appendingPathComponent(entry)
            if entry.hasSuffix("." + kind) {
                found.append((prefix + String(entry.dropLast(kind.count + 1)), child))
            } else if !entry.contains("."), isDirectory(child) {
                let namespace = providesNamespace(child) ? prefix + entry + "/" : prefix
                collect(child, prefix: namespace, kind: kind, depth: depth + 1, into: &found)
            }
        }
    }

    /// Looks for the folder `target` under `folder`, at most 8 levels down (groups nest); a
    /// target `A/b.imageset` is looked for under a group `A` that provides a namespace.
    private static func search(_ folder: URL, for target: String, depth: Int) -> URL? {
        let direct = folder.appendingPathComponent(target)
        if isDirectory(direct) { return direct }
        guard depth < 8, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        for entry in entries.sorted() where !entry.contains(".") {
            let child = folder.appendingPathComponent(entry)
            if isDirectory(child), let found = search(child, for: target, depth: depth + 1) { return found }
        }
        return nil
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func providesNamespace(_ group: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: group.appendingPathComponent("Contents.json").path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = object["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool ?? false
    }

    /// A set's `Contents.json` as a dictionary, or `nil` when it cannot be read.
    package static func contents(of set: URL) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: set.appendingPathComponent("Contents.json").path) else { return nil }
        return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }
}
