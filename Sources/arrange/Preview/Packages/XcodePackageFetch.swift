import ArrangePreviewToolchain
import Foundation

extension XcodePackageDependencies {
    /// Fetches the packages into `folder` (once for the same manifest and pins) and answers the
    /// folder whose `.build/checkouts` holds them; throws what SwiftPM said when it cannot.
    ///
    /// The project's pins are tried first; pins its requirements no longer allow, then products
    /// a package no longer offers, are dropped in turn, as far as SwiftPM can still resolve.
    func fetch(into folder: URL, swiftc: String) throws -> URL {
        let manager = FileManager.default
        let sources = folder.appendingPathComponent("Sources/\(Self.targetName)")
        try manager.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("// The project's products, used so that SwiftPM fetches what they need.\n".utf8)
            .write(to: sources.appendingPathComponent("Products.swift"), options: .atomic)
        let pins = resolved.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        let stamp = PreviewBuild.hash(manifest(usingProducts: true) + "\u{0}" + pins)
        let stampURL = folder.appendingPathComponent("fetched")
        if (try? String(contentsOf: stampURL, encoding: .utf8)) == stamp,
           manager.fileExists(atPath: folder.appendingPathComponent(".build/checkouts").path) {
            return folder
        }
        let swift = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift-package").path
        let resolvedCopy = folder.appendingPathComponent("Package.resolved")
        var said = ""
        for (usingProducts, pinned) in [(true, true), (true, false), (false, false)] where pinned == false || !pins.isEmpty {
            try Data(manifest(usingProducts: usingProducts).utf8).write(to: folder.appendingPathComponent("Package.swift"), options: .atomic)
            try? manager.removeItem(at: resolvedCopy)
            if pinned { try Data(pins.utf8).write(to: resolvedCopy, options: .atomic) }
            let (status, output) = try PreviewBuild.execute(swift, ["resolve", "--package-path", folder.path], in: folder)
            if status == 0 {
                try Data(stamp.utf8).write(to: stampURL, options: .atomic)
                return folder
            }
            // SwiftPM's errors, else its last lines (git's advice is not what went wrong).
            let lines = output.split(separator: "\n")
            let errors = lines.filter { $0.contains("error:") }
            said = (errors.isEmpty ? Array(lines.suffix(6)) : Array(errors.prefix(6))).joined(separator: "\n")
        }
        let names = references.map { Self.identity(of: $0.url) } + localPackages.map { $0.folder.lastPathComponent.lowercased() }
        throw PreviewError("the project's packages could not be fetched (\(names.joined(separator: ", "))):\n\(said)")
    }
}
