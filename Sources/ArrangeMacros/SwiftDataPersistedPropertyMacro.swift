import SwiftSyntax
import SwiftSyntaxMacros

/// `@_PersistedProperty`, which `@Model` puts on each tracked stored `var`: turns it into
/// accessors over a private `_name` backing variable (its peer). `get` reports the access to the
/// model's observation registrar, `set` wraps the write in a mutation, and an `init` accessor
/// lets initializers (and the initial value) set the backing variable directly.
public struct SwiftDataPersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              let property = ModelStoredProperty(variable), property.isTracked else { return [] }
        let storage = "_" + property.name
        let keyPath = "\\." + property.identifier.text
        return [
            """
            @storageRestrictions(initializes: \(raw: storage))
            init(initialValue) {
                \(raw: storage) = initialValue
            }
            """,
            """
            get {
                _$observationAccess(\(raw: keyPath))
                return \(raw: storage)
            }
            """,
            """
            set {
                _$observationMutation(\(raw: keyPath)) {
                    \(raw: storage) = newValue
                }
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self),
              let property = ModelStoredProperty(variable), property.isTracked else { return [] }
        var text = "@SwiftData.Transient private var _\(property.name)"
        if let type = property.typeAnnotation { text += type.description }
        if let initializer = property.initializer { text += " " + initializer.description }
        return [DeclSyntax(stringLiteral: text)]
    }
}
