import Foundation

/// The largest lengths renderers draw. Past them a picture looks the same (a line a million
/// points wide covers any screen as a wider one does; a blur 4096 points wide smears any view
/// evenly), while Cairo's work grows with the length: a 1e13-point line takes seconds and
/// gigabytes. Values beyond a limit are drawn at it, with a diagnostic naming the view.
package enum DrawingLimits {
    /// The widest line, longest dash and furthest shadow offset drawn, in points.
    package static let length: CGFloat = 1_000_000
    /// The largest blur and shadow radius drawn, in points.
    package static let blurRadius: CGFloat = 4096

    /// `radius` made drawable: a non-finite one is 0, a negative one 0, a huge one `blurRadius`;
    /// with the problem in words when it changed for any reason but a negative value (which
    /// SwiftUI takes as no blur without comment).
    package static func drawableRadius(_ radius: CGFloat) -> (radius: CGFloat, problem: String?) {
        guard radius.isFinite else { return (0, "a radius of \(formatLength(radius)) is not finite; it draws no blur") }
        guard radius <= blurRadius else {
            return (blurRadius, "a radius of \(formatLength(radius)) points is drawn \(formatLength(blurRadius)) wide, which smears any view the same way")
        }
        return (max(radius, 0), nil)
    }

    /// An offset made drawable: each non-finite component 0, each beyond `length` limited to it;
    /// with the problem in words when it changed.
    package static func drawableOffset(_ x: CGFloat, _ y: CGFloat) -> (offset: CGSize, problem: String?) {
        func limited(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, -length), length) : 0 }
        let offset = CGSize(width: limited(x), height: limited(y))
        guard offset.width != x || offset.height != y else { return (offset, nil) }
        return (offset, "an offset of (\(formatLength(x)), \(formatLength(y))) is drawn as (\(formatLength(offset.width)), \(formatLength(offset.height))): a non-finite part is 0, one beyond \(formatLength(length)) points is limited to it")
    }
}
