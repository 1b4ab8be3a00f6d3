// Linux's `UniformTypeIdentifiers` (Arrange's own module): `UTType`, the type of a file or of
// dragged and shared data, with the system's declared types (their identifiers, filename
// extensions, MIME types and what each conforms to), so file importers, exporters, documents and
// drop targets compile and decide as on iOS.
import Foundation

/// The type of a file or of data, as Apple's `UTType`: an identifier (`public.json`) with its
/// filename extensions, MIME types and the types it conforms to.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier (`public.png`).
    public let identifier: String
    /// What it conforms to directly.
    let parents: [String]
    let extensions: [String]
    let mimeTypes: [String]
    /// Whether the system or the app declared it (else it was made up for an unknown extension).
    public let isDeclared: Bool

    init(identifier: String, parents: [String], extensions: [String] = [], mimeTypes: [String] = [], isDeclared: Bool = true) {
        self.identifier = identifier
        self.parents = parents
        self.extensions = extensions
        self.mimeTypes = mimeTypes
        self.isDeclared = isDeclared
    }

    /// The declared type with `identifier`, or `nil` when no such type is declared.
    public init?(_ identifier: String) {
        guard let known = UTType.declared[identifier.lowercased()] else { return nil }
        self = known
    }

    /// The declared type whose filename extension is `filenameExtension` (conforming to
    /// `supertype`), else a dynamic type for it.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let key = filenameExtension.lowercased()
        guard !key.isEmpty else { return nil }
        if let known = UTType.all.first(where: { $0.extensions.contains(key) && $0.conforms(to: supertype) }) {
            self = known
        } else {
            self.init(identifier: "dyn.arrange-ext-" + key, parents: [supertype.identifier], extensions: [key], isDeclared: false)
        }
    }

    /// The declared type of MIME type `mimeType` (conforming to `supertype`), else a dynamic type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let key = mimeType.lowercased()
        guard !key.isEmpty else { return nil }
        if let known = UTType.all.first(where: { $0.mimeTypes.contains(key) && $0.conforms(to: supertype) }) {
            self = known
        } else {
            self.init(identifier: "dyn.arrange-mime-" + key, parents: [supertype.identifier], mimeTypes: [key], isDeclared: false)
        }
    }

    /// A type the app exports (declares in its `Info.plist`), conforming to `parentType`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTType.declared[identifier.lowercased()]
            ?? UTType(identifier: identifier, parents: [(parentType ?? .data).identifier])
    }

    /// A type the app imports (another app declares it), conforming to `parentType`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The type's preferred filename extension.
    public var preferredFilenameExtension: String? { extensions.first }
    /// The type's preferred MIME type.
    public var preferredMIMEType: String? { mimeTypes.first }
    /// Its tags: filename extensions and MIME types.
    public var tags: [UTTagClass: [String]] {
        var tags: [UTTagClass: [String]] = [:]
        if !extensions.isEmpty { tags[.filenameExtension] = extensions }
        if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
        return tags
    }
    /// Whether the type is dynamic (made up for an unknown tag).
    public var isDynamic: Bool { !isDeclared }
    /// Whether it is one of the system's public types (`public.…`).
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    /// A short description (its identifier's last part, in words).
    public var localizedDescription: String? {
        identifier.split(separator: ".").last.map { $0.replacingOccurrences(of: "-", with: " ") }
    }

    /// Every type it conforms to, directly or not (itself left out).
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            guard let type = UTType.declared[next], found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    /// Whether it is `type` or conforms to it, directly or not; O(depth of the hierarchy).
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || supertypes.contains { $0.identifier == type.identifier }
    }

    /// Whether `type` conforms to it.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    /// Whether it conforms to `type` and is not `type`.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Its identifier.
    public var description: String { identifier }
    /// Its identifier.
    public var debugDescription: String { identifier }

    /// Types are equal when their identifiers are.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Decodes a type from its identifier.
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType.declared[identifier.lowercased()] ?? UTType(identifier: identifier, parents: [], isDeclared: false)
    }

    /// Encodes the identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

/// A kind of tag a type has, as Apple's `UTTagClass`.
public struct UTTagClass: RawRepresentable, Hashable, Sendable {
    /// The tag class's identifier.
    public let rawValue: String
    /// A tag class from its identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Filename extensions.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
