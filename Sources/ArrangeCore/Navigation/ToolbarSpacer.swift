import Foundation

/// How a `ToolbarSpacer` sizes itself (iOS 26).
nonisolated public struct SpacerSizing: Hashable, Sendable {
    let isFlexible: Bool

    /// Takes the space the bar has left, as a `Spacer` among a group's items.
    public static let flexible = SpacerSizing(isFlexible: true)
    /// A fixed gap that separates groups of items.
    public static let fixed = SpacerSizing(isFlexible: false)
}

/// A space between toolbar items (iOS 26): a flexible one pushes the items after it to the
/// bar's far side; a fixed one separates groups by the bar's item spacing (Arrange's 8 points,
/// the gap iOS 26 draws between glass groups being an estimate).
nonisolated public struct ToolbarSpacer: ToolbarContent, ToolbarEntrySource {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// A spacer of `sizing` at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    /// Primitive toolbar content.
    public typealias Body = Never

    func appendEntries(to entries: inout [ToolbarEntry]) {
        if sizing.isFlexible {
            entries.append(ToolbarEntry(placement: placement, content: AnyView(Spacer()), isFlexibleSpace: true))
        } else {
            entries.append(ToolbarEntry(placement: placement, content: AnyView(Color.clear.frame(width: 8, height: 1))))
        }
    }
}
