import Arrange
import ArgumentParser
import ArrangeExamples

/// The options every per-example command shares: which example, at what size, in which
/// direction.
struct ExampleOptions: ParsableArguments {
    @Argument(help: "The example's name; `arrange examples` lists them.")
    var name: String

    @Option(help: "The size's width in points (default: the example's own).")
    var width: Double?

    @Option(help: "The size's height in points (default: the example's own).")
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

    /// The example named, or an error listing the valid names.
    func example() throws -> Example {
        guard let example = Examples.named(name) else { throw UnknownExample(name: name) }
        return example
    }

    /// The size asked for, the example's own where not given.
    func size(of example: Example) -> CGSize {
        CGSize(width: width.map { CGFloat($0) } ?? example.defaultSize.width,
               height: height.map { CGFloat($0) } ?? example.defaultSize.height)
    }

    var direction: LayoutDirection { rtl ? .rightToLeft : .leftToRight }
}
