import Foundation

#if !canImport(Darwin)
/// Styles for rendering the endpoint of a stroked line, as in CoreGraphics (which SwiftUI brings
/// with it; Foundation on Linux lacks it).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// A squared-off end at the endpoint.
    case butt
    /// A rounded end: a half circle of the line's width around the endpoint.
    case round
    /// A squared end reaching half the line's width beyond the endpoint.
    case square
}

/// Junction types for stroked lines, as in CoreGraphics.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp join, bevelled when it would reach beyond the miter limit.
    case miter
    /// A rounded join.
    case round
    /// A bevelled join.
    case bevel
}
#endif

/// The characteristics of a stroke that traces a path, as in SwiftUI.
public struct StrokeStyle: Equatable, Hashable, Sendable {
    /// The width of the stroked path, centred on the path.
    public var lineWidth: CGFloat
    /// The endpoint style of a line.
    public var lineCap: CGLineCap
    /// The join type of a line.
    public var lineJoin: CGLineJoin
    /// A threshold used to determine whether to use a bevel instead of a miter at a join.
    public var miterLimit: CGFloat
    /// The lengths of painted and unpainted segments used to make a dashed line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a new stroke style from the given components.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The widest line and longest dash renderers draw (`DrawingLimits.length`).
    package static var largestLength: CGFloat { DrawingLimits.length }

    /// The style renderers use: a negative or non-finite width becomes 0 (nothing is drawn), a
    /// dash pattern with a negative or non-finite length, or with no positive length at all, is
    /// dropped (a solid line), a non-finite phase or miter limit takes the default, and widths
    /// and dashes beyond `largestLength` are limited to it (the phase is taken modulo the
    /// pattern, which draws the same dashes).
    package var sanitized: StrokeStyle {
        var s = self
        if !(s.lineWidth.isFinite && s.lineWidth >= 0) { s.lineWidth = 0 }
        s.lineWidth = min(s.lineWidth, Self.largestLength)
        if !(s.miterLimit.isFinite && s.miterLimit >= 1) { s.miterLimit = 10 }
        if s.dash.contains(where: { !$0.isFinite || $0 < 0 }) || !s.dash.contains(where: { $0 > 0 }) { s.dash = [] }
        s.dash = s.dash.map { min($0, Self.largestLength) }
        if !s.dashPhase.isFinite { s.dashPhase = 0 }
        if !s.dash.isEmpty, abs(s.dashPhase) > Self.largestLength {
            // An odd number of lengths repeats twice before the pattern starts again.
            let period = s.dash.reduce(0, +) * (s.dash.count.isMultiple(of: 2) ? 1 : 2)
            s.dashPhase = s.dashPhase.truncatingRemainder(dividingBy: period)
        }
        return s
    }

    /// What `sanitized` changes, in words for a diagnostic; nil when it changes nothing.
    package var sanitizingProblem: String? {
        guard self != sanitized else { return nil }
        var problems: [String] = []
        if !(lineWidth.isFinite && lineWidth >= 0) {
            problems.append("a line width of \(formatLength(lineWidth)) draws nothing")
        } else if lineWidth > Self.largestLength {
            problems.append("a line width of \(formatLength(lineWidth)) points is drawn \(formatLength(Self.largestLength)) wide, which covers any picture the same way")
        }
        if !(miterLimit.isFinite && miterLimit >= 1) { problems.append("a miter limit of \(formatLength(miterLimit)) takes the default, 10") }
        if dash.contains(where: { !$0.isFinite || $0 < 0 }) || (!dash.isEmpty && !dash.contains(where: { $0 > 0 })) {
            problems.append("the dash pattern \(dash.map(formatLength)) is dropped (a solid line)")
        } else if dash.contains(where: { $0 > Self.largestLength }) {
            problems.append("dash lengths beyond \(formatLength(Self.largestLength)) points are limited to it")
        }
        if !dashPhase.isFinite { problems.append("a dash phase of \(formatLength(dashPhase)) takes 0") }
        else if !dash.isEmpty, abs(dashPhase) > Self.largestLength { problems.append("a dash phase of \(formatLength(dashPhase)) points is taken within one repeat of the pattern") }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }
}

/// A style for rasterizing vector shapes, as in SwiftUI.
public struct FillStyle: Equatable, Hashable, Sendable {
    /// Whether to use the even-odd rule (instead of non-zero winding) to decide what is inside.
    public var isEOFilled: Bool
    /// Whether to smooth the edges of the shape.
    public var isAntialiased: Bool

    /// Creates a new fill style with the specified settings.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
