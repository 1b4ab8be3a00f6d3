import ArrangeCore
import Foundation

/// A `ModifiedContent`, seen without its generic parameters.
protocol ModifiedContentValue {
    /// The view the modifier applies to.
    var contentValue: Any { get }
    /// The modifier.
    var modifierValue: Any { get }
}

extension ModifiedContent: ModifiedContentValue {
    var contentValue: Any { content }
    var modifierValue: Any { modifier }
}

/// An optional view (`if` without `else`), seen without its generic parameter.
protocol OptionalViewValue {
    /// The wrapped view, or `nil` when absent.
    var wrappedView: Any? { get }
}

extension Optional: OptionalViewValue where Wrapped: View {
    var wrappedView: Any? { self.map { $0 as Any } }
}

/// The wrappers inspection sees through, as ViewInspector does: a chain never names them.
enum Unwrapping {
    /// `view` with the wrappers around it removed: modifiers go into the medium, conditional
    /// content takes its branch, an optional its value (or `viewNotFound` when absent).
    static func unwrap(_ view: Any, medium: Content.Medium) throws -> Content {
        var view = view
        var medium = medium
        while true {
            if let modified = view as? ModifiedContentValue {
                medium = adding(modified.modifierValue, to: medium)
                view = modified.contentValue
            } else if let optional = view as? OptionalViewValue {
                guard let wrapped = optional.wrappedView else {
                    throw InspectionError.viewNotFound(parent: Inspector.typeName(value: view))
                }
                view = wrapped
            } else if Inspector.typeName(value: view, generics: .remove) == "EquatableView",
                      let wrapped = try? Inspector.attribute(label: "content", value: view) {
                view = wrapped
            } else if let modifying = view as? any ModifyingView {
                // A view Arrange makes for a modifier (`onDelete`, `badge`, `swipeActions`…):
                // a modifier of the view inside, as in SwiftUI.
                medium.viewModifiers.append(view)
                view = modifying.modifiedView
            } else if Inspector.typeName(value: view, generics: .remove) == "_ConditionalContent",
                      let storage = try? Inspector.attribute(label: "storage", value: view),
                      let branch = Mirror(reflecting: storage).children.first {
                view = branch.value
            } else {
                return Content(view, medium: medium)
            }
        }
    }

    /// The medium with `modifier` applied outside what it holds.
    static func adding(_ modifier: Any, to medium: Content.Medium) -> Content.Medium {
        var medium = medium
        if let change = modifier as? any EnvironmentChangingModifier {
            medium.environmentModifiers.append(change)
            if let object = try? Inspector.attribute(label: "object", value: modifier), Swift.type(of: object) is AnyClass {
                medium.environmentObjects.append(object as AnyObject)
            }
        }
        if TransitiveModifiers.isTransitive(modifier) || (modifier as? any InspectedStyleRecord)?.inspectedStyle is InspectedForeground {
            // Hiding reaches the views inside, and so do foreground colours and tints, which
            // SwiftUI keeps in the environment.
            medium.transitiveViewModifiers.append(modifier)
        }
        medium.viewModifiers.append(modifier)
        return medium
    }

    /// The views a container's content stands for: the elements of a `TupleView`, or the one
    /// view it is. Each starts without the modifiers of the container.
    static func viewsInContainer(_ view: Any, medium: Content.Medium) throws -> LazyGroup<Content> {
        let container = try unwrap(view, medium: medium.resettingViewModifiers())
        guard let children = tupleChildren(container.view) else {
            return LazyGroup(count: 1) { _ in container }
        }
        return LazyGroup(count: children.count) { index in
            try unwrap(children[index], medium: container.medium.resettingViewModifiers())
        }
    }

    /// The elements of a `TupleView` (`nil` for other views).
    static func tupleChildren(_ view: Any) -> [Any]? {
        if let actions = view as? DialogActions { return actions.views }
        guard Inspector.typeName(value: view, generics: .remove) == "TupleView",
              let children = try? Inspector.attribute(label: "children", value: view) as? [any View] else { return nil }
        return children
    }
}
