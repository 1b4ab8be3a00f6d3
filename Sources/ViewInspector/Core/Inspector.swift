import ArrangeCore
import Foundation

/// Reads what views hold: type names as ViewInspector prints them, stored attributes by label,
/// and a dump of a value (`Inspector.print`, for finding what to inspect).
public struct Inspector {
    /// How a type name keeps its generic parameters.
    enum GenericParameters {
        case keep
        case remove
        /// Each generic parameter list replaced with `<EmptyView>`, as ViewInspector names
        /// generic custom views a search finds.
        case customViewPlaceholder
    }

    /// The modules whose types are SwiftUI's (Arrange's modules, and the standard library's
    /// `Optional`): they are known views or blockers, never custom views.
    static let systemModules: Set<Substring> = [
        "ArrangeCore", "ArrangeText", "ArrangeRender", "Arrange", "ArrangePreviews", "SwiftUI", "Swift",
        "UIKit", "CoreGraphics", "LinuxMapKit", "LinuxCharts", "LinuxPhotosUI", "LinuxAuthenticationServices",
        "LinuxCoreLocation", "LinuxWebKit", "ViewInspector",
    ]

    /// The type's name as Swift describes it (`VStack<TupleView<(Text, Text)>>`), or without
    /// its generic parameters (`VStack`).
    static func typeName(type: Any.Type, generics: GenericParameters = .keep) -> String {
        let name = String(describing: type)
        switch generics {
        case .keep: return name
        case .remove: return removingGenericParameters(name)
        case .customViewPlaceholder: return replacingGenericParameters(name, with: "<EmptyView>")
        }
    }

    /// `typeName(type:generics:)` of the value's type.
    static func typeName(value: Any, generics: GenericParameters = .keep) -> String {
        if value is Any.Type { return "Any.Type" }
        return typeName(type: Swift.type(of: value), generics: generics)
    }

    /// The type's name with its module (`SwiftUI.VStack` for Arrange's views, as SwiftUI's
    /// are named on Apple's platforms; `MyApp.ContentView`), generics removed, and local
    /// contexts (`(unknown context at $…)`) dropped.
    static func namespacedName(type: Any.Type) -> String {
        let reflected = sanitized(removingGenericParameters(String(reflecting: type)))
        guard let dot = reflected.firstIndex(of: ".") else { return reflected }
        let module = reflected[..<dot]
        return systemModules.contains(module) ? "SwiftUI" + reflected[dot...] : reflected
    }

    /// Whether the type is one of SwiftUI's (declared by Arrange or the standard library).
    static func isSystemType(type: Any.Type) -> Bool {
        let reflected = String(reflecting: type)
        guard let dot = reflected.firstIndex(of: ".") else { return false }
        return systemModules.contains(reflected[..<dot])
    }

    /// `isSystemType(type:)` of the value's type.
    static func isSystemType(value: Any) -> Bool { isSystemType(type: Swift.type(of: value)) }

    /// The name without `<…>` parts (closure arrows inside them are not brackets).
    static func removingGenericParameters(_ name: String) -> String {
        replacingGenericParameters(name, with: "")
    }

    /// The name with each outermost `<…>` part replaced by `replacement`.
    static func replacingGenericParameters(_ name: String, with replacement: String) -> String {
        var result = ""
        var depth = 0
        var previous: Character = " "
        for character in name {
            if character == "<" {
                if depth == 0 { result += replacement }
                depth += 1
            }
            if depth == 0 { result.append(character) }
            if character == ">", previous != "-", depth > 0 { depth -= 1 }
            previous = character
        }
        return result
    }

    /// Drops the `.(unknown context at $…)` and `(… in $…)` parts Swift prints for local and
    /// private types.
    static func sanitized(_ name: String) -> String {
        guard name.contains("(") else { return name }
        var result = name
        while let start = result.range(of: ".(unknown context at "), let end = result[start.upperBound...].firstIndex(of: ")") {
            result.removeSubrange(start.lowerBound...end)
        }
        while let start = result.range(of: ".("), let space = result[start.upperBound...].range(of: " in "),
              let end = result[space.upperBound...].firstIndex(of: ")") {
            let typeName = result[start.upperBound..<space.lowerBound]
            result.replaceSubrange(start.lowerBound...end, with: "." + typeName)
        }
        return result
    }

    /// The stored property `label` of `value` (a `Mirror` child; `a|b` follows a path).
    static func attribute(label: String, value: Any) throws -> Any {
        let mirror = (value as? Mirror) ?? Mirror(reflecting: value)
        if let child = mirror.children.first(where: { $0.label == label }) { return child.value }
        var superclass = mirror.superclassMirror
        while let current = superclass {
            if let child = current.children.first(where: { $0.label == label }) { return child.value }
            superclass = current.superclassMirror
        }
        throw InspectionError.attributeNotFound(label: label, type: typeName(value: value))
    }

    /// The stored property `label` of `value`, cast to `T`.
    static func attribute<T>(label: String, value: Any, type: T.Type) throws -> T {
        try cast(try attribute(label: label, value: value), to: T.self)
    }

    /// The attribute at `path` (labels separated by `|`), cast to `T`.
    static func attribute<T>(path: String, value: Any, type: T.Type = T.self) throws -> T {
        let found = try path.split(separator: "|").reduce(value) { try attribute(label: String($1), value: $0) }
        return try cast(found, to: T.self)
    }

    /// The value inside an optional held as `Any` (`nil` when it is `nil`); other values as they are.
    static func unwrappingOptional(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrappingOptional($0.value) } ?? nil
    }

    /// `value` as a `T`, or `typeMismatch`.
    static func cast<T>(_ value: Any, to type: T.Type = T.self) throws -> T {
        if let cast = value as? T { return cast }
        var factual = typeName(value: value), expected = typeName(type: T.self)
        if factual == expected {
            // Same-named types (generic ones nested in different specializations): fully qualified.
            factual = sanitized(String(reflecting: Swift.type(of: value)))
            expected = sanitized(String(reflecting: T.self))
        }
        throw InspectionError.typeMismatch(factual: factual, expected: expected)
    }

    /// A dump of `value`'s stored properties (a class's inherited ones too), one per line,
    /// nested by indentation and sorted by name, each with its type; a custom view's body is
    /// listed as its `body`. What to look at when deciding what to inspect; the layout is
    /// ViewInspector's.
    public static func print(_ value: Any) -> String {
        typeName(value: value) + printed(dumpTree(value, visited: []), level: 1)
    }

    /// A value as `print` shows it: its properties by `"name: Type"`, its elements, or the text
    /// after its name (`" = 5"`).
    private indirect enum DumpNode {
        case properties([(key: String, node: DumpNode)])
        case elements([DumpNode])
        case leaf(String)
    }

    private static func dumpTree(_ value: Any, visited: [ObjectIdentifier]) -> DumpNode {
        var visited = visited
        if Swift.type(of: value) is AnyClass {
            let identifier = ObjectIdentifier(value as AnyObject)
            if visited.contains(identifier) { return .leaf(" = { cyclic reference }") }
            visited.append(identifier)
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .collection || mirror.displayStyle == .set {
            return .elements(mirror.children.map { dumpTree($0.value, visited: visited) })
        }
        var children = Array(mirror.children)
        var superclass = mirror.superclassMirror
        while let current = superclass {
            children.append(contentsOf: current.children)
            superclass = current.superclassMirror
        }
        var properties = children.enumerated().map { offset, child in
            (key: (child.label ?? "[\(offset)]") + ": " + typeName(value: child.value), node: dumpTree(child.value, visited: visited))
        }
        if !isSystemType(value: value), value is any SwiftUIView || value is any ArrangeCore.ViewModifier,
           let body = try? CustomViews.evaluateBody(of: Content(value)) {
            properties.append((key: "body: " + typeName(value: body), node: dumpTree(body, visited: visited)))
        }
        guard properties.isEmpty else { return .properties(properties.sorted { $0.key < $1.key }) }
        return .leaf(value is Any.Type ? "" : " = " + String(describing: value))
    }

    private static func printed(_ node: DumpNode, level: Int) -> String {
        let indent = String(repeating: "  ", count: level)
        switch node {
        case .leaf(let text):
            return text + "\n"
        case .elements(let elements):
            guard !elements.isEmpty else { return " = []\n" }
            return "\n" + elements.enumerated().map { indent + "[\($0.offset)]" + printed($0.element, level: level + 1) }.joined()
        case .properties(let properties):
            return "\n" + properties.map { indent + $0.key + printed($0.node, level: level + 1) }.joined()
        }
    }
}
