import ArrangeCore
import Foundation

/// A `safeAreaInset` modifier read by reflection: its view, edge and spacing.
struct SafeAreaInsetValue {
    let view: Any
    let edge: Edge
    let spacing: CGFloat?

    init?(_ modifier: Any) {
        guard Inspector.typeName(value: modifier, generics: .remove) == "SafeAreaInsetModifier",
              let view = try? Inspector.attribute(label: "inset", value: modifier),
              let edge = try? Inspector.attribute(path: "rule|edge", value: modifier, type: Edge.self) else { return nil }
        self.view = view
        self.edge = edge
        self.spacing = (try? Inspector.attribute(path: "rule|spacing", value: modifier, type: CGFloat?.self)) ?? nil
    }
}

extension ViewType {
    /// The view of a `safeAreaInset(edge:alignment:spacing:content:)`.
    public struct SafeAreaInset: KnownViewType, ContentMatchingViewType {
        /// SwiftUI's name for the modifier.
        public static var typePrefix: String { "_InsetViewModifier" }
        /// Checked by what the view is.
        public static var namespacedPrefixes: [String] { [] }
        /// `safeAreaInset(###)`.
        public static func inspectionCall(typeName: String) -> String { "safeAreaInset(\(ViewType.indexPlaceholder))" }
        static func matches(_ content: Content) -> Bool { content.view is SafeAreaInsetValue }
    }
}

extension ViewType.SafeAreaInset: SingleViewContent {
    /// The inset's view.
    public static func child(_ content: Content) throws -> Content {
        let inset = try Inspector.cast(content.view, to: SafeAreaInsetValue.self)
        return try Unwrapping.unwrap(inset.view, medium: content.medium.resettingViewModifiers())
    }
}

extension ViewType.SafeAreaInset: MultipleViewContent {
    /// The inset's views.
    public static func children(_ content: Content) throws -> LazyGroup<Content> {
        let inset = try Inspector.cast(content.view, to: SafeAreaInsetValue.self)
        return try Unwrapping.viewsInContainer(inset.view, medium: content.medium)
    }
}

extension InspectableView {
    /// The view of the `safeAreaInset` modifier applied to this view (the `index`-th, innermost
    /// first).
    public func safeAreaInset(_ index: Int? = nil) throws -> InspectableView<ViewType.SafeAreaInset> {
        let insets = contentForModifierLookup.medium.viewModifiers.reversed().compactMap(SafeAreaInsetValue.init)
        guard (index ?? 0) < insets.count else { throw modifierNotFound("safeAreaInset", index: index ?? 0) }
        return InspectableView<ViewType.SafeAreaInset>(unchecked: Content(insets[index ?? 0], medium: content.medium.resettingViewModifiers()),
                                                       parent: self, call: "safeAreaInset(\(index.map(String.init) ?? ""))", index: index)
    }
}

extension InspectableView where View == ViewType.SafeAreaInset {
    private var insetValue: SafeAreaInsetValue { get throws { try Inspector.cast(content.view, to: SafeAreaInsetValue.self) } }

    /// The safe area regions the inset applies to (the container's).
    public func regions() throws -> SafeAreaRegions { .container }
    /// The spacing between the inset and the content.
    public func spacing() throws -> CGFloat? { try insetValue.spacing }
    /// The edge the inset is placed at.
    public func edge() throws -> Edge { try insetValue.edge }
}
