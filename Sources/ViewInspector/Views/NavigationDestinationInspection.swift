import ArrangeCore
import Foundation

extension ViewType {
    /// The destination of `navigationDestination(isPresented:destination:)`.
    public struct NavigationDestination: KnownViewType, ContentMatchingViewType {
        /// SwiftUI's name for the modifier.
        public static var typePrefix: String { "ViewDestinationNavigationDestinationModifier" }
        /// Checked by what the view is.
        public static var namespacedPrefixes: [String] { [] }
        /// `navigationDestination(###)`.
        public static func inspectionCall(typeName: String) -> String { "navigationDestination(\(ViewType.indexPlaceholder))" }
        static func matches(_ content: Content) -> Bool { content.view is InspectedNavigationDestination }
    }
}

extension ViewType.NavigationDestination: SingleViewContent {
    /// The destination's view.
    public static func child(_ content: Content) throws -> Content {
        try Unwrapping.unwrap(try destinationView(content), medium: content.medium.resettingViewModifiers())
    }
}

extension ViewType.NavigationDestination: MultipleViewContent {
    /// The destination's views.
    public static func children(_ content: Content) throws -> LazyGroup<Content> {
        try Unwrapping.viewsInContainer(try destinationView(content), medium: content.medium)
    }
}

private func destinationView(_ content: Content) throws -> Any {
    let record = try Inspector.cast(content.view, to: InspectedNavigationDestination.self)
    guard let destination = record.destination else { throw InspectionError.viewNotFound(parent: "NavigationDestination") }
    return try Inspector.attribute(label: "view", value: destination)
}

extension InspectableView {
    /// The presented destination of the `navigationDestination(isPresented:destination:)`
    /// applied to this view (the `index`-th, innermost first).
    public func navigationDestination(_ index: Int? = nil) throws -> InspectableView<ViewType.NavigationDestination> {
        let records = contentForModifierLookup.medium.viewModifiers.reversed()
            .compactMap { ($0 as? any InspectedStyleRecord)?.inspectedStyle as? InspectedNavigationDestination }
        guard (index ?? 0) < records.count else { throw modifierNotFound("navigationDestination", index: index ?? 0) }
        let record = records[index ?? 0]
        guard record.isPresented.wrappedValue, record.destination != nil else {
            throw InspectionError.viewNotFound(parent: "NavigationDestination")
        }
        return InspectableView<ViewType.NavigationDestination>(unchecked: Content(record, medium: content.medium.resettingViewModifiers()),
                                                               parent: self, call: "navigationDestination(\(index.map(String.init) ?? ""))", index: index)
    }
}

extension InspectableView where View == ViewType.NavigationDestination {
    /// Whether the destination is presented.
    public func isPresented() throws -> Bool {
        try Inspector.cast(content.view, to: InspectedNavigationDestination.self).isPresented.wrappedValue
    }

    /// Presents or dismisses the destination (sets its binding).
    public func set(isPresented: Bool) throws {
        try Inspector.cast(content.view, to: InspectedNavigationDestination.self).isPresented.wrappedValue = isPresented
    }
}
