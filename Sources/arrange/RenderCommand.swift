import Arrange
import ArgumentParser
import ArrangeExamples
import Foundation

/// `arrange render NAME --format svg|png|jpeg|webp|pdf [--width W --height H --rtl --scale S] [-o FILE]`:
/// draws one example to a file. `arrange render FILE.swift… --preview NAME [-o FILE]` draws a
/// preview of the files instead (`RenderPreview`).
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw an example, or a preview of Swift files (--preview), to an SVG, PNG, JPEG, WebP or PDF file."
    )

    @OptionGroup var options: ExampleOptions

    @Argument(help: "With --preview: more .swift files (NAME is then the first file).")
    var moreFiles: [String] = []

    @Option(help: "Draw the #Preview or PreviewProvider of this name (or File.swift:LINE; default: the first file's first) from the .swift files given, as PNG, SVG or PDF.")
    var preview: String?

    @OptionGroup var previewOptions: PreviewRenderOptions

    /// The preview asked for; without `--preview`, given Swift files or a folder, the first
    /// file's first preview (a folder's only one).
    var chosenPreview: String? { preview ?? PreviewBuild.defaultPreview(forFirstArgument: options.name) }

    @Option(help: "The output format: svg, png, jpeg, webp or pdf (default: from -o's extension, else png).")
    var format: RenderFormat?

    @Option(help: "Pixels per point in PNG, JPEG and WebP output.")
    var scale: Double = 2

    @Option(name: [.customShort("o"), .long], help: "The file to write (default: NAME.FORMAT here).")
    var output: String?

    func validate() throws {
        guard scale.isFinite, scale > 0 else {
            throw ValidationError("--scale must be a positive number (got \(scale)).")
        }
        if chosenPreview == nil && !moreFiles.isEmpty {
            throw ValidationError("several names are given only with --preview (files to compile).")
        }
    }

    /// Runs on the main actor, where hosts and renderers are used.
    @MainActor
    func run() async throws {
        if let preview = chosenPreview {
            try RenderPreview(files: [options.name] + moreFiles, preview: preview, output: output, format: format,
                              settings: previewOptions.settings(rightToLeft: options.rtl), swiftVersion: previewOptions.swiftVersion).run()
            return
        }
        let example = try options.example()
        let chosen = format ?? output.flatMap { RenderFormat(pathExtension: URL(fileURLWithPath: $0).pathExtension) } ?? .png
        let url = URL(fileURLWithPath: output ?? "\(options.name).\(chosen.rawValue)")
        if example.safeAreaInsets != EdgeInsets() {
            // A whole screen: drawn as its host shows it, with the phone's safe area.
            let size = options.size(of: example)
            let host = example.host(size: size, direction: options.direction)
            do {
                try example.rendered(as: chosen, size: size, scale: CGFloat(scale), direction: options.direction).write(to: url, options: .atomic)
            } catch let error as RenderError {
                throw error
            } catch {
                throw RenderError("could not write \(url.path): \(error.localizedDescription)")
            }
            print("wrote \(url.path) (\(formatPoints(size.width)) × \(formatPoints(size.height)) points, \(chosen.rawValue))")
            for message in host.diagnostics { print("  diagnostic: \(message)") }
            return
        }
        let renderer = ImageRenderer(content: example.view().environment(\.layoutDirection, options.direction))
        renderer.proposedSize = ProposedViewSize(options.size(of: example))
        renderer.scale = CGFloat(scale)
        try renderer.write(to: url, format: chosen)
        let drawn = try renderer.size
        print("wrote \(url.path) (\(formatPoints(drawn.width)) × \(formatPoints(drawn.height)) points, \(chosen.rawValue))")
        for message in renderer.diagnostics { print("  diagnostic: \(message)") }
    }
}

extension RenderFormat: ExpressibleByArgument {}

/// A length for messages: whole numbers without a fraction, others to two places.
func formatPoints(_ value: CGFloat) -> String {
    // Whole numbers print without a fraction; values an Int cannot hold (or NaN, ∞) use %g.
    guard value.isFinite, abs(value) < 1e15 else { return String(format: "%g", Double(value)) }
    return value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
}
