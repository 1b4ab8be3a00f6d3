import Foundation

/// A resolved coordinate space created by the coordinate space modifier, as in SwiftUI.
///
/// `.global` is the host's coordinate space; `.local` the view's own; `.named(name)` the space
/// of the nearest enclosing view marked `.coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    // Unchecked: the name is an immutable hashable value set once when the tree is built.
    /// The host's coordinate space.
    case global
    /// The view's own coordinate space.
    case local
    /// A named coordinate space.
    case named(AnyHashable)
}

nonisolated extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions
    /// like points and sizes relative to the named space.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        let key = AnyHashable(name)
        return modifier(TraitModifier(.coordinateSpaceName(key)) { builder, _, index in builder.engine.tree.coordinateSpaceNames[index] = key })
    }

    /// Assigns a named coordinate space to the view (`.coordinateSpace(.named("scroll"))`).
    public func coordinateSpace(_ space: CoordinateSpace) -> some View {
        modifier(TraitModifier { builder, _, index in
            if case .named(let name) = space { builder.engine.tree.coordinateSpaceNames[index] = name }
        })
    }
}
