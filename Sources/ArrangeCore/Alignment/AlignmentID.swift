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

/// The identity of one alignment guide: its `AlignmentID` type, by its number in
/// `AlignmentRegistry`, and the axis it measures. Eight bytes: frames and stacks hold two or one.
struct AlignmentKey: Hashable, Sendable, CustomStringConvertible {
    /// The guide's `AlignmentID` type's number (`AlignmentRegistry`).
    private let number: UInt32
    let axis: Axis

    init(id: any AlignmentID.Type, axis: Axis) {
        number = AlignmentRegistry.number(of: id)
        self.axis = axis
    }

    /// The guide's `AlignmentID` type.
    var id: any AlignmentID.Type { AlignmentRegistry.type(numbered: number) }

    /// For built-in guides, the default value as a fraction of the size (A14.1), by their
    /// numbers in `AlignmentRegistry.builtins`: no dynamic cast or table in layout's hot path.
    /// `nil` for custom guides.
    @inline(__always)
    var fraction: CGFloat? {
        switch number {
        case 0, 3: return 0  // leading, top
        case 1, 4: return 0.5  // the centres
        case 2, 5, 6, 7: return 1  // trailing, bottom, and the baselines of a view without text
        default: return nil
        }
    }

    /// How a container merges its children's explicit values of this guide (A14.4): the frame
    /// guides are not merged, the first baseline takes the top-most value and the last the
    /// bottom-most, custom guides their mean.
    var merge: GuideMerge {
        switch number {
        case 0..<6: return .none
        case 6: return .minimum
        case 7: return .maximum
        default: return .mean
        }
    }

    /// Whether this is the guide of `type`.
    func isGuide(_ type: any AlignmentID.Type) -> Bool { number == AlignmentRegistry.number(of: type) }

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

enum LeadingID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
}
enum TrailingID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}
enum TopID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}
enum BottomID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
/// Text baselines: the bottom for a view without text (A14.1).
enum FirstTextBaselineID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
enum LastTextBaselineID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
}
