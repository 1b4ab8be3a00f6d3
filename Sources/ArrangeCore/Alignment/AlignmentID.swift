import Foundation

/// A type that you use to create custom alignment guides, as in SwiftUI.
///
/// A container merges its children's explicit values of a custom guide by their mean (A14.4, R16).
public protocol AlignmentID {
    /// The value of this guide in a view whose alignment guide has no explicit value.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a container merges its children's explicit values of one guide (A14.4).
enum GuideMerge: Sendable {
    /// Custom guides: the mean of the explicit values.
    case mean
    /// `firstTextBaseline`: the top-most value.
    case minimum
    /// `lastTextBaseline`: the bottom-most value.
    case maximum
    /// Frame alignments (leading, center, trailing, top, bottom): not propagated by composites.
    case none
}

/// The identity of one alignment guide: its `AlignmentID` type and the axis it measures.
/// (Unchecked `Sendable`: a metatype is an immutable identity, safe to share between threads.)
struct AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    let id: any AlignmentID.Type
    /// For built-in guides, the default value as a fraction of the size (no dynamic cast in
    /// layout's hot path); `nil` for custom guides.
    @AbsentAsNaN private(set) var fraction: CGFloat?
    let axis: Axis
    let merge: GuideMerge

    init(id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
        if let builtin = id as? any BuiltinAlignmentID.Type {
            fraction = builtin.fraction
            merge = builtin.merge
        } else {
            fraction = nil
            merge = .mean
        }
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// The guide's value in a view without an explicit value.
    func defaultValue(in d: ViewDimensions) -> CGFloat { id.defaultValue(in: d) }

    /// Fast default for the built-in guides, which depend only on the size. A20.3: leading and
    /// top are the constant 0, not `0 × size`, so an infinitely long view's top guide is 0 (not NaN).
    @inline(__always)
    func defaultValue(for size: CGSize) -> CGFloat? {
        guard let fraction else { return nil }
        return fraction == 0 ? 0 : size[axis] * fraction
    }

    var description: String {
        let name = String(describing: id)
        return name.hasSuffix("ID") ? String(name.dropLast(2)) : name
    }
}

/// The built-in guides: their default value is a fixed fraction of the size (A14.1).
protocol BuiltinAlignmentID: AlignmentID {
    static var fraction: CGFloat? { get }
    static var merge: GuideMerge { get }
}

enum LeadingID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    static let fraction: CGFloat? = 0
    static let merge = GuideMerge.none
}
enum HorizontalCenterID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
    static let fraction: CGFloat? = 0.5
    static let merge = GuideMerge.none
}
enum TrailingID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    static let fraction: CGFloat? = 1
    static let merge = GuideMerge.none
}
enum TopID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    static let fraction: CGFloat? = 0
    static let merge = GuideMerge.none
}
enum VerticalCenterID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
    static let fraction: CGFloat? = 0.5
    static let merge = GuideMerge.none
}
enum BottomID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static let fraction: CGFloat? = 1
    static let merge = GuideMerge.none
}
/// Text baselines: the bottom for a view without text (A14.1).
enum FirstTextBaselineID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static let fraction: CGFloat? = 1
    static let merge = GuideMerge.minimum
}
enum LastTextBaselineID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static let fraction: CGFloat? = 1
    static let merge = GuideMerge.maximum
}
