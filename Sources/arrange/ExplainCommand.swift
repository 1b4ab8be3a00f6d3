import Arrange
import ArgumentParser
import ArrangeExamples
import Foundation

/// `arrange explain NAME [--width W] [--height H] [--rtl] [--json]`, or `arrange explain
/// FILE.swift… --preview NAME [--json]` for a preview of the user's files: lays the view out with
/// the inspector recording and prints, for every node, each proposal it answered and the size it
/// gave (cache hits marked), the guide values it reported, its priority, how stacks ordered their
/// children and which child a ViewThatFits chose — as an indented tree or as JSON.
struct ExplainCommand: AsyncParsableCommand {
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

    @OptionGroup var options: ExampleOptions

    @Argument(help: "With --preview: more .swift files (NAME is then the first file).")
    var moreFiles: [String] = []

    @Option(help: "Explain the #Preview or PreviewProvider of this name (or File.swift:LINE; default: the first file's first) from the .swift files given.")
    var preview: String?

    @OptionGroup var previewOptions: PreviewRenderOptions

    /// The preview asked for; without `--preview`, given Swift files or a folder, the first
    /// file's first preview (a folder's only one).
    var chosenPreview: String? { preview ?? PreviewBuild.defaultPreview(forFirstArgument: options.name) }

    @Flag(help: "Write the record as JSON (infinite lengths as \"inf\").")
    var json = false

    @Option(help: "Also draw the example with every frame outlined and labelled to this file (.png, .svg or .pdf).")
    var overlay: String?

    func validate() throws {
        if chosenPreview == nil && !moreFiles.isEmpty {
            throw ValidationError("several names are given only with --preview (files to compile).")
        }
        if chosenPreview != nil && overlay != nil {
            throw ValidationError("--overlay draws examples; for a preview, use arrange preview's inspector.")
        }
    }

    /// Runs on the main actor, where hosts and renderers are used.
    @MainActor
    func run() async throws {
        if let preview = chosenPreview {
            try ExplainPreview(files: [options.name] + moreFiles, preview: preview, json: json,
                               settings: previewOptions.settings(rightToLeft: options.rtl), swiftVersion: previewOptions.swiftVersion).run()
            return
        }
        let example = try options.example()
        let recorded = record(of: example)
        print(try recorded.formatted(json ? .json : .text), terminator: "")
        if let overlay {
            let url = URL(fileURLWithPath: overlay)
            let renderer = ImageRenderer(content: InspectorOverlay(content: example.view(), record: recorded, rightToLeft: options.rtl))
            renderer.proposedSize = ProposedViewSize(recorded.hostSize)
            renderer.scale = 2
            try renderer.write(to: url)
            FileHandle.standardError.write(Data("wrote \(url.path)\n".utf8))
        }
    }

    /// The example laid out once, from scratch, at the requested size and direction, recorded.
    @MainActor
    func record(of example: Example) -> LayoutRecord {
        var environment = EnvironmentValues()
        environment.layoutDirection = options.direction
        return LayoutRecord.record(of: example.view(), size: options.size(of: example), safeAreaInsets: example.safeAreaInsets,
                                   environment: environment)
    }
}
