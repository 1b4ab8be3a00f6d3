import Foundation

/// The containers, safe areas and placement collectors of one pass, which `LayoutContext`s refer to by
/// index: append-only while the pass runs (a scope, once made, never changes), forgotten when the
/// next pass begins.
///
/// Kept out of the context itself so that the context stays one trivially copyable word:
/// carrying a safe area (two rectangles) and a class reference in every subview value cost
/// stacks most of their speed.
struct PassScopes {
    /// One scope: what a subtree sees of its container, the safe area and the custom layout
    /// placing it.
    struct Scope {
        /// The size of the innermost container for container-relative frames: the nearest
        /// enclosing scroll view, else the host's safe area (SwiftUI: "the nearest ancestor that
        /// is a window, a scroll view…").
        var container: CGSize = .zero
        /// The safe area of the subtree (`nil`: no unsafe area; see `SafeAreaContext`).
        var safeArea: SafeAreaContext?
        /// Where `LayoutSubview.place` records, inside one custom layout's `placeSubviews`.
        var collector: PlacementCollector?
    }

    /// Scope 0 is empty; the others were made in pass `pass`.
    private var scopes: [Scope] = [Scope()]
    /// Counts passes so contexts from earlier ones are recognised (0 is no pass: `detached`).
    private(set) var pass: UInt32 = 1

    /// Forgets the scopes of the last pass.
    mutating func beginPass() {
        if scopes.count > 1 { scopes.removeSubrange(1...) }
        pass &+= 1
        if pass == 0 { pass = 1 }
    }

    /// The scope `context` refers to (scope 0 for a context of another pass).
    @inline(__always)
    func scope(of context: LayoutContext) -> Scope {
        guard context.pass == pass, context.scope > 0, Int(context.scope) < scopes.count else { return scopes[0] }
        return scopes[Int(context.scope)]
    }

    /// `context` with a new scope holding `scope`.
    mutating func context(_ context: LayoutContext, with scope: Scope) -> LayoutContext {
        scopes.append(scope)
        return LayoutContext(scope: Int32(scopes.count - 1), pass: pass)
    }

    /// `context` with its container's size replaced.
    mutating func context(_ context: LayoutContext, container: CGSize) -> LayoutContext {
        var scope = scope(of: context)
        scope.container = container
        return self.context(context, with: scope)
    }

    /// The container size of `context`.
    @inline(__always)
    func container(of context: LayoutContext) -> CGSize { scope(of: context).container }

    /// `context` with its safe area replaced.
    mutating func context(_ context: LayoutContext, safeArea: SafeAreaContext?) -> LayoutContext {
        var scope = scope(of: context)
        scope.safeArea = safeArea
        return self.context(context, with: scope)
    }

    /// `context` with `collector` collecting placements (the safe area kept).
    mutating func context(_ context: LayoutContext, collector: PlacementCollector) -> LayoutContext {
        var scope = scope(of: context)
        scope.collector = collector
        return self.context(context, with: scope)
    }
}
