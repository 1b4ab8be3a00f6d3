import ArrangeCore
import ArrangeText
import Foundation

// arrange-text-calibration: how closely the system font measures like SF Pro.
//
//   arrange-text-calibration                         compare with the stored SF widths
//   arrange-text-calibration --sf-fonts DIR          measure SF Pro itself from its files in DIR
//   arrange-text-calibration --sf-fonts DIR --write-reference
//                                                    and store its widths as the reference
//   arrange-text-calibration --sf-fonts DIR --fit    print the per-weight constants that make
//                                                    Inter's median width SF's
//
// The reference (docs/text-calibration/sf-reference.tsv) holds SF Pro's widths and line breaks
// for the corpus, measured from Apple's files; Apple's fonts are not in the repository.

let arguments = CommandLine.arguments.dropFirst()
func value(after flag: String) -> String? {
    guard let index = arguments.firstIndex(of: flag), arguments.index(after: index) < arguments.endIndex else { return nil }
    return arguments[arguments.index(after: index)]
}
let referencePath = value(after: "--reference") ?? "docs/text-calibration/sf-reference.tsv"

var reference: CalibrationReference
if let folder = value(after: "--sf-fonts") {
    do {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .filter { $0.hasPrefix("SF-Pro-Text") || $0.hasPrefix("SF-Pro-Display") }
        for file in files { _ = try Font.register(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(file)) }
    } catch {
        FileHandle.standardError.write(Data("error: cannot read SF Pro's files in \(folder): \(error)\n".utf8))
        exit(1)
    }
if arguments.contains("--digits") {
        for family in ["SF Pro Text", "SF Pro Display", "Inter", "Inter Display"] {
            for weight in [Font.Weight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black] {
                var row: [String] = []
                for d in "0123456789.,:;%$-+/()#@&?!'’\"*abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ" {
                    var e = CalibrationGrid.environment(.platformDefault, size: 1000, weight: weight, family: family)
                    e.font = Font.custom(family, size: 1000).weight(weight)
                    row.append("\(d)\(Int(TextLineProbe(String(d), width: nil, in: e).lineWidths.first ?? 0))")
                }
                var e = CalibrationGrid.environment(.platformDefault, size: 1000, weight: weight, family: family)
                e.font = Font.custom(family, size: 1000).weight(weight)
                let space = (TextLineProbe("x x", width: nil, in: e).lineWidths.first ?? 0) - (TextLineProbe("xx", width: nil, in: e).lineWidths.first ?? 0)
                row.append("space\(Int(space))")
                print(family, weight.calibrationName, row.joined(separator: " "))
            }
        }
        exit(0)
    }
    reference = CalibrationReference.measure(.sfPro(hasRounded: false))
    if arguments.contains("--write-reference") {
        do { try reference.write(to: referencePath) } catch {
            FileHandle.standardError.write(Data("error: cannot write \(referencePath): \(error)\n".utf8))
            exit(1)
        }
        print("Wrote \(referencePath).")
    }
    if arguments.contains("--fit") {
        print(InterFit.report())
        exit(0)
    }
} else {
    do { reference = try CalibrationReference(contentsOf: referencePath) } catch {
        FileHandle.standardError.write(Data("error: cannot read \(referencePath): \(error)\n".utf8))
        exit(1)
    }
}
print(CalibrationReport.make(reference: reference, details: arguments.contains("--details")))
