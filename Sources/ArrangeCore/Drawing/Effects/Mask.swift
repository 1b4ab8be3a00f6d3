import Foundation

/// `mask`: the mask view is laid out as an overlay is (proposed the view's size, aligned by
/// `alignment`) and its drawing's alpha shows the view through. The container is named
/// "overlay" in dumps, as it lays out as one. A mask that builds no views hides the view.
@usableFromInline nonisolated struct MaskModifier<Mask: View>: NodeModifier {
    @usableFromInline typealias Body = Never
    let mask: Mask
    let alignment: Alignment

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        let rule = SecondaryRule(alignment: alignment, isBackground: false)
        let start = builder.output.count
        builder.build(content)
        for i in start..<builder.output.count {
            let savedAxis = builder.stackAxis
            builder.stackAxis = nil
            let layers = builder.nodes(of: mask)
            builder.stackAxis = savedAxis
            let layer: Int32
            switch layers.count {
            case 0:
                builder.engine.tree.renderAttributes[builder.output[i], default: RenderAttributes()].effects.append(.opacity(0))
                continue
            case 1: layer = layers[0]
            default: layer = builder.makeContainer(rule: ZStackRule(alignment: alignment), children: layers[...])
            }
            let wrapped = builder.wrap(builder.output[i], rule: rule, secondary: layer)
            builder.output[i] = wrapped
            builder.engine.tree.renderAttributes[wrapped, default: RenderAttributes()].effects.append(.maskedBySecondary)
        }
    }
}

nonisolated extension View {
    /// Masks this view using the alpha channel of the given view: the mask is laid out like an
    /// overlay (proposed this view's size, placed by `alignment`), and this view shows where
    /// the mask is opaque.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks this view using the alpha channel of the given view (SwiftUI's older form).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}
