import ArrangeCore
import Foundation

extension InspectableView {
    /// The content modifier reads look at: a `parent()` reads the modifiers of the view it is;
    /// the `parent()` of an overlay's or background's view stands for that overlay, whose
    /// modifiers are the view's it is applied to (so `.parent().overlay()` finds it again, as
    /// in ViewInspector).
    var contentForModifierLookup: Content {
        if View.self == ViewType.ParentView.self, let parent = parentView,
           ["overlay(", "background(", "overlayPreferenceValue(", "backgroundPreferenceValue("].contains(where: inspectionCall.hasPrefix) {
            return parent.content
        }
        return content
    }

    /// The modifiers applied directly to this view whose type's name (without generics) is
    /// `name`, innermost first.
    func modifiers(named name: String) -> [Any] {
        contentForModifierLookup.medium.viewModifiers.reversed().filter { Inspector.typeName(value: $0, generics: .remove) == name }
    }

    /// The `index`-th modifier named `name` (innermost first), else `modifierNotFound` for
    /// `call`.
    func modifier(named name: String, call: String, index: Int = 0, where condition: (Any) -> Bool = { _ in true }) throws -> Any {
        let found = modifiers(named: name).filter(condition)
        guard index < found.count else { throw modifierNotFound(call, index: index) }
        return found[index]
    }

    /// The attribute at `path` (labels separated by `|`) of the first modifier applied to this
    /// view (innermost first; with `transitive`, the modifiers that reach it from outside) that
    /// `modifierLookup` accepts and that has it as a `T`; else `modifierNotFound` for `call`.
    /// ViewInspector's internal lookup, for tests written against it.
    func modifierAttribute<T>(modifierLookup: (Any) -> Bool, transitive: Bool = false, path: String, type: T.Type, call: String) throws -> T {
        let medium = contentForModifierLookup.medium
        let modifiers = transitive ? medium.transitiveViewModifiers : medium.viewModifiers.reversed()
        for modifier in modifiers where modifierLookup(modifier) {
            if let value = try? Inspector.attribute(path: path, value: modifier, type: T.self) { return value }
        }
        throw modifierNotFound(call)
    }

    /// The error for a modifier this view does not have.
    func modifierNotFound(_ call: String, index: Int = 0) -> InspectionError {
        // A toolbar item is named by the `ToolbarItem` type it came from, as ViewInspector names it.
        let parent = (content.view as? ToolbarItemValue)?.typeName ?? Inspector.typeName(value: content.view, generics: .remove)
        return .modifierNotFound(parent: parent, modifier: call, index: index)
    }

    /// The environment this view is in: what enclosing modifiers (and its own) set.
    var environment: EnvironmentValues { contentForModifierLookup.medium.environment }

    /// The environment this view is in, its own modifiers' changes included (for reads like
    /// `isDisabled()` on the view itself).
    var ownEnvironment: EnvironmentValues { contentForModifierLookup.medium.environment }

    /// The value `read` gives in this view's environment when a modifier on it or on a view it
    /// is inside changes it (environment values reach the views inside, as in SwiftUI); else
    /// `modifierNotFound` for `call`.
    func environmentValue<T: Equatable>(_ call: String, _ read: (EnvironmentValues) -> T) throws -> T {
        let value = read(contentForModifierLookup.medium.environment)
        guard value != read(EnvironmentValues.currentForInspection) else { throw modifierNotFound(call) }
        return value
    }

    /// The annotations (`ViewAnnotation`) of the modifiers applied directly to this view,
    /// innermost first.
    var annotations: [ViewAnnotation] {
        contentForModifierLookup.medium.viewModifiers.reversed().flatMap { modifier -> [ViewAnnotation] in
            (try? Inspector.attribute(label: "annotations", value: modifier) as? [ViewAnnotation]) ?? []
        }
    }
}

/// The modifiers whose effect reaches the views inside (hiding, hit testing, the preferred
/// colour scheme): kept for `isHidden()`, `allowsHitTesting()` and `preferredColorScheme()`
/// on those views, and not among a view's own modifiers.
/// Disabling is an environment change and reaches them through the environment.
enum TransitiveModifiers {
    static func isTransitive(_ modifier: Any) -> Bool {
        isHiding(modifier) || hitTesting(modifier) != nil || Inspector.typeName(value: modifier, generics: .remove) == "PreferredColorSchemeModifier"
    }

    /// Whether `modifier` is `.hidden()`.
    static func isHiding(_ modifier: Any) -> Bool {
        guard Inspector.typeName(value: modifier, generics: .remove) == "TraitModifier",
              let inspected = try? Inspector.attribute(label: "inspected", value: modifier) as? InspectedTrait,
              case .hidden = inspected else { return false }
        return true
    }

    /// What `.allowsHitTesting(_:)` set, when `modifier` is that modifier.
    static func hitTesting(_ modifier: Any) -> Bool? {
        guard Inspector.typeName(value: modifier, generics: .remove) == "AnnotatingModifier",
              let annotations = (try? Inspector.attribute(label: "annotations", value: modifier)) as? [ViewAnnotation],
              annotations.count == 1, case .allowsHitTesting(let enabled) = annotations[0] else { return nil }
        return enabled
    }
}
