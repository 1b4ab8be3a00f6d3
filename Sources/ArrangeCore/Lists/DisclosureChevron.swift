import Foundation

/// The chevron a navigation link shows at the trailing edge of a list row: iOS's
/// `chevron.right` symbol in the tertiary label colour, drawn through the same glyph path as
/// `Image(systemName:)` and sized by the rendering module for `SystemSymbolRole.listDisclosure`
/// (body semibold, like UIKit's 8 × 13 disclosure indicator). Without the rendering module, a
/// stroked chevron of `ListMetrics.chevronSize`.
@usableFromInline nonisolated struct DisclosureChevron: View {
    @Environment(\.colorScheme) private var colorScheme

    @usableFromInline var body: some View {
        let colour = ControlPalette(colorScheme).tertiaryLabel
        if let symbol = SystemSymbols.symbol(named: "chevron.right", role: .listDisclosure) {
            symbol.foregroundStyle(colour)
        } else {
            ChevronShape(direction: .right, inset: 1)
                .stroke(colour, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                .frame(width: ListMetrics.chevronSize.width, height: ListMetrics.chevronSize.height)
        }
    }
}
