import Foundation

/// Something a canvas draws that another target knows how to draw (a resolved image or symbol,
/// a symbol view of the canvas): renderers cast it back to their own type.
package protocol CanvasDrawable: AnyObject {}

/// One recorded drawing command of a `Canvas`, with the context's state when it was recorded.
/// Paths are in canvas coordinates; drawables keep their user-space frame and the transform.
package struct CanvasCommand: @unchecked Sendable {
    // @unchecked: drawables are immutable once made (resolved images, symbol renderings).
    package enum Content {
        /// A filled or stroked path, its paint already faded by the context's opacity.
        case path([PathSegment], Paint, ShapeDrawing.Mode)
        /// An image or symbol drawn into `frame` (user space) through `transform`; `paint`
        /// fills template images (symbols).
        case drawable(any CanvasDrawable, frame: CGRect, transform: CGAffineTransform, paint: Paint?)
        /// An isolated layer (`drawLayer`): its commands composited together first.
        case layer([CanvasCommand])
    }

    package var content: Content
    /// The opacity the content is composited with (paths have it in their paint: 1).
    package var opacity: Double
    package var blendMode: GraphicsContext.BlendMode
    package var clips: [CanvasClip]
    /// Filters applied to the content, the first closest to it.
    package var filters: [CanvasFilter]
}

/// One clip of a canvas command, in canvas coordinates.
package enum CanvasClip {
    /// A path (`clip(to:style:options:)`); `inverse` keeps what is outside it.
    case path([PathSegment], FillStyle, inverse: Bool)
    /// A layer's alpha times `opacity` (`clipToLayer`); `inverse` keeps where it is clear.
    case layer([CanvasCommand], opacity: Double, inverse: Bool)
}

/// A `GraphicsContext.Filter` resolved in the context's environment, as renderers apply it.
package enum CanvasFilter: Sendable, Equatable {
    /// A drop shadow (`radius` as SwiftUI's shadow radius), composited in `blendMode`, with
    /// `GraphicsContext.ShadowOptions`.
    case shadow(color: Color, radius: CGFloat, offset: CGSize, blendMode: GraphicsContext.BlendMode, options: GraphicsContext.ShadowOptions)
    /// A Gaussian blur (`radius` as SwiftUI's blur radius); `opaque` extends edge pixels.
    case blur(radius: CGFloat, opaque: Bool)
    /// A colour matrix on unpremultiplied components.
    case colorMatrix(ColorMatrixFilter)
    /// Pixels whose alpha is in `min…max` become `color`, the rest clear.
    case alphaThreshold(min: Double, max: Double, color: Color)
}

/// Finds the symbol views of a canvas by tag, sized at their ideal size (made by renderers,
/// which can lay views out and draw them).
package struct CanvasSymbolResolver {
    package let resolve: (AnyHashable) -> (drawable: any CanvasDrawable, size: CGSize)?

    package init(resolve: @escaping (AnyHashable) -> (drawable: any CanvasDrawable, size: CGSize)?) {
        self.resolve = resolve
    }
}

/// A canvas's renderer, environment and symbol views, run when the canvas is drawn at its
/// placed size. A class, so every drawn node's `ShapeDrawing` holds one pointer for it.
package final class CanvasDrawing: @unchecked Sendable {
    // @unchecked: immutable; the renderer is the user's closure, run on the drawing thread.
    let renderer: (inout GraphicsContext, CGSize) -> Void
    package let environment: EnvironmentValues
    /// The canvas's `symbols` views, when it has any.
    package let symbols: AnyView?

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, environment: EnvironmentValues, symbols: AnyView?) {
        self.renderer = renderer
        self.environment = environment
        self.symbols = symbols
    }

    /// The commands the renderer records for a canvas of `size`, with what it asked for that
    /// cannot be drawn as given (a diagnostic each); `symbols` resolves the canvas's symbol views.
    package func commands(size: CGSize, symbols resolver: CanvasSymbolResolver? = nil) -> (commands: [CanvasCommand], problems: [String]) {
        var context = GraphicsContext(size: size, environment: environment, symbols: resolver)
        renderer(&context, size)
        return (context.recorder.commands, context.recorder.problems)
    }
}
