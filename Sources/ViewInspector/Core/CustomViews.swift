import ArrangeCore
import Foundation

extension ViewType {
    /// A custom view of type `T` (one the user wrote): `view(T.self)`, `find(T.self)`.
    public struct View<T>: KnownViewType, CustomViewType {
        /// `T`'s name.
        public static var typePrefix: String {
            T.self == ViewType.Stub.self ? "" : Inspector.typeName(type: T.self, generics: .remove)
        }
        /// `T`'s name with its module.
        public static var namespacedPrefixes: [String] {
            T.self == ViewType.Stub.self ? [] : [Inspector.namespacedName(type: T.self)]
        }
        /// `view(T.self)`, with the index after a comma.
        public static func inspectionCall(typeName: String) -> String {
            "view(\(typeName).self\(ViewType.commaPlaceholder)\(ViewType.indexPlaceholder))"
        }
    }
}

extension ViewType.View: SingleViewContent {
    /// The custom view's body.
    public static func child(_ content: Content) throws -> Content { try CustomViews.bodyChild(of: content) }
}

extension ViewType.View: MultipleViewContent {
    /// The views of the custom view's body (the elements of a `TupleView` body).
    public static func children(_ content: Content) throws -> LazyGroup<Content> {
        try CustomViews.body(of: content)
    }
}

/// Evaluating the bodies of custom views and modifiers, in the environment their medium gives.
enum CustomViews {
    /// The views of the body of the custom view or modifier in `content`.
    static func body(of content: Content) throws -> LazyGroup<Content> {
        let body = try evaluateBody(of: content)
        return try Unwrapping.viewsInContainer(body, medium: content.medium)
    }

    /// The one view of the body of the custom view or modifier in `content` (a `TupleView`
    /// body as it is, for an accessor to refuse).
    static func bodyChild(of content: Content) throws -> Content {
        let children = try body(of: content)
        guard children.count == 1 else { return try unwrappedBody(of: content) }
        return try children.element(at: 0)
    }

    /// The body of the custom view in `content`, unwrapped.
    static func unwrappedBody(of content: Content) throws -> Content {
        try Unwrapping.unwrap(try evaluateBody(of: content), medium: content.medium.resettingViewModifiers())
    }

    /// The body of a custom view (or a custom modifier's body with its content placeholder),
    /// evaluated with the medium's environment as the current one. Throws
    /// `missingEnvironmentObjects` when an `@EnvironmentObject` has no object.
    static func evaluateBody(of content: Content) throws -> Any {
        let environment = content.medium.environment
        if let view = content.view as? any SwiftUIView {
            guard !Inspector.isSystemType(value: view) else {
                throw InspectionError.notSupported("Not a custom view type: \(Inspector.typeName(value: view))")
            }
            try checkEnvironmentObjects(of: view, in: environment)
            return environment.whileCurrent { viewBody(of: view) }
        }
        if let modifier = content.view as? any ViewModifier {
            guard modifierHasBody(modifier) else { throw InspectionError.notSupported("ViewModifier without the body") }
            try checkEnvironmentObjects(of: modifier, in: environment)
            return environment.whileCurrent { modifierBody(of: modifier) }
        }
        throw InspectionError.notSupported("Not a content type: \(Inspector.typeName(value: content.view))")
    }

    private static func viewBody<V: SwiftUIView>(of view: V) -> Any {
        assumingMainActor(view) { $0.body }
    }

    private static func modifierBody<M: ViewModifier>(of modifier: M) -> Any {
        assumingMainActor(modifier) { $0.body(content: _ViewModifier_Content<M>()) }
    }

    private static func modifierHasBody<M: ViewModifier>(_ modifier: M) -> Bool { M.Body.self != Never.self }

    /// How many custom modifiers' bodies are being read for the medium of their content (a
    /// bound against a body that applies its own modifier again).
    @TaskLocal private static var contentMediumDepth = 0

    /// The medium of the view a custom `modifier` is applied to, as ViewInspector records it:
    /// `medium` (which ends with the modifier) followed by the modifiers the modifier's body
    /// applies directly to its content, and with the transitive modifiers, environment changes
    /// and objects the body gives the content. An `EnvironmentalModifier` is resolved in the
    /// medium's environment first. `medium` as it is when the body cannot be read.
    static func addingContentMedium(of modifier: any ViewModifier, outside medium: Content.Medium) -> Content.Medium {
        guard contentMediumDepth < 8 else { return medium }
        var outer = medium
        outer.viewModifiers.removeLast()
        return $contentMediumDepth.withValue(contentMediumDepth + 1) {
            guard let found = contentPlaceholder(of: resolved(modifier, in: outer.environment), outside: outer) else { return medium }
            var result = found.medium
            result.viewModifiers = medium.viewModifiers + found.medium.viewModifiers.filter { !ModifierViews.holdsViews($0) }
            result.rootView = medium.rootView
            result.hostingFunction = medium.hostingFunction
            return result
        }
    }

    /// The medium of the view one of Arrange's expanded modifiers (`InspectionExpandedModifier`)
    /// is applied to: `medium` followed by what the modifier's body applies to its content, in
    /// place of the modifier; `medium` with the modifier when the body cannot be read.
    static func addingExpandedMedium(of modifier: any ViewModifier, outside medium: Content.Medium) -> Content.Medium {
        guard contentMediumDepth < 8 else { return withModifier(modifier, medium) }
        return $contentMediumDepth.withValue(contentMediumDepth + 1) {
            guard let found = contentPlaceholder(of: modifier, outside: medium, allowingSystemTypes: true) else { return withModifier(modifier, medium) }
            var result = found.medium
            result.viewModifiers = medium.viewModifiers + found.medium.viewModifiers
            result.rootView = medium.rootView
            result.hostingFunction = medium.hostingFunction
            return result
        }
    }

    private static func withModifier(_ modifier: Any, _ medium: Content.Medium) -> Content.Medium {
        var medium = medium
        medium.viewModifiers.append(modifier)
        return medium
    }

    /// The modifier an `EnvironmentalModifier` resolves to in `environment`; others as they are.
    private static func resolved(_ modifier: any ViewModifier, in environment: EnvironmentValues) -> any ViewModifier {
        guard let environmental = modifier as? any EnvironmentalModifier else { return modifier }
        func resolve<M: EnvironmentalModifier>(_ modifier: M) -> any ViewModifier {
            assumingMainActor(UncheckedSendable((modifier, environment))) { $0.value.0.resolve(in: $0.value.1) }
        }
        return resolve(environmental)
    }

    /// The content placeholder of `modifier`'s body (evaluated in `outer`), found as `find`
    /// finds views; `nil` when the modifier has no body of its own or it does not hold one.
    private static func contentPlaceholder<M: ViewModifier>(of modifier: M, outside outer: Content.Medium,
                                                           allowingSystemTypes: Bool = false) -> Content? {
        guard allowingSystemTypes || !Inspector.isSystemType(value: modifier), modifierHasBody(modifier),
              let body = try? evaluateBody(of: Content(modifier, medium: outer)),
              let start = try? Unwrapping.unwrap(body, medium: outer.resettingViewModifiers()) else { return nil }
        var found: Content?
        let root = InspectableView<ViewType.ClassifiedView>(unchecked: start, parent: nil, call: "", index: nil)
        ViewTraversal(order: .depthFirst).visit(from: root, until: { view in
            guard view.content.view is _ViewModifier_Content<M> else { return false }
            found = view.content
            return true
        }, unknown: { _ in })
        return found
    }

    /// The `@EnvironmentObject`s of `value` that `environment` does not supply, as
    /// `"name: Type"` (ViewInspector's wording).
    static func missingEnvironmentObjects(of value: Any, in environment: EnvironmentValues) -> [String] {
        Mirror(reflecting: value).children.compactMap { child in
            guard let field = child.value as? any EnvironmentObjectField, !field.isSupplied(by: environment) else { return nil }
            let name = (child.label ?? "").hasPrefix("_") ? String((child.label ?? "").dropFirst()) : (child.label ?? "")
            return "\(name): \(Inspector.typeName(type: type(of: field).objectType))"
        }
    }

    private static func checkEnvironmentObjects(of value: Any, in environment: EnvironmentValues) throws {
        let missing = missingEnvironmentObjects(of: value, in: environment)
        if !missing.isEmpty {
            throw InspectionError.missingEnvironmentObjects(view: Inspector.typeName(value: value), objects: missing)
        }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The custom view of type `T` this view's child is.
    public func view<T>(_ type: T.Type) throws -> InspectableView<ViewType.View<T>> where T: ArrangeCore.View {
        try customView(type, child: try child(), index: nil)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// The custom view of type `T` at `index` among this view's children.
    public func view<T>(_ type: T.Type, _ index: Int) throws -> InspectableView<ViewType.View<T>> where T: ArrangeCore.View {
        try customView(type, child: try child(at: index), index: index)
    }
}

extension InspectableView {
    fileprivate func customView<T>(_ type: T.Type, child: Content, index: Int?) throws -> InspectableView<ViewType.View<T>> {
        let name = Inspector.typeName(type: type)
        guard !Inspector.isSystemType(type: type) else {
            let lowered = name.prefix(1).lowercased() + name.dropFirst()
            if let index {
                throw InspectionError.notSupported("Please replace .view(\(name).self, \(index)) inspection call with .\(lowered)(\(index))")
            }
            throw InspectionError.notSupported("Please replace .view(\(name).self) inspection call with .\(lowered)() or .find(ViewType.\(name).self)")
        }
        let call = ViewType.inspectionCall(base: ViewType.View<T>.inspectionCall(typeName: name), index: index)
        let factual = Inspector.namespacedName(type: Swift.type(of: child.view))
        guard factual == Inspector.namespacedName(type: type) else {
            throw InspectionError.typeMismatch(factual: factual, expected: Inspector.namespacedName(type: type))
        }
        return try .init(child, parent: self, call: call, index: index)
    }
}

extension InspectableView where View: CustomViewType {
    /// The custom view (or modifier) value itself: its properties, `@State` included (Arrange
    /// keeps a view's state in the value, so what a `tap()` wrote is there).
    public func actualView() throws -> View.T {
        // Its @Environment and @EnvironmentObject properties are set from the environment its
        // enclosing views give it, so reading them outside a body finds the objects.
        resolvingEnvironmentProperties(of: try Inspector.cast(content.view, to: View.T.self), in: content.medium.environment)
    }
}
