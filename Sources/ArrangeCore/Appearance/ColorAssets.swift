import Foundation

extension Color {
    /// Creates a colour from a colour set in an asset catalog, as in SwiftUI: `Name.colorset`
    /// in an Xcode asset catalog (`*.xcassets`) of `bundle` (`Bundle.main` when `nil`; `.module`
    /// for a SwiftPM target's resources).
    ///
    /// The catalogs are looked for in the bundle's `resourceURL`, its `bundlePath`, then the
    /// current directory (as `Image(_:bundle:)` looks for files), and searched for the colour
    /// set at any depth (folders group sets). The set's `Contents.json` gives the universal (or
    /// iPhone) colour and its dark variant (`appearances`: luminosity dark), drawn as the
    /// environment's `colorScheme` asks; components may be floats (`"0.200"`), 0–255 integers
    /// (`"51"`) or hex (`"0x33"`), in sRGB, Display P3, extended or grey colour spaces. A colour
    /// that is not found draws as clear, as SwiftUI's does, and says so: "No color named 'X'
    /// found in asset catalog" once on standard error (SwiftUI's console message) and in
    /// `HostingView.diagnostics` where it is drawn as a view.
    public init(_ name: String, bundle: Bundle? = nil) {
        switch ColorAssets.shared.color(named: name, bundle: bundle) {
        case .success(let (light, dark)):
            self.init(name: name, light: light, dark: dark, isFromAssetCatalog: true)
        case .failure(let problem):
            self.init(red: 0, green: 0, blue: 0, opacity: 0, name: name, dark: nil, assetProblem: problem.message, isFromAssetCatalog: true)
        }
    }
}

/// Reads colour sets from asset catalogs and remembers them by name and bundle.
final class ColorAssets: @unchecked Sendable {
    // @unchecked: `found` and `logged` are only touched while `lock` is held.
    static let shared = ColorAssets()

    struct Problem: Error, Hashable {
        var message: String
    }

    private let lock = NSLock()
    private var found: [String: Result<(Color.Components, Color.Components?), Problem>] = [:]
    private var logged: Set<String> = []

    func color(named name: String, bundle: Bundle?) -> Result<(Color.Components, Color.Components?), Problem> {
        let bundle = bundle ?? Bundle.main
        let key = bundle.bundlePath + "\u{0}" + name
        lock.lock()
        if let known = found[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let folders = Self.searchFolders(bundle: bundle)
        var result: Result<(Color.Components, Color.Components?), Problem>
        if let file = Self.findColorSet(name, in: folders) {
            result = Self.read(file, name: name)
        } else {
            result = .failure(Problem(message: "No color named '\(name)' found in asset catalog for \(bundle.bundlePath) (looked for \(name).colorset in the *.xcassets folders of \(folders.joined(separator: ", "))); it draws as clear, as in SwiftUI."))
        }
        lock.lock()
        if found.count > 512 { found.removeAll() }
        found[key] = result
        let first = logged.insert(key).inserted
        lock.unlock()
        if case .failure(let problem) = result, first {
            FileHandle.standardError.write(Data((problem.message + "\n").utf8))
        }
        return result
    }

    static func searchFolders(bundle: Bundle) -> [String] { AssetCatalogs.searchFolders(bundle: bundle) }

    /// The `Contents.json` of `name.colorset` in the first catalog of `folders` that has it.
    static func findColorSet(_ name: String, in folders: [String]) -> URL? {
        AssetCatalogs.findSet(name, kind: "colorset", in: folders)?.appendingPathComponent("Contents.json")
    }

    /// The light and dark colours of a colour set's `Contents.json`.
    static func read(_ file: URL, name: String) -> Result<(Color.Components, Color.Components?), Problem> {
        func problem(_ why: String) -> Result<(Color.Components, Color.Components?), Problem> {
            .failure(Problem(message: "The color set '\(name)' (\(file.path)) \(why); it draws as clear."))
        }
        guard let data = FileManager.default.contents(atPath: file.path) else { return problem("cannot be read") }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = object["colors"] as? [[String: Any]] else { return problem("is not a colour set's JSON (no \"colors\" list)") }
        var light: Color.Components?
        var dark: Color.Components?
        for entry in colors {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone", "ios"].contains(idiom), let color = entry["color"] as? [String: Any],
                  let components = parse(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.isEmpty {
                if light == nil || idiom == "universal" { light = components }
            } else if appearances.count == 1, appearances[0]["appearance"] as? String == "luminosity" {
                switch appearances[0]["value"] as? String {
                case "dark": dark = components
                case "light": light = components
                default: break
                }
            }
        }
        guard let light else { return problem("has no universal colour Arrange can read") }
        return .success((light, dark))
    }

    /// A colour entry's components as sRGB.
    static func parse(_ color: [String: Any]) -> Color.Components? {
        guard let values = color["components"] as? [String: Any] else { return nil }
        func number(_ key: String, alpha: Bool = false) -> Double? {
            let raw: String
            if let string = values[key] as? String { raw = string.trimmingCharacters(in: .whitespaces) }
            else if let number = values[key] as? NSNumber { raw = number.stringValue }
            else { return nil }
            if raw.lowercased().hasPrefix("0x"), let hex = Int(raw.dropFirst(2), radix: 16) { return Double(hex) / 255 }
            guard let value = Double(raw), value.isFinite else { return nil }
            // Integers are Xcode's 0–255 form (alpha is always written as a float; "1" is 1).
            if !raw.contains(".") && !raw.contains("e") && !(alpha && value <= 1) { return value / 255 }
            return value
        }
        let alpha = number("alpha", alpha: true) ?? 1
        let space = (color["color-space"] as? String ?? "srgb").lowercased()
        if let white = number("white") {
            return Color.Components(red: white, green: white, blue: white, opacity: alpha)
        }
        guard let r = number("red"), let g = number("green"), let b = number("blue") else { return nil }
        let rgbSpace: Color.RGBColorSpace
        switch space {
        case "display-p3": rgbSpace = .displayP3
        case "extended-linear-srgb": rgbSpace = .sRGBLinear
        default: rgbSpace = .sRGB
        }
        let (sr, sg, sb) = Color.sRGB(rgbSpace, r, g, b)
        return Color.Components(red: sr, green: sg, blue: sb, opacity: alpha)
    }
}
