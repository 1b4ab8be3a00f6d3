import Foundation

@usableFromInline nonisolated struct OffsetModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let offset: CGSize

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        var offset = self.offset
        if !offset.width.isFinite || !offset.height.isFinite {
            builder.report("Invalid offset \(offset) (non-finite); non-finite components are treated as 0.")
            offset = CGSize(width: offset.width.finiteOrZero, height: offset.height.finiteOrZero)
        }
        if abs(offset.width) > absurdLength || abs(offset.height) > absurdLength {
            builder.report("offset (\(formatLength(offset.width)), \(formatLength(offset.height))) is beyond \(formatLength(absurdLength)) points; each component is limited to ±\(formatLength(absurdLength)).")
            offset = CGSize(width: offset.width.limitedToAbsurdLength, height: offset.height.limitedToAbsurdLength)
        }
        builder.updateRenderAttributes(content) {
            $0.offset.width += offset.width
            $0.offset.height += offset.height
            // Renderers apply effects in order (an offset before a rotation moves what rotates).
            $0.effects.append(.offset(offset))
        }
    }
}

nonisolated extension View {
    /// Offsets this view by the specified size when drawn. A render-time effect: layout frames,
    /// the parent's size and siblings do not change (A12).
    public func offset(_ offset: CGSize) -> some View {
        modifier(OffsetModifier(offset: offset))
    }
    /// Offsets this view by the specified amounts when drawn (A12).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
