import ArrangeText
import Foundation

/// The fonts an app lists in its `Info.plist` under `UIAppFonts` ("Fonts provided by
/// application"), registered when the preview program starts, as iOS registers them when the app
/// launches, so that `Font.custom` finds them. The program's folder is the app's bundle
/// (`Bundle.main`), where `arrange` links the app's resources.
enum AppFonts {
    /// Registers the listed fonts; returns a message for each that cannot be.
    @discardableResult
    static func register(bundle: Bundle = .main) -> [String] {
        let root = bundle.bundleURL
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent("Info.plist").path),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let fonts = plist["UIAppFonts"] as? [String] else { return [] }
        var problems: [String] = []
        for name in fonts {
            // Xcode flattens resources, so a path in the list is found by its file name.
            let url = root.appendingPathComponent((name as NSString).lastPathComponent)
            do {
                try Font.register(contentsOf: url)
            } catch {
                problems.append("The font \(name) listed in Info.plist's UIAppFonts cannot be registered: \(error)")
            }
        }
        for problem in problems { FileHandle.standardError.write(Data("warning: \(problem)\n".utf8)) }
        return problems
    }
}
