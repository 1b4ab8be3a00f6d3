/// An item for sale.
public struct Item: Decodable, Identifiable, Sendable {
    public var name: String
    public var cents: Int
    public var id: String { name }

    #if SHOP_MODELS && SWIFT_PACKAGE
    /// The price as text (the target's `define` and SwiftPM's `SWIFT_PACKAGE` both hold).
    public var price: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
    #endif
}
