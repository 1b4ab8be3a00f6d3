import ArgumentParser

/// The `arrange` command line: draws the seed documents' example layouts (a gallery, or one to
/// a file), lists them, lays one out and explains a layout (the inspector); previews Swift files
/// live in a browser, or draws one of their previews to a file.
@main
struct ArrangeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arrange",
        abstract: "SwiftUI's layout system on Linux: lay out the seed documents' example views.",
        subcommands: [GalleryCommand.self, RenderCommand.self, ExamplesCommand.self, LayoutCommand.self, ExplainCommand.self, PreviewCommand.self]
    )
}
