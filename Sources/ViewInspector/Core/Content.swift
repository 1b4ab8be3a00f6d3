import ArrangeCore
import Foundation

/// A view value being inspected, with what applies to it from outside: the modifiers applied
/// directly to it, the modifiers that apply to everything inside (hidden, disabled…), and the
/// environment changes and objects that enclosing views give it.
public struct Content {
    /// The view value, unwrapped of the modifiers and wrappers that do not count as views.
    let view: Any
    /// What applies to it.
    let medium: Medium
    /// The value as its parent holds it and the host builds it: the view with the wrappers
    /// inspection sees through still around it (its modifiers, an `if`'s branch, an
    /// optional). `nil` when the content was not unwrapped from such a value. `frame()` follows
    /// it to the layout nodes the view was built into.
    let builtValue: Any?

    init(_ view: Any, medium: Medium = Medium(), builtValue: Any? = nil) {
        if let custom = view as? any CustomInspectable {
            self.view = custom.customInspectableContent
        } else {
            self.view = view
        }
        self.medium = medium
        self.builtValue = builtValue
    }

    /// What applies to a view from outside it.
    struct Medium {
        /// The modifiers applied directly to the view, outermost first.
        var viewModifiers: [Any] = []
        /// Modifiers that apply to the view and everything inside it, outermost first.
        var transitiveViewModifiers: [Any] = []
        /// Modifiers that change the environment, outermost first.
        var environmentModifiers: [any EnvironmentChangingModifier] = []
        /// Objects given with `environmentObject(_:)` (and by `ViewHosting`).
        var environmentObjects: [AnyObject] = []
        /// The view `inspect()` was called on, as it was given (for laying it out in a host to
        /// read frames).
        var rootView: (any View)?
        /// The test function `inspect()` was called from (the key of `ViewHosting`'s hosts).
        var hostingFunction: String?

        /// The medium of a view inside this one: the modifiers applied to this one stay behind.
        func resettingViewModifiers() -> Medium {
            var medium = self
            medium.viewModifiers = []
            return medium
        }

        /// The environment the view is evaluated in (its own modifiers' changes included).
        var environment: EnvironmentValues { environment(excludingOwnModifiers: false) }

        /// The environment, with or without the changes of the modifiers applied directly to
        /// the view (the last of `environmentModifiers`).
        func environment(excludingOwnModifiers: Bool) -> EnvironmentValues {
            var environment = EnvironmentValues.currentForInspection
            let own = excludingOwnModifiers ? viewModifiers.filter { $0 is any EnvironmentChangingModifier }.count : 0
            for modifier in environmentModifiers.dropLast(min(own, environmentModifiers.count)) { modifier.changeEnvironment(&environment) }
            return environment
        }
    }
}
