import ArrangeCore
import Foundation

extension InspectableView {
    /// The id set with `.id(_:)`.
    public func id() throws -> AnyHashable {
        let modifier = try modifier(named: "IDModifier", call: "id")
        guard let id = try Inspector.attribute(label: "id", value: modifier) as? any Hashable else { throw modifierNotFound("id") }
        return AnyHashable(id)
    }

    /// The tag set with `.tag(_:)`.
    public func tag() throws -> AnyHashable {
        let modifier = try modifier(named: "TagModifier", call: "tag")
        return try Inspector.attribute(path: "value", value: modifier, type: AnyHashable.self)
    }

    /// The priority set with `.layoutPriority(_:)`.
    public func layoutPriority() throws -> Double {
        for modifier in modifiers(named: "TraitModifier") {
            if case .layoutPriority(let value)? = try? Inspector.attribute(label: "inspected", value: modifier) as? InspectedTrait { return value }
        }
        throw modifierNotFound("layoutPriority")
    }

    /// The order set with `.zIndex(_:)`.
    public func zIndex() throws -> Double {
        for modifier in modifiers(named: "TraitModifier") {
            if case .zIndex(let value)? = try? Inspector.attribute(label: "inspected", value: modifier) as? InspectedTrait { return value }
        }
        throw modifierNotFound("zIndex")
    }
}

extension InspectableView {
    /// Whether this view or one it is inside is hidden with `.hidden()`.
    public func isHidden() -> Bool {
        if labelsHidden() && isInsideControlLabel { return true }
        return contentForModifierLookup.medium.transitiveViewModifiers.contains { TransitiveModifiers.isHiding($0) }
    }

    /// Whether `.flipsForRightToLeftLayoutDirection(true)` is set on this view or on a view it
    /// is inside.
    public func flipsForRightToLeftLayoutDirection() -> Bool {
        contentForModifierLookup.medium.transitiveViewModifiers.contains { modifier in
            Inspector.typeName(value: modifier, generics: .remove) == "FlippedForRightToLeft"
                && (try? Inspector.attribute(label: "enabled", value: modifier, type: Bool.self)) == true
        }
    }

    /// Whether this view is disabled, by `.disabled(true)` on it or on a view it is inside.
    public func isDisabled() -> Bool { !ownEnvironment.isEnabled }

    /// Whether this view takes part in hit testing (`.allowsHitTesting(false)` on it or on a
    /// view it is inside turns it off).
    public func allowsHitTesting() -> Bool {
        !contentForModifierLookup.medium.transitiveViewModifiers.contains { TransitiveModifiers.hitTesting($0) == false }
    }

    /// Whether a person could use this view now: false when it or a view it is inside is
    /// disabled, hidden or not hit-testable, or it is absent.
    public func isResponsive() -> Bool { (try? guardIsResponsive()) != nil }

    /// Throws `unresponsiveControl` naming the outermost view that makes this one unusable.
    func guardIsResponsive() throws {
        let name = Inspector.typeName(value: content.view, generics: .remove)
        func blocker(_ condition: (InspectableView<ViewType.ClassifiedView>) -> Bool) -> String {
            var farthest: String = pathToRoot
            var current = parentView
            while let parent = current {
                if let view = try? parent.asInspectableView(), condition(view) { farthest = view.pathToRoot }
                current = parent.parentView
            }
            return farthest.isEmpty ? "it" : farthest
        }
        if isDisabled() {
            throw InspectionError.unresponsiveControl(name: name, reason: blocker { $0.isDisabled() } + " is disabled")
        }
        if isHidden() {
            throw InspectionError.unresponsiveControl(name: name, reason: blocker { $0.isHidden() } + " is hidden")
        }
        if !allowsHitTesting() {
            throw InspectionError.unresponsiveControl(name: name, reason: blocker { !$0.allowsHitTesting() } + " has allowsHitTesting set to false")
        }
        if isAbsent {
            throw InspectionError.unresponsiveControl(name: name, reason: "the conditional view has been hidden")
        }
    }
}

extension UnwrappedView {
    /// Whether this view is inside the label of a control `labelsHidden()` hides the label of
    /// (reached through the control's `labelView()`), as ViewInspector tells.
    var isInsideControlLabel: Bool {
        let controls: Set<String> = ["ColorPicker", "DatePicker", "LabeledContent", "Picker", "ProgressView", "Slider", "Stepper", "TextField", "Toggle"]
        var current: any UnwrappedView = self
        while let parent = current.parentView {
            if parent.inspectionCall == "labelView()", let control = parent.parentView, Inspector.isSystemType(value: control.content.view),
               controls.contains(Inspector.typeName(value: control.content.view, generics: .remove)) {
                return true
            }
            current = parent
        }
        return false
    }
}
