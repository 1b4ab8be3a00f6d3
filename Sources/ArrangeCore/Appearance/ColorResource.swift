import Foundation

/// A colour set of an asset catalog, named as Xcode's generated asset symbols name it, as in
/// SwiftUI (`DeveloperToolsSupport`): `Color(.brand)`, `UIColor(resource: .brand)`.
///
/// Xcode generates a static member for each colour set (`ColorResource.brand` for `Brand` or
/// `BrandColor`); `arrange render` and `arrange preview` generate them the same way from the
/// catalogs of the files' app folder.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in its catalog.
    public let name: String
    /// The bundle whose catalogs hold it.
    public let bundle: Bundle

    /// Creates a colour resource from the set's name and the bundle of its catalog.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The colour of a colour set, as `init(_:bundle:)` reads it.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension UIColor {
    /// The colour of a colour set (UIKit's initialiser for generated asset symbols).
    public init(resource: ColorResource) {
        self.init(Color(resource))
    }
}

/// A data set of an asset catalog (`Name.dataset`), as UIKit's `NSDataAsset` reads it: the one
/// file of the set for the universal idiom.
public final class NSDataAsset: Sendable {
    /// The set's name.
    public let name: String
    /// The file's bytes.
    public let data: Data
    /// The set's uniform type identifier (`universal-type-identifier`), or a guess from the
    /// file's extension.
    public let typeIdentifier: String

    /// The data set named `name` in the catalogs of `bundle`; `nil` when there is none.
    public init?(name: String, bundle: Bundle = .main) {
        let folders = AssetCatalogs.searchFolders(bundle: bundle)
        guard let set = AssetCatalogs.findSet(name, kind: "dataset", in: folders),
              let contents = AssetCatalogs.contents(of: set),
              let entries = contents["data"] as? [[String: Any]],
              let entry = entries.first(where: { ["universal", "iphone", "ios"].contains($0["idiom"] as? String ?? "universal") }),
              let file = entry["filename"] as? String,
              let data = FileManager.default.contents(atPath: set.appendingPathComponent(file).path) else { return nil }
        self.name = name
        self.data = data
        typeIdentifier = entry["universal-type-identifier"] as? String ?? Self.guessedType((file as NSString).pathExtension)
    }

    private static func guessedType(_ ext: String) -> String {
        switch ext.lowercased() {
        case "json": "public.json"
        case "txt": "public.plain-text"
        case "plist": "com.apple.property-list"
        default: "public.data"
        }
    }
}
