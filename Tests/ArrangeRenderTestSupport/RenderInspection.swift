import Foundation

/// Whether to keep every compared rendering for inspection (`ARRANGE_KEEP_RENDERS=1`).
public let keepsRenders = ProcessInfo.processInfo.environment["ARRANGE_KEEP_RENDERS"] != nil

/// Writes Arrange's PNG and SVG of a failing comparison where a person can look at them
/// (`$TMPDIR/arrange-render-failures`).
@MainActor public func keepForInspection(_ name: String, png: Data, svg: String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-render-failures")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? png.write(to: directory.appendingPathComponent("\(name).png"))
    try? Data(svg.utf8).write(to: directory.appendingPathComponent("\(name).svg"))
}
