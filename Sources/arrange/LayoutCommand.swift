import Arrange
import ArgumentParser
import ArrangeExamples

/// `arrange layout NAME [--width W] [--height H] [--rtl]`: lays an example out and prints the
/// tree, then the diagnostics if there are any.
struct LayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out an example and print the laid-out tree (then diagnostics, if any)."
    )

    @OptionGroup var options: ExampleOptions

    /// Runs on the main actor, where hosts are used.
    @MainActor
    func run() async throws {
        let example = try options.example()
        let result = example.layout(size: options.size(of: example), direction: options.direction)
        print(result.dump, terminator: "")
        if !result.diagnostics.isEmpty {
            print("diagnostics:")
            for message in result.diagnostics {
                print("  \(message)")
            }
        }
    }
}

/// A name that is not an example's; the message lists the valid names.
struct UnknownExample: Error, CustomStringConvertible {
    let name: String

    var description: String {
        "unknown example '\(name)'. Valid names: \(Examples.names.joined(separator: ", "))"
    }
}
