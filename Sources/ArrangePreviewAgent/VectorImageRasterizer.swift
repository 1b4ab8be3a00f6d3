import ArrangeRender
import Foundation

/// The preview program's rasterizer for vector image sets (`VectorImages`): `rsvg-convert` for
/// SVG and `pdftocairo` for PDF (librsvg and Poppler, which the README's commands install), as
/// Xcode turns vector assets into bitmaps when it builds an app. Each file is converted once per
/// zoom, into the program's temporary folder.
enum VectorImageRasterizer {
    /// Installs the rasterizer for this process.
    static func install() {
        VectorImages.rasterizer = { path, zoom in rasterize(path, zoom: zoom) }
    }

    /// The PNG of the vector file at `path`, `zoom` times its size; nil when the tool is missing or fails.
    static func rasterize(_ path: String, zoom: CGFloat) -> String? {
        guard zoom.isFinite, zoom > 0, zoom <= 16 else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-vector-images", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stamp = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let key = "\(path)|\(stamp)|\(zoom)".utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
        let output = folder.appendingPathComponent(String(key, radix: 16) + ".png").path
        if FileManager.default.fileExists(atPath: output) { return output }
        let ext = (path as NSString).pathExtension.lowercased()
        let succeeded: Bool
        switch ext {
        case "svg":
            succeeded = run("/usr/bin/rsvg-convert", ["-z", "\(zoom)", "-f", "png", "-o", output, path])
        case "pdf":
            // pdftocairo renders at a resolution in dots per inch: a PDF point is 1/72 inch.
            let prefix = String(output.dropLast(4))
            succeeded = run("/usr/bin/pdftocairo", ["-png", "-singlefile", "-transp", "-r", "\(72 * zoom)", path, prefix])
        default:
            succeeded = false
        }
        return succeeded && FileManager.default.fileExists(atPath: output) ? output : nil
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
