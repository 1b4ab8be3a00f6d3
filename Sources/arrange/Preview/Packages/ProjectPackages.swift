import ArrangePreviewToolchain
import Foundation

/// The Swift packages of the project a preview's files belong to, and which of their targets
/// the files import: an app's local packages (`Packages/DesignSystem`), packages inside the
/// project, and packages SwiftPM has checked out for them (`.build/checkouts`). A module the
/// files import that one of these packages declares is compiled from its sources, with the
/// targets it depends on, as Xcode builds an app's package dependencies.
struct ProjectPackages {
    /// The project's root: the nearest folder above the files holding `.git`, else the outermost
    /// one (a few levels up) holding an Xcode project, a workspace or a `Package.swift`.
    let root: URL?
    /// The folders holding a `Package.swift`, shallowest first.
    private(set) var folders: [URL]
    private let swiftc: String
    private let cache: URL
    /// Where the remote packages of the project's Xcode project are fetched, and whether they
    /// have been (they are fetched when an import is found in no package on disk).
    private let fetchFolder: URL?
    private var fetched = false
    /// Whether Arrange or the toolchain provides a module of that name (set for each plan).
    private var provided: (String) -> Bool = { _ in false }
    private var manifests: [String: PackageManifest] = [:]
    /// Manifests that could not be read, with why.
    private var unreadable: [String: String] = [:]
    /// Each folder's `Package.swift` text, read once for all the imports looked up.
    private lazy var manifestTexts: [String: String] = Dictionary(folders.map { folder in
        (folder.path, (try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? "")
    }, uniquingKeysWith: { first, _ in first })

    /// Modules a package never provides: Arrange's own and the toolchain's.
    static let systemModules: Set<String> = ["Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
                                             "FoundationXML", "Dispatch", "Glibc", "Musl", "Darwin", "_Concurrency", "_StringProcessing",
                                             "RegexBuilder", "Synchronization", "XCTest", "Testing", "Observation", "Distributed", "Cxx", "CxxStdlib"]

    /// The packages of the project holding `files`; manifests are kept in `cache`, and the Xcode
    /// project's remote packages are fetched below `fetches` (none when it is `nil`).
    init(files: [URL], swiftc: String, cache: URL, fetches: URL? = nil) {
        self.swiftc = swiftc
        self.cache = cache
        root = Self.projectRoot(of: files)
        folders = root.map(Self.packageFolders) ?? []
        fetchFolder = root.flatMap { root in fetches.map { $0.appendingPathComponent(PreviewBuild.hash(root.path)) } }
    }

    /// The project's root for `files`, or `nil` when they share no folder.
    static func projectRoot(of files: [URL]) -> URL? {
        guard var folder = AppBundle.commonFolder(of: files) else { return nil }
        var outermost: URL?
        for _ in 0..<8 {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if entries.contains(".git") { return folder }
            if entries.contains(where: { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                outermost = folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return outermost
    }

    /// The folders below `root` (a few levels deep) holding a `Package.swift`, and the packages
    /// checked out beside any of them.
    static func packageFolders(in root: URL) -> [URL] {
        let manager = FileManager.default
        var found: [URL] = []
        var level = [root]
        for depth in 0..<7 {
            var next: [URL] = []
            for folder in level {
                let entries = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
                if entries.contains("Package.swift") {
                    found.append(folder)
                    let checkouts = folder.appendingPathComponent(".build/checkouts")
                    for checkout in ((try? manager.contentsOfDirectory(atPath: checkouts.path)) ?? []).sorted()
                    where manager.fileExists(atPath: checkouts.appendingPathComponent(checkout).appendingPathComponent("Package.swift").path) {
                        found.append(checkouts.appendingPathComponent(checkout))
                    }
                }
                guard depth < 6 else { continue }
                for entry in entries where !entry.hasPrefix(".") && !AppBundle.skippedFolders.contains(entry) && !entry.hasSuffix(".xcassets") && !entry.hasSuffix(".lproj") {
                    let url = folder.appendingPathComponent(entry)
                    var isDirectory: ObjCBool = false
                    if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue { next.append(url) }
                }
            }
            level = next
        }
        return found
    }

    /// The modules `source` imports (`import X`, `@testable import X`, `import struct X.Y`).
    static func imports(in source: String) -> [String] {
        let pattern = #"(?m)^[ \t]*(?:@[A-Za-z_]+(?:\([^)]*\))?[ \t]+)*(?:(?:public|internal|package|private|fileprivate)[ \t]+)?import[ \t]+(?:(?:struct|class|enum|protocol|func|var|let|typealias)[ \t]+)?([A-Za-z_][A-Za-z0-9_]*)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let text = source as NSString
        return regex.matches(in: source, range: NSRange(location: 0, length: text.length)).map { text.substring(with: $0.range(at: 1)) }
    }

    /// A package target that is to be compiled as a module.
    struct Module: Sendable {
        var package: PackageManifest
        var target: PackageManifest.Target
        /// The modules it depends on, by name.
        var dependencies: [String]
        var name: String { target.name }
    }

    /// What the files need: the modules to compile, dependencies first, and what could not be
    /// found (a remote package that is not checked out, a target kind Arrange cannot build).
    struct Plan: Sendable {
        var modules: [Module] = []
        var problems: [String] = []
    }

    /// The package modules that `sources` import (leaving out `known` ones, which Arrange or the
    /// toolchain provides), with everything they depend on.
    mutating func plan(for sources: [String], known: @escaping (String) -> Bool) -> Plan {
        var plan = Plan()
        provided = known
        guard root != nil else { return plan }
        var visited: Set<String> = []
        var names: [String] = []
        for source in sources {
            for name in Self.imports(in: source) where !names.contains(name) && !Self.systemModules.contains(name) && !known(name) { names.append(name) }
        }
        var missing: [String] = []
        for name in names {
            guard let (package, target) = packageDeclaring(target: name) else { missing.append(name); continue }
            add(target, of: package, to: &plan, visited: &visited)
        }
        // Imports no package here declares: the Xcode project's remote packages, fetched as
        // Xcode fetches them, may.
        if !missing.isEmpty, fetchXcodePackages(problems: &plan.problems) {
            for name in missing {
                guard let (package, target) = packageDeclaring(target: name) else { continue }
                add(target, of: package, to: &plan, visited: &visited)
            }
        }
        plan.problems += unreadable.sorted { $0.key < $1.key }.map(\.value)
        return plan
    }

    /// Fetches the remote packages the project's Xcode projects reference and its local packages
    /// depend on (once), and adds their checkouts to the package folders; `false` when there are
    /// none or they cannot be fetched.
    private mutating func fetchXcodePackages(problems: inout [String]) -> Bool {
        guard !fetched, let root, let fetchFolder else { return false }
        fetched = true
        let projectFolders = [root] + Self.subfolders(of: root) + Self.subfolders(of: root).flatMap(Self.subfolders)
        let localPackages = folders.filter { !$0.path.contains("/.build/") }.map { folder in
            XcodePackageDependencies.LocalPackage(folder: folder, products: manifest(at: folder).map { $0.products.keys.sorted() } ?? [])
        }
        guard let dependencies = XcodePackageDependencies(projectsIn: projectFolders, localPackages: localPackages) else { return false }
        do {
            let package = try dependencies.fetch(into: fetchFolder, swiftc: swiftc)
            let added = Self.packageFolders(in: package).filter { !folders.contains($0) }
            folders += added
            for folder in added {
                manifestTexts[folder.path] = (try? String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
            }
            return !added.isEmpty
        } catch {
            problems.append("\(error)")
            return false
        }
    }

    /// The folders directly inside `folder` that can hold a project (not hidden, not build output).
    private static func subfolders(of folder: URL) -> [URL] {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return entries.compactMap { entry in
            guard !entry.hasPrefix("."), !AppBundle.skippedFolders.contains(entry), !entry.contains(".") else { return nil }
            let url = folder.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : nil
        }
    }

    /// The target holding every file, when the files are a package target's (their own
    /// resources then make `Bundle.module`).
    mutating func target(containing files: [URL]) -> (PackageManifest, PackageManifest.Target)? {
        guard let common = AppBundle.commonFolder(of: files) else { return nil }
        for folder in folders where common.path.hasPrefix(folder.path + "/") {
            guard let manifest = manifest(at: folder) else { continue }
            for target in manifest.targets where common.path == manifest.folder(of: target).path || common.path.hasPrefix(manifest.folder(of: target).path + "/") {
                return (manifest, target)
            }
        }
        return nil
    }

    /// Adds `target` after what it depends on (depth first, each module once).
    private mutating func add(_ target: PackageManifest.Target, of package: PackageManifest, to plan: inout Plan, visited: inout Set<String>) {
        guard visited.insert(target.name).inserted else { return }
        // A module Arrange's own build has (its swift-collections, say) is linked from there:
        // a second copy would define every symbol twice.
        guard !provided(target.name) else { return }
        guard target.kind == "regular" || target.kind == "executable" else {
            plan.problems.append("the \(target.kind) target \(target.name) of package \(package.name) is not built by arrange")
            return
        }
        var dependencies: [String] = []
        for dependency in target.dependencies {
            for (dependencyPackage, dependencyTarget) in resolve(dependency, in: package, problems: &plan.problems) {
                add(dependencyTarget, of: dependencyPackage, to: &plan, visited: &visited)
                dependencies.append(dependencyTarget.name)
            }
        }
        plan.modules.append(Module(package: package, target: target, dependencies: dependencies))
    }

    /// The targets a target dependency stands for.
    private mutating func resolve(_ dependency: PackageManifest.TargetDependency, in package: PackageManifest,
                                  problems: inout [String]) -> [(PackageManifest, PackageManifest.Target)] {
        switch dependency {
        case .target(let name):
            return package.targets.first { $0.name == name }.map { [(package, $0)] } ?? []
        case .byName(let name):
            if let target = package.targets.first(where: { $0.name == name }) { return [(package, target)] }
            for candidate in package.dependencies {
                if let found = product(name, of: candidate, requiredBy: package, problems: &problems, quiet: true), !found.isEmpty { return found }
            }
            problems.append("package \(package.name) depends on \(name), which none of its packages provides here")
            return []
        case .product(let name, let packageName):
            let key = (packageName ?? name).lowercased()
            guard let candidate = package.dependencies.first(where: { $0.identity == key || $0.name?.lowercased() == key }) else {
                problems.append("package \(package.name) depends on product \(name) of an undeclared package \(packageName ?? name)")
                return []
            }
            return product(name, of: candidate, requiredBy: package, problems: &problems, quiet: false) ?? []
        }
    }

    /// The targets of product `name` of the dependency `dependency`, found on disk; `nil` (with
    /// a problem, unless `quiet`) when the package is not here.
    private mutating func product(_ name: String, of dependency: PackageManifest.Dependency, requiredBy package: PackageManifest,
                                  problems: inout [String], quiet: Bool) -> [(PackageManifest, PackageManifest.Target)]? {
        func checkout() -> URL? {
            folders.first { $0.path.contains("/.build/checkouts/") && $0.lastPathComponent.lowercased() == dependency.identity }
        }
        var folder = dependency.path ?? checkout()
        if folder == nil, dependency.remote != nil, fetchXcodePackages(problems: &problems) { folder = checkout() }
        guard let folder, let manifest = manifest(at: folder) else {
            if !quiet {
                let source = dependency.remote.map { " (\($0))" } ?? ""
                problems.append("package \(package.name) needs package \(dependency.identity)\(source), which is not checked out and could not be fetched")
            }
            return nil
        }
        guard let targets = manifest.products[name] else {
            if !quiet { problems.append("package \(manifest.name) has no product \(name)") }
            return quiet ? nil : []
        }
        return targets.compactMap { target in manifest.targets.first { $0.name == target }.map { (manifest, $0) } }
    }

    /// The package that declares a target named `name`: among those whose manifest mentions it
    /// (by its quoted name or a `Sources/<name>` folder), the shallowest.
    private mutating func packageDeclaring(target name: String) -> (PackageManifest, PackageManifest.Target)? {
        for folder in folders {
            guard manifestTexts[folder.path, default: ""].contains("\"\(name)\"") else { continue }
            if let manifest = manifest(at: folder), let target = manifest.targets.first(where: { $0.name == name }) {
                return (manifest, target)
            }
        }
        return nil
    }

    /// The manifest in `folder`, read once.
    private mutating func manifest(at folder: URL) -> PackageManifest? {
        if let known = manifests[folder.path] { return known }
        guard unreadable[folder.path] == nil else { return nil }
        do {
            let loaded = try PackageManifest.load(folder: folder, swiftc: swiftc, cache: cache)
            manifests[folder.path] = loaded
            return loaded
        } catch {
            unreadable[folder.path] = "\(error)"
            return nil
        }
    }
}
