import Foundation

/// A two-dimensional gradient defined by a 2D grid of positioned colours, as in SwiftUI.
///
/// Each vertex has a position in unit coordinates of the area filled (`[0, 0]` its top-left
/// corner, `[1, 1]` its bottom-right) and four Bézier control points for the edges to its
/// neighbours. Vertices given as `points` get implicit control points: a third of the way along
/// the Catmull-Rom tangent through their neighbours, so a regular grid has straight edges. Each
/// cell of the grid is a Coons patch; its colours are interpolated bilinearly
/// (`smoothsColors: false`) or bicubically through the neighbouring vertices (Catmull-Rom, the
/// default), and `background` fills what the mesh does not cover.
///
/// `colorSpace: .device` interpolates sRGB-encoded components; `.perceptual` interpolates in
/// Oklab (Björn Ottosson's perceptual space; see `OKLab`). Where Arrange differs: leading and trailing control points are on the left and right
/// whatever the layout direction. A mesh whose `width` or `height` is below 2, or whose point or
/// colour count is not `width × height`, draws only its background and reports why in the host's
/// diagnostics (SwiftUI draws nothing useful for it either).
nonisolated public struct MeshGradient: ShapeStyle, View, Equatable, ResolvableShapeStyle {
    /// One location in a gradient mesh, along with the four Bézier control points surrounding it.
    @frozen public struct BezierPoint: Equatable, Sendable {
        /// The position of the vertex.
        public var position: SIMD2<Float>
        /// The Bézier control point of the vertex's leading edge.
        public var leadingControlPoint: SIMD2<Float>
        /// The Bézier control point of the vertex's top edge.
        public var topControlPoint: SIMD2<Float>
        /// The Bézier control point of the vertex's trailing edge.
        public var trailingControlPoint: SIMD2<Float>
        /// The Bézier control point of the vertex's bottom edge.
        public var bottomControlPoint: SIMD2<Float>

        /// Creates a new vertex.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>, trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The vertices of a mesh: plain points (implicit control points) or Bézier points.
    public enum Locations: Equatable, Sendable {
        /// Vertices specified only by their location, with implicit control points.
        case points([SIMD2<Float>])
        /// Vertices explicitly specifying their location and control points.
        case bezierPoints([MeshGradient.BezierPoint])
    }

    /// The colours of a mesh's vertices.
    public enum Colors: Equatable, Sendable {
        /// Colours resolved in the environment of the view drawn.
        case colors([Color])
        /// Resolved colours.
        case resolvedColors([Color.Resolved])
    }

    /// The width of the mesh: the number of vertices per row.
    public var width: Int
    /// The height of the mesh: the number of vertices per column.
    public var height: Int
    /// The array of locations. Must contain `width × height` elements.
    public var locations: Locations
    /// The array of colours. Must contain `width × height` elements.
    public var colors: Colors
    /// The background colour: it fills any points outside the defined vertex mesh.
    public var background: Color
    /// Whether cubic (smooth) interpolation is used for the colours in the mesh (rather than only
    /// for the shape of the mesh).
    public var smoothsColors: Bool
    /// The colour space in which to interpolate vertex colours (`.perceptual`: Oklab).
    public var colorSpace: Gradient.ColorSpace

    /// Creates a new gradient mesh specified as a 2D grid of coloured points.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// Creates a new gradient mesh specified as a 2D grid of coloured vertices.
    public init(width: Int, height: Int, locations: MeshGradient.Locations, colors: MeshGradient.Colors, background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// Why this mesh cannot be drawn, or `nil` when it can.
    package var problem: String? {
        let pointCount: Int, colorCount: Int
        switch locations {
        case .points(let p): pointCount = p.count
        case .bezierPoints(let p): pointCount = p.count
        }
        switch colors {
        case .colors(let c): colorCount = c.count
        case .resolvedColors(let c): colorCount = c.count
        }
        if width < 2 || height < 2 {
            return "MeshGradient(width: \(width), height: \(height)) needs at least 2 vertices per row and per column; only its background is drawn."
        }
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pointCount != product || colorCount != product {
            return "MeshGradient(width: \(width), height: \(height)) has \(pointCount) locations and \(colorCount) colours; it needs \(overflow ? "width × height" : String(product)) of each, so only its background is drawn."
        }
        var finite = true
        switch locations {
        case .points(let p): finite = p.allSatisfy { $0.x.isFinite && $0.y.isFinite }
        case .bezierPoints(let p):
            finite = p.allSatisfy { b in [b.position, b.leadingControlPoint, b.topControlPoint, b.trailingControlPoint, b.bottomControlPoint].allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        }
        if !finite { return "MeshGradient has non-finite locations; only its background is drawn." }
        return nil
    }

    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        guard problem == nil else { return .color(background) }
        let resolvedColors: [Color]
        switch colors {
        case .colors(let c): resolvedColors = c
        case .resolvedColors(let c): resolvedColors = c.map { Color($0) }
        }
        return .meshGradient(MeshGradientPaint(width: width, height: height, vertices: MeshGradientPaint.vertices(of: locations, width: width, height: height),
                                               colors: resolvedColors, background: background, smoothsColors: smoothsColors,
                                               perceptual: colorSpace == .perceptual))
    }

    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`): a flexible leaf that
    /// lays out like a `Color` (A3.1).
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        if let problem = view.problem { builder.report(problem) }
        buildGradientLeaf(view.resolvePaint(in: builder.environment), named: MeshGradient.self, in: builder)
    }
}

/// Styles that can be given bad input, reported where they are used to paint a shape.
package protocol DiagnosedShapeStyle {
    /// Why the style cannot be drawn as given, or `nil`.
    var problem: String? { get }
}

extension MeshGradient: DiagnosedShapeStyle {}
