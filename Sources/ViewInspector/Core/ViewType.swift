import Foundation

/// The namespace of the markers typed inspection uses: `InspectableView<ViewType.VStack>` is
/// a `VStack` being inspected.
public enum ViewType {
    /// Where an accessor's index goes in its call (`text(###)` → `text(1)`).
    static let indexPlaceholder = "###"
    /// Where `, ` goes before an index in calls with other arguments (`view(T.self~~~###)`).
    static let commaPlaceholder = "~~~"

    /// `base` with its placeholders filled for `index` (or emptied without one).
    static func inspectionCall(base: String, index: Int?) -> String {
        if let index {
            return base.replacingOccurrences(of: commaPlaceholder, with: ", ")
                .replacingOccurrences(of: indexPlaceholder, with: "\(index)")
        }
        return base.replacingOccurrences(of: commaPlaceholder, with: "").replacingOccurrences(of: indexPlaceholder, with: "")
    }
}

/// A marker of `ViewType`: which view type it stands for and how its accessor is written.
public protocol BaseViewType {
    /// The type's name without generics (`VStack`); empty for markers that match any view.
    static var typePrefix: String { get }
    /// The full names the marker matches (`SwiftUI.VStack`).
    static var namespacedPrefixes: [String] { get }
    /// Whether the marker's modifiers apply to the views inside it.
    static var isTransitive: Bool { get }
    /// The accessor's call in `pathToRoot`, with `###` for the index (`vStack(###)`).
    static func inspectionCall(typeName: String) -> String
}

extension BaseViewType {
    /// `SwiftUI.<typePrefix>`, or none for an empty prefix.
    public static var namespacedPrefixes: [String] { typePrefix.isEmpty ? [] : ["SwiftUI." + typePrefix] }
    /// Not transitive.
    public static var isTransitive: Bool { false }
    /// The prefix with its first letter lowercased, called with the index: `vStack(###)`.
    public static func inspectionCall(typeName: String) -> String {
        typePrefix.prefix(1).lowercased() + typePrefix.dropFirst() + "(\(ViewType.indexPlaceholder))"
    }
}

/// A marker whose view has one child view (`anyView().text()`).
public protocol SingleViewContent {
    /// The child of the view in `content`.
    static func child(_ content: Content) throws -> Content
}

/// A marker whose view has children reached by index (`vStack().text(1)`).
public protocol MultipleViewContent {
    /// The children of the view in `content`.
    static func children(_ content: Content) throws -> LazyGroup<Content>
}

/// A marker of one of SwiftUI's view types: the types `find` identifies.
protocol KnownViewType: BaseViewType {}

/// A marker of a custom type (a view or modifier the user wrote): `actualView()` gives it back.
public protocol CustomViewType {
    /// The custom type.
    associatedtype T
}

extension ViewType {
    /// Any view: what `inspect()`, `find` and `parent()` return before a typed accessor says
    /// which view it is. Its children are those of a `TupleView` it is, or itself.
    public struct ClassifiedView: KnownViewType {
        /// Matches any view.
        public static var typePrefix: String { "" }
        /// Modifiers of a classified view apply to what it contains.
        public static var isTransitive: Bool { true }
    }

    /// The view `parent()` returns.
    public struct ParentView: KnownViewType {
        /// Matches any view.
        public static var typePrefix: String { "" }
    }

    /// A marker used internally where any type will do.
    struct Stub: BaseViewType {
        static var typePrefix: String { "" }
    }
}

extension ViewType.ClassifiedView: SingleViewContent {
    /// The view itself.
    public static func child(_ content: Content) throws -> Content { content }
}

extension ViewType.ClassifiedView: MultipleViewContent {
    /// The views of a `TupleView`, or the view itself.
    public static func children(_ content: Content) throws -> LazyGroup<Content> {
        try Unwrapping.viewsInContainer(content.view, medium: content.medium)
    }
}

extension ViewType.ParentView: SingleViewContent {
    /// The view itself.
    public static func child(_ content: Content) throws -> Content { content }
}
