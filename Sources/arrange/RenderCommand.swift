import Arrange
import ArgumentParser
import ArrangeExamples
import Foundation

/// `arrange render NAME --format svg|png|pdf [--width W --height H --scale S] [-o FILE]`: draws
/// one example to a file.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw an example to an SVG, PNG or PDF file."
    )

    @Argument(help: "The example's name; `arrange examples` lists them.")
    var name: String

    @Option(help: "The output format: svg, png or pdf (default: from -o's extension, else png).")
    var format: RenderFormat?

    @Option(help: "The width proposed to the example, in points (default: the example's own).")
    var width: Double?

    @Option(help: "The height proposed to the example, in points (default: the example's own).")
    var height: Double?

    @Option(help: "Pixels per point in PNG output.")
    var scale: Double = 2

    @Option(name: [.customShort("o"), .long], help: "The file to write (default: NAME.FORMAT here).")
    var output: String?

    func validate() throws {
        for (label, value) in [("width", width), ("height", height)] {
            if let value, !(value.isFinite && value >= 0) {
                throw ValidationError("--\(label) must be a finite number of points, 0 or more (got \(value)).")
            }
        }
        guard scale.isFinite, scale > 0 else {
            throw ValidationError("--scale must be a positive number (got \(scale)).")
        }
    }

    func run() throws {
        guard let example = Examples.named(name) else { throw UnknownExample(name: name) }
        let chosen = format ?? output.flatMap { RenderFormat(pathExtension: URL(fileURLWithPath: $0).pathExtension) } ?? .png
        let url = URL(fileURLWithPath: output ?? "\(name).\(chosen.rawValue)")
        let size = CGSize(width: width.map { CGFloat($0) } ?? example.defaultSize.width,
                          height: height.map { CGFloat($0) } ?? example.defaultSize.height)
        let renderer = ImageRenderer(content: example.view())
        renderer.proposedSize = ProposedViewSize(size)
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
    value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
}
