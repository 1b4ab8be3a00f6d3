import ArrangeCore
import Foundation

/// What a renderer draws: a canvas size in points and items back to front, in canvas
/// coordinates (y down). The SVG writer and the Cairo renderer draw the same list, so the three
/// outputs of one layout have identical geometry.
package struct DisplayList: Sendable {
    /// The canvas size in points.
    package var size: CGSize
    /// Items, back to front.
    package var items: [DisplayItem]
    /// The pixels per point the list was snapped for (what PNG output uses; SVG output sizes
    /// sharp-edged images for it).
    package var scale: CGFloat

    package init(size: CGSize, items: [DisplayItem] = [], scale: CGFloat = 1) {
        self.size = size
        self.items = items
        self.scale = scale
    }
}

/// One thing to draw.
package indirect enum DisplayItem: Sendable {
    /// A filled or stroked path.
    case path(PathItem)
    /// A bitmap drawn into a frame.
    case image(ImageItem)
    /// A box with a label standing in for an image that has no pixels.
    case placeholder(frame: CGRect, label: String?)
    /// Items drawn with an effect applied to them as a whole.
    case group(GroupEffect, [DisplayItem])
}

/// A path painted with a colour or gradient.
package struct PathItem {
    package var segments: [PathSegment]
    package var paint: Paint
    /// The rectangle the paint's unit points refer to (the frame of the view being painted).
    package var paintBounds: CGRect
    package var mode: ShapeDrawing.Mode

    package init(segments: [PathSegment], paint: Paint, paintBounds: CGRect, mode: ShapeDrawing.Mode) {
        self.segments = segments
        self.paint = paint
        self.paintBounds = paintBounds
        self.mode = mode
    }
}

/// A bitmap and where its pieces go (see `ImagePatch`).
package struct ImageItem {
    var bitmap: Bitmap
    /// Identifies the bitmap, so renderers encode or upload it once however often it is drawn.
    var key: ObjectIdentifier
    var smoothsPixels: Bool
    var patches: [ImagePatch]
    /// The view's frame: tiled patches are clipped to it.
    var frame: CGRect
}

/// An effect applied to a group of items.
package enum GroupEffect {
    /// Items are drawn through an affine transform.
    case transform(CGAffineTransform)
    /// Items are composited together, then drawn at this opacity.
    case opacity(Double)
    /// Items are clipped to a path.
    case clip([PathSegment], FillStyle)
    /// A blurred, offset, coloured copy of the items' alpha is drawn beneath them; `radius` is
    /// SwiftUI's shadow radius (the Gaussian's standard deviation is half of it).
    /// `contentBounds` is the items' `unionBounds`, computed once when the list is built:
    /// renderers size buffers and filter regions from it, and nested effects ask for it at
    /// every level, which walking the items each time would make quadratic in the nesting.
    case shadow(color: Color, radius: CGFloat, offset: CGSize, contentBounds: CGRect)
    /// The items' colours are inverted (alpha kept); `contentBounds` as for `shadow`.
    case colorInvert(contentBounds: CGRect)
    /// The items' unpremultiplied colours go through a colour matrix; `contentBounds` as for `shadow`.
    case colorMatrix(ColorMatrixFilter, contentBounds: CGRect)
    /// The items are blurred (standard deviation `radius / 2`); opaque blurs extend the edge
    /// pixels instead of fading, and stay within `contentBounds`.
    case blur(radius: CGFloat, opaque: Bool, contentBounds: CGRect)
    /// The items are composited together, then onto what is behind in a blend mode (a view's
    /// `BlendMode` or a canvas's `GraphicsContext.BlendMode`). Porter–Duff modes that change
    /// what they do not cover apply within the items' coverage, as in Core Graphics.
    case blendMode(GraphicsContext.BlendMode)
    /// The items are composited together first (an isolated group).
    case compositingGroup
    /// The items show through the alpha of the mask's items.
    case mask([DisplayItem])
    /// The items show where the mask's items are clear: through one minus their alpha (a
    /// canvas's inverse clip).
    case inverseMask([DisplayItem])
    /// A canvas shadow filter with a blend mode or options (`GraphicsContext.ShadowOptions`);
    /// `contentBounds` as for `shadow`.
    case canvasShadow(CanvasShadow, contentBounds: CGRect)
    /// The items are drawn through a projective transform (canvas coordinates); `contentBounds`
    /// is the items' bounds before it.
    case projection(ProjectiveTransform, contentBounds: CGRect)
    /// What is already drawn under the path is blurred (standard deviation `radius / 2`) before
    /// the items are drawn (materials). Only outputs that can read back what they drew do it.
    case backdropBlur(radius: CGFloat, [PathSegment])
    /// Pixels of the items whose alpha is within `min…max` become `color`, the others clear
    /// (a canvas's `alphaThreshold` filter); `contentBounds` as for `shadow`.
    case alphaThreshold(min: Double, max: Double, color: Color, contentBounds: CGRect)
}

/// A canvas's shadow filter as renderers draw it (`GraphicsContext.Filter.shadow` with a blend
/// mode other than `normal` or with options).
package struct CanvasShadow {
    var color: Color
    /// SwiftUI's shadow radius (the Gaussian's standard deviation is half of it).
    var radius: CGFloat
    var offset: CGSize
    /// How the shadow is composited onto what is under it (in the group, or the background
    /// with `disablesGroup`).
    var blendMode: GraphicsContext.BlendMode
    var above: Bool
    var only: Bool
    /// The shadow is made from one minus the content's alpha (an inner shadow).
    var invertsAlpha: Bool
    /// Content and shadow are composited one by one onto what is drawn, not as a group first.
    var disablesGroup: Bool
}

// MARK: - Bounds

extension DisplayItem {
    /// A rectangle containing everything the item paints, in its coordinates; `nil` when it paints nothing.
    /// Generous rather than tight: renderers use it to size shadow buffers and filter regions.
    var bounds: CGRect? {
        switch self {
        case .path(let item):
            let box = Path(segments: item.segments).boundingRect
            guard case .stroke(let style, _) = item.mode else { return box }
            let reach = style.lineWidth / 2 * (style.lineJoin == .miter ? max(style.miterLimit, 1.5) : 1.5)
            return box.insetBy(dx: -reach, dy: -reach)
        case .image(let item):
            return item.frame
        case .placeholder(let frame, _):
            return frame
        case .group(let effect, let items):
            // Shadows and inversions know their content's bounds; other groups look inside.
            let known: CGRect?
            switch effect {
            case .shadow(_, _, _, let bounds), .canvasShadow(_, let bounds), .colorInvert(let bounds), .colorMatrix(_, let bounds),
                 .blur(_, _, let bounds), .projection(_, let bounds), .alphaThreshold(_, _, _, let bounds): known = bounds
            case .transform, .opacity, .clip, .blendMode, .compositingGroup, .mask, .inverseMask, .backdropBlur: known = nil
            }
            guard let inner = known ?? items.unionBounds else { return nil }
            switch effect {
            case .transform(let t):
                return inner.applying(t)
            case .clip(let segments, _):
                let clip = Path(segments: segments).boundingRect
                let result = inner.intersection(clip)
                return result.isNull || result.isEmpty ? nil : result
            case .shadow(_, let radius, let offset, _):
                let reach = radius * 1.5 + 1
                return inner.union(inner.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -reach, dy: -reach))
            case .canvasShadow(let shadow, _):
                let reach = shadow.radius * 1.5 + 1
                return inner.union(inner.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -reach, dy: -reach))
            case .opacity, .colorInvert, .blendMode, .compositingGroup, .backdropBlur, .alphaThreshold, .inverseMask:
                return inner
            case .colorMatrix(let matrix, _):
                // A matrix that adds alpha (or colour to clear pixels) has no bounds of its own;
                // only what the items cover can change.
                _ = matrix
                return inner
            case .blur(let radius, let opaque, _):
                if opaque { return inner }
                let reach = radius * 1.5 + 1
                return inner.insetBy(dx: -reach, dy: -reach)
            case .mask(let maskItems):
                guard let maskBounds = maskItems.unionBounds else { return nil }
                let result = inner.intersection(maskBounds)
                return result.isNull || result.isEmpty ? nil : result
            case .projection(let transform, _):
                return transform.boundingBox(of: inner) ?? inner
            }
        }
    }
}

extension Array where Element == DisplayItem {
    /// The union of the items' bounds; `nil` when none paints anything.
    var unionBounds: CGRect? {
        var result: CGRect?
        for item in self {
            guard let b = item.bounds, b.width.isFinite, b.height.isFinite else { continue }
            result = result.map { $0.union(b) } ?? b
        }
        return result
    }
}
