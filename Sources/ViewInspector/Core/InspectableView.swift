import ArrangeCore
import Foundation

/// A view being inspected: its value (`content`), the chain of views it was reached through
/// (`parent()`, `pathToRoot`), and the marker that says which view type it is.
///
/// Every accessor throws `InspectionError` when the view is not what it expects.
public struct InspectableView<View> where View: BaseViewType {
    /// The view and what applies to it.
    let content: Content
    /// The view this one was reached from.
    let parentView: (any UnwrappedView)?
    /// The call that reached it, as `pathToRoot` prints it (`text(1)`).
    let inspectionCall: String
    /// Its index in its parent, for indexed accessors.
    let inspectionIndex: Int?
    /// Whether this is a step to a view shown beside its parent's content (`labelView()`,
    /// `overlay()`): `find` steps through it to the view it holds, named by its own type.
    var isSupplementary = false

    /// Reaches `content` from `parent` by `call` (an accessor's `#function`, whose `_:` is
    /// replaced with `index`): checks that the content is a `View`, else tries the body of a
    /// custom view the parent is, else throws.
    init(_ content: Content, parent: (any UnwrappedView)?, call: String = #function, index: Int? = nil) throws {
        let parent = parent.flatMap { $0.isParentMarker ? $0.parentView : $0 }
        let call = index.map { call.replacingOccurrences(of: "_:", with: "\($0)") } ?? call
        self = try Self.checked(content, parent: parent, call: call, index: index)
    }

    /// A view known to be a `View`: no check. A `parent()` step given as the parent is skipped,
    /// as it is by the checked initializer.
    init(unchecked content: Content, parent: (any UnwrappedView)?, call: String, index: Int?) {
        self.content = content
        self.parentView = parent.flatMap { $0.isParentMarker ? $0.parentView : $0 }
        self.inspectionCall = call
        self.inspectionIndex = index
    }

    private static func checked(_ content: Content, parent: (any UnwrappedView)?, call: String, index: Int?) throws -> Self {
        if !View.typePrefix.isEmpty, View.self != ViewType.TupleView.self, Unwrapping.tupleChildren(content.view) != nil {
            throw InspectionError.notSupported("Unable to extract \(View.typePrefix): please specify its index inside parent view")
        }
        if (View.namespacedPrefixes.isEmpty && !(View.self is any ContentMatchingViewType.Type)) || View.namespacedPrefixes.contains(Inspector.namespacedName(type: type(of: content.view)))
            || (content.view as? ViewType.PopupContainer)?.kind == View.typePrefix
            || (View.self as? any ContentMatchingViewType.Type)?.matches(content) == true {
            return Self(unchecked: content, parent: parent, call: call, index: index)
        }
        if let parent, let (child, customParent) = try? parent.implicitCustomViewChild(index: index ?? 0) {
            return try checked(child, parent: customParent, call: call, index: index)
        }
        if View.self == ViewType.Shape.self {
            throw InspectionError.typeMismatch(factual: Inspector.typeName(value: content.view, generics: .remove), expected: "InspectableShape")
        }
        let factual = Inspector.messageName(type: type(of: content.view))
        let names = View.self == ViewType.StyleConfiguration.Content.self ? ViewType.StyleConfiguration.Content.expectedInMessages : View.namespacedPrefixes
        let expected = names.map { $0.hasPrefix("SwiftUI.") ? String($0.dropFirst(8)) : $0 }.joined(separator: " or ")
        let path = Self(unchecked: content, parent: parent, call: call, index: index).pathToRoot
        throw InspectionError.inspection(path: path, factual: factual, expected: expected)
    }
}

/// An inspected view of any marker: what the parent chain and searches hold.
protocol UnwrappedView {
    var content: Content { get }
    var parentView: (any UnwrappedView)? { get }
    var inspectionCall: String { get }
    var inspectionIndex: Int? { get }
    var pathToRoot: String { get }
    /// Whether this is a `ParentView` (skipped in chains).
    var isParentMarker: Bool { get }
    /// Whether this is a `ClassifiedView`.
    var isClassified: Bool { get }
    /// Whether this is a step to a supplementary view (`labelView()`).
    var isSupplementary: Bool { get }
}

extension InspectableView: UnwrappedView {
    var isParentMarker: Bool { View.self == ViewType.ParentView.self }
    var isClassified: Bool { View.self == ViewType.ClassifiedView.self }
}

extension UnwrappedView {
    /// This view as a `ClassifiedView`.
    func asInspectableView() throws -> InspectableView<ViewType.ClassifiedView> {
        try .init(content, parent: parentView, call: inspectionCall, index: inspectionIndex)
    }

    /// This view as an `InspectableView<T>` (checked).
    func asInspectableView<T: BaseViewType>(ofType type: T.Type) throws -> InspectableView<T> {
        try .init(content, parent: parentView, call: inspectionCall, index: inspectionIndex)
    }

    /// When this is a classified custom view: the child of its body at `index`, with this view
    /// as its parent, renamed `view(Type.self)`. Lets `inspect().hStack()` reach into a custom
    /// view's body directly.
    func implicitCustomViewChild(index: Int) throws -> (Content, any UnwrappedView)? {
        guard isClassified, !Inspector.isSystemType(value: content.view), !(content.view is AbsentView), content.view is any SwiftUIView else { return nil }
        let custom = InspectableView<ViewType.View<ViewType.Stub>>(unchecked: content, parent: parentView,
                                                                   call: "view(\(Inspector.typeName(value: content.view)).self)",
                                                                   index: inspectionIndex)
        let children = try CustomViews.body(of: content)
        guard index < children.count else { return nil }
        return (try children.element(at: index), custom)
    }
}

/// SwiftUI's `View`, named where `View` is the marker parameter.
typealias SwiftUIView = ArrangeCore.View

extension InspectableView {
    /// The view this one was reached from; throws `parentViewNotFound` at the root.
    public func parent() throws -> InspectableView<ViewType.ParentView> {
        guard let parent = parentView else {
            throw InspectionError.parentViewNotFound(view: Inspector.typeName(value: content.view))
        }
        if parent.parentView == nil, parent.isClassified,
           Inspector.namespacedName(type: type(of: parent.content.view)) == Inspector.namespacedName(type: type(of: content.view)),
           type(of: parent.content.view) == type(of: content.view) {
            throw InspectionError.parentViewNotFound(view: Inspector.typeName(value: content.view))
        }
        return try .init(parent.content, parent: parent.parentView, call: parent.inspectionCall)
    }

    /// The calls from the root to this view, joined by dots (`anyView().vStack().text(1)`).
    public var pathToRoot: String {
        let prefix = parentView?.pathToRoot ?? ""
        return prefix.isEmpty ? inspectionCall : prefix + "." + inspectionCall
    }

    /// This view, typed as any view.
    public func classified() throws -> InspectableView<ViewType.ClassifiedView> {
        try asInspectableView()
    }

    /// Whether this view is absent (an optional that is `nil`).
    public var isAbsent: Bool { content.view is AbsentView || (content.view as? OptionalViewValue).map { $0.wrappedView == nil } ?? false }
}

extension InspectableView where View: SingleViewContent {
    /// The one child of this view.
    func child() throws -> Content { try View.child(content) }
}

extension InspectableView where View: MultipleViewContent {
    /// The child at `index`; a `TupleView` child must be entered with `tupleView(_:)`.
    func child(at index: Int, isTupleExtraction: Bool = false) throws -> Content {
        let children = try View.children(content)
        guard index >= 0, index < children.count else {
            if let (child, _) = try implicitCustomViewChild(index: index) { return child }
            // A custom view reached into implicitly: the bounds are its body's.
            if isClassified, !Inspector.isSystemType(value: content.view), content.view is any SwiftUIView,
               let body = try? CustomViews.body(of: content), body.count > children.count {
                throw InspectionError.viewIndexOutOfBounds(index: index, count: body.count)
            }
            throw InspectionError.viewIndexOutOfBounds(index: index, count: children.count)
        }
        let child = try children.element(at: index)
        if !isTupleExtraction, Unwrapping.tupleChildren(child.view) != nil {
            throw InspectionError.notSupported(
                "Please insert .tupleView(\(index)) after \(Inspector.typeName(type: View.self)) for inspecting its children at index \(index)")
        }
        return child
    }
}

extension Inspector {
    /// A type's name in messages: with generics, SwiftUI's module prefix removed, other
    /// modules kept (`Text`, `MyApp.ContentView`).
    static func messageName(type: Any.Type) -> String {
        let reflected = sanitized(String(reflecting: type))
        var result = reflected
        for module in systemModules { result = result.replacingOccurrences(of: module + ".", with: "SwiftUI.") }
        return result.hasPrefix("SwiftUI.") ? String(result.dropFirst(8)) : result
    }
}
