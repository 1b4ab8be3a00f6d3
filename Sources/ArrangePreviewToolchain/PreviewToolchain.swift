import Foundation

/// How to compile a program against the Arrange build the `arrange` command itself came from:
/// the compiler flags SwiftPM used for the preview agent's module (module search paths, C
/// module maps, the macro plug-in) and the object files it linked `arrange` from, less the
/// command's own. Read from SwiftPM's build manifest (`.build/debug.yaml`) and link list next to
/// the executable, so the preview program is compiled and linked with nothing but `swiftc` —
/// no package resolution and no second build of Arrange or swift-syntax.
public struct PreviewToolchain: Sendable {
    /// The build folder the running `arrange` is in (`.build/x86_64-unknown-linux-gnu/debug`).
    public let buildFolder: URL
    /// `swiftc` flags for compiling against Arrange's modules.
    public let compileFlags: [String]
    /// `swiftc` flags for linking: libraries and the target triple.
    public private(set) var linkFlags: [String]
    /// The object files of Arrange and its dependencies, the preview agent among them.
    public let objects: [String]
    /// The modules whose objects those are: what a preview program can import from Arrange's build.
    public let linkedModules: Set<String>
    /// The compiler.
    public let swiftc: String

    /// The target the flags are taken from and the product whose objects are linked.
    static let agentTarget = "ArrangePreviewAgent"
    static let product = "arrange"

    /// Reads the manifest of the build the running executable belongs to.
    public static func current() throws -> PreviewToolchain {
        // The running executable's real path, symbolic links (`.build/debug`) resolved.
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return try PreviewToolchain(buildFolder: URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent())
    }

    public init(buildFolder: URL) throws {
        self.buildFolder = buildFolder
        let configuration = buildFolder.lastPathComponent  // "debug" or "release"
        let manifestURL = buildFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("\(configuration).yaml")
        guard let manifest = try? String(contentsOf: manifestURL, encoding: .utf8) else {
            throw PreviewError("cannot read \(manifestURL.path): `arrange preview` compiles previews against the SwiftPM build it was built in; run it from that build (swift run arrange …)")
        }
        let triple = buildFolder.deletingLastPathComponent().lastPathComponent
        let moduleArguments = try Self.arguments(of: "C.\(Self.agentTarget)-\(triple)-\(configuration).module", in: manifest, manifestURL)
        let linkArguments = try Self.arguments(of: "C.\(Self.product)-\(triple)-\(configuration).exe", in: manifest, manifestURL)
        swiftc = moduleArguments.first ?? "swiftc"
        compileFlags = Self.compileFlags(from: Array(moduleArguments.dropFirst()))
        linkFlags = Self.linkFlags(from: Array(linkArguments.dropFirst()))
        let listURL = buildFolder.appendingPathComponent("\(Self.product).product/Objects.LinkFileList")
        guard let list = try? String(contentsOf: listURL, encoding: .utf8) else {
            throw PreviewError("cannot read \(listURL.path); build Arrange first (swift build)")
        }
        // Only the objects of the agent and the targets it depends on: the command's own (its
        // `main` among them) and its server's (Hummingbird, SwiftNIO) would only slow the link.
        let targets = Self.dependencies(of: Self.agentTarget, in: manifest, triple: triple, configuration: configuration)
        linkedModules = targets
        objects = list.split(separator: "\n").map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")) }
            .filter { path in
                let folder = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
                return folder.hasSuffix(".build") && targets.contains(String(folder.dropLast(".build".count)))
            }
        // SwiftPM's linker, or LLVM's when the toolchain has it: it links these objects fastest.
        let lld = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("ld.lld").path
        if FileManager.default.isExecutableFile(atPath: lld) && !linkFlags.contains(where: { $0.hasPrefix("-use-ld") }) {
            linkFlags.append("-use-ld=lld")
        }
    }

    /// Apple's frameworks that Arrange builds under a `Linux` name (`Network` is `LinuxNetwork`),
    /// so that dependencies testing `canImport(Network)` do not see them; files import them by
    /// Apple's name through `-module-alias`.
    public static let frameworkAliases: [(apple: String, module: String)] = [
        ("os", "LinuxOS"), ("CoreLocation", "LinuxCoreLocation"), ("UniformTypeIdentifiers", "LinuxUniformTypeIdentifiers"),
        ("Network", "LinuxNetwork"), ("UserNotifications", "LinuxUserNotifications"), ("WebKit", "LinuxWebKit"), ("MapKit", "LinuxMapKit"),
        ("Charts", "LinuxCharts"), ("CoreTransferable", "LinuxCoreTransferable"), ("PhotosUI", "LinuxPhotosUI"),
        ("AuthenticationServices", "LinuxAuthenticationServices"), ("CoreData", "LinuxCoreData"), ("Contacts", "LinuxContacts"),
    ]

    /// The `-module-alias` flags that give those modules Apple's names.
    public static var frameworkAliasFlags: [String] {
        frameworkAliases.flatMap { ["-module-alias", "\($0.apple)=\($0.module)"] }
    }

    /// Whether Arrange's build has a module named `name` (`SwiftUI`, `SwiftData`, `Network`…),
    /// which a project's package of that name does not replace.
    public func providesModule(_ name: String) -> Bool {
        let module = Self.frameworkAliases.first { $0.apple == name }?.module ?? name
        // A module of the build that is not linked (a dependency of the command's server only)
        // is not provided: an app's package brings its own copy.
        return linkedModules.contains(module)
            && FileManager.default.fileExists(atPath: buildFolder.appendingPathComponent("Modules/\(module).swiftmodule").path)
    }

    /// `target` and every target it depends on, directly or not, as the manifest's module
    /// commands list them: Swift modules (`Modules/X.swiftmodule`) and C targets' objects
    /// (`X.build/….o`) among their inputs.
    static func dependencies(of target: String, in manifest: String, triple: String, configuration: String) -> Set<String> {
        var found: Set<String> = [target]
        var pending = [target]
        while let module = pending.popLast() {
            let key = "\"C.\(module)-\(triple)-\(configuration).module\":"
            guard let start = manifest.range(of: key),
                  let line = manifest[start.upperBound...].split(separator: "\n").first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("inputs:") }),
                  let open = line.firstIndex(of: "["),
                  let inputs = try? JSONDecoder().decode([String].self, from: Data(line[open...].utf8)) else { continue }
            for input in inputs {
                let url = URL(fileURLWithPath: input)
                let folder = url.deletingLastPathComponent().lastPathComponent
                var name: String?
                if folder == "Modules", url.pathExtension == "swiftmodule" {
                    name = url.deletingPathExtension().lastPathComponent
                } else if folder.hasSuffix(".build"), url.pathExtension == "o" {
                    name = String(folder.dropLast(".build".count))
                }
                if let name, found.insert(name).inserted { pending.append(name) }
            }
        }
        return found
    }

    /// The `args:` of the manifest's command `key` (a JSON array on one line).
    static func arguments(of key: String, in manifest: String, _ url: URL) throws -> [String] {
        guard let start = manifest.range(of: "\"\(key)\":") else {
            throw PreviewError("\(url.path) has no command \(key); build Arrange first (swift build)")
        }
        let rest = manifest[start.upperBound...]
        guard let argsLine = rest.split(separator: "\n").first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("args:") }),
              let open = argsLine.firstIndex(of: "["),
              let arguments = try? JSONDecoder().decode([String].self, from: Data(argsLine[open...].utf8)) else {
            throw PreviewError("cannot read the arguments of \(key) in \(url.path)")
        }
        return arguments
    }

    /// The module command's flags that say where modules and C headers are and how macros
    /// expand; what builds the module itself (its name, outputs, incremental state, and that it
    /// is a library without a `main.swift`) is dropped.
    static func compileFlags(from arguments: [String]) -> [String] {
        let droppedWithValue: Set<String> = ["-module-name", "-emit-module-path", "-emit-objc-header-path", "-output-file-map", "-index-store-path", "-package-name"]
        let dropped: Set<String> = ["-emit-dependencies", "-emit-module", "-emit-objc-header", "-incremental", "-c", "-enable-batch-mode",
                                    "-serialize-diagnostics", "-parseable-output", "-enable-testing", "-whole-module-optimization",
                                    "-parse-as-library"]
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if droppedWithValue.contains(argument) {
                index += 2
            } else if dropped.contains(argument) || argument.hasPrefix("@") {
                index += 1
            } else if argument == "-Xfrontend", index + 1 < arguments.count, arguments[index + 1] == "-entry-point-function-name" {
                index += 4
            } else {
                result.append(argument)
                index += 1
            }
        }
        return result
    }

    /// The link command's libraries, search paths and target; its output, module name, entry
    /// point and object list are the preview program's own.
    static func linkFlags(from arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "-o" || argument == "-module-name" {
                index += 2
            } else if argument == "-Xlinker", index + 1 < arguments.count, arguments[index + 1] == "--defsym" {
                index += 4  // -Xlinker --defsym -Xlinker main=arrange_main
            } else if argument.hasPrefix("@") || argument == "-emit-executable" {
                index += 1
            } else if argument == "-L" && index + 1 < arguments.count {
                result += [argument, arguments[index + 1]]
                index += 2
            } else {
                result.append(argument)
                index += 1
            }
        }
        return result
    }
}
