import ArrangeCore
import ArrangeRender
import Foundation

/// A picture of the view under test when an inspection fails (Arrange's own): the failure's
/// message names a PNG of the hosted view (or of the inspected view, laid out at the default
/// host size), so a failing run on CI shows what the view looked like.
enum FailurePicture {
    /// The folder the pictures go to: `$VIEWINSPECTOR_FAILURE_PICTURES`, else
    /// `$TMPDIR/viewinspector-failures`.
    static var folder: URL {
        if let path = ProcessInfo.processInfo.environment["VIEWINSPECTOR_FAILURE_PICTURES"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("viewinspector-failures", isDirectory: true)
    }

    /// Writes a PNG of the view hosted for `function` (else of `view`) and returns `message`
    /// followed by where the picture is; `message` alone when there is nothing to draw.
    static func message(_ message: String, view: Any?, function: String, file: StaticString, line: UInt) -> String {
        guard let path = write(view: view, function: function, file: file, line: line) else { return message }
        return message + "\nPicture of the view: " + path
    }

    private static func write(view: Any?, function: String, file: StaticString, line: UInt) -> String? {
        let root: AnyView
        let size: CGSize
        if let host = ViewHosting.host(function: function) {
            root = assumingMainActor(host) { $0.rootView }
            size = assumingMainActor(host) { $0.size }
        } else if let view = view as? any ArrangeCore.View {
            root = AnyView(view)
            size = ViewHosting.defaultSize
        } else {
            return nil
        }
        let name = "\(URL(fileURLWithPath: "\(file)").deletingPathExtension().lastPathComponent)-\(function.prefix { $0 != "(" })-\(line).png"
        let url = folder.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let data = assumingMainActor((root, size)) { input -> Data? in
                let renderer = ImageRenderer(content: input.0)
                renderer.proposedSize = ProposedViewSize(input.1)
                return try? renderer.pngData()
            }
            guard let data else { return nil }
            try data.write(to: url)
            return url.path
        } catch {
            return nil
        }
    }
}
