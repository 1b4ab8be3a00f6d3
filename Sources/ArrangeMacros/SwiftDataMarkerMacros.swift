import SwiftSyntax
import SwiftSyntaxMacros

/// `@Attribute(...)`: a marker. Its options (unique, external storage, ...) describe the
/// persistent store, which an in-memory store has no use for, so it adds nothing.
public struct SwiftDataAttributeMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `@Relationship(...)`: a marker that adds nothing; `@Model` reads its `deleteRule:`.
public struct SwiftDataRelationshipMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `@Transient`: a marker that adds nothing; `@Model` leaves such properties alone.
public struct SwiftDataTransientMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `#Unique(...)`: declares nothing (uniqueness is not enforced by the in-memory store).
public struct SwiftDataUniqueMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// `#Index(...)`: declares nothing (the in-memory store keeps no indices).
public struct SwiftDataIndexMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}
