import Foundation

/// An immediate-mode drawing destination, as in SwiftUI: what a `Canvas` draws into.
///
/// Arrange records what is drawn — filled and stroked paths with their shading, text
/// (`resolve(_:)`/`draw(_:at:anchor:)` for `Text`, from ArrangeText), images and symbols (from
/// ArrangeRender), symbols of the canvas (`resolveSymbol(id:)`), isolated layers (`drawLayer`)
/// — each with the context's opacity, blend mode, transform, clip and filters
/// (`addFilter(_:options:)`), and draws them in the three outputs.
public struct GraphicsContext {
    final class Recorder {
        var commands: [CanvasCommand] = []
        /// What the drawing asked for that cannot be drawn as given, in words; each once.
        var problems: [String] = []

        func report(_ problem: String) {
            if !problems.contains(problem) { problems.append(problem) }
        }
    }

    var recorder: Recorder
    let size: CGSize
    /// The symbols of the canvas (its `symbols` views), found by tag.
    let symbolResolver: CanvasSymbolResolver?
    /// The opacity of what is drawn next, multiplied into each shading.
    public var opacity: Double = 1
    /// The blend mode of what is drawn next.
    public var blendMode: BlendMode = .normal
    /// The transform from the user space of drawing commands to the canvas.
    public var transform: CGAffineTransform = .identity
    /// The environment of the canvas.
    public var environment: EnvironmentValues
    /// The clip shapes and clip layers so far, in canvas coordinates.
    var clips: [CanvasClip] = []
    /// The filters added so far, resolved, in the order they apply (the first is closest to
    /// what is drawn).
    var filters: [CanvasFilter] = []

    init(size: CGSize, environment: EnvironmentValues, symbols: CanvasSymbolResolver? = nil) {
        recorder = Recorder()
        self.size = size
        self.environment = environment
        symbolResolver = symbols
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
        /// The options' bits.
        public let rawValue: UInt32
        /// Creates a set of options from a raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Inverts the shape or layer alpha used as the clip mask: what is drawn shows outside it.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// Intersects the clip with a path (in user space); with `.inverse`, with everything
    /// outside the path.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(.path(path.applying(transform).segments, style, inverse: options.contains(.inverse)))
    }

    /// Adds a clip shape defined by a layer: what `content` draws is rasterised, its alpha
    /// multiplied by `opacity` is the clip mask (with `.inverse`, one minus it). The layer's
    /// context starts as `drawLayer`'s does.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void) rethrows {
        let commands = try layerCommands(content)
        let fade = min(max(opacity.isFinite ? opacity : 1, 0), 1)
        clips.append(.layer(commands, opacity: fade, inverse: options.contains(.inverse)))
    }

    /// Draws a new layer, created by `content`, into the context: what `content` draws is
    /// composited as one isolated group, then drawn with this context's opacity, blend mode,
    /// filters and clip. The layer's context starts with this one's transform and environment,
    /// full opacity, the normal blend mode, no filters and no clip of its own.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let commands = try layerCommands(content)
        guard !commands.isEmpty else { return }
        append(.layer(commands), opacity: clampedOpacity)
    }

    /// What `content` draws into a fresh layer: this context's transform and environment, full
    /// opacity, the normal blend mode, no filters, no clip, and its own recorder.
    private func layerCommands(_ content: (inout GraphicsContext) throws -> Void) rethrows -> [CanvasCommand] {
        var layer = self
        layer.recorder = Recorder()
        layer.opacity = 1
        layer.blendMode = .normal
        layer.clips = []
        layer.filters = []
        try content(&layer)
        return layer.recorder.commands
    }

    /// Fills a path with a shading.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(path, shading, mode: .fill(style))
    }

    /// Strokes a path with a shading and a stroke style.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        if let problem = style.sanitizingProblem { recorder.report("Canvas stroke style cannot be drawn as given: \(problem).") }
        var style = style.sanitized
        // A scaling transform widens the line as it would a drawn one, up to what renderers draw.
        let t = transform
        let scaled = style.lineWidth * abs(t.a * t.d - t.b * t.c).squareRoot()
        style.lineWidth = scaled.isNaN ? 0 : min(scaled, DrawingLimits.length)
        if scaled > DrawingLimits.length {
            recorder.report("a Canvas stroke is \(formatLength(scaled)) points wide under the context's transform; it is drawn \(formatLength(DrawingLimits.length)) wide, which covers any picture the same way.")
        }
        record(path, shading, mode: .stroke(style, antialiased: true))
    }

    /// Strokes a path with a shading, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    private func record(_ path: Path, _ shading: Shading, mode: ShapeDrawing.Mode) {
        recordPath(path.segments, paint: shading.paint(environment, size), mode: mode)
    }

    /// The context's opacity as drawn: 0…1 (non-finite values count as 1).
    var clampedOpacity: Double { min(max(opacity.isFinite ? opacity : 1, 0), 1) }

    /// Records `segments` (in user space) painted with `paint`, through the context's state.
    package func recordPath(_ segments: [PathSegment], paint: Paint, mode: ShapeDrawing.Mode = .fill(FillStyle())) {
        let moved = segments.map { $0.applying(transform) }
        guard !moved.isEmpty else { return }
        append(.path(moved, paint.multiplyingOpacity(clampedOpacity), mode), opacity: 1)
    }

    /// Records something another target draws (an image, a symbol of the canvas) into `frame`
    /// of the user space, through the context's state; `paint` fills template images (symbols).
    package func recordDrawable(_ drawable: any CanvasDrawable, in frame: CGRect, paint: Paint?) {
        guard frame.width.isFinite, frame.height.isFinite, frame.minX.isFinite, frame.minY.isFinite else { return }
        append(.drawable(drawable, frame: frame, transform: transform, paint: paint), opacity: clampedOpacity)
    }

    private func append(_ content: CanvasCommand.Content, opacity: Double) {
        recorder.commands.append(CanvasCommand(content: content, opacity: opacity, blendMode: blendMode, clips: clips, filters: filters))
    }

    /// The canvas's environment with the context's foreground: what `Shading.foreground` fills.
    package var foregroundPaint: Paint { environment.foregroundPaint }

    /// The paint of `shading` in this context.
    package func paint(of shading: Shading) -> Paint { shading.paint(environment, size) }

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
        /// A linear gradient of an `AnyGradient` (interpolated in its colour space) between two
        /// points of the canvas.
        public static func linearGradient(_ gradient: AnyGradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading { environment, size in
                linearGradient(gradient.drawnGradient(in: environment), startPoint: startPoint, endPoint: endPoint, options: options).paint(environment, size)
            }
        }
        /// A radial gradient of an `AnyGradient` (interpolated in its colour space) around a
        /// point of the canvas.
        public static func radialGradient(_ gradient: AnyGradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading { environment, size in
                radialGradient(gradient.drawnGradient(in: environment), center: center, startRadius: startRadius, endRadius: endRadius, options: options).paint(environment, size)
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
        /// The options' bits.
        public let rawValue: UInt32
        /// Creates a set of options from a raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient outside its range.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Mirrors the gradient outside its range.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates in linear colour space.
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}
