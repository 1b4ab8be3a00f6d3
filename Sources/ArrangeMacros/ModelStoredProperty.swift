import SwiftSyntax

/// What `@Model` and `@_PersistedProperty` need to know about one member variable of a model
/// class: its name, type and initial value, and whether it is stored, tracked and a relationship.
struct ModelStoredProperty {
    /// The name without backticks (`class` for `` `class` ``).
    let name: String
    /// The name as written, backticks included, for key paths.
    let identifier: TokenSyntax
    /// The type annotation, if written (`: [Tag]`).
    let typeAnnotation: TypeAnnotationSyntax?
    /// The initial value, if written (`= []`).
    let initializer: InitializerClauseSyntax?
    /// Whether it is declared with `let`.
    let isLet: Bool
    /// Whether `@Model` makes it observable through `@_PersistedProperty`.
    let isTracked: Bool
    /// Whether `@_PersistedProperty` was already written on it.
    let hasPersistedPropertyAttribute: Bool
    /// Whether it is marked `@Relationship`.
    let isRelationship: Bool
    /// The `deleteRule:` argument of its `@Relationship`, as written (`.cascade`).
    let deleteRule: String?

    /// Reads `decl`; nil for what is not a single stored instance property (computed, static,
    /// several bindings, a tuple pattern) or is `@Transient` / `@ObservationIgnored`.
    init?(_ decl: VariableDeclSyntax) {
        let modifiers = Set(decl.modifiers.map { $0.name.text })
        if modifiers.contains("static") || modifiers.contains("class") { return nil }
        guard decl.bindings.count == 1, let binding = decl.bindings.first,
              let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }

        var hasObservers = false
        if let block = binding.accessorBlock {
            switch block.accessors {
            case .getter:
                return nil
            case .accessors(let list):
                for accessor in list {
                    switch accessor.accessorSpecifier.text {
                    case "willSet", "didSet": hasObservers = true
                    default: return nil
                    }
                }
            }
        }

        var ignored = false
        var persisted = false
        var relationship = false
        var rule: String?
        for element in decl.attributes {
            guard case .attribute(let attribute) = element else { continue }
            switch Self.simpleName(of: attribute) {
            case "Transient", "ObservationIgnored": ignored = true
            case "_PersistedProperty": persisted = true
            case "Relationship":
                relationship = true
                if case .argumentList(let arguments) = attribute.arguments {
                    rule = arguments.first { $0.label?.text == "deleteRule" }?.expression.trimmedDescription
                }
            default: break
            }
        }
        if ignored { return nil }

        identifier = pattern.identifier.trimmed
        name = pattern.identifier.text.filter { $0 != "`" }
        typeAnnotation = binding.typeAnnotation?.trimmed
        initializer = binding.initializer?.trimmed
        isLet = decl.bindingSpecifier.tokenKind == .keyword(.let)
        hasPersistedPropertyAttribute = persisted
        isRelationship = relationship
        deleteRule = rule
        let unownedStorage = modifiers.contains("lazy") || modifiers.contains("weak") || modifiers.contains("unowned")
        isTracked = !isLet && !hasObservers && !unownedStorage
    }

    /// The last component of an attribute's name (`Transient` for `@SwiftData.Transient`).
    static func simpleName(of attribute: AttributeSyntax) -> String {
        let written = attribute.attributeName.trimmedDescription
        return written.split(separator: ".").last.map(String.init) ?? written
    }
}
