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

    /// The style renderers use: a negative or non-finite width becomes 0 (nothing is drawn), a
    /// dash pattern with a negative or non-finite length, or with no positive length at all, is
    /// dropped (a solid line), a non-finite phase or miter limit takes the default, and widths
    /// and dashes beyond `DrawingLimits.length` are limited to it (the phase is taken modulo the
    /// pattern, which draws the same dashes).
    package var sanitized: StrokeStyle {
        var s = self
        if !(s.lineWidth.isFinite && s.lineWidth >= 0) { s.lineWidth = 0 }
        s.lineWidth = min(s.lineWidth, DrawingLimits.length)
        if !(s.miterLimit.isFinite && s.miterLimit >= 1) { s.miterLimit = 10 }
        if s.dash.contains(where: { !$0.isFinite || $0 < 0 }) || !s.dash.contains(where: { $0 > 0 }) { s.dash = [] }
        s.dash = s.dash.map { min($0, DrawingLimits.length) }
        if !s.dashPhase.isFinite { s.dashPhase = 0 }
        if !s.dash.isEmpty, abs(s.dashPhase) > DrawingLimits.length {
            // An odd number of lengths repeats twice before the pattern starts again.
            let period = s.dash.reduce(0, +) * (s.dash.count.isMultiple(of: 2) ? 1 : 2)
            s.dashPhase = s.dashPhase.truncatingRemainder(dividingBy: period)
        }
        return s
    }

    /// What `sanitized` changes, in words for a diagnostic; nil when it changes nothing. Read
    /// from the fields `sanitized` changes, so the two cannot disagree.
    package var sanitizingProblem: String? {
        let drawn = sanitized
        var problems: [String] = []
        // `!=` also holds for NaN, which `sanitized` always replaces.
        if drawn.lineWidth != lineWidth {
            problems.append(lineWidth.isFinite && lineWidth >= 0
                ? "a line width of \(formatLength(lineWidth)) points is drawn \(formatLength(drawn.lineWidth)) wide, which covers any picture the same way"
                : "a line width of \(formatLength(lineWidth)) draws nothing")
        }
        if drawn.miterLimit != miterLimit { problems.append("a miter limit of \(formatLength(miterLimit)) takes the default, \(formatLength(drawn.miterLimit))") }
        if drawn.dash != dash {
            problems.append(drawn.dash.isEmpty
                ? "the dash pattern \(dash.map(formatLength)) is dropped (a solid line)"
                : "dash lengths beyond \(formatLength(DrawingLimits.length)) points are limited to it")
        }
        if drawn.dashPhase != dashPhase {
            problems.append(dashPhase.isFinite
                ? "a dash phase of \(formatLength(dashPhase)) points is taken within one repeat of the pattern"
                : "a dash phase of \(formatLength(dashPhase)) takes 0")
        }
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
