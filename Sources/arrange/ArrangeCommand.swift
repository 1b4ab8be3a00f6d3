import ArgumentParser

/// The `arrange` command line: lists the seed documents' example layouts and lays one out.
@main
struct ArrangeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arrange",
        abstract: "SwiftUI's layout system on Linux: lay out the seed documents' example views.",
        subcommands: [ExamplesCommand.self, LayoutCommand.self]
    )
}
