import Foundation

/// One segment of an outline, in a view's own coordinates (y grows downward): the vocabulary
/// shared by `Path`, glyph outlines and the renderers.
package enum PathSegment: Equatable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close
}

/// What a measured leaf (Text, Image) draws, in its own coordinates: filled outlines, each with
/// its colour (`nil`: the environment's foreground style), and pictures (colour emoji).
package struct LeafDrawing: Sendable {
    package var outlines: [FilledOutline]
    package var pictures: [LeafPicture]

    package init(outlines: [FilledOutline] = [], pictures: [LeafPicture] = []) {
        self.outlines = outlines
        self.pictures = pictures
    }
}

/// A PNG a leaf draws scaled into `frame` (in the leaf's coordinates): a colour glyph of a
/// bitmap font, which has no outline to fill.
package struct LeafPicture: Sendable {
    package var png: Data
    package var frame: CGRect

    package init(png: Data, frame: CGRect) {
        self.png = png
        self.frame = frame
    }
}

/// One filled outline of a leaf's drawing.
package struct FilledOutline: Sendable {
    package var segments: [PathSegment]
    package var color: Color?
    /// Multiplies the opacity of the colour (or of the foreground style): a redaction bar's.
    package var opacity: Double

    package init(segments: [PathSegment], color: Color?, opacity: Double = 1) {
        self.segments = segments
        self.color = color
        self.opacity = opacity
    }
}
