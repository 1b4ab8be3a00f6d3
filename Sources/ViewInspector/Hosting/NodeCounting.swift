import ArrangeCore
import Foundation

/// How many layout nodes a view value builds, read from its structure: a view that only groups
/// views (a `TupleView`, `Group`, `ForEach`, `AnyView`, a custom view's body) builds its views'
/// nodes, an empty or absent view none, SwiftUI's leaves and stacks one; any other of SwiftUI's
/// views (a Section builds its header beside its content) as many as it builds in a scratch
/// host.
enum NodeCounting {
    /// The nodes `value` builds; `medium` is what applies to it (for the environment custom
    /// views' bodies are evaluated in).
    static func count(of value: Any, medium: Content.Medium) throws -> Int {
        if value is AbsentView || value is EmptyView { return 0 }
        if let modified = value as? ModifiedContentValue {
            // A modifier wraps each node of its content, or marks it: as many nodes.
            return try count(of: modified.contentValue, medium: Unwrapping.adding(modified.modifierValue, to: medium))
        }
        if let optional = value as? OptionalViewValue {
            return try optional.wrappedView.map { try count(of: $0, medium: medium) } ?? 0
        }
        if let modifying = value as? any ModifyingView { return try count(of: modifying.modifiedView, medium: medium) }
        if Inspector.typeName(value: value, generics: .remove) == "LayoutView" { return 1 }
        if let inner = transparentWrappedView(value) { return try count(of: inner, medium: medium) }
        if let children = Unwrapping.tupleChildren(value) {
            return try children.reduce(0) { $0 + (try count(of: $1, medium: medium)) }
        }
        let content = Content(value, medium: medium)
        if groupsViews(value) {
            let children: LazyGroup<Content>
            if !Inspector.isSystemType(value: value) {
                children = try CustomViews.body(of: content)
            } else if let marker = SearchIndex.marker(of: content) as? any MultipleViewContent.Type {
                children = try marker.children(content)
            } else if let marker = SearchIndex.marker(of: content) as? any SingleViewContent.Type {
                let child = try marker.child(content)
                children = LazyGroup(count: 1) { _ in child }
            } else {
                throw InspectionError.notSupported("frame() cannot count the views of \(Inspector.typeName(value: value))")
            }
            var total = 0
            for index in 0..<children.count {
                guard let child = try? children.element(at: index) else { continue }
                total += try count(of: child.builtValue ?? child.view, medium: child.medium)
            }
            return total
        }
        guard let view = value as? any SwiftUIView else { return 1 }
        if expectedRole(of: value) != nil || isPlainContainer(value) { return 1 }
        // Another of SwiftUI's views (a Section builds its header beside its content): built
        // in a scratch host to count its nodes.
        let probe = AnyView(view)
        let environment = medium.environment
        return assumingMainActor((probe, environment)) { HostingView(buildingOnly: $0.0, environment: $0.1).laidOutTree().rootNodes.count }
    }

    /// Whether the view builds the nodes of the views it holds side by side, with none of its
    /// own: `TupleView`, `Group`, `ForEach`, `AnyView`, and custom views (their body).
    static func groupsViews(_ view: Any) -> Bool {
        if Unwrapping.tupleChildren(view) != nil { return true }
        if !Inspector.isSystemType(value: view) { return view is any SwiftUIView }
        let name = Inspector.typeName(value: view, generics: .remove)
        return name == "Group" || name == "ForEach" || name == "AnyView"
    }

    /// Whether the view is a container whose one node holds its content's nodes as they are,
    /// and nothing else: stacks, grids, ViewThatFits, a GeometryReader.
    static func isPlainContainer(_ view: Any) -> Bool {
        guard Inspector.isSystemType(value: view) else { return false }
        switch Inspector.typeName(value: view, generics: .remove) {
        case "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ViewThatFits", "GeometryReader":
            return true
        default:
            return false
        }
    }

    /// The view inside a wrapper that builds only it (`EquatableView`, a conditional's
    /// branch); `nil` for other values.
    static func transparentWrappedView(_ value: Any) -> Any? {
        let name = Inspector.typeName(value: value, generics: .remove)
        if name == "EquatableView" { return try? Inspector.attribute(label: "content", value: value) }
        if name == "_ConditionalContent", let storage = try? Inspector.attribute(label: "storage", value: value) {
            return Mirror(reflecting: storage).children.first?.value
        }
        return nil
    }

    /// The kind of node a view of this type is built into, where the type says: a leaf for
    /// text, images, colours and shapes, a container for stacks; `nil` for other views.
    static func expectedRole(of view: Any) -> LaidOutTree.Role? {
        guard Inspector.isSystemType(value: view) else { return nil }
        switch Inspector.typeName(value: view, generics: .remove) {
        case "Text", "Image", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Spacer", "Divider":
            return .leaf
        case "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Grid":
            return .container
        default:
            return nil
        }
    }
}
