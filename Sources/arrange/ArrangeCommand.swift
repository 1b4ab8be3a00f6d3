import ArgumentParser

/// The `arrange` command line: draws the seed documents' example layouts (a gallery, or one to
/// a file), lists them, lays one out and explains a layout (the inspector).
@main
struct ArrangeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arrange",
        abstract: "SwiftUI's layout system on Linux: lay out the seed documents' example views.",
        subcommands: [GalleryCommand.self, RenderCommand.self, ExamplesCommand.self, LayoutCommand.self, ExplainCommand.self]
    )
}
