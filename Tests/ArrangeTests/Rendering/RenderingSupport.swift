import Arrange
import CCairo
import Foundation
import Testing

/// A decoded PNG: straight (not premultiplied) RGBA bytes per pixel, rows top to bottom.
struct Pixels {
    var width: Int
    var height: Int
    var rgba: [UInt8]

    /// The pixel at (x, y) as (red, green, blue, alpha), 0…255.
    subscript(x: Int, y: Int) -> RGBA {
        let i = (y * width + x) * 4
        return RGBA(r: rgba[i], g: rgba[i + 1], b: rgba[i + 2], a: rgba[i + 3])
    }
}

/// One pixel's channels.
struct RGBA: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// The 0…1 components of `color`, as 0…255 bytes (how renderers round them).
    init(_ color: Color) {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        self.init(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.opacity))
    }

    static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGBA, tolerance: Int = 3) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }

    var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}

enum RenderTestError: Error, CustomStringConvertible {
    case failed(String)
    var description: String {
        switch self { case .failed(let m): return m }
    }
}

/// Decodes a PNG through Cairo (independently of how Arrange wrote it).
func decodePNG(_ data: Data) throws -> Pixels {
    final class Source {
        let data: Data
        var position = 0
        init(_ data: Data) { self.data = data }
    }
    let source = Source(data)
    let surface: OpaquePointer? = withExtendedLifetime(source) {
        cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard source.position + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
            source.data.copyBytes(to: buffer, from: source.position..<(source.position + count))
            source.position += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())
    }
    guard let surface else { throw RenderTestError.failed("Cairo returned no surface") }
    defer { cairo_surface_destroy(surface) }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        throw RenderTestError.failed("not a PNG Cairo can read: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
    }
    let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let format = cairo_image_surface_get_format(surface)
    guard let data = cairo_image_surface_get_data(surface) else { throw RenderTestError.failed("no pixel data") }
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
            let word = row[x]
            let a = format == CAIRO_FORMAT_RGB24 ? 255 : Int(word >> 24)
            func straight(_ v: UInt32) -> UInt8 {
                // Undo Cairo's premultiplication.
                a == 0 ? 0 : UInt8(min(255, (Int(v & 0xFF) * 255 + a / 2) / a))
            }
            let i = (y * width + x) * 4
            rgba[i] = straight(word >> 16)
            rgba[i + 1] = straight(word >> 8)
            rgba[i + 2] = straight(word)
            rgba[i + 3] = UInt8(a)
        }
    }
    return Pixels(width: width, height: height, rgba: rgba)
}

/// Renders `view` at its ideal size (or `proposal`) to PNG and decodes it.
func renderPNG<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1) throws -> Pixels {
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = proposal
    renderer.scale = scale
    return try decodePNG(renderer.pngData())
}

/// A scratch directory for files handed to command-line tools.
func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-render-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs a command-line tool and returns its standard output; throws with its standard error
/// when it fails.
@discardableResult
func run(_ tool: String, _ arguments: [String]) throws -> String {
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
func rasterizeWithRSVG(_ svg: String) throws -> Pixels {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("scene.svg"), output = directory.appendingPathComponent("scene.png")
    try Data(svg.utf8).write(to: input)
    try run("rsvg-convert", ["-o", output.path, input.path])
    return try decodePNG(Data(contentsOf: output))
}

/// How two rasterisations of one scene differ: the mean absolute channel difference (0…255,
/// colour channels weighted by alpha), and the fraction of pixels differing by more than 48
/// in some channel.
func difference(_ a: Pixels, _ b: Pixels) -> (mean: Double, outliers: Double) {
    guard a.width == b.width, a.height == b.height else { return (255, 1) }
    var total = 0.0, outliers = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a[x, y], q = b[x, y]
            // Compare premultiplied values: a colour under zero alpha does not matter.
            func pre(_ v: UInt8, _ alpha: UInt8) -> Int { Int(v) * Int(alpha) / 255 }
            let d = [abs(pre(p.r, p.a) - pre(q.r, q.a)), abs(pre(p.g, p.a) - pre(q.g, q.a)),
                     abs(pre(p.b, p.a) - pre(q.b, q.a)), abs(Int(p.a) - Int(q.a))]
            total += Double(d.reduce(0, +)) / 4
            if d.contains(where: { $0 > 48 }) { outliers += 1 }
        }
    }
    let count = Double(a.width * a.height)
    return (total / count, Double(outliers) / count)
}

/// The page size of a PDF in points, read by poppler's `pdfinfo`.
func pdfPageSize(_ pdf: Data) throws -> CGSize {
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

/// Whether to keep every compared rendering for inspection (`ARRANGE_KEEP_RENDERS=1`).
let keepsRenders = ProcessInfo.processInfo.environment["ARRANGE_KEEP_RENDERS"] != nil

/// Writes Arrange's PNG and SVG of a failing comparison where a person can look at them
/// (`$TMPDIR/arrange-render-failures`).
func keepForInspection(_ name: String, png: Data, svg: String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-render-failures")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? png.write(to: directory.appendingPathComponent("\(name).png"))
    try? Data(svg.utf8).write(to: directory.appendingPathComponent("\(name).svg"))
}
