import ArrangeCore
import Foundation

extension InspectableView {
    /// The paddings applied directly to this view: the edges each pads, and its insets (`nil`
    /// for a default length).
    private var paddings: [(edges: Edge.Set, insets: EdgeInsets?)] {
        modifiers(named: "PaddingModifier").compactMap { modifier in
            guard let insets = try? Inspector.attribute(label: "insets", value: modifier, type: EdgeInsets.self) else { return nil }
            let edges = (try? Inspector.attribute(label: "edges", value: modifier, type: Edge.Set.self)) ?? .all
            let isDefault = (try? Inspector.attribute(label: "isDefaultLength", value: modifier, type: Bool.self)) ?? false
            return (edges, isDefault ? nil : insets)
        }
    }

    /// The padding on `edge` of every padding that pads it, added up; `nil` when none does.
    /// Throws for a padding of default length on it.
    private func cumulativePadding(_ edge: Edge) throws -> CGFloat? {
        let set: Edge.Set = [edge == .top ? .top : edge == .bottom ? .bottom : edge == .leading ? .leading : .trailing]
        let values = try paddings.filter { $0.edges.contains(set) }.map { padding -> CGFloat in
            guard let insets = padding.insets else {
                throw InspectionError.notSupported(
                    "Undefined inset for '\(edge)' edge. Consider calling `hasPadding(_:)` instead to assure a default padding is applied.")
            }
            switch edge {
            case .top: return insets.top
            case .bottom: return insets.bottom
            case .leading: return insets.leading
            case .trailing: return insets.trailing
            }
        }
        return values.isEmpty ? nil : values.reduce(0, +)
    }

    /// The padding applied directly to this view, every `.padding` on it added up.
    public func padding() throws -> EdgeInsets {
        let paddings = self.paddings
        guard !paddings.isEmpty else { throw modifierNotFound("padding") }
        do {
            return EdgeInsets(top: try cumulativePadding(.top) ?? 0, leading: try cumulativePadding(.leading) ?? 0,
                              bottom: try cumulativePadding(.bottom) ?? 0, trailing: try cumulativePadding(.trailing) ?? 0)
        } catch {
            if paddings.allSatisfy({ $0.edges == .all }) {
                throw InspectionError.notSupported("Please use `hasPadding(_:)` for inspecting padding without explicit value.")
            }
            throw error
        }
    }

    /// The padding on `edge` (several edges: their common padding).
    public func padding(_ edge: Edge.Set) throws -> CGFloat {
        let edges = [Edge.top, .bottom, .leading, .trailing].filter { edge.contains(Edge.Set($0)) }
        guard !edges.isEmpty else { throw InspectionError.notSupported("No edge is specified") }
        let values = try edges.map { single -> CGFloat in
            guard let value = try cumulativePadding(single) else { throw modifierNotFound("padding") }
            return value
        }
        guard values.allSatisfy({ $0 == values[0] }) else {
            let names = "[" + edges.map { "SwiftUI.Edge.\($0)" }.joined(separator: ", ") + "]"
            throw InspectionError.notSupported(
                "Insets for edges '\(names)' have different values, consider calling `padding` individually per edge.")
        }
        return values[0]
    }

    /// Whether a padding applied directly to this view pads `edge` (any length, default too).
    public func hasPadding(_ edge: Edge.Set = .all) -> Bool {
        paddings.contains { $0.edges.contains(edge) }
    }

    /// The size and alignment of `.frame(width:height:alignment:)` (`nan` for a side left `nil`).
    public func fixedFrame() throws -> (width: CGFloat, height: CGFloat, alignment: Alignment) {
        let modifier = try modifier(named: "FixedFrameModifier", call: "frame(width:height:alignment:)")
        let width = try Inspector.attribute(label: "width", value: modifier, type: CGFloat?.self) ?? .nan
        let height = try Inspector.attribute(label: "height", value: modifier, type: CGFloat?.self) ?? .nan
        return (width, height, try Inspector.attribute(label: "alignment", value: modifier, type: Alignment.self))
    }

    /// The width of `.frame(width:height:)`.
    public func fixedWidth() throws -> CGFloat { try fixedFrame().width }
    /// The height of `.frame(width:height:)`.
    public func fixedHeight() throws -> CGFloat { try fixedFrame().height }
    /// The alignment of `.frame(width:height:alignment:)`.
    public func fixedAlignment() throws -> Alignment { try fixedFrame().alignment }

    /// The limits and alignment of `.frame(minWidth:…)` (`nan` for a limit left `nil`).
    public func flexFrame() throws -> (minWidth: CGFloat, idealWidth: CGFloat, maxWidth: CGFloat,
                                       minHeight: CGFloat, idealHeight: CGFloat, maxHeight: CGFloat, alignment: Alignment) {
        let modifier = try modifier(named: "FlexFrameModifier", call: "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)")
        func limit(_ label: String) throws -> CGFloat { try Inspector.attribute(label: label, value: modifier, type: CGFloat?.self) ?? .nan }
        return (try limit("minWidth"), try limit("idealWidth"), try limit("maxWidth"), try limit("minHeight"), try limit("idealHeight"),
                try limit("maxHeight"), try Inspector.attribute(label: "alignment", value: modifier, type: Alignment.self))
    }

    /// The overlay drawn over this view (the `index`-th one, innermost first).
    public func overlay(_ index: Int? = nil) throws -> InspectableView<ViewType.Overlay> {
        try secondary(isBackground: false, call: "overlay", index: index)
    }

    /// The background drawn behind this view (the `index`-th one, innermost first).
    public func background(_ index: Int? = nil) throws -> InspectableView<ViewType.Overlay> {
        try secondary(isBackground: true, call: "background", index: index)
    }

    /// The view `overlayPreferenceValue(_:alignment:_:)` shows (the `index`-th one, innermost
    /// first), made from the preference key's default value.
    public func overlayPreferenceValue(_ index: Int? = nil) throws -> InspectableView<ViewType.Overlay> {
        try secondary(isBackground: false, readsPreference: true, call: "overlayPreferenceValue", index: index)
    }

    /// The view `backgroundPreferenceValue(_:alignment:_:)` shows (the `index`-th one, innermost
    /// first), made from the preference key's default value.
    public func backgroundPreferenceValue(_ index: Int? = nil) throws -> InspectableView<ViewType.Overlay> {
        try secondary(isBackground: true, readsPreference: true, call: "backgroundPreferenceValue", index: index)
    }

    /// The secondary views of one kind: overlays or backgrounds that are neither borders nor
    /// preference readers, or the preference readers' views.
    private func secondary(isBackground: Bool, readsPreference: Bool = false, call: String, index: Int?) throws -> InspectableView<ViewType.Overlay> {
        let found = contentForModifierLookup.medium.viewModifiers.reversed().compactMap(SecondaryContent.init).filter {
            $0.isBackground == isBackground && !$0.isBorder && ($0.view is any PreferenceValueReaderForInspection) == readsPreference
        }
        guard (index ?? 0) < found.count else { throw modifierNotFound(call, index: index ?? 0) }
        let secondary = found[index ?? 0]
        var view = (secondary.view as? any PreferenceValueReaderForInspection)?.inspectedContent ?? secondary.view
        // `overlay(_:ignoresSafeAreaEdges:)` with a colour or gradient: the style is the view, as
        // ViewInspector sees it.
        if Inspector.typeName(value: view, generics: .remove) == "StyleFill",
           let style = try? Inspector.attribute(label: "style", value: view), style is any ArrangeCore.View {
            view = style
        }
        let content = try Unwrapping.unwrap(view, medium: self.content.medium.resettingViewModifiers())
        return InspectableView<ViewType.Overlay>(unchecked: content, parent: self, call: "\(call)(\(index.map(String.init) ?? ""))", index: index)
    }
}

extension ViewType {
    /// An overlay or background's content.
    public struct Overlay: KnownViewType {
        /// Matches any view.
        public static var typePrefix: String { "" }
        /// Its modifiers apply to its content.
        public static var isTransitive: Bool { true }
    }
}

extension ViewType.Overlay: SingleViewContent {
    /// The overlay's view.
    public static func child(_ content: Content) throws -> Content { content }
}

extension ViewType.Overlay: MultipleViewContent {
    /// The overlay's views.
    public static func children(_ content: Content) throws -> LazyGroup<Content> {
        try Unwrapping.viewsInContainer(content.view, medium: content.medium)
    }
}

extension InspectableView where View == ViewType.Overlay {
    /// How the overlay is aligned with the view.
    public func alignment() throws -> Alignment {
        let isBackground = inspectionCall.hasPrefix("background")
        let found = parentView?.content.medium.viewModifiers.reversed().compactMap(SecondaryContent.init).filter { $0.isBackground == isBackground } ?? []
        guard (inspectionIndex ?? 0) < found.count else { throw InspectionError.attributeNotFound(label: "alignment", type: "Overlay") }
        return found[inspectionIndex ?? 0].alignment
    }

    /// The safe-area edges a style overlay or background extends into (`ignoresSafeAreaEdges:`;
    /// `.all` for a view).
    public func ignoresSafeAreaEdges() throws -> Edge.Set {
        let isBackground = inspectionCall.hasPrefix("background")
        let found = parentView?.content.medium.viewModifiers.reversed().compactMap(SecondaryContent.init).filter { $0.isBackground == isBackground } ?? []
        guard (inspectionIndex ?? 0) < found.count else { throw InspectionError.attributeNotFound(label: "ignoresSafeAreaEdges", type: "Overlay") }
        let secondary = found[inspectionIndex ?? 0]
        guard Inspector.typeName(value: secondary.view, generics: .remove) == "StyleFill" else { return .all }
        return try Inspector.attribute(label: "edges", value: secondary.view, type: Edge.Set.self)
    }
}
