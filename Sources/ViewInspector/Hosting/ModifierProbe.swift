import ArrangeCore
import Foundation

/// What a modifier adds around the view it modifies, found by building it around a marked
/// view in a scratch host: the path (child indices) from the outermost node it builds down to
/// the modified view's node; empty for a modifier that adds no node.
enum ModifierProbe {
    /// The mark of the probe's view.
    private struct Marker: Hashable {}

    /// The path from the nodes `modifier` builds to its content's node, in `environment`.
    static func pathToContent(of modifier: Any, environment: EnvironmentValues, path: String) throws -> [Int] {
        guard let modifier = modifier as? any ViewModifier else {
            throw InspectionError.notSupported("frame() cannot follow \(Inspector.typeName(value: modifier)) applied to \(path)")
        }
        let probe = AnyView(marked(modifier))
        return try pathToMarker(in: probe, environment: environment, around: path, name: Inspector.typeName(value: modifier, generics: .remove))
    }

    /// The path from the nodes an Arrange view made for a modifier (`ModifyingView`) builds to
    /// its content's: found by building it around its own content in a scratch host, its
    /// content alone, and comparing the two.
    static func pathToContent(of modifying: any ModifyingView, environment: EnvironmentValues, path: String) throws -> [Int] {
        guard let whole = modifying as? any SwiftUIView, let content = modifying.modifiedView as? any SwiftUIView else {
            throw InspectionError.notSupported("frame() cannot follow the modifiers of \(path)")
        }
        let (outer, inner) = assumingMainActor((AnyView(whole), AnyView(content), environment)) { input in
            (HostingView(buildingOnly: input.0, environment: input.2).laidOutTree(), HostingView(buildingOnly: input.1, environment: input.2).laidOutTree())
        }
        let outerNames = outer.rootNodes.compactMap { outer.node($0)?.name }
        let innerNames = inner.rootNodes.compactMap { inner.node($0)?.name }
        if outerNames == innerNames { return [] }
        if outer.rootNodes.count == 1, let root = outer.node(outer.rootNodes[0]), root.role == .wrapper,
           let first = root.children.first, [outer.node(first)?.name] == innerNames.map(Optional.some) {
            return [0]
        }
        throw InspectionError.notSupported("frame() cannot follow \(Inspector.typeName(value: whole, generics: .remove)) applied to \(path)")
    }

    /// The probe's view: a colour no modifier is likely to add, marked with an `.id` (which a
    /// modifier may replace: `.id` itself).
    private static var markedView: some SwiftUIView {
        Color(red: 0.1234, green: 0.5678, blue: 0.9012).id(Marker())
    }

    private static func marked<M: ViewModifier>(_ modifier: M) -> some SwiftUIView {
        markedView.modifier(modifier)
    }

    private static func pathToMarker(in probe: AnyView, environment: EnvironmentValues, around path: String, name: String) throws -> [Int] {
        let tree = assumingMainActor((probe, environment)) { HostingView(buildingOnly: $0.0, environment: $0.1).laidOutTree() }
        let marker = AnyHashable(Marker())
        guard tree.rootNodes.count == 1 else {
            throw InspectionError.notSupported("frame() cannot follow \(name) applied to \(path): it does not build one view around its content")
        }
        let markedName = assumingMainActor(AnyView(markedView)) { view -> String? in
            let tree = HostingView(buildingOnly: view).laidOutTree()
            return tree.rootNodes.first.flatMap { tree.node($0)?.name }
        }
        // Depth first, without recursing: the paths to the nodes that carry the mark, and to
        // the leaves of the marked view's name (when a modifier replaced the mark).
        var pending: [(node: Int32, path: [Int])] = [(tree.rootNodes[0], [])]
        var found: [[Int]] = []
        var named: [[Int]] = []
        while let (node, steps) = pending.popLast() {
            guard let current = tree.node(node) else { continue }
            if current.id == marker { found.append(steps) }
            if current.role == .leaf, current.name == markedName { named.append(steps) }
            for (index, child) in current.children.enumerated() { pending.append((child, steps + [index])) }
        }
        if found.isEmpty { found = named }
        guard found.count == 1 else {
            throw InspectionError.notSupported("frame() cannot follow \(name) applied to \(path): it does not build its content once")
        }
        return found[0]
    }
}
