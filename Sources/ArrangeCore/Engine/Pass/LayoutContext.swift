import Foundation

/// What a node's answers and placements depend on besides its own rule and its proposal: the
/// container `containerRelativeFrame` measures against, the safe area of the subtree, and the
/// custom layout (if any) whose `placeSubviews` is collecting placements.
///
/// A pass hands it down `size` and `place` by value, and a node that changes it (a ScrollView,
/// `safeAreaPadding`, `safeAreaInset`, a custom layout placing its subviews) hands its children
/// a changed copy. Nothing about the pass is saved and restored on the engine around recursive
/// calls: a call sees exactly the context its caller gave it, including calls made later
/// through a `LayoutSubview` or a `ViewDimensions` a custom layout kept.
///
/// It is one word, trivially copyable (every `LayoutSubview` carries one, and stacks make one
/// per child per probe): the values themselves — the container's size, the safe area, the
/// placement collector — sit in a scope of the pass's append-only `PassScopes`, which never
/// changes once made. Measured: carrying them inline made cold stack layouts 10–80% slower.
struct LayoutContext {
    /// The scope in `LayoutPass.scopes` holding the container, safe area and placement
    /// collector; 0 is the scope with none of them (a zero container).
    var scope: Int32
    /// The pass the scope belongs to: a context kept past its pass (in a custom layout's cache)
    /// reads as scope 0 rather than as a later pass's scope.
    var pass: UInt32

    /// A context for work outside any pass (a custom layout's cache carried to a new tree, a
    /// host's `sizeThatFits`): no container, no unsafe area, no placement collected.
    static let detached = LayoutContext(scope: 0, pass: 0)
}
