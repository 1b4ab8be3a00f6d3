import ArrangeCore
import Foundation

/// Finds the file of a named image, as `UIImage(named:in:)` does for loose files in a bundle
/// (Arrange has no asset catalogues).
///
/// Where: the bundle's `resourceURL` (a SwiftPM target's `Bundle.module` resources), then its
/// `bundlePath` (on Linux, `Bundle.main`'s is the executable's folder), then the current
/// directory. The bundle is the one given, else `Bundle.main`. A name that is an absolute path is
/// used as it is.
///
/// Which file: `name` with `.png`, `.jpg` or `.jpeg` (or the extension the name already has), in
/// the variant for the environment's `displayScale` — `name@2x.png` on a 2× display — else the
/// nearest larger variant, else the nearest smaller (UIKit's preference). The suffix sets the
/// image's scale: `@2x` is 2, `@3x` is 3, none is 1. A name that ends in `@2x` or `@3x` itself
/// asks for that variant only.
enum ImageResources {
    static let extensions = ["png", "jpg", "jpeg"]

    struct Found: Equatable {
        var path: String
        var scale: CGFloat
    }

    /// The file for `name`, or `nil` and the folders searched (for the diagnostic).
    static func find(_ name: String, bundle: Bundle?, displayScale: CGFloat) -> (found: Found?, searched: [String]) {
        var base = name
        var extensions = extensions
        let given = (name as NSString).pathExtension.lowercased()
        if extensions.contains(given) {
            base = (name as NSString).deletingPathExtension
            extensions = [(name as NSString).pathExtension]
        }
        var scales = preferredScales(for: displayScale)
        for explicit in [2, 3] where base.hasSuffix("@\(explicit)x") {
            base = String(base.dropLast(3))
            scales = [explicit]
        }
        let folders = name.hasPrefix("/") ? [""] : searchFolders(bundle: bundle)
        let manager = FileManager.default
        for folder in folders {
            for scale in scales {
                for ext in extensions {
                    let file = base + (scale == 1 ? "" : "@\(scale)x") + "." + ext
                    let path = folder.isEmpty ? file : (folder as NSString).appendingPathComponent(file)
                    var isDirectory: ObjCBool = false
                    if manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                        return (Found(path: URL(fileURLWithPath: path).standardizedFileURL.path, scale: CGFloat(scale)), folders)
                    }
                }
            }
        }
        return (nil, folders)
    }

    /// Scales in the order they are tried: the display's, larger ones, then smaller ones.
    static func preferredScales(for displayScale: CGFloat) -> [Int] {
        // Limited before the conversion: a huge finite scale (1e300) would not fit an Int.
        let wanted = displayScale.isFinite ? Int(min(max(displayScale.rounded(), 1), 3)) : 1
        return [wanted] + Array(stride(from: wanted + 1, through: 3, by: 1)) + Array(stride(from: wanted - 1, through: 1, by: -1))
    }

    /// The folders searched, without repeats, in order (those asset catalogs are looked for in).
    static func searchFolders(bundle: Bundle?) -> [String] {
        AssetCatalogs.searchFolders(bundle: bundle ?? Bundle.main)
    }
}
