import Foundation
@_exported import ShopModels

/// The shop's items, read from the package's bundled JSON through `Bundle.module`.
public struct Catalog: Sendable {
    public var items: [Item]

    public static func bundled() -> Catalog {
        guard let url = Bundle.module.url(forResource: "items", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let items = try? JSONDecoder().decode([Item].self, from: data) else {
            fatalError("items.json is missing from ShopKit's bundle")
        }
        return Catalog(items: items)
    }
}
