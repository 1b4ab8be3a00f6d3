import Foundation

/// A container view that displays semantically related controls in a visually appropriate
/// manner for the context, as in SwiftUI.
///
/// Its look comes from the control group style in the environment (`.controlGroupStyle(_:)`):
/// the default, `.automatic`, is iOS's outside toolbars and menus — the controls side by side in
/// equal segments of a rounded bar of tertiary fill (44 points tall at the regular control size),
/// as wide as it is offered.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content
    var source = StyleSource<ControlGroupStyleConfiguration>.environment

    /// Creates a new control group with the specified children.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a new control group with the specified content and a label (which the menu
    /// styles show), as in SwiftUI.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }

    /// A primitive: it has no body.
    public typealias Body = Never

    /// Builds this view's layout nodes: the body of the style in effect, or the automatic look.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        let parts = view.content as? any ControlGroupParts
        guard let style = view.source.resolve(builder.environment.controlGroupStyle) else {
            if let parts { builder.build(AutomaticControlGroupBody(content: parts.controlsView)) }
            else { builder.build(AutomaticControlGroupBody(content: view.content)) }
            return
        }
        let controls = parts?.controlsView ?? AnyView(view.content)
        builder.build(style.makeBody(ControlGroupStyleConfiguration(
            content: .init(content: controls), label: .init(content: parts?.labelView ?? AnyView(EmptyView())),
            outerStyle: style.outer)))
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Creates a control group based on a style configuration: drawn with the style outside the
    /// one that made the configuration (the automatic one past the last), as in SwiftUI.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.content = configuration.content
        self.source = .outer(configuration.outerStyle)
    }
}

/// A view that represents the body of a control group with a specified label, as in SwiftUI:
/// the controls (the label is for the menu styles).
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The controls.
    public var body: some View { content }
}

/// A control group's content split into its controls and its label.
protocol ControlGroupParts {
    var controlsView: AnyView { get }
    var labelView: AnyView { get }
}

extension LabeledControlGroupContent: ControlGroupParts {
    var controlsView: AnyView { AnyView(content) }
    var labelView: AnyView { AnyView(label) }
}

/// The automatic look: the controls in equal segments of the rounded bar, whose height and
/// corner radius follow the control size (see `ControlSizeMetrics`).
@usableFromInline nonisolated struct AutomaticControlGroupBody<Content: View>: View {
    let content: Content
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.controlSize) private var controlSize

    @usableFromInline var body: some View {
        let palette = ControlPalette(colorScheme)
        let metrics = ControlSizeMetrics(controlSize)
        EqualSegmentsLayout(height: metrics.controlGroupHeight) {
            content
        }
        .background(palette.tertiaryFill, in: RoundedRectangle(cornerRadius: metrics.controlGroupCornerRadius))
    }
}

/// Lays its subviews out side by side in equal segments, each centred in its own; as wide as
/// offered (the widest subview times the count when offered nothing), `height` tall.
@usableFromInline struct EqualSegmentsLayout: Layout {
    let height: CGFloat

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let ideal = (widest + 2 * ControlMetrics.segmentedSegmentPadding) * CGFloat(subviews.count)
        let width = proposal.width ?? ideal
        return CGSize(width: max(width, 0), height: height)
    }

    @usableFromInline func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let segment = bounds.width / CGFloat(subviews.count)
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + (CGFloat(i) + 0.5) * segment, y: bounds.midY), anchor: .center,
                          proposal: ProposedViewSize(width: segment, height: bounds.height))
        }
    }
}

/// A type that specifies the appearance and interaction of control groups, as in SwiftUI: set
/// one with `.controlGroupStyle(_:)` and every `ControlGroup` inside is its
/// `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// A view representing the body of a control group.
    associatedtype Body: View
    /// Creates a view representing the body of a control group.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of a control group.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// The properties of a control group, as in SwiftUI.
public struct ControlGroupStyleConfiguration {
    /// A type-erased content of a control group.
    nonisolated public struct Content: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the content.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    /// A type-erased label of a control group.
    nonisolated public struct Label: View {
        let content: AnyView
        /// A primitive: it has no body.
        public typealias Body = Never
        /// Builds this view's layout nodes: the label.
        public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) { builder.build(view.content) }
    }
    /// A view that represents the content of the control group.
    public let content: Content
    /// A view that provides the optional label of the control group (empty without one).
    public let label: Label
    /// The style outside the one this configuration is made for.
    let outerStyle: StyleChain<ControlGroupStyleConfiguration>?
}

/// The default control group style, as in SwiftUI: on iOS outside toolbars, the controls in
/// equal segments of a rounded bar.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates an automatic control group style.
    public init() {}
    /// The controls on the rounded bar.
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticControlGroupBody(content: configuration.content)
    }
}

/// The navigation control group style, as in SwiftUI: the controls side by side as bar buttons,
/// 16 points apart, with no background.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates a navigation control group style.
    public init() {}
    /// The controls side by side.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: ControlMetrics.navigationControlGroupSpacing) { configuration.content }
    }
}

/// A control group style that presents its content as a menu when the user presses the
/// control, as in SwiftUI: drawn closed, as the menu's button with the group's label.
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Creates a menu control group style.
    public init() {}
    /// A menu whose label is the group's label.
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// A control group style that presents its content as a compact menu when the user presses the
/// control, as in SwiftUI: drawn closed, as the menu's button with the group's label.
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Creates a compact menu control group style.
    public init() {}
    /// A menu whose label is the group's label.
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// A control group style that presents its content as a palette, as in SwiftUI: the controls
/// in equal segments of a row, without the automatic style's background.
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Creates a palette control group style.
    public init() {}
    /// The controls in equal segments.
    public func makeBody(configuration: Configuration) -> some View {
        PaletteControlGroupBody(content: configuration.content)
    }
}

/// The palette: equal segments as tall as the automatic bar, no background.
@usableFromInline nonisolated struct PaletteControlGroupBody<Content: View>: View {
    let content: Content
    @Environment(\.controlSize) private var controlSize

    @usableFromInline var body: some View {
        EqualSegmentsLayout(height: ControlSizeMetrics(controlSize).controlGroupHeight) { content }
    }
}

nonisolated extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A control group style that presents its content as a menu when the user presses the
    /// control, or as a submenu when nested within a larger menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A control group style that presents its content as a compact menu when the user presses
    /// the control, or as a submenu when nested within a larger menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A control group style that presents its content as a palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

nonisolated extension View {
    /// Sets the style for control groups within this view, as in SwiftUI.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        addingStyle(\.controlGroupStyle, style: style) { AnyView(assumingMainActor((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }
    }
}

private struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: StyleChain<ControlGroupStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The styles set by `.controlGroupStyle(_:)` around a view, innermost first; nil means
    /// `.automatic`.
    var controlGroupStyle: StyleChain<ControlGroupStyleConfiguration>? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}
