import Foundation

/// A scratch directory for files handed to command-line tools.
@MainActor public func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-render-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs a command-line tool and returns its standard output; throws with its standard error
/// when it fails.
@discardableResult
@MainActor public func run(_ tool: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw RenderTestError.failed("\(tool) failed (\(process.terminationStatus)): \(String(decoding: err, as: UTF8.self))")
    }
    return String(decoding: out, as: UTF8.self)
}

/// The SVG rasterised by librsvg's `rsvg-convert` at the SVG's own size.
@MainActor public func rasterizeWithRSVG(_ svg: String) throws -> Pixels {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("scene.svg"), output = directory.appendingPathComponent("scene.png")
    try Data(svg.utf8).write(to: input)
    try run("rsvg-convert", ["-o", output.path, input.path])
    return try decodePNG(Data(contentsOf: output))
}

/// The page size of a PDF in points, read by poppler's `pdfinfo`.
@MainActor public func pdfPageSize(_ pdf: Data) throws -> CGSize {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("page.pdf")
    try pdf.write(to: file)
    let info = try run("pdfinfo", [file.path])
    // "Page size:       120 x 80 pts"
    guard let line = info.split(separator: "\n").first(where: { $0.hasPrefix("Page size:") }) else {
        throw RenderTestError.failed("pdfinfo printed no page size:\n\(info)")
    }
    let numbers = line.split(whereSeparator: { $0 == " " }).compactMap { Double($0) }
    guard numbers.count >= 2 else { throw RenderTestError.failed("unreadable page size: \(line)") }
    return CGSize(width: numbers[0], height: numbers[1])
}
