import Foundation

/// The tracks of a lazy grid — LazyVGrid's columns, LazyHGrid's rows — resolved from its
/// `GridItem`s for one available length along the cross axis.
///
/// The rule follows objc.io's LazyVGrid model (A15 note, Swift Talk S01E237–S01E238, and the
/// objc.io article "SwiftUI's Grid Views", whose numbers come from running SwiftUI):
/// 1. The spacings between items (each item's `spacing`, nil meaning 8) are taken off the
///    available length.
/// 2. Fixed items take their size first.
/// 3. The other items, in order, are each offered `remaining / remainingCount`:
///    - a flexible item takes that clamped to `[minimum, maximum]`;
///    - an adaptive item expands into as many tracks as fit its share,
///      `floor((share + spacing) / (minimum + spacing))`, at least 1, which share it equally
///      (less the spacings between them), each capped at `maximum` but not raised to `minimum`
///      (A21: the minimum only decides how many tracks fit).
///    What an item takes is subtracted before the next is offered its share.
///
/// A `nil` available length (the grid's ideal size) is replaced by 10, as objc.io's model does
/// (`ProposedViewSize.replacingUnspecifiedDimensions()`, A2): the remaining length is then
/// negative or tiny, so flexible items take their minimum and fixed items their size; adaptive
/// items take a single track of their minimum there (Arrange's choice: an ideal size is what the
/// content asks for, where clamping nothing up would collapse the track to 0). An infinite length gives flexible items their maximum
/// (infinite by default) and an adaptive item one track of its maximum.
struct LazyGridTracks {
    /// Each track's start along the cross axis, from 0.
    var offsets: [CGFloat] = []
    /// Each track's length along the cross axis.
    var lengths: [CGFloat] = []
    /// Each track's cell alignment, `nil` for the grid's default.
    var alignments: [Alignment?] = []
    /// The tracks and the spacings between them, end to end.
    var total: CGFloat = 0

    var count: Int { lengths.count }

    /// More tracks than this from one adaptive item is bad input (a minimum and spacing near 0);
    /// the count is limited so that layout stays bounded.
    static let adaptiveTrackLimit = 1000

    /// The length `nil` stands for (A2; objc.io's `orDefault`).
    static let unspecifiedLength: CGFloat = 10

    /// Resolves `items` (already validated) for `available` length; `report` receives messages
    /// about adaptive items whose track count had to be limited.
    init(items: [GridItem], available: CGFloat?, grid: String, report: (String) -> Void) {
        guard !items.isEmpty else { return }
        // Step 1: the spacings between items.
        // A NaN proposal (bad input from a custom layout) counts as unspecified.
        let proposed = available.flatMap { $0.isNaN ? nil : $0 }
        var remaining = proposed ?? LazyGridTracks.unspecifiedLength
        for item in items.dropLast() { remaining -= item.resolvedSpacing }

        /// What each item resolved to: its number of tracks and their common length.
        var resolved = Array(repeating: (count: 1, length: CGFloat(0)), count: items.count)
        func take(_ length: CGFloat) {
            // An infinite length stays infinite (∞ − ∞ would be NaN).
            if remaining.isFinite { remaining -= length }
        }

        // Step 2: fixed items first.
        var others: [Int] = []
        for (index, item) in items.enumerated() {
            if case .fixed(let length) = item.size {
                resolved[index].length = length
                take(length)
            } else {
                others.append(index)
            }
        }

        // Step 3: the others in order, each offered an equal share of what is left.
        for (position, index) in others.enumerated() {
            let share = remaining / CGFloat(others.count - position)
            switch items[index].size {
            case .fixed:
                break
            case .flexible(let minimum, let maximum):
                let length = min(max(share, minimum), maximum)
                resolved[index].length = length
                take(length)
            case .adaptive(let minimum, let maximum):
                let spacing = items[index].resolvedSpacing
                let count = LazyGridTracks.adaptiveCount(share: share, minimum: minimum, spacing: spacing, grid: grid, report: report)
                let each = (share - CGFloat(count - 1) * spacing) / CGFloat(count)
                let length = proposed == nil ? min(max(each, minimum), maximum) : max(min(each, maximum), 0)
                resolved[index] = (count, length)
                take(CGFloat(count) * length + CGFloat(count - 1) * spacing)
            }
        }

        // The tracks end to end, each item's spacing after its last track.
        var offset: CGFloat = 0
        for (index, item) in items.enumerated() {
            let (count, length) = resolved[index]
            for track in 0..<count {
                if index > 0 || track > 0 {
                    offset += track == 0 ? items[index - 1].resolvedSpacing : item.resolvedSpacing
                }
                offsets.append(offset)
                lengths.append(length)
                alignments.append(item.alignment)
                offset += length
            }
        }
        total = offset
    }

    /// How many tracks an adaptive item makes of `share`: as many of `minimum` as fit with
    /// `spacing` between them, at least 1.
    static func adaptiveCount(share: CGFloat, minimum: CGFloat, spacing: CGFloat, grid: String, report: (String) -> Void) -> Int {
        // An unbounded share holds a single track of the maximum (more would be unbounded too).
        guard share.isFinite else { return 1 }
        let step = minimum + spacing
        guard step > 0 else {
            report("\(grid): adaptive GridItem with minimum \(formatLength(minimum)) and spacing \(formatLength(spacing)) fits unboundedly many tracks; one track is used.")
            return 1
        }
        let fitting = ((share + spacing) / step).rounded(.down)
        guard fitting >= 1 else { return 1 }
        guard fitting <= CGFloat(adaptiveTrackLimit) else {
            report("\(grid): adaptive GridItem with minimum \(formatLength(minimum)) fits \(formatLength(fitting)) tracks; limited to \(adaptiveTrackLimit).")
            return adaptiveTrackLimit
        }
        return Int(fitting)
    }
}
