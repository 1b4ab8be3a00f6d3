import Foundation

/// A view that shows or hides another content view, based on the state of a disclosure
/// control, as in SwiftUI.
///
/// Its look comes from the disclosure group style in the environment
/// (`.disclosureGroupStyle(_:)`). The default, `.automatic`, is iOS's outside lists: a row of the
/// label, a flexible gap and a chevron in the tint colour (pointing right when collapsed, down
/// when expanded), and below it, when expanded, the content. As a row of a `List` or `Form`
/// (alone or inside modifiers) with the automatic style, it is rows as on iOS: its label is a
/// row, and when expanded each view of its content is a row below it (`ListDisclosureRows`).
/// Without an `isExpanded` binding the group keeps its own state, collapsed at first. The
/// control action (on the label's row in a list) expands or collapses it.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View, ListRowExpanding {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    var source = StyleSource<DisclosureGroupStyleConfiguration>.environment
    @State private var ownExpansion = false
    @Environment(\.disclosureGroupStyle) private var styles
    @Environment(\.listRowContext) private var rowContext

    /// Creates a disclosure group with the given label and content views.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = nil
    }

    /// Creates a disclosure group with the given label and content views, and a binding to the
    /// expansion state (expanded or collapsed).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    /// The body of the style in effect (the automatic one: the disclosure row and, when
    /// expanded, the content), with the expansion as its control action; in a list's row, the
    /// group's rows.
    public var body: some View {
        let expansion = isExpanded ?? $ownExpansion
        if let rowContext, source.resolve(styles) == nil {
            ListDisclosureRows(label: AnyView(label), content: AnyView(content()), isExpanded: expansion, context: rowContext)
        } else {
            styledBody(expansion)
        }
    }

    /// The style's body, with the expansion as its control action.
    @ViewBuilder private func styledBody(_ expansion: Binding<Bool>) -> some View {
        Group {
            if let style = source.resolve(styles) {
                style.makeBody(DisclosureGroupStyleConfiguration(
                    label: .init(content: AnyView(label)), content: .init(content: AnyView(content())),
                    isExpanded: expansion, outerStyle: style.outer))
            } else {
                AutomaticDisclosureGroupBody(label: label, content: content, isExpanded: expansion.wrappedValue)
            }
        }
        .controlAction(ControlAction(.disclosureGroup, activate: { expansion.wrappedValue.toggle() },
                                     value: { expansion.wrappedValue }))
    }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label,
                                Content == DisclosureGroupStyleConfiguration.Content {
    /// Creates a disclosure group based on a style configuration: drawn with the style outside
    /// the one that made the configuration (the automatic one past the last), as in SwiftUI.
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        let content = configuration.content
        self.label = configuration.label
        self.content = { content }
        self.isExpanded = configuration.$isExpanded
        self.source = .outer(configuration.outerStyle)
    }
}

/// The automatic look: the disclosure row and, when expanded, the content below it.
@usableFromInline nonisolated struct AutomaticDisclosureGroupBody<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpanded: Bool

    @usableFromInline var body: some View {
        VStack(alignment: .leading) {
            DisclosureRow(label: label, isExpanded: isExpanded)
            if isExpanded { content() }
        }
    }
}

/// The row of a disclosure group: label, gap, chevron.
@usableFromInline nonisolated struct DisclosureRow<Label: View>: View {
    let label: Label
    let isExpanded: Bool
    @Environment(\.self) var environment

    @usableFromInline var body: some View {
        HStack {
            label
            Spacer()
            ChevronGlyph(direction: isExpanded ? .down : .right, style: environment.controlTint)
        }
    }
}

/// A type that specifies the appearance and interaction of disclosure groups within a view
/// hierarchy, as in SwiftUI: set one with `.disclosureGroupStyle(_:)` and every
/// `DisclosureGroup` inside is its `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// A view that represents the body of a disclosure group.
    associatedtype Body: View
    /// Creates a view that represents the body of a disclosure group.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a disclosure group instance.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The properties of a disclosure group instance, as in SwiftUI.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    nonisolated public struct Label: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the label.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    /// A type-erased content of a disclosure group.
    nonisolated public struct Content: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the content.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    /// The label for the disclosure group.
    public let label: Label
    /// The content of the disclosure group.
    public let content: Content
    /// A binding to the state that determines whether the disclosure group is expanded.
    @Binding public var isExpanded: Bool
    /// The style outside the one this configuration is made for.
    let outerStyle: StyleChain<DisclosureGroupStyleConfiguration>?

    init(label: Label, content: Content, isExpanded: Binding<Bool>,
         outerStyle: StyleChain<DisclosureGroupStyleConfiguration>?) {
        self.label = label
        self.content = content
        self._isExpanded = isExpanded
        self.outerStyle = outerStyle
    }
}

/// A disclosure group style that resolves its appearance automatically, as in SwiftUI.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// Creates an automatic disclosure group style.
    public init() {}
    /// The disclosure row and, when expanded, the content.
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticDisclosureGroupBody(label: configuration.label, content: { configuration.content },
                                     isExpanded: configuration.isExpanded)
    }
}

nonisolated extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// A disclosure group style that resolves its appearance automatically.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

nonisolated extension View {
    /// Sets the style for disclosure groups within this view, as in SwiftUI.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        addingStyle(\.disclosureGroupStyle, style: style) { AnyView(assumingMainActor((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }
    }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: StyleChain<DisclosureGroupStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The styles set by `.disclosureGroupStyle(_:)` around a view, innermost first; nil means
    /// `.automatic`.
    var disclosureGroupStyle: StyleChain<DisclosureGroupStyleConfiguration>? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}
