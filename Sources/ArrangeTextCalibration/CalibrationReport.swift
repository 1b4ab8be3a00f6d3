import ArrangeCore
import ArrangeText
import Foundation

/// The calibration's numbers: width errors of this machine's system font against the
/// reference per size and weight, line-break agreement, and line heights.
enum CalibrationReport {
    /// The report; with `details`, also the strings furthest from SF at 17 and 28 pt regular and
    /// the sentences whose lines break elsewhere.
    static func make(reference: CalibrationReference, typeface: SystemTypeface? = nil, details: Bool = false) -> String {
        let measured = CalibrationReference.measure(typeface ?? SystemTypeface.current)
        var lines = ["Typeface: \(typeface ?? SystemTypeface.current)", "",
                     "| size | weight | median error | p95 error | worst |", "| --- | --- | --- | --- | --- |"]
        for (cell, (size, weight)) in CalibrationGrid.cells.enumerated() {
            let errors = zip(measured.widths, reference.widths).compactMap { mine, sf -> Double? in
                sf[cell] > 0 ? abs(mine[cell] / sf[cell] - 1) : nil
            }.sorted()
            lines.append("| \(Int(size)) | \(weight.calibrationName) | \(percent(quantile(errors, 0.5))) | \(percent(quantile(errors, 0.95))) | \(percent(errors.last ?? 0)) |")
        }
        var agree = 0, total = 0
        for (mine, sf) in zip(measured.breaks, reference.breaks) {
            for (a, b) in zip(mine, sf) {
                total += 1
                if a == b { agree += 1 }
            }
        }
        if details {
            for size: CGFloat in [17, 28] {
                guard let cell = CalibrationGrid.cells.firstIndex(where: { $0.size == size && $0.weight == .regular }) else { continue }
                let worst = CalibrationCorpus.strings.indices.sorted {
                    abs(measured.widths[$0][cell] / reference.widths[$0][cell] - 1) > abs(measured.widths[$1][cell] / reference.widths[$1][cell] - 1)
                }.prefix(20)
                lines.append("")
                lines.append("Furthest from SF at \(Int(size)) pt regular (mine ÷ SF):")
                for index in worst {
                    lines.append("  \(String(format: "%.3f", measured.widths[index][cell] / reference.widths[index][cell]))  \(CalibrationCorpus.strings[index])")
                }
            }
            lines.append("")
            lines.append("Line breaks that differ (width: mine | SF):")
            for (sentence, (mine, sf)) in zip(measured.breaks, reference.breaks).enumerated() {
                for (column, (a, b)) in zip(mine, sf).enumerated() where a != b {
                    lines.append("  \(Int(CalibrationCorpus.widths[column])) #\(sentence): \(a) | \(b)")
                }
            }
        }
        lines.append("")
        lines.append("Line breaks agree with SF in \(agree) of \(total) cases (\(percent(Double(agree) / Double(max(total, 1))))) at 17 pt regular.")
        for scale: CGFloat in [1, 2, 3] {
            var environment = CalibrationGrid.environment(typeface, size: 17, weight: .regular)
            environment.font = .body
            environment.displayScale = scale
            let size = TextLineProbe("Hello world", width: nil, in: environment).size
            lines.append("A one-line body Text \"Hello world\" at \(Int(scale))×: \(format(size.width)) × \(format(size.height)) pt.")
        }
        return lines.joined(separator: "\n")
    }

    static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(Int((Double(sorted.count - 1) * q).rounded()), sorted.count - 1)]
    }

    static func percent(_ value: Double) -> String { String(format: "%.2f%%", value * 100) }
    static func format(_ value: CGFloat) -> String { String(format: "%.2f", Double(value)) }
}
