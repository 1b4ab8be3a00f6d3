import ArrangeCore
import Foundation

extension InspectableView {
    /// The padding applied directly to this view, every `.padding` on it added up.
    public func padding() throws -> EdgeInsets {
        let insets = modifiers(named: "PaddingModifier").compactMap { try? Inspector.attribute(label: "insets", value: $0, type: EdgeInsets.self) }
        guard !insets.isEmpty else { throw modifierNotFound("padding") }
        var total = EdgeInsets()
        for inset in insets {
            total.top += inset.top
            total.leading += inset.leading
            total.bottom += inset.bottom
            total.trailing += inset.trailing
        }
        return total
    }

    /// The padding on one edge (`.top`, `.leading`, …).
    public func padding(_ edge: Edge.Set) throws -> CGFloat {
        let insets = try padding()
        var values: [CGFloat] = []
        if edge.contains(.top) { values.append(insets.top) }
        if edge.contains(.bottom) { values.append(insets.bottom) }
        if edge.contains(.leading) { values.append(insets.leading) }
        if edge.contains(.trailing) { values.append(insets.trailing) }
        guard let first = values.first, values.allSatisfy({ $0 == first }) else {
            throw InspectionError.notSupported("Please use padding() for inspecting padding on edges with different values")
        }
        return first
    }

    /// Whether this view has padding on `edges`.
    public func hasPadding(_ edges: Edge.Set = .all) -> Bool {
        guard let insets = try? padding() else { return false }
        return (!edges.contains(.top) || insets.top != 0) && (!edges.contains(.bottom) || insets.bottom != 0)
            && (!edges.contains(.leading) || insets.leading != 0) && (!edges.contains(.trailing) || insets.trailing != 0)
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

    private func secondary(isBackground: Bool, call: String, index: Int?) throws -> InspectableView<ViewType.Overlay> {
        let found = contentForModifierLookup.medium.viewModifiers.reversed().compactMap(SecondaryContent.init).filter { $0.isBackground == isBackground }
        guard (index ?? 0) < found.count else { throw modifierNotFound(call, index: index ?? 0) }
        let secondary = found[index ?? 0]
        let content = try Unwrapping.unwrap(secondary.view, medium: self.content.medium.resettingViewModifiers())
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
}
