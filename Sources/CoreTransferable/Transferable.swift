// Linux's `CoreTransferable` (Arrange's own module): `Transferable` and its representations, the
// way a value says how it is shared, dragged, copied and exported. Linux has no pasteboard or
// share sheet, so nothing is transferred; the representations are kept, and `exported(as:)`
// and `imported(from:)` run them, so an app's conversions can be tested.
import Foundation
@_exported import LinuxUniformTypeIdentifiers

/// A type that can be shared, dragged, copied and exported, as CoreTransferable's `Transferable`.
public protocol Transferable {
    /// How it is represented.
    associatedtype Representation: TransferRepresentation
    /// How it is represented: the representations, most faithful first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A way to represent a transferable type, as CoreTransferable's `TransferRepresentation`.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type it represents.
    associatedtype Item: Transferable
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation
    /// The representation this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: TransferRepresentation {
    /// Never represents anything.
    public typealias Item = Never
    /// Never has a body.
    public var body: Never { return preconditionFailure("Never has no body") }
}

extension Never: Transferable {
    /// Never is transferred.
    public static var transferRepresentation: Never { return preconditionFailure("Never has no representation") }
}

/// A representation that converts by itself (Arrange's own view of the primitives).
protocol PrimitiveTransferRepresentation {
    /// The content types it exports.
    var exportedTypes: [UTType] { get }
    /// The item's data as `type`, when this representation makes it.
    func export(_ item: Any, as type: UTType) async throws -> Data?
    /// An item from data of `type`, when this representation reads it.
    func `import`(_ data: Data, as type: UTType) async throws -> Any?
}

extension TransferRepresentation where Body == Never {
    /// Primitive representations have no body; asking for one stops the program.
    public var body: Never { return preconditionFailure("\(Self.self) is a primitive representation and has no body") }
}

/// The primitives a representation is made of, in order.
func primitives<R: TransferRepresentation>(of representation: R) -> [any PrimitiveTransferRepresentation] {
    if let primitive = representation as? any PrimitiveTransferRepresentation { return [primitive] }
    if let group = representation as? any TransferRepresentationGroup { return group.members }
    if R.Body.self == Never.self { return [] }
    return primitives(of: representation.body)
}

extension Transferable {
    /// The content types the value exports, in order (Arrange's own).
    public static var exportedContentTypes: [UTType] {
        primitives(of: transferRepresentation).flatMap(\.exportedTypes)
    }

    /// The value's data as `contentType`, through its first representation that makes it
    /// (Arrange's own: what a share sheet or drag would carry); `nil` when none does.
    public func exported(as contentType: UTType) async throws -> Data? {
        for primitive in primitives(of: Self.transferRepresentation) {
            if let data = try await primitive.export(self, as: contentType) { return data }
        }
        return nil
    }

    /// A value read from data of `contentType`, through its first representation that reads it
    /// (Arrange's own); `nil` when none does.
    public static func imported(from data: Data, contentType: UTType) async throws -> Self? {
        for primitive in primitives(of: transferRepresentation) {
            if let value = try await primitive.import(data, as: contentType) as? Self { return value }
        }
        return nil
    }
}
