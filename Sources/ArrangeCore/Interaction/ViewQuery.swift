import Foundation

/// How the interaction API looks for a view in a host. Arrange's own.
///
/// A string looks for a view marked `.id` with that string, else one marked
/// `.accessibilityIdentifier` with it, else one showing it as text (a `Text`'s resolved string,
/// or an accessibility label):
///
///     try host.tap("add")                                  // .id("add"), an identifier or a text
///     try host.tap(.id(3))                                 // any Hashable id
///     try host.find(.accessibilityIdentifier("email"))
///     try host.find(.text("Save"))
///     try host.find(.type(Toggle<Text>.self))              // controls and primitive views
public struct ViewQuery: ExpressibleByStringInterpolation, CustomStringConvertible {
    enum Kind {
        case id(AnyHashable)
        case accessibilityIdentifier(String)
        case text(String)
        case type(String)
        case any(String)
    }

    let kind: Kind

    /// The view marked `.id(id)`. Arrange's own.
    public static func id<ID: Hashable>(_ id: ID) -> ViewQuery { ViewQuery(kind: .id(AnyHashable(id))) }

    /// The view marked `.accessibilityIdentifier(identifier)`. Arrange's own.
    public static func accessibilityIdentifier(_ identifier: String) -> ViewQuery {
        ViewQuery(kind: .accessibilityIdentifier(identifier))
    }

    /// The view showing `text`: a `Text` whose resolved string it is, or a view whose
    /// accessibility label it is. Where both a view and one inside it match, the outer one is
    /// found. Arrange's own.
    public static func text(_ text: String) -> ViewQuery { ViewQuery(kind: .text(text)) }

    /// The views of a type, by its name without generic arguments: controls (`Button`, `Toggle`,
    /// `Slider`, `TextField`…) and views that are layout nodes (`Text`, `Image`, `HStack`,
    /// `ScrollView`…); views with a `body` of their own are found through what they show.
    /// Arrange's own.
    public static func type<V: View>(_ type: V.Type) -> ViewQuery {
        let name = String(describing: type)
        return ViewQuery(kind: .type(String(name.prefix { $0 != "<" })))
    }

    /// An id, accessibility identifier or text, tried in that order. Arrange's own.
    public init(stringLiteral value: String) { kind = .any(value) }

    /// An id, accessibility identifier or text, tried in that order. Arrange's own.
    public init(_ string: String) { kind = .any(string) }

    init(kind: Kind) { self.kind = kind }

    /// How the query reads in messages: `id "add"`, `text "Save"`.
    public var description: String {
        switch kind {
        case .id(let id): return "id \(quoted(id))"
        case .accessibilityIdentifier(let identifier): return "accessibility identifier \(quoted(identifier))"
        case .text(let text): return "text \(quoted(text))"
        case .type(let name): return "type \(name)"
        case .any(let string): return "\(quoted(string)) (an id, accessibility identifier or text)"
        }
    }
}

/// `value` as messages show it: strings quoted, anything else described.
func quoted(_ value: Any) -> String {
    if let hashable = value as? AnyHashable, let string = hashable.base as? String { return "\"\(string)\"" }
    if let string = value as? String { return "\"\(string)\"" }
    return String(describing: value)
}
