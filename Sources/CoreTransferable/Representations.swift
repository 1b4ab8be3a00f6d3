import Foundation

/// A representation as bytes of one content type, as CoreTransferable's `DataRepresentation`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    /// A primitive: it has no body.
    public typealias Body = Never
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// A representation that exports and imports `contentType`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data, importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// A representation that exports `exportedContentType`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        contentType = exportedContentType
        self.exporting = exporting
        importing = nil
    }

    /// A representation that imports `importedContentType`.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        contentType = importedContentType
        exporting = nil
        self.importing = importing
    }

    var exportedTypes: [UTType] { exporting == nil ? [] : [contentType] }

    func export(_ item: Any, as type: UTType) async throws -> Data? {
        guard let exporting, let item = item as? Item, contentType.conforms(to: type) || type.conforms(to: contentType) else { return nil }
        return try await exporting(item)
    }

    func `import`(_ data: Data, as type: UTType) async throws -> Any? {
        guard let importing, type.conforms(to: contentType) else { return nil }
        return try await importing(data)
    }
}

/// A representation as JSON of a `Codable` type, as CoreTransferable's `CodableRepresentation`.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation, PrimitiveTransferRepresentation {
    /// A primitive: it has no body.
    public typealias Body = Never
    let contentType: UTType

    /// A representation as JSON of `contentType`.
    public init(contentType: UTType) {
        self.contentType = contentType
    }

    /// A representation of `Item` as `contentType`, for the type named.
    public init(for itemType: Item.Type, contentType: UTType) {
        self.contentType = contentType
    }

    var exportedTypes: [UTType] { [contentType] }

    func export(_ item: Any, as type: UTType) async throws -> Data? {
        guard let item = item as? Item, contentType.conforms(to: type) || type.conforms(to: contentType) else { return nil }
        return try JSONEncoder().encode(item)
    }

    func `import`(_ data: Data, as type: UTType) async throws -> Any? {
        guard type.conforms(to: contentType) else { return nil }
        return try JSONDecoder().decode(Item.self, from: data)
    }
}

/// A representation through another transferable value, as CoreTransferable's `ProxyRepresentation`.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    /// A primitive: it has no body.
    public typealias Body = Never
    let exporting: (@Sendable (Item) async throws -> Proxy)?
    let importing: (@Sendable (Proxy) async throws -> Item)?

    /// A representation exported as `Proxy`.
    public init(exporting: @escaping @Sendable (Item) async throws -> Proxy) {
        self.exporting = exporting
        importing = nil
    }

    /// A representation exported as and imported from `Proxy`.
    public init(exporting: @escaping @Sendable (Item) async throws -> Proxy, importing: @escaping @Sendable (Proxy) async throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }

    var exportedTypes: [UTType] { exporting == nil ? [] : Proxy.exportedContentTypes }

    func export(_ item: Any, as type: UTType) async throws -> Data? {
        guard let exporting, let item = item as? Item else { return nil }
        return try await exporting(item).exported(as: type)
    }

    func `import`(_ data: Data, as type: UTType) async throws -> Any? {
        guard let importing, let proxy = try await Proxy.imported(from: data, contentType: type) else { return nil }
        return try await importing(proxy)
    }
}

/// A file sent out, as CoreTransferable's `SentTransferredFile`.
public struct SentTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the receiver may open it in place.
    public let allowAccessingOriginalFile: Bool
    /// A file to send.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file received, as CoreTransferable's `ReceivedTransferredFile`.
public struct ReceivedTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether it is the sender's original.
    public let isOriginalFile: Bool
}

/// A representation as a file, as CoreTransferable's `FileRepresentation`.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    /// A primitive: it has no body.
    public typealias Body = Never
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    /// A representation that exports and imports files of `contentType`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// A representation that exports files of `exportedContentType`.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        contentType = exportedContentType
        self.exporting = exporting
        importing = nil
    }

    /// A representation that imports files of `importedContentType`.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        contentType = importedContentType
        exporting = nil
        self.importing = importing
    }

    var exportedTypes: [UTType] { exporting == nil ? [] : [contentType] }

    func export(_ item: Any, as type: UTType) async throws -> Data? {
        guard let exporting, let item = item as? Item, contentType.conforms(to: type) || type.conforms(to: contentType) else { return nil }
        return try Data(contentsOf: try await exporting(item).file)
    }

    func `import`(_ data: Data, as type: UTType) async throws -> Any? {
        guard let importing, type.conforms(to: contentType) else { return nil }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("transferred-\(UUID().uuidString)")
        try data.write(to: file)
        return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
    }
}

extension TransferRepresentation {
    /// The representation with a suggested file name (accepted).
    public func suggestedFileName(_ fileName: String) -> Self { self }
    /// The representation only where a condition holds (accepted: always offered).
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> Self { self }
}

extension Data: Transferable {
    /// Data exports and imports itself as `public.data`.
    public static var transferRepresentation: DataRepresentation<Data> {
        return DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension String: Transferable {
    /// A string as UTF-8 plain text.
    public static var transferRepresentation: DataRepresentation<String> {
        return DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension URL: Transferable {
    /// A URL as its string, as a `public.url`.
    public static var transferRepresentation: DataRepresentation<URL> {
        return DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw CocoaError(.coderReadCorrupt) }
            return url
        })
    }
}

extension AttributedString: Transferable {
    /// An attributed string as its plain text.
    public static var transferRepresentation: DataRepresentation<AttributedString> {
        return DataRepresentation(contentType: .utf8PlainText, exporting: { Data(String($0.characters).utf8) },
                           importing: { AttributedString(String(decoding: $0, as: UTF8.self)) })
    }
}
