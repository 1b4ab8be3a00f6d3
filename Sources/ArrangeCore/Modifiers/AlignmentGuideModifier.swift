import Foundation

/// `alignmentGuide(_:computeValue:)` (A14.2): an explicit value of one guide, computed from the
/// view's dimensions (which include earlier explicit values).
/// The node holds the guide and an index into `LayoutEngine.guideClosures`, so node kinds stay
/// plain data that copies without reference counting.
struct AlignmentGuideLayout {
    var key: AlignmentKey
    var closure: Int32
}

struct AlignmentGuideModifier: NodeModifier {
    typealias Body = Never
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        let closure = Int32(builder.engine.guideClosures.count)
        builder.engine.guideClosures.append(computeValue)
        builder.buildModified(content, kind: .alignmentGuide(AlignmentGuideLayout(key: key, closure: closure)), name: "alignmentGuide(\(key))")
    }
}

extension View {
    /// Sets the view's horizontal alignment guide `g` to the value `computeValue` returns.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
    /// Sets the view's vertical alignment guide `g` to the value `computeValue` returns.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
}
