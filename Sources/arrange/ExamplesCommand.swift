import ArgumentParser
import ArrangeExamples

/// `arrange examples`: one line per example, its name and what it shows.
struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples",
        abstract: "List the example layouts: name and summary."
    )

    func run() {
        let width = Examples.names.map(\.count).max() ?? 0
        for example in Examples.all {
            let padding = String(repeating: " ", count: width - example.name.count)
            print("\(example.name)\(padding)  \(example.summary)")
        }
    }
}
