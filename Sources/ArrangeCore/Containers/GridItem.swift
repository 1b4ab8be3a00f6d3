import Foundation

/// A description of a row or a column in a lazy grid, as in SwiftUI: its size, the spacing to
/// the next item, and how cells are aligned in it.
///
/// How `LazyVGrid` and `LazyHGrid` turn items into tracks is described on `LazyGridTracks`.
/// Values SwiftUI gives no meaning to (negative or non-finite sizes and spacings, a maximum below
/// the minimum) are replaced when the grid is built and reported in the host's diagnostics.
public struct GridItem: Sendable {
    /// The size of a grid item along the grid's cross axis (a column's width, a row's height).
    public enum Size: Sendable {
        /// A single track of exactly this size.
        case fixed(CGFloat)
        /// A single track that takes its share of the space left by fixed tracks, clamped to
        /// `minimum...maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks as fit in this item's share of the space, each at least `minimum` and
        /// at most `maximum`, sharing the space equally.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size of the item.
    public var size: GridItem.Size
    /// The spacing to the next item; `nil` means the default, 8 in Arrange (A5.1).
    public var spacing: CGFloat?
    /// How cells are aligned in the item's tracks; `nil` means the grid's alignment along the
    /// track and centred across it.
    public var alignment: Alignment?

    /// Creates a grid item with the given size, spacing and alignment.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

extension GridItem {
    /// The default spacing between a grid's items and lines when none is given (A5.1: UNCERTAIN
    /// in SwiftUI, commonly 8; objc.io measured 8 between LazyVGrid columns).
    static let defaultSpacing: CGFloat = 8

    /// This item with bad values replaced, each replacement reported through `report`:
    /// - a negative or non-finite fixed size becomes 0;
    /// - a negative, NaN or infinite minimum becomes 0; a NaN maximum becomes ∞; a maximum below
    ///   the minimum is raised to it (as a flexible frame's is, U4);
    /// - a non-finite spacing becomes the default (a negative one is kept: legal, as in stacks,
    ///   A5.6).
    func validated(in grid: String, report: (String) -> Void) -> GridItem {
        var item = self
        func length(_ value: CGFloat, _ label: String) -> CGFloat {
            if value.isFinite && value >= 0 { return value }
            report("\(grid): GridItem \(label) \(formatLength(value)) is invalid (negative or non-finite); 0 is used.")
            return 0
        }
        func limits(_ minimum: CGFloat, _ maximum: CGFloat, _ kind: String) -> (CGFloat, CGFloat) {
            let low = length(minimum, "\(kind) minimum")
            var high = maximum
            if high.isNaN {
                report("\(grid): GridItem \(kind) maximum is NaN; no maximum (infinity) is used.")
                high = .infinity
            } else if high < low {
                report("\(grid): GridItem \(kind) maximum \(formatLength(high)) is below its minimum \(formatLength(low)); the minimum is used.")
                high = low
            }
            return (low, high)
        }
        switch size {
        case .fixed(let value):
            item.size = .fixed(length(value, "fixed size"))
        case .flexible(let minimum, let maximum):
            let (low, high) = limits(minimum, maximum, "flexible")
            item.size = .flexible(minimum: low, maximum: high)
        case .adaptive(let minimum, let maximum):
            let (low, high) = limits(minimum, maximum, "adaptive")
            item.size = .adaptive(minimum: low, maximum: high)
        }
        if let spacing = item.spacing, !spacing.isFinite {
            report("\(grid): GridItem spacing \(formatLength(spacing)) is not finite; the default (\(formatLength(GridItem.defaultSpacing))) is used.")
            item.spacing = nil
        }
        return item
    }

    /// The spacing after this item, with the default applied.
    var resolvedSpacing: CGFloat { spacing ?? GridItem.defaultSpacing }
}
