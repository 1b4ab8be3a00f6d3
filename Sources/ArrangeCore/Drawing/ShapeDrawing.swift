import Foundation

/// What a shape-like leaf draws (a shape, a `Color`, a gradient view, a style background):
/// `shape`'s path in the leaf's frame, filled or stroked with `paint`. Captured when the tree is
/// built, with styles already resolved against the leaf's environment.
package struct ShapeDrawing: Sendable {
    /// How the path is painted. A stroke's style is boxed (`indirect`): most drawings fill, and
    /// a stroke style inline made every drawing 32 bytes larger.
    package enum Mode: Sendable, Equatable {
        case fill(FillStyle)
        indirect case stroke(StrokeStyle, antialiased: Bool)
    }

    package var shape: any Shape
    package var paint: Paint
    package var mode: Mode
    /// Edges on which the drawing grows into the host's unsafe area where the leaf's frame
    /// reaches the safe area (style backgrounds and overlays, as in SwiftUI).
    package var extendsIntoSafeArea: Edge.Set = []
    /// What the leaf is called in dumps and the inspector, worked out only when asked.
    package var leafName: DrawnLeafName = .shape
    /// The blur radius of what is behind the path, drawn before the paint (materials).
    @AbsentAsNaN package var backdropBlur: CGFloat?
    /// What a `Canvas` draws instead of the shape.
    package var canvas: CanvasDrawing?

    package init(shape: any Shape, paint: Paint, mode: Mode = .fill(FillStyle()), leafName: DrawnLeafName = .shape) {
        self.shape = shape
        self.paint = paint
        self.mode = mode
        self.leafName = leafName
    }

    /// The drawing of `shape` painted with `paint`: a stroked shape (`stroke(style:)`) becomes a
    /// stroke of the shape it traces.
    package init(painting shape: any Shape, with paint: Paint, fillStyle: FillStyle) {
        if let stroked = shape as? any StrokedShape {
            self.init(shape: stroked.strokedShape, paint: paint, mode: .stroke(stroked.strokeStyle.sanitized, antialiased: fillStyle.isAntialiased))
        } else {
            self.init(shape: shape, paint: paint, mode: .fill(fillStyle))
        }
    }

    /// The path to draw for a leaf with frame `rect`.
    package func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

/// Shapes whose dump name is another shape's (inset and stroked shapes keep their base's name,
/// so a filled or stroked `Circle` still reads "Circle" in dumps).
package protocol LayoutNamedShape {
    var layoutName: String { get }
}

/// The name a shape's leaf has in dumps.
package func layoutName(of shape: any Shape) -> String {
    if let named = shape as? any LayoutNamedShape { return named.layoutName }
    return String(describing: type(of: shape))
}

/// Shapes that stand for the stroke of another shape.
package protocol StrokedShape {
    var strokedShape: any Shape { get }
    var strokeStyle: StrokeStyle { get }
}

/// A shape's stroke as a shape: what `stroke(style:)` and `stroke(lineWidth:)` return. Drawn, it
/// traces its base shape's path with the stroke style; its own `path(in:)` is the base shape's
/// centre line (Arrange does not compute stroke outlines, so clipping to a stroked shape clips
/// to the shape itself).
nonisolated public struct _StrokedShape<Content: Shape>: Shape, StrokedShape, LayoutNamedShape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// The shape being stroked.
    public var shape: Content
    /// The stroke's style.
    public var style: StrokeStyle
    /// Creates a stroked shape.
    public init(shape: Content, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }
    /// The base shape's path (see the type's notes).
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    package var strokedShape: any Shape { shape }
    package var strokeStyle: StrokeStyle { style }
    package var layoutName: String { ArrangeCore.layoutName(of: shape) }
}

/// A shape filled (or, for a stroked shape, stroked) with a style: what `fill` and `stroke`
/// return. It lays out exactly like the shape (A3.1).
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    /// The shape.
    public var shape: Content
    /// The style it is painted with.
    public var style: Style
    /// The fill rule and antialiasing.
    public var fillStyle: FillStyle

    /// Creates a shape view.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): one leaf, like the shape's.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.addShapeLeaf(view.shape, style: view.style, fillStyle: view.fillStyle)
    }
}

nonisolated extension Shape {
    /// Fills this shape with a colour or gradient (the foreground style by default).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Traces the outline of this shape with a colour or gradient, `lineWidth` wide, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Traces the outline of this shape with a colour or gradient and a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content, fillStyle: FillStyle(antialiased: antialiased))
    }

    /// Returns a new shape that is a stroked copy of `self`, `lineWidth` wide (drawn with the
    /// foreground style unless filled with another).
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Returns a new shape that is a stroked copy of `self`, using the given stroke style.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }
}

nonisolated extension InsettableShape {
    /// Strokes this shape inside its frame: the shape is inset by half the line width first, so
    /// the whole stroke stays within the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        let width = style.sanitized.lineWidth
        return inset(by: width / 2).stroke(content, style: style, antialiased: antialiased)
    }

    /// Strokes this shape inside its frame with a line `lineWidth` wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension _LayoutTreeBuilder {
    /// Adds a leaf that lays out like a shape or colour (A3.1) and draws `drawing`.
    func addDrawnLeaf(_ drawing: consuming ShapeDrawing) {
        addLeaf(.fill)
        guard let node = output.last else { return }
        if !drawing.extendsIntoSafeArea.isEmpty { engine.caches.safeAreaDrawings[node] = .some(nil) }
        // Moved, not copied, into the table (a temporary passed to a consuming parameter): this
        // runs for every drawn leaf.
        engine.tree.renderAttributes.setNew(RenderAttributes(drawing: drawing), for: node)
    }

    /// Adds a `Color` view's leaf: it lays out like a shape (A3.1) and fills its rectangle with
    /// `color` (kept as the colour alone, `RenderAttributes.init(colorFill:)`).
    func addColorLeaf(_ color: consuming Color) {
        addLeaf(.fill)
        guard let node = output.last else { return }
        engine.tree.renderAttributes.setNew(RenderAttributes(colorFill: color), for: node)
    }

    /// Adds the leaf of `shape` painted with `style`, resolved in the current environment.
    func addShapeLeaf<S: Shape, Style: ShapeStyle>(_ shape: S, style: Style, fillStyle: FillStyle) {
        var drawing = ShapeDrawing(painting: shape, with: style.resolvedPaint(in: environment), fillStyle: fillStyle)
        drawing.backdropBlur = style.backdropBlurRadius(in: environment)
        if let problem = (style as? any DiagnosedShapeStyle)?.problem { report(problem) }
        if let stroked = shape as? any StrokedShape, let problem = stroked.strokeStyle.sanitizingProblem {
            report("\(layoutName(of: shape))'s stroke style cannot be drawn as given: \(problem).")
        }
        addDrawnLeaf(drawing)
    }
}
