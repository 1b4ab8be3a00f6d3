import ArrangeCore
import ArrangeText
import Foundation

/// Fits Inter's per-weight constants (`InterCalibration`): for every weight, at one size of SF's
/// text design (17 pt) and one of its display design (28 pt), the extra tracking in 1/1000 em
/// that makes each corpus string as wide in Inter as in SF Pro, and its median. Needs SF Pro's
/// files registered (it measures SF live, in all nine weights).
enum InterFit {
    static let weights: [(Font.Weight, String)] = [
        (.ultraLight, "ultraLight"), (.thin, "thin"), (.light, "light"), (.regular, "regular"), (.medium, "medium"),
        (.semibold, "semibold"), (.bold, "bold"), (.heavy, "heavy"), (.black, "black"),
    ]

    static func report() -> String {
        var lines = ["| size | weight | Inter cut | δ (1/1000 em), median | p25…p75 |", "| --- | --- | --- | --- | --- |"]
        for (size, family) in [(CGFloat(17), InterCalibration.textFamilyName), (28, InterCalibration.displayFamilyName)] {
            let tracking = Double(SystemFontTracking.tracking(atPointSize: size))
            for (weight, name) in weights {
                let sf = CalibrationGrid.environment(.sfPro(hasRounded: false), size: size, weight: weight)
                // Inter as the system font draws it (SF's figure advances and line height), less the
                // tracking it has now, so only the constant is fitted.
                let inter = CalibrationGrid.environment(.inter, size: size, weight: weight)
                let current = Double(InterCalibration.tracking(weight: weight.weightValue, pointSize: size))
                var deltas: [Double] = []
                for string in CalibrationCorpus.strings {
                    let count = Double(string.count)
                    guard count > 0 else { continue }
                    let target = Double(TextLineProbe(string, width: nil, in: sf).lineWidths.first ?? 0)
                    let raw = Double(TextLineProbe(string, width: nil, in: inter).lineWidths.first ?? 0) - count * current
                    deltas.append((target - raw - count * tracking) / (count * Double(size) / 1000))
                }
                deltas.sort()
                let median = CalibrationReport.quantile(deltas, 0.5)
                let spread = String(format: "%.1f…%.1f", CalibrationReport.quantile(deltas, 0.25), CalibrationReport.quantile(deltas, 0.75))
                lines.append("| \(Int(size)) | \(name) | \(family) | \(String(format: "%.1f", median)) | \(spread) |")
            }
        }
        return lines.joined(separator: "\n")
    }
}
