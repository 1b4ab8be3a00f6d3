import Foundation

/// An immediate-mode drawing destination, as in SwiftUI: what a `Canvas` draws into.
///
/// Arrange records filled and stroked paths with their shading, opacity, blend mode, transform
/// and clip, and draws them in the three outputs. Not yet supported: drawing text, images and
/// symbols (`resolve`, `draw`), filters (`addFilter`) and isolated layers (`drawLayer` draws
/// into the same layer, with the context's state).
public struct GraphicsContext {
    final class Recorder {
        var commands: [CanvasCommand] = []
    }

    let recorder: Recorder
    let size: CGSize
    /// The opacity of what is drawn next, multiplied into each shading.
    public var opacity: Double = 1
    /// The blend mode of what is drawn next.
    public var blendMode: BlendMode = .normal
    /// The transform from the user space of drawing commands to the canvas.
    public var transform: CGAffineTransform = .identity
    /// The environment of the canvas.
    public var environment: EnvironmentValues
    /// The clip shapes so far, in canvas coordinates.
    var clips: [([PathSegment], FillStyle)] = []

    init(size: CGSize, environment: EnvironmentValues) {
        recorder = Recorder()
        self.size = size
        self.environment = environment
    }

    /// Moves the origin of the user space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales the user space.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates the user space (positive angles turn clockwise on screen).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    /// Appends a transform to the user space.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Options for clipping.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Inverts the clip shape (accepted; Arrange clips to the shape itself).
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Intersects the clip with a path (in user space).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append((path.applying(transform).segments, style))
    }

    /// Draws into a new copy of the context's state (Arrange draws it into the same layer).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var copy = self
        try content(&copy)
    }

    /// Fills a path with a shading.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(path, shading, mode: .fill(style))
    }

    /// Strokes a path with a shading and a stroke style.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var style = style.sanitized
        // A scaling transform widens the line as it would a drawn one.
        let t = transform
        style.lineWidth *= abs(t.a * t.d - t.b * t.c).squareRoot()
        record(path, shading, mode: .stroke(style, antialiased: true))
    }

    /// Strokes a path with a shading, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    private func record(_ path: Path, _ shading: Shading, mode: ShapeDrawing.Mode) {
        let segments = path.applying(transform).segments
        guard !segments.isEmpty else { return }
        let paint = shading.paint(environment, size).multiplyingOpacity(min(max(opacity.isFinite ? opacity : 1, 0), 1))
        recorder.commands.append(CanvasCommand(segments: segments, paint: paint, mode: mode, blendMode: blendMode, clips: clips))
    }

    /// A colour or pattern to fill or stroke with, as in SwiftUI.
    public struct Shading {
        let paint: (EnvironmentValues, CGSize) -> Paint

        /// A constant colour.
        public static func color(_ color: Color) -> Shading { Shading { _, _ in .color(color) } }
        /// A shape style, resolved in the canvas's environment (gradients in unit points of the canvas).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading { environment, _ in style.resolvedPaint(in: environment) } }
        /// The foreground style.
        public static var foreground: Shading { style(ForegroundStyle()) }
        /// A linear gradient between two points of the canvas.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading { _, size in
                func unit(_ p: CGPoint) -> UnitPoint { UnitPoint(x: size.width > 0 ? p.x / size.width : 0, y: size.height > 0 ? p.y / size.height : 0) }
                return .linearGradient(gradient, startPoint: unit(startPoint), endPoint: unit(endPoint))
            }
        }
        /// A radial gradient around a point of the canvas.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading { _, size in
                .radialGradient(gradient, center: UnitPoint(x: size.width > 0 ? center.x / size.width : 0, y: size.height > 0 ? center.y / size.height : 0), startRadius: startRadius, endRadius: endRadius)
            }
        }
    }

    /// Options for gradient shadings (accepted).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient outside its range.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Mirrors the gradient outside its range.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates in linear colour space.
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}

/// One recorded drawing command of a `Canvas`, in canvas coordinates.
package struct CanvasCommand: Sendable {
    package var segments: [PathSegment]
    package var paint: Paint
    package var mode: ShapeDrawing.Mode
    package var blendMode: BlendMode
    package var clips: [([PathSegment], FillStyle)]
}

/// A canvas's renderer and environment, run when the canvas is drawn at its placed size.
package struct CanvasDrawing: @unchecked Sendable {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues

    /// The commands the renderer records for a canvas of `size`.
    package func commands(size: CGSize) -> [CanvasCommand] {
        var context = GraphicsContext(size: size, environment: environment)
        renderer(&context, size)
        return context.recorder.commands
    }
}

/// A view type that supports immediate mode drawing, as in SwiftUI: it lays out like a shape
/// (taking the space proposed) and draws what `renderer` records at its placed size.
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// Creates a canvas; `opaque`, `colorMode` and `rendersAsynchronously` are accepted.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout node: a flexible leaf that draws the canvas.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        var drawing = ShapeDrawing(shape: Rectangle(), paint: .color(.clear))
        drawing.canvas = CanvasDrawing(renderer: view.renderer, environment: builder.environment)
        drawing.leafName = .type(Canvas<Symbols>.self)
        builder.addDrawnLeaf(drawing)
    }
}
