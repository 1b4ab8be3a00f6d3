import ArrangeCore
import ArrangeRender
import ArrangeText
import Foundation

extension InspectableView {
    /// The value `.environment(keyPath, value)` set on this view or a view it is inside.
    public func environment<T>(_ keyPath: WritableKeyPath<EnvironmentValues, T>) throws -> T {
        let call = "environment(\(Inspector.typeName(type: T.self)))"
        let writes = contentForModifierLookup.medium.environmentModifiers.filter {
            Inspector.typeName(value: $0, generics: .remove) == "EnvironmentWritingModifier"
        }
        let sets = writes.contains { modifier in
            ((try? Inspector.attribute(label: "keyPath", value: modifier)) as? AnyKeyPath) == keyPath
        }
        guard sets else { throw modifierNotFound(call) }
        return ownEnvironment[keyPath: keyPath]
    }

    /// The line limit set with `.lineLimit(_:)`.
    public func lineLimit() throws -> Int? {
        let medium = contentForModifierLookup.medium
        let own = medium.environment.lineLimit, enclosing = EnvironmentValues.currentForInspection.lineLimit
        guard own != enclosing || modifiers(named: "EnvironmentTransformingModifier").contains(where: { Inspector.typeName(value: $0).contains("TextEnvironment") })
        else { throw modifierNotFound("lineLimit") }
        return own
    }

    /// The spacing set with `.lineSpacing(_:)`.
    public func lineSpacing() throws -> CGFloat { try environmentValue("lineSpacing") { $0.lineSpacing } }
    /// The alignment set with `.multilineTextAlignment(_:)`.
    public func multilineTextAlignment() throws -> TextAlignment { try environmentValue("multilineTextAlignment") { $0.multilineTextAlignment } }
    /// The mode set with `.truncationMode(_:)`.
    public func truncationMode() throws -> Text.TruncationMode { try environmentValue("truncationMode") { $0.truncationMode } }
    /// The factor set with `.minimumScaleFactor(_:)`.
    public func minimumScaleFactor() throws -> CGFloat { try environmentValue("minimumScaleFactor") { $0.minimumScaleFactor } }
    /// Whether `.allowsTightening(_:)` allows tightening.
    public func allowsTightening() throws -> Bool { try environmentValue("allowsTightening") { $0.allowsTightening } }
    /// Whether `.disableAutocorrection(_:)` (or `.autocorrectionDisabled(_:)`) turns autocorrection off.
    public func disableAutocorrection() throws -> Bool { try environmentValue("disableAutocorrection") { $0.autocorrectionDisabled } }
    /// The colour scheme set with `.colorScheme(_:)` (on this view or one it is inside), else
    /// the one `.preferredColorScheme(_:)` prefers.
    public func colorScheme() throws -> ColorScheme {
        let medium = contentForModifierLookup.medium
        guard medium.environmentModifiers.contains(where: { Inspector.typeName(value: $0).contains("ColorScheme") }) else {
            // Else the preferred scheme of the presentation, as ViewInspector reads it.
            if let preferred = (try? preferredColorScheme()) ?? nil { return preferred }
            throw modifierNotFound("colorScheme")
        }
        return medium.environment.colorScheme
    }
    /// The scale set with `.imageScale(_:)`.
    public func imageScale() throws -> Image.Scale { try environmentValue("imageScale") { $0.imageScale } }
    /// The size set with `.controlSize(_:)`.
    public func controlSize() throws -> ControlSize { try environmentValue("controlSize") { $0.controlSize } }
}

extension InspectableView {
    /// Whether `.labelsHidden()` hides the labels of this view (or of a view it is inside).
    public func labelsHidden() -> Bool { contentForModifierLookup.medium.environment.labelsVisibility == .hidden }

    /// The ratio and content mode of `.aspectRatio(_:contentMode:)`.
    public func aspectRatio() throws -> (aspectRatio: CGFloat?, contentMode: ContentMode) {
        let modifier = try self.modifier(named: "AspectRatioModifier", call: "aspectRatio")
        return (try Inspector.attribute(label: "ratio", value: modifier, type: CGFloat?.self),
                try Inspector.attribute(label: "contentMode", value: modifier, type: ContentMode.self))
    }

    /// Whether `.scaledToFill()` (or `.aspectRatio(contentMode: .fill)`) applies.
    public func isScaledToFill() throws -> Bool { try aspectRatio().contentMode == .fill }
    /// Whether `.scaledToFit()` (or `.aspectRatio(contentMode: .fit)`) applies.
    public func isScaledToFit() throws -> Bool { try aspectRatio().contentMode == .fit }

    /// The mask of `.mask(_:)`.
    public func mask(_ index: Int? = nil) throws -> InspectableView<ViewType.ClassifiedView> {
        let masks = modifiers(named: "MaskModifier")
        guard (index ?? 0) < masks.count else { throw modifierNotFound("mask", index: index ?? 0) }
        let mask = try Inspector.attribute(label: "mask", value: masks[index ?? 0])
        return try .init(try Unwrapping.unwrap(mask, medium: content.medium.resettingViewModifiers()), parent: self,
                         call: "mask(\(index.map(String.init) ?? ""))")
    }

    /// The edges `.ignoresSafeArea(_:edges:)` or `.edgesIgnoringSafeArea(_:)` ignores.
    public func edgesIgnoringSafeArea() throws -> Edge.Set {
        let modifier = try self.modifier(named: "IgnoresSafeAreaModifier", call: "edgesIgnoringSafeArea")
        return try Inspector.attribute(label: "requestedEdges", value: modifier, type: Edge.Set.self)
    }

    /// The regions and edges of `.ignoresSafeArea(_:edges:)`.
    public func ignoresSafeArea() throws -> (regions: SafeAreaRegions, edges: Edge.Set) {
        let modifier = try self.modifier(named: "IgnoresSafeAreaModifier", call: "ignoresSafeArea")
        return (try Inspector.attribute(label: "regions", value: modifier, type: SafeAreaRegions.self),
                try Inspector.attribute(label: "requestedEdges", value: modifier, type: Edge.Set.self))
    }

    /// Runs the `.onSubmit` action for `triggers`.
    public func callOnSubmit(of triggers: SubmitTriggers = .text) throws {
        for case .onSubmit(let submitTriggers, let action) in annotations where submitTriggers.contains(triggers) {
            action()
            return
        }
        throw modifierNotFound("onSubmit")
    }

    /// The label of `.tabItem(_:)`.
    public func tabItem() throws -> InspectableView<ViewType.ClassifiedView> {
        guard let item = modifiers(named: "TabItemView").first else { throw modifierNotFound("tabItem") }
        let label = try Inspector.attribute(label: "label", value: item)
        return try .init(try Unwrapping.unwrap(label, medium: content.medium.resettingViewModifiers()), parent: self, call: "tabItem()")
    }
}

extension InspectableView {
    /// The insets set with `.listRowInsets(_:)`.
    public func listRowInsets() throws -> EdgeInsets {
        for modifier in contentForModifierLookup.medium.viewModifiers.reversed() {
            if let insets = (modifier as? any InspectedListRowTraits)?.inspectedRowTraits.insets { return insets }
        }
        throw modifierNotFound("listRowInsets")
    }

    /// The view set with `.listRowBackground(_:)`.
    public func listRowBackground(_ index: Int? = nil) throws -> InspectableView<ViewType.ClassifiedView> {
        let backgrounds = contentForModifierLookup.medium.viewModifiers.reversed().compactMap {
            ($0 as? any InspectedListRowTraits)?.inspectedRowTraits.background
        }
        guard (index ?? 0) < backgrounds.count else { throw modifierNotFound("listRowBackground", index: index ?? 0) }
        let view = try Inspector.attribute(label: "view", value: backgrounds[index ?? 0])
        return try .init(try Unwrapping.unwrap(view, medium: content.medium.resettingViewModifiers()), parent: self,
                         call: "listRowBackground(\(index.map(String.init) ?? ""))")
    }

    /// The name set with `.coordinateSpace(name:)`.
    public func coordinateSpaceName() throws -> String {
        for modifier in modifiers(named: "TraitModifier") {
            if case .coordinateSpaceName(let name)? = try? Inspector.attribute(label: "inspected", value: modifier) as? InspectedTrait {
                return name.base as? String ?? String(describing: name.base)
            }
        }
        throw modifierNotFound("coordinateSpace")
    }
}

extension InspectableView {
    /// The tint of `.listItemTint(_:)`: its colour (`Color.primary` when monochrome) and whether
    /// it is fixed.
    public func listItemTint() throws -> (color: Color, isFixed: Bool) {
        for modifier in contentForModifierLookup.medium.viewModifiers.reversed() {
            if let tint = Inspector.unwrappingOptional((modifier as? any InspectedStyleRecord)?.inspectedStyle as Any) as? ListItemTint {
                return (tint.color ?? .primary, tint.isFixed)
            }
        }
        throw modifierNotFound("listItemTint")
    }
}
