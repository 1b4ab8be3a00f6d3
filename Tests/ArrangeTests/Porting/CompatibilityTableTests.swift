import Foundation
import SwiftUI
import Testing

/// Sources/Arrange/Arrange.docc/Compatibility.md's samples are the code `CompatibilitySamples.swift` compiles, and they lay
/// out without a crash.
@Suite("The compatibility table")
@MainActor struct CompatibilityTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The sample column of every supported or partial row.
    static func samples() throws -> [(area: String, sample: String)] {
        let table = try String(contentsOf: root.appendingPathComponent("Sources/Arrange/Arrange.docc/Compatibility.md"), encoding: .utf8)
        var rows: [(String, String)] = []
        for line in table.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| ---") && !line.hasPrefix("| Area") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5 else { continue }
            let status = cells[2], sample = cells[3]
            guard status == "supported" || status == "partial" else { continue }
            rows.append((cells[1], sample.trimmingCharacters(in: CharacterSet(charactersIn: "`"))))
        }
        return rows
    }

    @Test("Every supported or partial row has a sample, written in CompatibilitySamples.swift as it is in the table")
    func samplesAreCompiled() throws {
        let rows = try Self.samples()
        #expect(rows.count >= 19)
        let source = try String(contentsOf: Self.root.appendingPathComponent("Tests/ArrangeTests/Porting/CompatibilitySamples.swift"), encoding: .utf8)
        for (area, sample) in rows {
            #expect(!sample.isEmpty, "the row \(area) has no sample")
            #expect(source.contains(sample), "the sample of \(area) is not compiled: \(sample)")
        }
    }

    @Test("Every sample lays out on a phone screen, and the app's first window is its WindowGroup's content")
    func samplesLayOut() throws {
        for view in CompatibilitySamples.views {
            let host = HostingView(rootView: view, size: CGSize(width: 390, height: 844))
            #expect(host.rootFrame.width <= 390)
        }
        let window = HostingView(rootView: CompatibilitySamples.scenes._firstWindowContent ?? AnyView(EmptyView()), size: CGSize(width: 390, height: 844))
        #expect(try window.find(text: "App").frame.width > 0)
    }
}
