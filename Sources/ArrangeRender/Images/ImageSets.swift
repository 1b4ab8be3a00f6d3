import ArrangeCore
import Foundation

/// Reads image sets of Xcode asset catalogs (`Name.imageset`), as `Image(_:bundle:)` and
/// `UIImage(named:)` find them on iOS: the set's `Contents.json` lists files by idiom, scale and
/// appearance; the file for the display's scale (else the nearest larger, else smaller) and
/// the environment's appearance (a dark entry in the dark appearance) is chosen. A set's
/// `template-rendering-intent` makes it a template image (drawn in the foreground style) unless
/// the view sets a rendering mode itself.
///
/// PNG and JPEG files are decoded. A set whose only files are vectors (PDF, SVG) is drawn through
/// the program's rasterizer (`VectorImages`) when it has one, as Xcode turns them into bitmaps; a
/// set of HEIC files, or of vectors with no rasterizer, is found but cannot be drawn here, which
/// the diagnostic says.
enum ImageSets {
    /// What a lookup in the catalogs found.
    struct Found: Equatable {
        var path: String
        var scale: CGFloat
        /// `true` for `template`, `false` for `original`, `nil` when the set does not say.
        var isTemplate: Bool?
    }

    enum Lookup: Equatable {
        case found(Found)
        /// The set exists, but none of its files can be decoded here.
        case undecodable(set: String, files: [String])
        case missing
    }

    static func find(_ name: String, bundle: Bundle?, displayScale: CGFloat, colorScheme: ColorScheme) -> Lookup {
        let folders = AssetCatalogs.searchFolders(bundle: bundle ?? Bundle.main)
        guard let set = AssetCatalogs.findSet(name, kind: "imageset", in: folders) else { return .missing }
        guard let contents = AssetCatalogs.contents(of: set), let images = contents["images"] as? [[String: Any]] else {
            return .undecodable(set: set.path, files: [])
        }
        let properties = contents["properties"] as? [String: Any] ?? [:]
        let isTemplate: Bool? = switch properties["template-rendering-intent"] as? String {
        case "template": true
        case "original": false
        default: nil
        }
        struct Candidate {
            var file: String
            var scale: Int
            var isDark: Bool
        }
        var candidates: [Candidate] = []
        var vectors: [Candidate] = []
        var unreadable: [String] = []
        for entry in images {
            guard let file = entry["filename"] as? String else { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone", "ios"].contains(idiom) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            // Only light/dark luminosity appearances are modelled; high-contrast ones are skipped.
            guard appearances.allSatisfy({ $0["appearance"] as? String == "luminosity" }) else { continue }
            let isDark = appearances.contains { $0["value"] as? String == "dark" }
            let scaleText = (entry["scale"] as? String ?? "1x").dropLast()
            let ext = (file as NSString).pathExtension.lowercased()
            guard ImageResources.extensions.contains(ext) else {
                if VectorImages.extensions.contains(ext) { vectors.append(Candidate(file: file, scale: Int(scaleText) ?? 1, isDark: isDark)) }
                unreadable.append(file)
                continue
            }
            candidates.append(Candidate(file: file, scale: Int(scaleText) ?? 1, isDark: isDark))
        }
        let dark = colorScheme == .dark
        let inAppearance = candidates.filter { $0.isDark == dark }
        let pool = inAppearance.isEmpty ? candidates.filter { !$0.isDark } : inAppearance
        for scale in ImageResources.preferredScales(for: displayScale) {
            if let candidate = pool.first(where: { $0.scale == scale }) {
                let path = set.appendingPathComponent(candidate.file).path
                if FileManager.default.fileExists(atPath: path) {
                    return .found(Found(path: path, scale: CGFloat(candidate.scale), isTemplate: isTemplate))
                }
            }
        }
        if let any = pool.first ?? candidates.first {
            let path = set.appendingPathComponent(any.file).path
            if FileManager.default.fileExists(atPath: path) {
                return .found(Found(path: path, scale: CGFloat(any.scale), isTemplate: isTemplate))
            }
        }
        // Vectors only: the one for the appearance and the nearest scale, drawn at the display's.
        // A vector's own size is in points whatever slot it fills (design tools export the same
        // SVG for 1x, 2x and 3x), as Xcode reads it.
        if let rasterize = VectorImages.rasterizer {
            let inAppearance = vectors.filter { $0.isDark == dark }
            let pool = inAppearance.isEmpty ? vectors.filter { !$0.isDark } : inAppearance
            let scales = ImageResources.preferredScales(for: displayScale)
            let ordered = pool.sorted { (scales.firstIndex(of: $0.scale) ?? .max) < (scales.firstIndex(of: $1.scale) ?? .max) }
            let target = max(displayScale, 1)
            for candidate in ordered {
                let path = set.appendingPathComponent(candidate.file).path
                if let png = rasterize(path, target) {
                    return .found(Found(path: png, scale: target, isTemplate: isTemplate))
                }
            }
        }
        return .undecodable(set: set.path, files: unreadable)
    }
}
