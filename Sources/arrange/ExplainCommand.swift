import Arrange
import ArgumentParser
import ArrangeExamples
import Foundation

/// `arrange explain NAME [--width W] [--height H] [--rtl] [--json]`: lays an example out with
/// the inspector recording and prints, for every node, each proposal it answered and the size it
/// gave (cache hits marked), the guide values it reported, its priority, how stacks ordered their
/// children and which child a ViewThatFits chose — as an indented tree or as JSON.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain an example's layout: every proposal each view answered, and why.",
        discussion: """
            Each node prints its name, id, frame in host coordinates and the proposal it was \
            placed with, then lines starting with "·": its probes `proposal → size` in the order \
            asked ("cache": recalled, not recomputed; "placing": asked while placing), the explicit \
            alignment-guide values it reported, for stacks the order the children were sized in \
            and what each was offered, and for ViewThatFits the child chosen. `nil` in a proposal \
            asks for the ideal size, `∞` for the maximum.
            """
    )

    @Argument(help: "The example's name; `arrange examples` lists them.")
    var name: String

    @Option(help: "The host's width in points (default: the example's own).")
    var width: Double?

    @Option(help: "The host's height in points (default: the example's own).")
    var height: Double?

    @Flag(help: "Lay out right to left.")
    var rtl = false

    @Flag(help: "Write the record as JSON (infinite lengths as \"inf\").")
    var json = false

    @Option(help: "Also draw the example with every frame outlined and labelled to this file (.png, .svg or .pdf).")
    var overlay: String?

    func validate() throws {
        for (label, value) in [("width", width), ("height", height)] {
            if let value, !(value.isFinite && value >= 0) {
                throw ValidationError("--\(label) must be a finite number of points, 0 or more (got \(value)).")
            }
        }
    }

    func run() throws {
        guard let example = Examples.named(name) else {
            throw UnknownExample(name: name)
        }
        let recorded = record(of: example)
        print(try recorded.formatted(json ? .json : .text), terminator: "")
        if let overlay {
            let url = URL(fileURLWithPath: overlay)
            let renderer = ImageRenderer(content: InspectorOverlay(content: example.view(), record: recorded, rightToLeft: rtl))
            renderer.proposedSize = ProposedViewSize(recorded.hostSize)
            renderer.scale = 2
            try renderer.write(to: url)
            FileHandle.standardError.write(Data("wrote \(url.path)\n".utf8))
        }
    }

    /// The example laid out once, from scratch, at the requested size and direction, recorded.
    func record(of example: Example) -> LayoutRecord {
        let size = CGSize(
            width: width.map { CGFloat($0) } ?? example.defaultSize.width,
            height: height.map { CGFloat($0) } ?? example.defaultSize.height)
        var environment = EnvironmentValues()
        environment.layoutDirection = rtl ? .rightToLeft : .leftToRight
        return LayoutRecord.record(of: example.view(), size: size, environment: environment)
    }
}
