import Foundation

/// A colour gradient represented as an array of colour stops, each having a parametric location
/// value, as in SwiftUI.
public struct Gradient: Equatable, Hashable, Sendable {
    /// One colour stop in the gradient.
    public struct Stop: Equatable, Hashable, Sendable {
        /// The colour for the stop.
        public var color: Color
        /// The parametric location of the stop, in 0…1.
        public var location: CGFloat
        /// Creates a colour stop with a colour and location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of gradient stops.
    public var stops: [Stop]

    /// Creates a gradient from an array of colour stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// Creates a gradient from an array of colours, evenly spaced from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    /// The stops renderers draw: locations clamped to 0…1 (non-finite ones dropped) and kept in
    /// ascending order, as SwiftUI requires them to be given.
    package var normalizedStops: [Stop] {
        var result: [Stop] = []
        for stop in stops where stop.location.isFinite {
            var location = min(max(stop.location, 0), 1)
            if let previous = result.last?.location, location < previous { location = previous }
            result.append(Stop(color: stop.color, location: location))
        }
        return result
    }

    /// The colour at `t` in 0…1, interpolated between neighbouring stops (in sRGB, not premultiplied).
    package func color(at t: CGFloat) -> Color {
        let stops = normalizedStops
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let f = span > 0 ? Double((t - a.location) / span) : 1
            return Color(red: a.color.red + (b.color.red - a.color.red) * f,
                         green: a.color.green + (b.color.green - a.color.green) * f,
                         blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                         opacity: a.color.opacity + (b.color.opacity - a.color.opacity) * f)
        }
        return last.color
    }
}

/// Gradients as views: like a `Color`, a gradient takes the whole proposal (A3.1) and fills it.
func buildGradientLeaf(_ paint: Paint, named type: any Any.Type, in builder: _LayoutTreeBuilder) {
    var drawing = ShapeDrawing(shape: Rectangle(), paint: paint.resolved(for: builder.environment.colorScheme))
    drawing.leafName = .type(type)
    builder.addDrawnLeaf(drawing)
}

/// A linear gradient, as in SwiftUI: colours change along the line from `startPoint` to
/// `endPoint` (unit points of the area filled) and are constant across it.
nonisolated public struct LinearGradient: ShapeStyle, View, ResolvableShapeStyle {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    /// Creates a linear gradient from a gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// Creates a linear gradient from evenly spaced colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// Creates a linear gradient from colour stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        .linearGradient(gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        buildGradientLeaf(view.resolvePaint(in: builder.environment), named: LinearGradient.self, in: builder)
    }
}

/// A radial gradient, as in SwiftUI: colours change from `startRadius` to `endRadius` (points)
/// around `center` (a unit point of the area filled).
nonisolated public struct RadialGradient: ShapeStyle, View, ResolvableShapeStyle {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    /// Creates a radial gradient from a gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    /// Creates a radial gradient from evenly spaced colours.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// Creates a radial gradient from colour stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        .radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        buildGradientLeaf(view.resolvePaint(in: builder.environment), named: RadialGradient.self, in: builder)
    }
}

/// An angular (conic) gradient, as in SwiftUI: colours change with the angle around `center`,
/// from `startAngle` to `endAngle`; angles grow clockwise from the trailing direction (3 o'clock).
///
/// When the angles span less than a full turn, the rest of the circle shows the last colour up
/// to halfway and the first colour after it; equal angles (the defaults) mean a full turn.
nonisolated public struct AngularGradient: ShapeStyle, View, ResolvableShapeStyle {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    /// Creates an angular gradient from a gradient, between two angles.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    /// Creates an angular gradient from evenly spaced colours, between two angles.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Creates an angular gradient from colour stops, between two angles.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Creates a conic gradient that completes a full turn, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// Creates a conic gradient from evenly spaced colours that completes a full turn.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    /// Creates a conic gradient from colour stops that completes a full turn.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    package func resolvePaint(in environment: EnvironmentValues) -> Paint {
        .angularGradient(gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        buildGradientLeaf(view.resolvePaint(in: builder.environment), named: AngularGradient.self, in: builder)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient from evenly spaced colours.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient from colour stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient from evenly spaced colours.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient from colour stops.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient between two angles.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient from evenly spaced colours between two angles.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient that completes a full turn.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// A conic gradient from evenly spaced colours that completes a full turn.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
