import ArrangePreviewToolchain
import Foundation

/// Compiles the package modules a preview imports (`ProjectPackages.Plan`), dependencies
/// first, each into one object file and a `.swiftmodule` in a cache folder of its own, with
/// `-DSWIFT_PACKAGE` and its target's settings as SwiftPM would. A module whose sources,
/// settings and dependencies are unchanged is not compiled again. A target with resources gets
/// SwiftPM's `Bundle.module` (its resources in `<Package>_<Target>.resources` beside the
/// program) and, for its asset catalogs, Xcode's asset symbols pointing there.
struct PackageModuleBuild {
    let toolchain: PreviewToolchain
    /// Where compiled modules are kept (`…/arrange/packages`).
    let cache: URL
    /// Which Arrange build the modules are compiled against (a module compiled against another
    /// is compiled again).
    let buildStamp: String

    /// What compiling gave.
    struct Result: Sendable {
        /// The modules' object files, to link into the program.
        var objects: [URL] = []
        /// The folders holding their `.swiftmodule`s, for `-I`.
        var searchPaths: [URL] = []
        /// Resource folders to place beside the program: the name, and each resource's name and file.
        var bundles: [(name: String, resources: [(name: String, url: URL)])] = []
        /// A digest of every module's inputs, for the program's own stamp.
        var stamp = ""
        /// The compiler's messages when a module failed (`nil` when all compiled).
        var failure: String?
    }

    /// Compiles `plan`'s modules in order; stops at the first that fails.
    func build(_ plan: ProjectPackages.Plan, languageFlags: (Int) -> [String]) throws -> Result {
        var result = Result()
        var stamps: [String: String] = [:]
        var folders: [String: URL] = [:]
        for module in plan.modules {
            let folder = cache.appendingPathComponent(PreviewBuild.hash(module.package.folder.path + "\u{0}" + module.name + "\u{0}" + toolchain.buildFolder.path))
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let targetFolder = module.package.folder(of: module.target)
            let resources = Self.resources(of: module.target, in: targetFolder)
            var files = Self.sources(of: module.target, in: targetFolder, resources: resources)
            guard !files.isEmpty else {
                return failure("package \(module.package.name)'s target \(module.name) has no Swift sources in \(targetFolder.path) (C targets are not built by arrange)", result)
            }
            var contents = files.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }
            if let bundle = Self.resourceBundle(of: module.target, in: module.package, resources: resources, sources: contents) {
                result.bundles.append((bundle.name, bundle.contents))
                for (name, source) in bundle.generated {
                    let url = folder.appendingPathComponent(name)
                    try Data(source.utf8).write(to: url, options: .atomic)
                    files.append(url)
                    contents.append(source)
                }
            }
            files = try SourceAdjustments.files(files, sources: contents, into: folder)
            let dependencyPaths = Self.transitive(module.dependencies, in: plan).compactMap { folders[$0] }
            let object = folder.appendingPathComponent("\(module.name).o")
            // The package's own modules are found before Arrange's build's (which has modules of
            // the same names that the preview program does not link).
            let arguments = dependencyPaths.flatMap { ["-I", $0.path] } + languageFlags(module.package.languageMode(of: module.target))
                + ["-parse-as-library", "-module-name", module.name, "-package-name", module.package.packageName,
                   "-wmo", "-c", "-o", object.path, "-emit-module", "-emit-module-path", folder.appendingPathComponent("\(module.name).swiftmodule").path,
                   "-D", "SWIFT_PACKAGE", "-enable-testing", "-gnone"]
                + module.target.flags + files.map(\.path)
            let stamp = PreviewBuild.hash((contents + arguments + module.dependencies.map { stamps[$0] ?? "" } + [buildStamp]).joined(separator: "\u{0}"))
            stamps[module.name] = stamp
            folders[module.name] = folder
            result.stamp += stamp
            result.objects.append(object)
            result.searchPaths.append(folder)
            let stampURL = folder.appendingPathComponent("stamp")
            if FileManager.default.fileExists(atPath: object.path), (try? String(contentsOf: stampURL, encoding: .utf8)) == stamp { continue }
            try? FileManager.default.removeItem(at: stampURL)
            let (status, printed) = try PreviewBuild.execute(toolchain.swiftc, arguments, in: folder)
            guard status == 0 else {
                return failure("while compiling module \(module.name) of package \(module.package.name) (\(module.package.folder.path)):\n\(printed)", result)
            }
            try Data(stamp.utf8).write(to: stampURL, options: .atomic)
        }
        return result
    }

    private func failure(_ message: String, _ partial: Result) -> Result {
        var result = partial
        result.failure = message
        return result
    }

    /// `names` and every module they depend on, directly or not.
    static func transitive(_ names: [String], in plan: ProjectPackages.Plan) -> [String] {
        var found: [String] = []
        var pending = names
        while let name = pending.popLast() {
            guard !found.contains(name) else { continue }
            found.append(name)
            pending += plan.modules.first { $0.name == name }?.dependencies ?? []
        }
        return found
    }

    /// The target's Swift files: those `sources:` names (files or folders), else every `.swift`
    /// file in its folder; less what `exclude:` and the resources name.
    static func sources(of target: PackageManifest.Target, in folder: URL, resources: [(name: String, url: URL, copies: Bool)]) -> [URL] {
        let excluded = target.exclude.map { folder.appendingPathComponent($0).standardizedFileURL.path } + resources.map(\.url.path)
        let roots = target.sources.map { $0.map { folder.appendingPathComponent($0).standardizedFileURL } } ?? [folder]
        var files: [URL] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else { continue }
            let found = isDirectory.boolValue ? AppBundle.swiftFiles(in: root) : (root.pathExtension == "swift" ? [root] : [])
            files += found.filter { file in !excluded.contains { file.path == $0 || file.path.hasPrefix($0 + "/") } && !files.contains(file) }
        }
        return files
    }

    /// The target's resources: those its rules name, and what SwiftPM takes without a rule
    /// (asset catalogs, localisation folders, string catalogs).
    static func resources(of target: PackageManifest.Target, in folder: URL) -> [(name: String, url: URL, copies: Bool)] {
        var found = target.resources.map { resource in
            let url = folder.appendingPathComponent(resource.path).standardizedFileURL
            return (name: url.lastPathComponent, url: url, copies: resource.copies)
        }
        let automatic: Set<String> = ["xcassets", "lproj", "xcstrings"]
        func scan(_ url: URL, depth: Int) {
            guard depth < 8 else { return }
            for entry in ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() where !entry.hasPrefix(".") {
                let child = url.appendingPathComponent(entry)
                if automatic.contains(child.pathExtension) {
                    if !found.contains(where: { child.path == $0.url.path || child.path.hasPrefix($0.url.path + "/") }) {
                        found.append((name: entry, url: child, copies: false))
                    }
                    continue
                }
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue { scan(child, depth: depth + 1) }
            }
        }
        scan(folder, depth: 0)
        return found.filter { FileManager.default.fileExists(atPath: $0.url.path) }
    }

    /// The bundle's entries, as SwiftPM lays them out: a `.copy` resource as it is; a `.process`
    /// folder's files flattened into the bundle's root (catalogs and `.lproj` folders kept whole).
    static func bundleContents(_ resources: [(name: String, url: URL, copies: Bool)]) -> [(name: String, url: URL)] {
        var entries: [(name: String, url: URL)] = []
        var names: Set<String> = []
        func add(_ name: String, _ url: URL) {
            if names.insert(name).inserted { entries.append((name, url)) }
        }
        func flatten(_ url: URL, depth: Int) {
            var isDirectory: ObjCBool = false
            guard depth < 8, FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return }
            guard isDirectory.boolValue, !["xcassets", "lproj", "xcdatamodeld", "bundle"].contains(url.pathExtension) else {
                if url.pathExtension != "swift" { add(url.lastPathComponent, url) }
                return
            }
            for entry in ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() where !entry.hasPrefix(".") {
                flatten(url.appendingPathComponent(entry), depth: depth + 1)
            }
        }
        for resource in resources {
            if resource.copies { add(resource.name, resource.url) } else { flatten(resource.url, depth: 0) }
        }
        return entries
    }

    /// A target's resource bundle — its name and entries — and the sources that reach it:
    /// SwiftPM's `Bundle.module` accessor and the asset symbols of its catalogs (given the
    /// target's own `sources`, whose declarations they must not clash with); `nil` for a target
    /// without resources.
    static func resourceBundle(of target: PackageManifest.Target, in package: PackageManifest,
                               resources: [(name: String, url: URL, copies: Bool)], sources: [String])
        -> (name: String, contents: [(name: String, url: URL)], generated: [(file: String, source: String)])? {
        guard !resources.isEmpty else { return nil }
        let name = bundleName(package: package, target: target)
        var generated = [(file: "resource_bundle_accessor.swift", source: bundleAccessor(bundleName: name))]
        let catalogs = resources.filter { $0.url.pathExtension == "xcassets" }.map(\.url)
        if let symbols = AssetSymbols.source(catalogFolders: catalogs, userSources: sources + generated.map(\.source), bundle: "Bundle.module") {
            generated.append((file: "GeneratedAssetSymbols.swift", source: symbols))
        }
        return (name, bundleContents(resources), generated)
    }

    /// SwiftPM's name for a target's resource bundle on Linux.
    static func bundleName(package: PackageManifest, target: PackageManifest.Target) -> String {
        "\(package.name)_\(target.name).resources"
    }

    /// The `Bundle.module` accessor SwiftPM generates for a target with resources: the bundle
    /// beside the program (`Bundle.main`'s folder on Linux).
    static func bundleAccessor(bundleName: String) -> String {
        """
        // Generated by arrange, as SwiftPM generates it for a target with resources.
        import Foundation

        extension Foundation.Bundle {
            /// The bundle of this module's resources, beside the program.
            static let module: Bundle = {
                let url = Bundle.main.bundleURL.appendingPathComponent(\(String(reflecting: bundleName)))
                return Bundle(url: url) ?? Bundle.main
            }()
        }

        """
    }
}
