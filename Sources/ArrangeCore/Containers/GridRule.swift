import Foundation

/// SwiftUI's `Grid` algorithm (A15): rows of cells, column *i* holding the i-th cell of each
/// row. The documented behaviour, and the rules Arrange chose where SwiftUI is silent:
///
/// - Column count is the longest row (cells count `gridCellColumns` times); a view outside any
///   `GridRow` is a row whose one cell spans every column.
/// - Columns share the proposed width like the children of an HStack (A4): least flexible first
///   (flexibility = width at ∞ − width at 0, over the column's single-column cells), each
///   offered what remains divided by the columns still to size, and each as wide as its widest
///   cell's answer. So rigid columns keep their width and flexible ones (Color) share the rest
///   equally, as the documentation says. With no proposed width, each column is its widest
///   cell's ideal width. **Chosen:** flexible and rigid columns compete by this order when space
///   is short, as in a stack; layout priority is not consulted.
/// - **Chosen:** a cell spanning several columns is sized after the single-column cells, in
///   order of increasing span. It is offered its columns' width plus whatever the grid has not
///   used of its proposal; if it needs more than its columns give, the difference is shared
///   equally among the spanned columns. So a spanning Divider widens the grid to the width its
///   parent offers, and `gridCellUnsizedAxes(.horizontal)` (which leaves a cell out of sizing)
///   restores the width the other cells need — both as documented.
/// - Rows share the proposed height the same way, each cell proposed its columns' width; a row is
///   as tall as its tallest cell, and Colors share the height equally. Once the tracks' lengths
///   are known, each cell is offered its columns' width and its row's height. **Chosen:** along
///   a track whose length comes from a cell, that cell is offered again the length it answered
///   it to (`cellProposal`); the two offers are one for a view that answers its own size with
///   itself, and nested grids stay polynomial when a cell grows with every offer.
/// - Cells align with the other cells of their row on the row's vertical guide (`GridRow(alignment:)`
///   or the grid's), and with the other single-column cells of their column on the column's
///   horizontal guide (`gridColumnAlignment` or the grid's). Like a stack's children, aligned
///   cells can make a row taller than its tallest cell (text baselines). **Chosen:** a spanning
///   cell aligns within its columns on the grid's horizontal alignment.
/// - `gridCellAnchor` places a cell by that unit point inside its cell instead of by guides.
/// - `nil` spacing is 8 between columns and between rows (Decisions table).
struct GridRule {
    var alignment: Alignment
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?

    var columnGap: CGFloat { horizontalSpacing ?? ViewSpacing.defaultDistance }
    var rowGap: CGFloat { verticalSpacing ?? ViewSpacing.defaultDistance }

    /// One cell: a view in a row, or a view outside any row.
    struct Cell {
        var subview: LayoutSubview
        var column: Int
        var span: Int
        var unsized: Axis.Set
        var anchor: UnitPoint?
    }

    /// One row of the grid: the grid's child (a `GridRow`, or a view spanning all columns) and
    /// its cells.
    struct Row {
        var child: LayoutSubview
        var isGridRow: Bool
        var alignment: AlignmentKey?
        var cells: [Cell]
    }

    /// The grid's cells, and the alignment each column asks for.
    struct Structure {
        var rows: [Row] = []
        var columnCount = 0
        var columnAlignments: [AlignmentKey?] = []
    }

    /// The cell whose answer a column's width or a row's height is: its row, its index in the
    /// row, and the length the track offered it then.
    struct TrackSetter {
        var row: Int
        var cell: Int
        var offer: CGFloat?
    }

    /// A cell as a column or a row sizes it: where it is, for its `TrackSetter`, and its
    /// length across the track (unspecified for a column's cells, the columns' width for a row's).
    struct TrackCell {
        var row: Int
        var cell: Int
        var subview: LayoutSubview
        var across: CGFloat?
    }

    /// The cells each column's width and each row's height come from.
    struct TrackSetters {
        var columns: [TrackSetter?]
        var rows: [TrackSetter?] = []
    }

    /// Where everything goes for one proposal.
    struct Geometry {
        var structure: Structure
        var columnWidths: [CGFloat]
        var rowHeights: [CGFloat]
        /// The cells each column's width and each row's height come from, with their offers.
        var setters: TrackSetters
        var columnX: [CGFloat]
        var rowY: [CGFloat]
        /// The alignment line of each row (from its top) and column (from its left).
        var rowLines: [CGFloat]
        var columnLines: [CGFloat]
        var size: CGSize
    }

    // MARK: Structure

    /// The widest span taken as given. A grid of more columns than this has no sensible
    /// layout (each column costs memory and spacing), and Int arithmetic on larger spans can
    /// overflow.
    static let plausibleSpan = 1 << 16

    func structure(of subviews: LayoutSubviews) -> Structure {
        var result = Structure()
        // Columns whose cells ask for different alignments (the same one on every row, as Apple's
        // samples do, is not a conflict).
        var conflictingColumns: Set<Int> = []
        // Spans beyond `plausibleSpan` (gridCellColumns(Int.max)) would overflow the column
        // arithmetic and allocate that many columns. They do not define columns: the columns that
        // exist are those the widest row needs with such a span counted as one, and the span is
        // cut to what is left of them from its cell's column (less what the row's later cells take).
        let rowSpans = subviews.map { child -> [Int] in
            guard child.gridRow != nil else { return [] }
            return child.children.map { max(1, $0[GridCellColumnsKey.self]) }
        }
        let existingColumns = rowSpans.map { $0.reduce(0) { $0 + ($1 > Self.plausibleSpan ? 1 : $1) } }.max() ?? 0
        for (rowIndex, child) in subviews.enumerated() {
            if let rowRule = child.gridRow {
                var column = 0
                var cells: [Cell] = []
                for (cellIndex, cell) in child.children.enumerated() {
                    var span = rowSpans[rowIndex][cellIndex]
                    if span > Self.plausibleSpan {
                        // The cells after it keep their columns, so the row still fits.
                        let after = rowSpans[rowIndex][(cellIndex + 1)...].reduce(0) { $0 + ($1 > Self.plausibleSpan ? 1 : $1) }
                        let left = max(1, existingColumns - column - after)
                        subviews.report("gridCellColumns(\(span)) reaches past the grid's \(existingColumns) columns; the cell spans the \(left) left from its column \(column).")
                        span = left
                    }
                    cells.append(Cell(subview: cell, column: column, span: span, unsized: cell[GridCellUnsizedAxesKey.self], anchor: cell[GridCellAnchorKey.self]))
                    if let guide = cell[GridColumnAlignmentKey.self] {
                        if result.columnAlignments.count <= column {
                            result.columnAlignments += Array(repeating: nil, count: column + 1 - result.columnAlignments.count)
                        }
                        if let first = result.columnAlignments[column] {
                            if first != guide.key { conflictingColumns.insert(column) }
                        } else {
                            result.columnAlignments[column] = guide.key
                        }
                    }
                    column += span
                }
                result.columnCount = max(result.columnCount, column)
                result.rows.append(Row(child: child, isGridRow: true, alignment: rowRule.alignment?.key, cells: cells))
            } else {
                // A view outside any GridRow spans every column (its span is set below).
                let cell = Cell(subview: child, column: 0, span: 0, unsized: child[GridCellUnsizedAxesKey.self], anchor: child[GridCellAnchorKey.self])
                result.rows.append(Row(child: child, isGridRow: false, alignment: nil, cells: [cell]))
            }
        }
        if result.columnCount == 0 && !result.rows.isEmpty { result.columnCount = 1 }
        for r in result.rows.indices where !result.rows[r].isGridRow {
            result.rows[r].cells[0].span = result.columnCount
        }
        if result.columnAlignments.count < result.columnCount {
            result.columnAlignments += Array(repeating: nil, count: result.columnCount - result.columnAlignments.count)
        }
        for column in conflictingColumns.sorted() {
            subviews.report("Grid column \(column) has conflicting gridColumnAlignment values; the first one (\(result.columnAlignments[column].map { "\($0)" } ?? "none")) is used.")
        }
        return result
    }

    // MARK: Sizing

    func geometry(for proposal: ProposedViewSize, subviews: LayoutSubviews) -> Geometry {
        let structure = structure(of: subviews)
        var (widths, columnSetters) = columnWidths(structure, proposal: proposal)
        var setters = TrackSetters(columns: columnSetters)
        var heights = rowHeights(structure, widths: widths, proposal: proposal, setters: &setters)
        let rowLines = alignRows(structure, widths: widths, heights: &heights, setters: setters)
        let columnLines = alignColumns(structure, widths: &widths, heights: heights, setters: setters)
        let columnX = offsets(widths, gap: columnGap)
        let rowY = offsets(heights, gap: rowGap)
        let width = (columnX.last ?? 0) + (widths.last ?? 0)
        let height = (rowY.last ?? 0) + (heights.last ?? 0)
        return Geometry(structure: structure, columnWidths: widths, rowHeights: heights, setters: setters, columnX: columnX, rowY: rowY,
                        rowLines: rowLines, columnLines: columnLines, size: CGSize(width: width, height: height))
    }

    private func offsets(_ lengths: [CGFloat], gap: CGFloat) -> [CGFloat] {
        var result: [CGFloat] = []
        var position: CGFloat = 0
        for length in lengths {
            result.append(position)
            position += length + gap
        }
        return result
    }

    /// The width cell `cell` is given: its columns and the gaps between them.
    private func spanWidth(_ cell: Cell, _ widths: [CGFloat]) -> CGFloat {
        let end = min(cell.column + cell.span, widths.count)
        guard cell.column < end else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + columnGap * CGFloat(end - cell.column - 1)
    }

    private func columnWidths(_ structure: Structure, proposal: ProposedViewSize) -> ([CGFloat], [TrackSetter?]) {
        let count = structure.columnCount
        var columns = Array(repeating: [TrackCell](), count: count)
        var spanning: [Cell] = []
        for (r, row) in structure.rows.enumerated() {
            for (i, cell) in row.cells.enumerated() where !cell.unsized.contains(.horizontal) && cell.column < count {
                if cell.span == 1 { columns[cell.column].append(TrackCell(row: r, cell: i, subview: cell.subview, across: nil)) } else { spanning.append(cell) }
            }
        }
        var widths = Array(repeating: CGFloat(0), count: count)
        var setters = [TrackSetter?](repeating: nil, count: count)
        /// The widest answer of column `c`'s cells offered `offer`; `keepingSetter` records the cell.
        func widest(_ c: Int, _ offer: CGFloat?, keepingSetter: Bool = false) -> CGFloat {
            let (width, setter) = longest(columns[c], along: .horizontal, offered: offer)
            if keepingSetter { setters[c] = setter }
            return width
        }
        let gaps = columnGap * CGFloat(max(count - 1, 0))
        if let proposed = proposal.width {
            // Like a stack's children: least flexible first, each offered an equal share of what
            // is left (A4 via A15).
            let order = sizingOrder(count) { (0..<count).map { (minimum: widest($0, 0), maximum: widest($0, .infinity)) } }
            var remaining = proposed - gaps
            for (k, column) in order.enumerated() {
                widths[column] = widest(column, max(remaining, 0) / CGFloat(count - k), keepingSetter: true)
                remaining = taking(widths[column], from: remaining)  // A20.1
            }
        } else {
            for c in 0..<count { widths[c] = widest(c, nil, keepingSetter: true) }
        }
        // Spanning cells, narrowest span first: a shortfall is shared by the spanned columns,
        // whose widths then come from no one cell.
        for cell in spanning.sorted(by: { $0.span < $1.span }) {
            let given = spanWidth(cell, widths)
            let used = widths.reduce(0, +) + gaps
            let offer = proposal.width.map { given + max($0 - used, 0) }
            let need = cell.subview.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            guard need > given, need.isFinite else { continue }
            let end = min(cell.column + cell.span, count)
            let share = (need - given) / CGFloat(end - cell.column)
            for c in cell.column..<end {
                widths[c] += share
                setters[c] = nil
            }
        }
        return (widths, setters)
    }

    /// The order `count` columns or rows are sized in: by flexibility (`ranges`, each track's
    /// length at 0 and at ∞) when there are several; a single track needs no probe. Each probe
    /// of a cell that holds a Grid is a layout of that Grid, so probes left out compound with
    /// the nesting.
    private func sizingOrder(_ count: Int, _ ranges: () -> [(minimum: CGFloat, maximum: CGFloat)]) -> [Int] {
        count > 1 ? flexibilityOrder(ranges()) : Array(0..<count)
    }

    private func rowHeights(_ structure: Structure, widths: [CGFloat], proposal: ProposedViewSize, setters: inout TrackSetters) -> [CGFloat] {
        let rows = structure.rows.enumerated().map { r, row in
            row.cells.indices.filter { !row.cells[$0].unsized.contains(.vertical) }
                .map { TrackCell(row: r, cell: $0, subview: row.cells[$0].subview, across: cellWidth(row, r, $0, widths: widths, setters: setters)) }
        }
        setters.rows = [TrackSetter?](repeating: nil, count: rows.count)
        /// The tallest answer of row `r`'s cells offered `offer`; `keepingSetter` records the cell.
        func tallest(_ r: Int, _ offer: CGFloat?, keepingSetter: Bool = false) -> CGFloat {
            let (height, setter) = longest(rows[r], along: .vertical, offered: offer)
            if keepingSetter { setters.rows[r] = setter }
            return height
        }
        var heights = Array(repeating: CGFloat(0), count: rows.count)
        guard let proposed = proposal.height else {
            for r in rows.indices { heights[r] = tallest(r, nil, keepingSetter: true) }
            return heights
        }
        let order = sizingOrder(rows.count) { rows.indices.map { (minimum: tallest($0, 0), maximum: tallest($0, .infinity)) } }
        var remaining = proposed - rowGap * CGFloat(max(rows.count - 1, 0))
        for (k, r) in order.enumerated() {
            heights[r] = tallest(r, max(remaining, 0) / CGFloat(rows.count - k), keepingSetter: true)
            remaining = taking(heights[r], from: remaining)  // A20.1
        }
        return heights
    }

    /// The longest answer along `axis` of `cells` offered `offer` along it (and their lengths
    /// across), and the cell it came from: the first to give it.
    private func longest(_ cells: [TrackCell], along axis: Axis, offered offer: CGFloat?) -> (length: CGFloat, setter: TrackSetter?) {
        var length: CGFloat = 0
        var setter: TrackSetter?
        for cell in cells {
            let answer = cell.subview.sizeThatFits(ProposedViewSize(major: offer, minor: cell.across, axis: axis))[axis]
            if answer > length || setter == nil { setter = TrackSetter(row: cell.row, cell: cell.cell, offer: offer) }
            length = max(length, answer)
        }
        return (length, setter)
    }

    /// The width cell `index` of row `r` is offered once the columns' widths are known: its
    /// columns' width — except for the cell a column's width comes from, which is offered again
    /// the width it answered that to (see `cellProposal`).
    private func cellWidth(_ row: Row, _ r: Int, _ index: Int, widths: [CGFloat], setters: TrackSetters) -> CGFloat? {
        let cell = row.cells[index]
        if cell.span == 1, cell.column < setters.columns.count, let setter = setters.columns[cell.column], setter.row == r, setter.cell == index {
            return setter.offer
        }
        return spanWidth(cell, widths)
    }

    /// What cell `index` of row `r` is offered once the tracks' lengths are known: its columns'
    /// width and its row's height — except along a track whose length comes from this cell,
    /// where it is offered again the length it answered that to. For a view that answers the
    /// same when offered its own size the two are one; for one that grows with every offer
    /// (a Grid whose aligned cells reach past its rows), offering it its answer would ask each
    /// nested level at twice the lengths of the level above, in time exponential in the nesting.
    private func cellProposal(_ row: Row, _ r: Int, _ index: Int, widths: [CGFloat], heights: [CGFloat], setters: TrackSetters) -> ProposedViewSize {
        let width = cellWidth(row, r, index, widths: widths, setters: setters)
        if r < setters.rows.count, let setter = setters.rows[r], setter.cell == index { return ProposedViewSize(width: width, height: setter.offer) }
        return ProposedViewSize(width: width, height: heights[r])
    }

    /// Aligns each row's cells on the row's guide; returns each row's alignment line and grows a
    /// row whose aligned cells reach past its height (baselines of different fonts).
    private func alignRows(_ structure: Structure, widths: [CGFloat], heights: inout [CGFloat], setters: TrackSetters) -> [CGFloat] {
        var lines: [CGFloat] = []
        for (r, row) in structure.rows.enumerated() {
            let key = row.alignment ?? alignment.vertical.key
            let aligned = row.cells.indices.filter { row.cells[$0].anchor == nil && !row.cells[$0].unsized.contains(.vertical) }
            let extent = alignedExtent(aligned.map { (row.cells[$0], cellProposal(row, r, $0, widths: widths, heights: heights, setters: setters)) }, key: key)
            heights[r] = max(heights[r], extent.above + extent.below)
            lines.append(extent.above + (heights[r] - extent.above - extent.below) * (key.fraction ?? 0.5))
        }
        return lines
    }

    /// Aligns each column's single-column cells on the column's guide, the same way.
    private func alignColumns(_ structure: Structure, widths: inout [CGFloat], heights: [CGFloat], setters: TrackSetters) -> [CGFloat] {
        var lines: [CGFloat] = []
        for c in 0..<structure.columnCount {
            let key = structure.columnAlignments[c] ?? alignment.horizontal.key
            var cells: [(Cell, ProposedViewSize)] = []
            for (r, row) in structure.rows.enumerated() {
                for (index, cell) in row.cells.enumerated() where cell.column == c && cell.span == 1 && cell.anchor == nil && !cell.unsized.contains(.horizontal) {
                    cells.append((cell, cellProposal(row, r, index, widths: widths, heights: heights, setters: setters)))
                }
            }
            let extent = alignedExtent(cells, key: key)
            widths[c] = max(widths[c], extent.above + extent.below)
            lines.append(extent.above + (widths[c] - extent.above - extent.below) * (key.fraction ?? 0.5))
        }
        return lines
    }

    /// How far aligned cells reach before and after their common guide line.
    private func alignedExtent(_ cells: [(Cell, ProposedViewSize)], key: AlignmentKey) -> (above: CGFloat, below: CGFloat) {
        var above: CGFloat = 0, below: CGFloat = 0
        for (cell, cellProposal) in cells {
            let size = cell.subview.sizeThatFits(cellProposal)
            let guide = cell.subview.guideValue(key, size: size, proposal: cellProposal)
            above = max(above, guide)
            below = max(below, size[key.axis] - guide)
        }
        return (above, below)
    }

    // MARK: Layout

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        geometry(for: proposal, subviews: subviews).size
    }

    /// Where each child of the grid goes; a `GridRow`'s placement carries where its cells go,
    /// relative to the row, for the engine to place them there (`ChildPlacement.arrangedChildren`).
    func placements(in size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ChildPlacement] {
        let geometry = geometry(for: proposal, subviews: subviews)
        let width = geometry.size.width
        var result: [ChildPlacement] = []
        for (r, row) in geometry.structure.rows.enumerated() {
            let rowY = geometry.rowY[r], rowHeight = geometry.rowHeights[r]
            var cells: [ChildPlacement] = []
            for (index, cell) in row.cells.enumerated() {
                let x = cell.column < geometry.columnX.count ? geometry.columnX[cell.column] : 0
                let slotWidth = spanWidth(cell, geometry.columnWidths)
                let cellProposal = cellProposal(row, r, index, widths: geometry.columnWidths, heights: geometry.rowHeights, setters: geometry.setters)
                let cellSize = cell.subview.sizeThatFits(cellProposal)
                var origin = CGPoint(x: x, y: 0)
                if let anchor = cell.anchor {
                    origin.x += (slotWidth - cellSize.width) * anchor.x
                    origin.y += (rowHeight - cellSize.height) * anchor.y
                } else {
                    let vertical = row.alignment ?? alignment.vertical.key
                    origin.y = geometry.rowLines[r] - cell.subview.guideValue(vertical, size: cellSize, proposal: cellProposal)
                    if cell.span == 1 {
                        let horizontal = geometry.structure.columnAlignments[cell.column] ?? alignment.horizontal.key
                        origin.x += geometry.columnLines[cell.column] - cell.subview.guideValue(horizontal, size: cellSize, proposal: cellProposal)
                    } else {
                        let horizontal = alignment.horizontal.key
                        let line = slotWidth * (horizontal.fraction ?? 0.5)
                        origin.x += line - cell.subview.guideValue(horizontal, size: cellSize, proposal: cellProposal)
                    }
                }
                cells.append(ChildPlacement(ordinal: cell.subview.ordinal, origin: origin, size: cellSize, proposal: cellProposal))
            }
            if row.isGridRow {
                let rowSize = CGSize(width: width, height: rowHeight)
                result.append(ChildPlacement(ordinal: row.child.ordinal, origin: CGPoint(x: 0, y: rowY), size: rowSize,
                                             proposal: ProposedViewSize(rowSize), arrangedChildren: subviews.handOver(cells)))
            } else if var placement = cells.first {
                placement.origin.y += rowY
                result.append(placement)
            }
        }
        return result
    }
}


/// A `GridRow` node's own rule: its vertical alignment override.
struct GridRowRule {
    var alignment: VerticalAlignment?
}

/// Grid as a node of the tree (A15); spacing and explicit guides merged (A5.5, A14.4).
extension GridRule: ContainerRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .container(.grid(rules.append(self))) }

    func sizeThatFits(_ proposal: ProposedViewSize, in node: ContainerNode) -> CGSize { sizeThatFits(proposal, subviews: node.subviews) }

    func placements(in size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> [ChildPlacement] {
        placements(in: size, proposal: proposal, subviews: node.subviews)
    }

    var nodeName: String { "Grid" }
}

/// A GridRow as a node of the tree: sized and arranged by its grid (A15), which proposes exactly
/// the size it gives the row and hands the engine the row's cells with the row's placement
/// (`ChildPlacement.arrangedChildren`), so the row has nothing of its own to work out.
extension GridRowRule: ContainerRule {
    func kind(storingIn rules: inout RuleStore) -> NodeKind { .container(.gridRow(rules.append(self))) }

    /// The grid proposes the row exactly the size it gives it.
    func sizeThatFits(_ proposal: ProposedViewSize, in node: ContainerNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Only the grid knows where the cells go, and hands that over with the row's placement.
    func placements(in size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> [ChildPlacement] { [] }

    /// The cells' guides are merged where the grid put them (`LayoutEngine.mergedGuide`).
    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in node: ContainerNode) -> CGFloat? { nil }

    var nodeName: String { "GridRow" }
}

extension LayoutSubview {
    /// The subview's rule when it is a GridRow inside a Grid (A15), else `nil`.
    var gridRow: GridRowRule? { engine.rule(of: node, as: GridRowRule.self) }

    /// The subview's own children (a GridRow's cells), in the same pass context.
    var children: LayoutSubviews { LayoutSubviews(engine: engine, parent: node, context: context) }
}
