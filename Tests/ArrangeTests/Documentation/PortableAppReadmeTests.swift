import Foundation
import Testing

/// The README's "The same files on a Mac and on Linux" shows `Examples/PortableApp`'s manifest and
/// a test of it; these keep the two in step (CI builds and tests the example's files).
struct PortableAppReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func lines(_ path: String) throws -> [String] {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("README: the portable package's manifest is Examples/PortableApp/Package.swift, line for line")
    func manifestMatches() throws {
        let readme = Set(try Self.lines("README.md"))
        let manifest = try Self.lines("Examples/PortableApp/Package.swift").filter { !$0.isEmpty && !$0.hasPrefix("//") || $0.hasPrefix("// swift-tools-version") }
        // The README's dependency line ends with a comment naming the alternative to a path.
        let missing = manifest.filter { line in !readme.contains(line) && !readme.contains { $0.hasPrefix(line + "   //") } }
        #expect(missing.isEmpty, "lines of the manifest not in the README: \(missing)")
    }

    @Test("README: the portable package's test is in Examples/PortableApp's tests, line for line")
    func testMatches() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let tests = Set(try Self.lines("Examples/PortableApp/Tests/PortableAppTests/TipViewTests.swift"))
        let start = try #require(readme.range(of: "@testable import PortableApp"))
        let end = try #require(readme.range(of: "#endif", range: start.upperBound..<readme.endIndex))
        let shown = readme[start.lowerBound..<end.upperBound].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let missing = shown.filter { line in !tests.contains(line) && !tests.contains { $0.hasPrefix(line.components(separatedBy: "   //")[0]) } }
        #expect(missing.isEmpty, "lines of the README's test not in the example: \(missing)")
    }
}
