import ArrangeCore
import ArrangeText
import Foundation

/// The sizes and weights the calibration measures: the text styles' sizes from caption 2 to
/// large title, in the four weights interfaces use.
enum CalibrationGrid {
    static let sizes: [CGFloat] = [11, 12, 13, 15, 17, 20, 22, 28, 34]
    static let weights: [Font.Weight] = [.regular, .medium, .semibold, .bold]
    /// Every (size, weight) pair, size-major: the columns of the reference.
    static let cells: [(size: CGFloat, weight: Font.Weight)] = sizes.flatMap { size in weights.map { (size, $0) } }
    /// The size and weight line breaks are compared at: body text.
    static let breakSize: CGFloat = 17

    /// An environment drawing the system font at `size` and `weight` with `typeface`, at 3×.
    static func environment(_ typeface: SystemTypeface?, size: CGFloat, weight: Font.Weight, family: String? = nil) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.font = .system(size: size, weight: weight)
        environment.displayScale = 3
        environment.systemTypeface = typeface
        environment.defaultFontFamily = family
        return environment
    }
}

/// Widths and line breaks of the corpus in one typeface: measured, or read from the stored
/// reference.
struct CalibrationReference {
    /// `widths[string][cell]`: one-line width in points, cells as in `CalibrationGrid.cells`.
    var widths: [[Double]]
    /// `breaks[sentence][width]`: UTF-16 offsets where lines start.
    var breaks: [[[Int]]]

    /// Measures the corpus in `typeface`.
    static func measure(_ typeface: SystemTypeface) -> CalibrationReference {
        let widths = CalibrationCorpus.strings.map { string in
            CalibrationGrid.cells.map { cell in
                Double(TextLineProbe(string, width: nil, in: CalibrationGrid.environment(typeface, size: cell.size, weight: cell.weight)).lineWidths.first ?? 0)
            }
        }
        let body = CalibrationGrid.environment(typeface, size: CalibrationGrid.breakSize, weight: .regular)
        let breaks = CalibrationCorpus.sentences.map { sentence in
            CalibrationCorpus.widths.map { width in TextLineProbe(sentence, width: CGFloat(width), in: body).lineStarts }
        }
        return CalibrationReference(widths: widths, breaks: breaks)
    }

    init(widths: [[Double]], breaks: [[[Int]]]) {
        self.widths = widths
        self.breaks = breaks
    }

    /// Reads a reference written by `write(to:)`; its strings must be the corpus's.
    init(contentsOf path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var widths: [[Double]] = []
        var breaks: [[[Int]]] = Array(repeating: [], count: CalibrationCorpus.sentences.count)
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch fields.first {
            case "w":
                guard fields.count == 3 + CalibrationGrid.cells.count, let index = Int(fields[1]),
                      index == widths.count, CalibrationCorpus.strings.indices.contains(index),
                      CalibrationCorpus.strings[index] == fields[2] else { throw ReferenceError.mismatch(line: String(line)) }
                widths.append(fields.dropFirst(3).compactMap(Double.init))
            case "b":
                guard fields.count == 3, let index = Int(fields[1]), breaks.indices.contains(index) else {
                    throw ReferenceError.mismatch(line: String(line))
                }
                breaks[index] = fields[2].split(separator: " ").map { $0.split(separator: ",").compactMap { Int($0) } }
            default:
                throw ReferenceError.mismatch(line: String(line))
            }
        }
        guard widths.count == CalibrationCorpus.strings.count,
              breaks.allSatisfy({ $0.count == CalibrationCorpus.widths.count }) else { throw ReferenceError.incomplete }
        self.widths = widths
        self.breaks = breaks
    }

    /// Writes the reference as tab-separated lines: `w`, index, string, one width per cell;
    /// `b`, sentence index, each width's line starts (comma-separated, widths space-separated).
    func write(to path: String) throws {
        let cells = CalibrationGrid.cells.map { "\(Int($0.size))pt/\($0.weight.calibrationName)" }.joined(separator: " ")
        var lines = ["# SF Pro's widths (points, one line, at 3×) and line starts (17 pt regular) for CalibrationCorpus.",
                     "# Measured from Apple's SF Pro Text and Display files with Apple's tracking; cells: \(cells)"]
        for (index, string) in CalibrationCorpus.strings.enumerated() {
            lines.append((["w", String(index), string] + widths[index].map { String(format: "%.4f", $0) }).joined(separator: "\t"))
        }
        for (index, starts) in breaks.enumerated() {
            lines.append(["b", String(index), starts.map { $0.map(String.init).joined(separator: ",") }.joined(separator: " ")].joined(separator: "\t"))
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    enum ReferenceError: Error, CustomStringConvertible {
        case mismatch(line: String)
        case incomplete
        var description: String {
            switch self {
            case .mismatch(let line): return "the reference does not match the corpus at: \(line.prefix(80))"
            case .incomplete: return "the reference does not cover the whole corpus"
            }
        }
    }
}

extension Font.Weight {
    /// The weight's name in the calibration's tables.
    var calibrationName: String {
        switch self {
        case .medium: return "medium"
        case .semibold: return "semibold"
        case .bold: return "bold"
        default: return "regular"
        }
    }
}
