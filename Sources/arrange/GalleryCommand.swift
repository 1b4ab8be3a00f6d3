import Arrange
import ArgumentParser
import ArrangeExamples
import Foundation

/// `arrange gallery [--out DIR]`: draws every example to SVG and PNG and writes an `index.html`
/// that shows them side by side with their frame dumps.
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Draw every example to SVG and PNG, with an index.html showing them and their frames."
    )

    @Option(help: "The folder to write into (created if missing).")
    var out = "gallery"

    @Option(help: "Pixels per point in the PNG files.")
    var scale: Double = 2

    func validate() throws {
        guard scale.isFinite, scale > 0 else {
            throw ValidationError("--scale must be a positive number (got \(scale)).")
        }
    }

    /// Runs on the main actor, where hosts and renderers are used.
    @MainActor
    func run() async throws {
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw GalleryError(message: "cannot create \(folder.path): \(error.localizedDescription)")
        }
        var entries: [GalleryEntry] = []
        var failures: [String] = []
        let examples = Examples.all
        for (index, example) in examples.enumerated() {
            // Progress on standard error, so the summary on standard output stays clean.
            FileHandle.standardError.write(Data("[\(index + 1)/\(examples.count)] \(example.name)\n".utf8))
            do {
                entries.append(try render(example, into: folder))
            } catch {
                failures.append("\(example.name): \(error)")
            }
        }
        let index = folder.appendingPathComponent("index.html")
        do {
            try Data(GalleryPage.html(entries).utf8).write(to: index, options: .atomic)
        } catch {
            throw GalleryError(message: "cannot write \(index.path): \(error.localizedDescription)")
        }
        print("wrote \(entries.count) examples (SVG and PNG) and \(index.path)")
        if !failures.isEmpty {
            throw GalleryError(message: "some examples could not be drawn:\n  " + failures.joined(separator: "\n  "))
        }
    }

    @MainActor
    private func render(_ example: Example, into folder: URL) throws -> GalleryEntry {
        let svg = folder.appendingPathComponent("\(example.name).svg")
        let png = folder.appendingPathComponent("\(example.name).png")
        let layout = example.layout()
        if example.safeAreaInsets != EdgeInsets() {
            // A whole screen: drawn as its host shows it, bars below the status bar.
            try example.rendered(as: .svg).write(to: svg, options: .atomic)
            try example.rendered(as: .png, scale: CGFloat(scale)).write(to: png, options: .atomic)
            return GalleryEntry(name: example.name, summary: example.summary, size: example.defaultSize,
                                dump: layout.dump, diagnostics: layout.diagnostics)
        }
        let renderer = ImageRenderer(content: example.view())
        renderer.proposedSize = ProposedViewSize(example.defaultSize)
        renderer.scale = CGFloat(scale)
        try renderer.write(to: svg, format: .svg)
        try renderer.write(to: png, format: .png)
        return GalleryEntry(name: example.name, summary: example.summary, size: try renderer.size,
                            dump: layout.dump, diagnostics: layout.diagnostics)
    }
}

/// One example in the gallery.
struct GalleryEntry {
    var name: String
    var summary: String
    var size: CGSize
    var dump: String
    var diagnostics: [String]
}

/// A gallery failure, with a message naming what went wrong.
struct GalleryError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// The gallery's `index.html`: each example's PNG and SVG side by side, with its frames.
enum GalleryPage {
    static func html(_ entries: [GalleryEntry]) -> String {
        var page = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Arrange gallery</title>
        <style>
        body { font-family: sans-serif; margin: 2em; background: #f4f4f6; color: #222; }
        section { background: white; border-radius: 8px; padding: 1em 1.5em; margin-bottom: 2em; }
        .pictures { display: flex; gap: 2em; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-size: 0.8em; color: #666; }
        img { border: 1px solid #ddd; background: repeating-conic-gradient(#eee 0 25%, white 0 50%) 0 0 / 16px 16px; }
        pre { font-size: 0.75em; background: #f8f8f8; padding: 0.8em; overflow-x: auto; }
        </style></head><body>
        <h1>Arrange gallery</h1>
        <p>The seed documents' layouts, laid out and drawn by Arrange: PNG (Cairo) beside SVG (written directly), and the frames of the laid-out tree.</p>

        """
        for entry in entries {
            let width = formatPoints(entry.size.width), height = formatPoints(entry.size.height)
            page += """
            <section id="\(escape(entry.name))">
            <h2>\(escape(entry.name))</h2>
            <p>\(escape(entry.summary))</p>
            <div class="pictures">
            <figure><img src="\(escape(entry.name)).png" width="\(width)" height="\(height)" alt="\(escape(entry.name)) as PNG"><figcaption>PNG</figcaption></figure>
            <figure><img src="\(escape(entry.name)).svg" width="\(width)" height="\(height)" alt="\(escape(entry.name)) as SVG"><figcaption>SVG</figcaption></figure>
            </div>
            <pre>\(escape(entry.dump))\(entry.diagnostics.isEmpty ? "" : "\ndiagnostics:\n" + entry.diagnostics.map { "  " + escape($0) }.joined(separator: "\n"))</pre>
            </section>

            """
        }
        page += "</body></html>\n"
        return page
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
