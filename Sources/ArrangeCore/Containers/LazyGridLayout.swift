import Foundation

/// The layout LazyVGrid and LazyHGrid share, with the axes swapped: tracks (`LazyGridTracks`)
/// across the cross axis, lines of cells stacked along the growth axis.
///
/// Described for LazyVGrid (columns across, rows growing down; LazyHGrid is the transpose):
/// - Columns come from the proposed width (`LazyGridTracks`; a nil width counts as 10).
/// - Children fill the columns left to right, row by row. Each is proposed the column's width
///   and a nil height, when measured and when placed: a cell is never stretched to its row, as
///   in SwiftUI, where cells of one row cannot be made equally tall.
/// - A row is as tall as its tallest child; rows are `lineSpacing` apart (nil: 8).
/// - Width: the proposed width, or the columns' total if that is wider — objc.io's model, where
///   the grid fills the width it is offered (a nil width counts as 10). Height: the rows' total.
/// - Placing lays the columns out again for the grid's own width (objc.io's model: it differs
///   from the proposal only when the columns overflowed it); for a nil proposal it keeps the
///   columns of the ideal size, so that they fit the size reported. The columns as a block are
///   aligned in the grid's width by the grid's alignment, and each cell in its column and row by
///   its item's alignment, else the grid's alignment across and centred down.
///
/// Where SwiftUI's rule is unknown, these are Arrange's choices (A5.1, A15). A grid without
/// items shows none of its children, and says so in the diagnostics.
@usableFromInline struct LazyGridLayout: Layout, OmitsUnplacedSubviews, NamedAfterView {
    var viewName: String { name }
    /// The axis the grid grows along: vertical for LazyVGrid, horizontal for LazyHGrid.
    var axis: Axis
    /// The items (validated) that make the tracks across `crossAxis`.
    var items: [GridItem]
    /// The default cell alignment: the grid's own alignment along the tracks, centred across
    /// them. Its component along `crossAxis` also aligns the block of tracks in the grid.
    var alignment: Alignment
    /// The distance between lines (rows of a LazyVGrid).
    var lineSpacing: CGFloat
    /// The view's name, for diagnostics.
    var name: String

    /// The axis the tracks are laid out along (LazyVGrid's columns run across it).
    var crossAxis: Axis { axis.other }

    /// The tracks for a cross-axis length of `available` (nil: the ideal size).
    func tracks(_ available: CGFloat?, _ subviews: Subviews) -> LazyGridTracks {
        LazyGridTracks(items: items, available: available, grid: name) { subviews.report($0) }
    }

    /// What a child in a track of `length` is proposed: that length across, nil along the axis.
    func childProposal(_ length: CGFloat) -> ProposedViewSize {
        var proposal = ProposedViewSize.unspecified
        proposal[crossAxis] = length
        return proposal
    }

    /// Each line's length along the axis: its tallest child's (for a LazyVGrid).
    func lineLengths(_ tracks: LazyGridTracks, _ subviews: Subviews) -> [CGFloat] {
        guard tracks.count > 0 else {
            if !subviews.isEmpty {
                subviews.report("\(name) has no \(axis == .vertical ? "columns" : "rows"); its \(subviews.count) subviews are not shown.")
            }
            return []
        }
        var lines: [CGFloat] = []
        lines.reserveCapacity((subviews.count + tracks.count - 1) / tracks.count)
        for (position, subview) in subviews.enumerated() {
            let track = position % tracks.count
            let length = subview.sizeThatFits(childProposal(tracks.lengths[track]))[axis]
            if track == 0 { lines.append(length) } else { lines[lines.count - 1] = max(lines[lines.count - 1], length) }
        }
        return lines
    }

    /// The lines end to end with `lineSpacing` between them.
    func total(_ lines: [CGFloat]) -> CGFloat {
        lines.isEmpty ? 0 : lines.reduce(0, +) + lineSpacing * CGFloat(lines.count - 1)
    }

    /// The grid's size: at least the offered cross length (a nil counting as 10), the lines'
    /// total along the axis.
    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let available = proposal[crossAxis]
        let tracks = tracks(available, subviews)
        let offered = available.flatMap { $0.isNaN ? nil : $0 } ?? LazyGridTracks.unspecifiedLength
        var size = CGSize.zero
        size[crossAxis] = max(0, offered, tracks.total)
        size[axis] = max(0, total(lineLengths(tracks, subviews)))
        return size
    }

    /// Places each child in its cell, aligned as described on the type.
    @usableFromInline func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // objc.io's model: the tracks are laid out again for the grid's own length.
        let tracks = tracks(proposal[crossAxis] == nil ? nil : bounds.size[crossAxis], subviews)
        let lines = lineLengths(tracks, subviews)
        guard tracks.count > 0 else { return }

        let blockKey = crossAxis == .horizontal ? alignment.horizontal.key : alignment.vertical.key
        let blockOffset = Self.defaultGuide(blockKey, length: bounds.size[crossAxis]) - Self.defaultGuide(blockKey, length: tracks.total)

        var lineStart: CGFloat = 0
        for (position, subview) in subviews.enumerated() {
            let track = position % tracks.count, line = position / tracks.count
            if track == 0 && line > 0 { lineStart += lines[line - 1] + lineSpacing }
            var cellOrigin = CGPoint.zero, cellSize = CGSize.zero
            cellOrigin[crossAxis] = blockOffset + tracks.offsets[track]
            cellOrigin[axis] = lineStart
            cellSize[crossAxis] = tracks.lengths[track]
            cellSize[axis] = lines[line]

            let childProposal = childProposal(tracks.lengths[track])
            let childSize = subview.sizeThatFits(childProposal)
            let cellAlignment = tracks.alignments[track] ?? alignment
            let inCell = cellAlignment.childOrigin(of: subview, size: childSize, proposal: childProposal, in: cellSize)
            subview.place(
                at: CGPoint(x: bounds.minX + cellOrigin.x + inCell.x, y: bounds.minY + cellOrigin.y + inCell.y),
                anchor: .topLeading, proposal: childProposal)
        }
    }

    /// A guide's value in an extent of `length` along its axis, with no explicit guides: where
    /// the block of tracks and the grid line up.
    static func defaultGuide(_ key: AlignmentKey, length: CGFloat) -> CGFloat {
        var size = CGSize.zero
        size[key.axis] = length
        return key.defaultValue(for: size) ?? key.defaultValue(in: ViewDimensions(size: size, source: nil))
    }
}
