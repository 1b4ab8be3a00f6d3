import Foundation

/// The chevron a navigation link shows at the trailing edge of a list row (iOS's
/// `chevron.right` in the tertiary label colour). Drawn as a stroked path: the core cannot use
/// `Image(systemName:)`, which the rendering module declares.
struct DisclosureChevron: View {
    var body: some View {
        ChevronShape()
            .stroke(ListMetrics.tertiaryLabel, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            .frame(width: ListMetrics.chevronSize.width, height: ListMetrics.chevronSize.height)
    }
}

/// A right-pointing chevron inside its rectangle, inset by the stroke's half width.
struct ChevronShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let inset: CGFloat = 1
        path.move(to: CGPoint(x: rect.minX + inset, y: rect.minY + inset))
        path.addLine(to: CGPoint(x: rect.maxX - inset, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + inset, y: rect.maxY - inset))
        return path
    }
}
