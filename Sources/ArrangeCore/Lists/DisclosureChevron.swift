import Foundation

/// The chevron a navigation link shows at the trailing edge of a list row (iOS's
/// `chevron.right` in the tertiary label colour). Drawn as a stroked path: the core cannot use
/// `Image(systemName:)`, which the rendering module declares.
struct DisclosureChevron: View {
    var body: some View {
        ChevronShape(direction: .right, inset: 1)
            .stroke(ListMetrics.tertiaryLabel, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            .frame(width: ListMetrics.chevronSize.width, height: ListMetrics.chevronSize.height)
    }
}
