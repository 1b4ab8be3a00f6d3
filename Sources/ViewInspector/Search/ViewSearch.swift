import ArrangeCore
import Foundation

/// The namespace of `find`'s options.
public struct ViewSearch {
    /// Which way `find` looks: into the views inside, or out through the enclosing ones.
    public enum Relation {
        /// Into the views inside.
        case child
        /// Out through the enclosing views.
        case parent
    }

    /// The order `find` visits views in.
    public enum Traversal {
        /// Each view's descendants before its next sibling (the order of the code).
        case depthFirst
        /// Every view at one depth before any deeper one.
        case breadthFirst
    }

    /// A test a view must pass to be found; a thrown error means it does not match.
    public typealias Condition = (InspectableView<ViewType.ClassifiedView>) throws -> Bool
}

extension InspectableView {
    /// The `Text` showing `text` (in `locale`).
    public func find(text: String, locale: Locale = .testsDefault) throws -> InspectableView<ViewType.Text> {
        try find(textWhere: { value, _ in value == text }, locale: locale)
    }

    /// The first `Text` whose string and attributes pass `condition`.
    public func find(textWhere condition: (String, ViewType.Text.Attributes) throws -> Bool,
                     locale: Locale = .testsDefault) throws -> InspectableView<ViewType.Text> {
        try find(ViewType.Text.self, where: { try condition(try $0.string(locale: locale), try $0.attributes()) })
    }

    /// The `Button` whose label shows `title`.
    public func find(button title: String, locale: Locale = .testsDefault) throws -> InspectableView<ViewType.Button> {
        try find(ViewType.Button.self, containing: title, locale: locale)
    }

    /// The `Link` to `url`.
    public func find(link url: URL) throws -> InspectableView<ViewType.Link> {
        try find(ViewType.Link.self, where: { try $0.url() == url })
    }

    /// The `Link` whose label shows `label`.
    public func find(link label: String, locale: Locale = .testsDefault) throws -> InspectableView<ViewType.Link> {
        try find(ViewType.Link.self, containing: label, locale: locale)
    }

    /// The `NavigationLink` whose label shows `string`.
    public func find(navigationLink string: String, locale: Locale = .testsDefault) throws -> InspectableView<ViewType.NavigationLink> {
        try find(ViewType.NavigationLink.self, containing: string, locale: locale)
    }

    /// The view marked `.id(id)`.
    public func find(viewWithId id: AnyHashable) throws -> InspectableView<ViewType.ClassifiedView> {
        try find { try $0.id() == id }
    }

    /// The view marked `.tag(tag)`.
    public func find(viewWithTag tag: AnyHashable) throws -> InspectableView<ViewType.ClassifiedView> {
        try find { try $0.tag() == tag }
    }

    /// The view whose accessibility label is `accessibilityLabel`.
    public func find(viewWithAccessibilityLabel accessibilityLabel: String) throws -> InspectableView<ViewType.ClassifiedView> {
        try find { try $0.accessibilityLabel().string() == accessibilityLabel }
    }

    /// The view marked `.accessibilityIdentifier(accessibilityIdentifier)`.
    public func find(viewWithAccessibilityIdentifier accessibilityIdentifier: String) throws -> InspectableView<ViewType.ClassifiedView> {
        try find { try $0.accessibilityIdentifier() == accessibilityIdentifier }
    }

    /// The custom view of type `V` passing `condition` (`relation: .parent` looks outward).
    public func find<V>(_ customViewType: V.Type, relation: ViewSearch.Relation = .child,
                        where condition: (InspectableView<ViewType.View<V>>) throws -> Bool = { _ in true }
    ) throws -> InspectableView<ViewType.View<V>> where V: ArrangeCore.View {
        try refuseSystemType(customViewType)
        return try find(ViewType.View<V>.self, relation: relation, where: condition)
    }

    /// The custom view of type `V` that contains a `Text` showing `string`.
    public func find<V>(_ customViewType: V.Type, containing string: String, locale: Locale = .testsDefault
    ) throws -> InspectableView<ViewType.View<V>> where V: ArrangeCore.View {
        try refuseSystemType(customViewType)
        return try find(ViewType.View<V>.self, containing: string, locale: locale)
    }

    /// The view of type `T` that contains a `Text` showing `string` (the nearest enclosing
    /// one of the first such text).
    public func find<T>(_ viewType: T.Type, containing string: String, locale: Locale = .testsDefault
    ) throws -> InspectableView<T> where T: BaseViewType {
        let text = try find(ViewType.Text.self, where: { view in
            guard try view.string(locale: locale) == string else { return false }
            return (try? view.find(T.self, relation: .parent)) != nil
        })
        return try text.find(T.self, relation: .parent)
    }

    /// The view of type `T` passing `condition`, searching `relation`-wards in `traversal`
    /// order, after skipping `skipFound` matches.
    public func find<T>(_ viewType: T.Type, relation: ViewSearch.Relation = .child,
                        traversal: ViewSearch.Traversal = .breadthFirst, skipFound: Int = 0,
                        where condition: (InspectableView<T>) throws -> Bool = { _ in true }
    ) throws -> InspectableView<T> where T: BaseViewType {
        let found = try find(relation: relation, traversal: traversal, skipFound: skipFound, where: { view in
            guard let typed = try? view.asInspectableView(ofType: T.self) else { return false }
            return try condition(typed)
        })
        return try found.asInspectableView(ofType: T.self)
    }

    /// The view passing `condition`, searching `relation`-wards in `traversal` order (the view
    /// itself first), after skipping `skipFound` matches. Throws `searchFailure`, naming the
    /// views it could not see into.
    public func find(relation: ViewSearch.Relation = .child, traversal: ViewSearch.Traversal = .breadthFirst,
                     skipFound: Int = 0, where condition: ViewSearch.Condition) throws -> InspectableView<ViewType.ClassifiedView> {
        let skipFound = Swift.max(skipFound, 0)
        switch relation {
        case .parent:
            var remaining = skipFound + 1
            var current = parentView
            while let parent = current {
                if !parent.isSupplementary, let view = try? parent.asInspectableView(), (try? condition(view)) == true {
                    remaining -= 1
                    if remaining == 0 { return view }
                }
                current = parent.parentView
            }
            throw InspectionError.searchFailure(skipped: skipFound + 1 - remaining, blockers: [])
        case .child:
            var remaining = skipFound + 1
            var found: (any UnwrappedView)?
            var blockers: [String] = []
            ViewTraversal(order: traversal).visit(from: self, until: { view in
                guard (try? condition(try view.asInspectableView())) == true else { return false }
                remaining -= 1
                if remaining == 0 { found = view; return true }
                return false
            }, unknown: { blockers.append(ViewTraversal.blockerName($0)) })
            if let found { return try found.asInspectableView() }
            var seen = Set<String>()
            throw InspectionError.searchFailure(skipped: skipFound + 1 - remaining, blockers: blockers.filter { seen.insert($0).inserted })
        }
    }

    /// Throws when `type` is one of SwiftUI's, which `find(ViewType.X.self)` finds instead.
    private func refuseSystemType<V>(_ type: V.Type) throws {
        guard Inspector.isSystemType(type: type) else { return }
        let name = Inspector.typeName(type: type, generics: .remove)
        throw InspectionError.notSupported("Please use .find(ViewType.\(name).self) instead of .find(\(name).self) inspection call.")
    }

    /// Every custom view of type `V` passing `condition`, in the order of the code.
    public func findAll<V>(_ customViewType: V.Type,
                           where condition: (InspectableView<ViewType.View<V>>) throws -> Bool = { _ in true }
    ) -> [InspectableView<ViewType.View<V>>] where V: ArrangeCore.View {
        findAll(ViewType.View<V>.self, where: condition)
    }

    /// Every view of type `T` passing `condition`, in the order of the code.
    public func findAll<T>(_ viewType: T.Type, where condition: (InspectableView<T>) throws -> Bool = { _ in true }
    ) -> [InspectableView<T>] where T: BaseViewType {
        findAll(where: { view in
            guard let typed = try? view.asInspectableView(ofType: T.self) else { return false }
            return try condition(typed)
        }).compactMap { try? $0.asInspectableView(ofType: T.self) }
    }

    /// Every view passing `condition`, in the order of the code (depth first).
    public func findAll(where condition: ViewSearch.Condition) -> [InspectableView<ViewType.ClassifiedView>] {
        var results: [InspectableView<ViewType.ClassifiedView>] = []
        ViewTraversal(order: .depthFirst).visit(from: self, until: { view in
            if (try? condition(try view.asInspectableView())) == true, let found = try? view.asInspectableView() {
                results.append(found)
            }
            return false
        }, unknown: { _ in })
        return results
    }
}
