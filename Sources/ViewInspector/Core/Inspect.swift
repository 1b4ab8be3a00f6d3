import ArrangeCore
import Foundation
import XCTest

nonisolated extension ArrangeCore.View {
    /// Starts inspecting this view: `try sut.inspect().vStack().text(0).string()`. A view
    /// hosted with `ViewHosting.host(view:)` from the same test function is inspected with
    /// the environment objects it was hosted with.
    public func inspect(function: String = #function) throws -> InspectableView<ViewType.ClassifiedView> {
        var medium = ViewHosting.medium(function: function)
        medium.rootView = self
        medium.hostingFunction = function
        return try .init(try Unwrapping.unwrap(self, medium: medium), parent: nil, call: "")
    }

    /// Inspects this view in `inspection`, failing the test (at `file`/`line`) with the error
    /// it throws; the failure names a PNG of the view (Arrange's own addition).
    public func inspect(function: String = #function, file: StaticString = #file, line: UInt = #line,
                        inspection: (InspectableView<ViewType.View<Self>>) throws -> Void) {
        do {
            try inspection(try inspect(function: function).asInspectableView(ofType: ViewType.View<Self>.self))
        } catch {
            XCTFail(FailurePicture.message(error.localizedDescription, view: self, function: function, file: file, line: line), file: file, line: line)
        }
    }
}

nonisolated extension ViewModifier {
    /// Starts inspecting this modifier: its body, with `viewModifierContent()` for the view it
    /// is applied to.
    public func inspect(function: String = #function) throws -> InspectableView<ViewType.ViewModifier<Self>> {
        let medium = ViewHosting.medium(function: function)
        return try .init(ViewInspector.Content(self, medium: medium), parent: nil, call: "")
    }

    /// Inspects this modifier in `inspection`, failing the test with the error it throws.
    public func inspect(function: String = #function, file: StaticString = #file, line: UInt = #line,
                        inspection: (InspectableView<ViewType.ViewModifier<Self>>) throws -> Void) {
        do {
            try inspection(try inspect(function: function))
        } catch {
            XCTFail(FailurePicture.message(error.localizedDescription, view: nil, function: function, file: file, line: line), file: file, line: line)
        }
    }
}

extension ViewType {
    /// A custom `ViewModifier` of type `T` applied to a view: `modifier(T.self)`.
    public struct ViewModifier<T>: KnownViewType, CustomViewType {
        /// Matches any modifier.
        public static var typePrefix: String { "" }
        /// None: checked by type when reached.
        public static var namespacedPrefixes: [String] { [] }
        /// `modifier(T.self)`, with the index after a comma.
        public static func inspectionCall(typeName: String) -> String {
            "modifier(\(typeName).self\(ViewType.commaPlaceholder)\(ViewType.indexPlaceholder))"
        }
    }

    /// The view a custom modifier's body receives (`content` in `body(content:)`).
    public struct ViewModifierContent: KnownViewType {
        /// SwiftUI's name for it.
        public static var typePrefix: String { "_ViewModifier_Content" }
        /// `viewModifierContent(###)`.
        public static func inspectionCall(typeName: String) -> String {
            "viewModifierContent(\(ViewType.indexPlaceholder))"
        }
    }
}

extension ViewType.ViewModifier: SingleViewContent {
    /// The modifier's body.
    public static func child(_ content: Content) throws -> Content { try CustomViews.bodyChild(of: content) }
}

extension ViewType.ViewModifier: MultipleViewContent {
    /// The views of the modifier's body.
    public static func children(_ content: Content) throws -> LazyGroup<Content> {
        try CustomViews.body(of: content)
    }
}

extension InspectableView {
    /// The custom modifier of type `T` applied to this view (the `index`-th one of that type,
    /// innermost first).
    public func modifier<T>(_ type: T.Type, _ index: Int? = nil) throws -> InspectableView<ViewType.ViewModifier<T>>
    where T: ArrangeCore.ViewModifier {
        let name = Inspector.typeName(type: type)
        let found = content.medium.viewModifiers.reversed().compactMap { $0 as? T }
        guard (index ?? 0) < found.count else {
            throw InspectionError.modifierNotFound(parent: Inspector.typeName(value: content.view), modifier: name, index: index ?? 0)
        }
        let call = ViewType.inspectionCall(base: ViewType.ViewModifier<T>.inspectionCall(typeName: name), index: index)
        return try .init(Content(found[index ?? 0], medium: content.medium.resettingViewModifiers()), parent: self, call: call)
    }
}

extension InspectableView where View: SingleViewContent {
    /// The placeholder for the view a custom modifier's body modifies.
    public func viewModifierContent() throws -> InspectableView<ViewType.ViewModifierContent> {
        try .init(try child(), parent: self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// The placeholder for the view a custom modifier's body modifies, at `index`.
    public func viewModifierContent(_ index: Int) throws -> InspectableView<ViewType.ViewModifierContent> {
        try .init(try child(at: index), parent: self, index: index)
    }
}
