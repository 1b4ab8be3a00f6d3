import Arrange
import ArgumentParser
import ArrangeExamples

/// `arrange layout NAME [--width W] [--height H] [--rtl]`: lays an example out and prints the
/// tree, then the diagnostics if there are any.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out an example and print the laid-out tree (then diagnostics, if any)."
    )

    @Argument(help: "The example's name; `arrange examples` lists them.")
    var name: String

    @Option(help: "The host's width in points (default: the example's own).")
    var width: Double?

    @Option(help: "The host's height in points (default: the example's own).")
    var height: Double?

    @Flag(help: "Lay out right to left.")
    var rtl = false

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
        let size = CGSize(
            width: width.map { CGFloat($0) } ?? example.defaultSize.width,
            height: height.map { CGFloat($0) } ?? example.defaultSize.height)
        let result = example.layout(size: size, direction: rtl ? .rightToLeft : .leftToRight)
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
