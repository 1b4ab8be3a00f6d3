import Foundation

/// A collection of the geometric spacing preferences of a view, as in SwiftUI (A5.2).
///
/// Each edge holds minimum distances, either plain or tied to a category of the neighbouring view
/// (for example "the neighbour is text"). Two neighbours' facing edges combine like this:
/// entries of the same category combine — plain distances add up, two texts' font metrics give
/// the lower text's leading (U13) — and the largest result wins; otherwise the larger plain value
/// wins; with neither, the platform default (8) applies.
public struct ViewSpacing: Equatable, Sendable, CustomStringConvertible {
    /// Entries per edge, keyed by edge and category (`nil` category = plain distance).
    var entries: [Key: SpacingValue]
    /// Set while this is exactly the spacing of an ordinary view, so stacks of ordinary views skip
    /// the dictionary work (the common case by far).
    private(set) var isStandard: Bool

    struct Key: Hashable, Sendable {
        var edge: Edge
        var category: SpacingCategory?
    }

    /// The spacing of an ordinary view (shapes, colours, frames, padded views): only
    /// text-neighbour entries of 0 on each edge, so two such views get the default 8 (A5.2).
    public init() {
        entries = ViewSpacing.standardEntries
        isStandard = true
    }

    init(entries: [Key: SpacingValue]) {
        self.entries = entries
        isStandard = entries == ViewSpacing.standardEntries
    }

    /// A spacing with no entries: the start of a union, and what an empty container reports.
    static let empty = ViewSpacing(entries: [:])

    /// No spacing on any edge: "you typically only use this value for an empty view".
    public static let zero = ViewSpacing(entries: [
        Key(edge: .top, category: nil): 0, Key(edge: .leading, category: nil): 0,
        Key(edge: .bottom, category: nil): 0, Key(edge: .trailing, category: nil): 0,
    ])

    /// A spacing with plain distances on each edge (A5, U10).
    init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        isStandard = false
        entries = [
            Key(edge: .top, category: nil): .distance(top), Key(edge: .leading, category: nil): .distance(leading),
            Key(edge: .bottom, category: nil): .distance(bottom), Key(edge: .trailing, category: nil): .distance(trailing),
        ]
    }

    private static let standardEntries: [Key: SpacingValue] = [
        Key(edge: .top, category: .belowText): 0, Key(edge: .bottom, category: .aboveText): 0,
        Key(edge: .leading, category: .afterText): 0, Key(edge: .trailing, category: .beforeText): 0,
    ]

    /// Merges the preferences of `other` into this one on the given edges: the larger value of each
    /// entry wins.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if isStandard && other.isStandard { return }
        isStandard = false
        for (key, value) in other.entries where edges.contains(Edge.Set(key.edge)) {
            if let existing = entries[key] { entries[key] = SpacingValue.larger(existing, value) } else { entries[key] = value }
        }
        isStandard = entries == ViewSpacing.standardEntries
    }

    /// The union of this spacing and `other` on the given edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The smallest distance between this view and `next` along `axis` that satisfies both views'
    /// preferences; `next` follows this view (below it, or after it in reading order).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if isStandard && next.isStandard { return ViewSpacing.defaultDistance }
        let (mine, theirs): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        var categorized: CGFloat?
        var plain: CGFloat?
        for (key, value) in entries where key.edge == mine {
            guard let category = key.category else {
                if let distance = value.distance { plain = max(plain ?? distance, distance) }
                continue
            }
            if let other = next.entries[Key(edge: theirs, category: category)],
               let combined = value.combined(with: other) {
                categorized = max(categorized ?? -.infinity, combined)
            }
        }
        if let categorized { return categorized }
        if let other = next.entries[Key(edge: theirs, category: nil)]?.distance { plain = max(plain ?? other, other) }
        return plain ?? ViewSpacing.defaultDistance
    }

    /// The platform's default distance between views (iOS: 8; R1).
    static let defaultDistance: CGFloat = 8

    /// The spacing with the given edges' entries replaced by a plain distance `value` (a Spacer's
    /// stack-axis edges, A5.3).
    func replacing(edges: Edge.Set, with value: CGFloat) -> ViewSpacing {
        var kept = entries.filter { !edges.contains(Edge.Set($0.key.edge)) }
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            kept[Key(edge: edge, category: nil)] = .distance(value)
        }
        return ViewSpacing(entries: kept)
    }

    /// The spacing with the given edges reset to an ordinary view's (frames and padding, A5.4).
    func resetting(edges: Edge.Set) -> ViewSpacing {
        if isStandard || edges == .all { return ViewSpacing() }
        var kept = entries.filter { !edges.contains(Edge.Set($0.key.edge)) }
        for (key, value) in ViewSpacing.standardEntries where edges.contains(Edge.Set(key.edge)) {
            kept[key] = value
        }
        return ViewSpacing(entries: kept)
    }

    /// A textual description, used in dumps and messages.
    public var description: String {
        let parts = entries.sorted { ($0.key.edge.rawValue, $0.key.category?.rawValue ?? -1) < ($1.key.edge.rawValue, $1.key.category?.rawValue ?? -1) }
            .map { "\($0.key.edge)\($0.key.category.map { "(\($0))" } ?? ""): \($0.value)" }
        return "ViewSpacing(\(parts.joined(separator: ", ")))"
    }
}

/// What a spacing entry is tied to. Entries of the same category on facing edges combine (A5.2).
enum SpacingCategory: Int8, Hashable, Sendable {
    /// Text next to text: combines the two texts' font metrics (U13).
    case textToText
    /// Text next to text: baseline-to-edge distances (negative), so the metric rule wins.
    case textBaseline
    /// The gap below a text: on a text's bottom edge (its distance) and on an ordinary view's
    /// top edge (0), so a view under a text keeps the text's distance.
    case belowText
    /// The gap above a text: on a text's top edge (its distance) and on an ordinary view's
    /// bottom edge (0).
    case aboveText
    /// The gap after text along a line: on an ordinary view's leading edge. Horizontal text
    /// declares no side entries, so side by side the platform default (8) applies.
    case afterText
    /// The gap before text along a line: on an ordinary view's trailing edge.
    case beforeText
}

extension ViewSpacing {
    /// The spacing of a text (U13, read from OpenSwiftUI's text spacing): on its top and bottom
    /// edges, its metrics for text neighbours, its baselines, and distances for other views that
    /// follow from its font's line height. Nothing on its leading and trailing edges, so
    /// horizontal neighbours get the platform default.
    ///
    /// - `metrics`: the largest font's ascent, descent and leading, and the pixel length.
    /// - `capHeight`: that font's cap height.
    /// - `firstBaseline`, `lastBaseline`, `height`: of the text laid out at its ideal size.
    package static func text(metrics: TextSpacingMetrics, capHeight: CGFloat, firstBaseline: CGFloat, lastBaseline: CGFloat, height: CGFloat) -> ViewSpacing {
        let fontLineHeight = metrics.ascent + metrics.descent
        // A tenth of the line height, in whole pixels: the gap text keeps from other views.
        let textGap = (fontLineHeight * 0.1).roundedUp(toMultipleOf: metrics.pixelLength)
        let lineSpacing = fontLineHeight + textGap
        return ViewSpacing(entries: [
            Key(edge: .top, category: .textToText): .textBelow(metrics),
            Key(edge: .bottom, category: .textToText): .textAbove(metrics),
            Key(edge: .top, category: .textBaseline): .distance(-firstBaseline),
            Key(edge: .bottom, category: .textBaseline): .distance(lastBaseline - height),
            // A view above meets this entry with its bottom `.aboveText` entry (0).
            Key(edge: .top, category: .aboveText): .distance(lineSpacing - metrics.ascent),
            // A view below meets this entry with its top `.belowText` entry (0).
            Key(edge: .bottom, category: .belowText): .distance(max(lineSpacing - capHeight, textGap + metrics.descent)),
        ])
    }
}
