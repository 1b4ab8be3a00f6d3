/// A protocol that describes the behaviour and appearance of a list, as in SwiftUI. Only the
/// built-in styles exist (SwiftUI has no public requirements to conform with).
public protocol ListStyle {}

/// The layouts Arrange draws lists with.
enum ListStyleKind: Hashable, Sendable {
    case plain, grouped, insetGrouped, inset, sidebar

    /// Whether sections are cards on the grouped background (else rows on a plain background).
    var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
    /// Whether sections are inset from the list's edges.
    var isInset: Bool { self == .insetGrouped || self == .inset || self == .sidebar }
}

/// A built-in list style: the layout it stands for.
protocol BuiltInListStyle: ListStyle {
    var kind: ListStyleKind { get }
}

/// The list style that describes a platform's default behaviour and appearance for a list:
/// inset grouped on iOS.
public struct DefaultListStyle: ListStyle, BuiltInListStyle {
    /// Creates a default list style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// The list style that describes the behaviour and appearance of a plain list: rows from edge to
/// edge on the plain background.
public struct PlainListStyle: ListStyle, BuiltInListStyle {
    /// Creates a plain list style.
    public init() {}
    var kind: ListStyleKind { .plain }
}

/// The list style that describes the behaviour and appearance of a grouped list: sections from
/// edge to edge on the grouped background.
public struct GroupedListStyle: ListStyle, BuiltInListStyle {
    /// Creates a grouped list style.
    public init() {}
    var kind: ListStyleKind { .grouped }
}

/// The list style that describes the behaviour and appearance of an inset grouped list: sections
/// as rounded cards inset from the edges, on the grouped background.
public struct InsetGroupedListStyle: ListStyle, BuiltInListStyle {
    /// Creates an inset grouped list style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// The list style that describes the behaviour and appearance of an inset list: plain rows inset
/// from the edges.
public struct InsetListStyle: ListStyle, BuiltInListStyle {
    /// Creates an inset list style.
    public init() {}
    var kind: ListStyleKind { .inset }
}

/// The list style that describes the behaviour and appearance of a sidebar list: on an iPhone,
/// inset grouped cards.
public struct SidebarListStyle: ListStyle, BuiltInListStyle {
    /// Creates a sidebar list style.
    public init() {}
    var kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behaviour and appearance for a list.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behaviour and appearance of a plain list.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behaviour and appearance of a grouped list.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behaviour and appearance of an inset grouped list.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behaviour and appearance of an inset list.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The list style that describes the behaviour and appearance of a sidebar list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKindKey: EnvironmentKey {
    static var defaultValue: ListStyleKind { .insetGrouped }
}

extension EnvironmentValues {
    /// The style lists below draw with (`.listStyle(_:)`).
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for lists within this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, (style as? any BuiltInListStyle)?.kind ?? .insetGrouped).recordingStyle(style)
    }
}
