import ArrangeCore
import Foundation

/// Visiting the views below a view in breadth-first or depth-first order, each named by the
/// call that reaches it, stopping at custom views that contain themselves.
struct ViewTraversal {
    let order: ViewSearch.Traversal

    /// Visits the start view (renamed by its type) and the views below it until `visit`
    /// returns true; `unknown` gets each of SwiftUI's views it cannot see into.
    func visit(from start: any UnwrappedView, until visit: (any UnwrappedView) -> Bool, unknown: (Content) -> Void) {
        let index = (start.inspectionIndex ?? 0) == 0 ? nil : start.inspectionIndex
        var root = InspectableView<ViewType.ClassifiedView>(unchecked: start.content, parent: start.parentView,
                                                            call: start.parentView == nil && !SearchIndex.isIdentified(start.content)
                                                                ? start.inspectionCall : SearchIndex.call(for: start.content, index: index),
                                                            index: start.inspectionIndex)
        root.isSupplementary = start.isSupplementary
        switch order {
        case .breadthFirst:
            var queue: [any UnwrappedView] = [root]
            var next = 0
            while next < queue.count {
                let view = queue[next]
                next += 1
                if !view.isSupplementary, visit(view) { return }
                guard Self.isNotRecursive(view) else { continue }
                if !view.isSupplementary, Self.isBlocker(view.content) { unknown(view.content) }
                queue.append(contentsOf: SearchIndex.descendants(of: view))
            }
        case .depthFirst:
            var stopped = false
            func recurse(_ view: any UnwrappedView) {
                if !view.isSupplementary, visit(view) { stopped = true; return }
                guard Self.isNotRecursive(view) else { return }
                if !view.isSupplementary, Self.isBlocker(view.content) { unknown(view.content) }
                for descendant in SearchIndex.descendants(of: view) {
                    recurse(descendant)
                    if stopped { return }
                }
            }
            recurse(root)
        }
    }

    /// Whether stepping into `view` does not go round a navigation loop: a custom view inside a
    /// `NavigationLink` whose destination holds another view of its type further out (recursive
    /// navigation never ends). Recursive views without navigation (trees) are stepped into.
    static func isNotRecursive(_ view: any UnwrappedView) -> Bool {
        guard !Inspector.isSystemType(value: view.content.view) else { return true }
        let type = Swift.type(of: view.content.view)
        var repeats = false
        var current = view.parentView?.parentView
        while let ancestor = current {
            if Swift.type(of: ancestor.content.view) == type { repeats = true }
            current = ancestor.parentView
        }
        guard repeats else { return true }
        current = view.parentView
        while let ancestor = current {
            if Inspector.typeName(value: ancestor.content.view, generics: .remove) == "NavigationLink" { return false }
            current = ancestor.parentView
        }
        return true
    }

    /// Whether `find` cannot see into the view: one of SwiftUI's it does not know, or a custom
    /// view whose body needs environment objects it does not have.
    static func isBlocker(_ content: Content) -> Bool {
        guard SearchIndex.isIdentified(content) else { return true }
        guard !Inspector.isSystemType(value: content.view) else { return false }
        return !CustomViews.missingEnvironmentObjects(of: content.view, in: content.medium.environment).isEmpty
    }

    /// How a view `find` could not see into is named in its failure.
    static func blockerName(_ content: Content) -> String {
        let name = Inspector.typeName(value: content.view)
        if !Inspector.isSystemType(value: content.view) {
            let missing = CustomViews.missingEnvironmentObjects(of: content.view, in: content.medium.environment)
            if !missing.isEmpty {
                return InspectionError.missingEnvironmentObjects(view: name, objects: missing).localizedDescription
            }
        }
        return name
    }
}
