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
        let builtValue = view
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
            } else if Inspector.typeName(value: view, generics: .remove) == "LayoutView",
                      let wrapped = try? Inspector.attribute(label: "content", value: view) {
                // A custom `Layout` applied to views: SwiftUI's `_VariadicView.Tree`, which
                // ViewInspector sees through to the views it lays out.
                view = wrapped
            } else if let modifying = view as? any ModifyingView {
                // A view Arrange makes for a modifier (`onDelete`, `badge`, `swipeActions`…):
                // a modifier of the view inside, as in SwiftUI. Flipping for right-to-left
                // layouts reaches the views inside (a transitive modifier, as ViewInspector has it).
                if Inspector.typeName(value: view, generics: .remove) == "FlippedForRightToLeft" {
                    medium.transitiveViewModifiers.append(view)
                } else {
                    medium.viewModifiers.append(view)
                }
                view = modifying.modifiedView
            } else if Inspector.typeName(value: view, generics: .remove) == "_ConditionalContent",
                      let storage = try? Inspector.attribute(label: "storage", value: view),
                      let branch = Mirror(reflecting: storage).children.first {
                view = branch.value
            } else {
                return Content(view, medium: medium, builtValue: builtValue)
            }
        }
    }

    /// The medium with `modifier` applied outside what it holds, recorded where ViewInspector
    /// records it: `environment(_:_:)` and `environmentObject(_:)` only among the environment
    /// changes (and objects), hiding, hit testing and the preferred colour scheme only among the
    /// transitive modifiers, `onReceive` nowhere (SwiftUI makes it a view, seen through), one of
    /// Arrange's expanded modifiers as what its body applies, anything else among the view's own
    /// modifiers. A custom modifier is followed by what its body applies to its content.
    static func adding(_ modifier: Any, to medium: Content.Medium) -> Content.Medium {
        var medium = medium
        let name = Inspector.typeName(value: modifier, generics: .remove)
        if let change = modifier as? any EnvironmentChangingModifier {
            medium.environmentModifiers.append(change)
            if let object = try? Inspector.attribute(label: "object", value: modifier), Swift.type(of: object) is AnyClass {
                medium.environmentObjects.append(object as AnyObject)
            }
            if name == "EnvironmentWritingModifier" || name == "EnvironmentObjectModifier" { return medium }
        }
        if TransitiveModifiers.isTransitive(modifier) {
            // Hiding, hit testing and the preferred scheme reach the views inside; they are not
            // the view's own.
            medium.transitiveViewModifiers.append(modifier)
            return medium
        }
        if (modifier as? any InspectedStyleRecord)?.inspectedStyle is InspectedForeground {
            // Foreground colours and tints, which SwiftUI keeps in the environment, reach the
            // views inside.
            medium.transitiveViewModifiers.append(modifier)
        }
        if let expanded = modifier as? any ViewModifier, modifier is any InspectionExpandedModifier {
            return CustomViews.addingExpandedMedium(of: expanded, outside: medium)
        }
        if name == "NodeAttachingModifier", let action = (try? Inspector.attribute(label: "lifecycle", value: modifier)) as? LifecycleTable.Action,
           case .receive = action {
            return medium
        }
        medium.viewModifiers.append(modifier)
        if let custom = modifier as? any ViewModifier, !Inspector.isSystemType(value: modifier) {
            medium = CustomViews.addingContentMedium(of: custom, outside: medium)
        }
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
