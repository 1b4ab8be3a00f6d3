import Foundation

/// A leaf whose answers come from content the core does not know, such as text: another target
/// of this package measures it. The engine remembers its sizes like any node's; the leaf keeps
/// whatever finer caches its content needs (shaped text, line breaks per width).
///
/// A leaf object belongs to one host's tree and is used by one thread at a time, like the engine.
package protocol MeasuredLeaf: AnyObject {
    /// The leaf's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// The explicit value of a text baseline guide (`.firstTextBaseline`, `.lastTextBaseline`)
    /// at `size`, answered for `proposal`; `nil` where the leaf has none (A14.4: Text has both).
    func baseline(last: Bool, size: CGSize, proposal: ProposedViewSize) -> CGFloat?
    /// The leaf's spacing preferences (A5).
    var spacing: ViewSpacing { get }
    /// What the leaf is called in dumps and the inspector (`Text("Hello")`, `Image`), made when
    /// asked.
    var layoutName: String { get }
    /// Forgets the answers the leaf remembers (with the engine's own, for cold layouts).
    func invalidate()
    /// What the leaf draws at `size` (laid out for `proposal`), for renderers; `nil` if it draws
    /// nothing of its own or a renderer draws it another way (images).
    func drawing(size: CGSize, proposal: ProposedViewSize) -> LeafDrawing?
}

extension MeasuredLeaf {
    package func drawing(size: CGSize, proposal: ProposedViewSize) -> LeafDrawing? { nil }
}

extension _LayoutTreeBuilder {
    /// The environment of the view being built, as modifiers above it have set it.
    package var currentEnvironment: EnvironmentValues { environment }

    /// Adds a leaf measured by `leaf`.
    package func addMeasuredLeaf(_ leaf: any MeasuredLeaf) {
        var node = LayoutNode()
        node.layoutDirection = environment.layoutDirection
        let added = engine.addNode(node, rule: MeasuredLeafRule(leaf: leaf))
        output.append(added)
        // Renderers fill the leaf's uncoloured outlines with the foreground style it was built in.
        if !environment.foregroundLevels.styles.isEmpty || environment.colorScheme != .light {
            engine.tree.renderAttributes[added, default: RenderAttributes()].foreground = environment.foregroundPaint
        }
    }

    /// The last measured leaf of type `T` this build has added so far (also across the
    /// GeometryReader content built later into the same tree), or `nil`. The text target keeps
    /// its per-host glyph count (`ResourceLimits.glyphCount`) as a running total in its leaves
    /// and finds the total so far here; looking back from the end stops at the first match.
    package func lastMeasuredLeaf<T>(of type: T.Type) -> T? {
        engine.tree.rules.lastObject(of: MeasuredLeafRule.self) { $0.leaf as? T }
    }

    /// Reports bad input found while building (for other targets of the package).
    package func reportDiagnostic(_ message: String) {
        report(message)
    }
}

extension HostingView {
    /// The measured leaves of this host's tree (for the text target's statistics).
    package var measuredLeaves: [any MeasuredLeaf] { engine.measuredLeaves }
}
