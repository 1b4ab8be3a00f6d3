import Foundation

/// A view carrying a row setting (`listRowInsets`, `listRowBackground`, `listRowSeparator`,
/// `badge`) for the list it is a row of. In a list the setting applies to each row the content
/// makes (a `ForEach` with the modifier sets it on every row); elsewhere the content is built as
/// it is.
@usableFromInline nonisolated struct ListRowTraitView<Content: View>: View, ListContentSource {
    let content: Content
    let apply: (inout ListRowTraits) -> Void

    @usableFromInline typealias Body = Never
    @usableFromInline static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.build(view.content)
    }

    func appendListContent(to builder: inout ListContentBuilder) {
        builder.appendWithTrait(content, apply)
    }
}

/// A row setting found inside another modifier (see `ListContentBuilder.traitsInside`).
protocol ListRowTraitCarrying {
    var traitApplier: (inout ListRowTraits) -> Void { get }
}

extension ListRowTraitView: ListRowTraitCarrying {
    var traitApplier: (inout ListRowTraits) -> Void { apply }
}

/// The spacing between adjacent sections in a list, as in SwiftUI.
public struct ListSectionSpacing: Hashable, Sendable {
    let value: CGFloat?
    /// The default spacing between sections (35 points in the grouped styles).
    public static let `default` = ListSectionSpacing(value: nil)
    /// Compact spacing between sections (20 points).
    public static let compact = ListSectionSpacing(value: ListMetrics.compactSectionSpacing)
    /// Creates a custom spacing value.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing) }
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static var defaultValue: ListSectionSpacing { .default }
}

private struct ListRowSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    /// The spacing above sections set by `.listSectionSpacing(_:)`.
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// The spacing between rows set by `.listRowSpacing(_:)`.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Applies an inset to the rows in a list; `nil` keeps the list style's insets.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ListRowTraitView(content: self) { $0.insets = insets }
    }

    /// Places a custom background view behind a list row item.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        ListRowTraitView(content: self) { traits in traits.background = view.map { AnyView($0) } }
    }

    /// Adds a condition for whether the view's row can be deleted: with `true`, a row of a
    /// `ForEach` with `onDelete(perform:)` shows no delete control and cannot be deleted.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        ListRowTraitView(content: self) { traits in traits.deleteDisabled = isDisabled }
    }

    /// Adds a condition for whether the view's row can be moved: with `true`, a row of a
    /// `ForEach` with `onMove(perform:)` shows no reorder control and cannot be moved.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        ListRowTraitView(content: self) { traits in traits.moveDisabled = isDisabled }
    }

    /// Sets the display mode for the separator associated with this specific row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ListRowTraitView(content: self) { traits in
            if edges.contains(.top) { traits.topSeparator = visibility }
            if edges.contains(.bottom) { traits.bottomSeparator = visibility }
        }
    }

    /// Sets the spacing between adjacent sections in a list.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// Sets the spacing between adjacent sections in a list to a custom value.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, .custom(spacing))
    }

    /// Sets the vertical spacing between two adjacent rows in a list; `nil` is the default
    /// (none).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }

    /// Adds custom swipe actions to a row in a list. Accepted: Arrange has no gestures, so the
    /// actions are kept and never shown.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        SwipeActionsView(content: self, edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content())
    }
}

/// `.swipeActions`: the content as it is; the actions are kept for inspection, never drawn.
@usableFromInline nonisolated struct SwipeActionsView<Content: View, Actions: View>: View, ListContentSource {
    let content: Content
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: Actions

    @usableFromInline typealias Body = Never
    @usableFromInline static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.build(view.content)
    }

    func appendListContent(to builder: inout ListContentBuilder) {
        builder.append(content)
    }
}
