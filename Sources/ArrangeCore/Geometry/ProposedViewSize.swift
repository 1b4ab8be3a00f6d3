import Foundation

/// A proposal for the size of a view (A2): per dimension, `nil` asks for the ideal size, `0` for the
/// minimum, `.infinity` for the maximum and a finite value means "fit into this".
public struct ProposedViewSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// A proposal with the given dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    /// A proposal that is exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// The proposal that asks for a view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposal that asks for a view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// The proposal that asks for a view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` dimensions replaced by `size`'s (10×10 by default, "to prevent a
    /// flexible view from disappearing into a zero-sized frame").
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// A textual description, used in dumps and messages.
    public var description: String {
        func text(_ v: CGFloat?) -> String { v.map { formatLength($0) } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }
}

extension ProposedViewSize {
    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    /// A proposal with `major` along `axis` and `minor` across it.
    init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    init(major: CGFloat, minor: CGFloat, axis: Axis) {
        if axis == .horizontal { self.init(width: major, height: minor) } else { self.init(width: minor, height: major) }
    }
}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
    init(major: CGFloat, minor: CGFloat, axis: Axis) {
        if axis == .horizontal { self.init(x: major, y: minor) } else { self.init(x: minor, y: major) }
    }
}

/// Formats a length for dumps and messages: integers without a fraction, others to three places.
/// Any Double is accepted: messages exist to describe bad input, so a huge or tiny value must
/// print, not trap (converting beyond ±9.2e18 to `Int` would).
package func formatLength(_ v: CGFloat) -> String {
    if v.isNaN { return "nan" }
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    // From 1e15 on three decimal places are meaningless (and past Int's range a trap), and a
    // non-zero value three places would show as 0 would hide what was given: exponent form.
    if abs(v) >= 1e15 || (v != 0 && abs(v) < 0.0005) { return String(format: "%g", Double(v)) }
    let rounded = (v * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var s = String(format: "%.3f", Double(rounded))
    while s.hasSuffix("0") { s.removeLast() }
    return s
}
