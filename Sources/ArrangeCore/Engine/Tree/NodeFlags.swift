import Foundation

/// What a rule of any family asks the tree to note on its node when the node is added, on top of
/// what the node inherits from its children: the per-kind flags `TreeBuilder` used to set by
/// matching kinds, declared by the rules instead (`UnaryRule.flags`, `ContainerRule.flags`,
/// `LeafRule.flags`).
struct NodeFlags {
    /// The node itself can report explicit alignment guides (alignmentGuide, custom layouts,
    /// text), so its ancestors ask it (A14.2).
    var reportsExplicitGuides = false
    /// The node's content depends on where it is in the host (GeometryReader, ignoresSafeArea):
    /// it is placed again even when its size and proposal did not change.
    var dependsOnPosition = false
    /// The node's answers depend on its container's size (`containerRelativeFrame`).
    var dependsOnContainer = false
    /// The node keeps a stack's memo of its last distribution and gaps (`StackMemos`).
    var keepsStackMemo = false
}
