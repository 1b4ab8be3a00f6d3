import ArrangePreviewToolchain
import Foundation

extension XcodePackageDependencies {
    /// Fetches the packages into `folder` (once for the same manifest and pins) and answers the
    /// folder whose `.build/checkouts` holds them; throws what SwiftPM said when it cannot.
    func fetch(into folder: URL, swiftc: String) throws -> URL {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let pins = resolved.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        let stamp = PreviewBuild.hash(manifest + "\u{0}" + pins)
        let stampURL = folder.appendingPathComponent("fetched")
        if (try? String(contentsOf: stampURL, encoding: .utf8)) == stamp,
           manager.fileExists(atPath: folder.appendingPathComponent(".build/checkouts").path) {
            return folder
        }
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"), options: .atomic)
        let resolvedCopy = folder.appendingPathComponent("Package.resolved")
        try? manager.removeItem(at: resolvedCopy)
        if !pins.isEmpty { try Data(pins.utf8).write(to: resolvedCopy, options: .atomic) }
        let swift = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift-package").path
        var (status, output) = try PreviewBuild.execute(swift, ["resolve", "--package-path", folder.path], in: folder)
        if status != 0, !pins.isEmpty {
            // Pins the project's requirements no longer allow (or a stale file): resolve afresh.
            try? manager.removeItem(at: resolvedCopy)
            (status, output) = try PreviewBuild.execute(swift, ["resolve", "--package-path", folder.path], in: folder)
        }
        guard status == 0 else {
            let said = output.split(separator: "\n").suffix(6).joined(separator: "\n")
            throw PreviewError("the Xcode project's packages could not be fetched (\(references.map { Self.identity(of: $0.url) }.joined(separator: ", "))):\n\(said)")
        }
        try Data(stamp.utf8).write(to: stampURL, options: .atomic)
        return folder
    }
}
