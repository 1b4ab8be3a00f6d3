import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model`: makes a class a SwiftData model. Adds the model's state (identifier, context,
/// observation registrar) and its property table as members, marks every stored `var` that is
/// not `@Transient` with `@_PersistedProperty` (observable accessors over a private backing
/// variable), and conforms the class to `PersistentModel` in an extension.
public struct SwiftDataModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: ModelMacroMessage.notAClass))
            return []
        }
        let access = accessPrefix(of: classDecl)
        let className = classDecl.name.text
        var entries: [String] = []
        for member in classDecl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  let property = ModelStoredProperty(variable) else { continue }
            if property.isLet {
                entries.append("SwiftData._ModelProperty(name: \(literal(property.name)))")
                continue
            }
            var arguments = "\(literal(property.name)), \\\(className).\(property.identifier.text)"
            if let rule = property.deleteRule { arguments += ", deleteRule: \(rule)" }
            if property.isRelationship { arguments += ", isRelationship: true" }
            entries.append("SwiftData._ModelProperty._make(\(arguments))")
        }
        let list = entries.isEmpty ? "[]" : "[\n" + entries.map { "    " + $0 + "," }.joined(separator: "\n") + "\n]"
        return [
            """
            @SwiftData.Transient
            \(raw: access)nonisolated let _$modelState = SwiftData._ModelState(entityName: \(literal: className))
            """,
            """
            \(raw: access)static var _$properties: [SwiftData._ModelProperty] {
            \(raw: list)
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard declaration.is(ClassDeclSyntax.self),
              let variable = member.as(VariableDeclSyntax.self),
              let property = ModelStoredProperty(variable),
              property.isTracked, !property.hasPersistedPropertyAttribute else { return [] }
        return ["@SwiftData._PersistedProperty"]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel {}")]
    }

    /// `public ` for public and open classes (protocol witnesses must be as visible as the
    /// conformance), `package ` for package ones, nothing otherwise.
    private static func accessPrefix(of decl: ClassDeclSyntax) -> String {
        for modifier in decl.modifiers {
            switch modifier.name.text {
            case "public", "open": return "public "
            case "package": return "package "
            default: continue
            }
        }
        return ""
    }

    /// `name` as a Swift string literal.
    private static func literal(_ name: String) -> String {
        StringLiteralExprSyntax(content: name).description
    }
}

/// The diagnostics of `@Model`.
enum ModelMacroMessage: String, DiagnosticMessage {
    case notAClass

    var message: String {
        switch self {
        case .notAClass: "'@Model' can only be applied to a class"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "SwiftData", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
