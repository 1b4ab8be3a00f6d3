import Foundation

/// A 2D shape that you can use when drawing a view, as in SwiftUI. Every shape lays out the same
/// way: it takes the whole proposal, with an ideal size of 10×10 (A3.1); the path is drawn inside.
public protocol Shape: View, Sendable {}

extension Shape {
    /// Builds this view's layout nodes (see `View._makeLayoutNodes(of:in:)`).
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.addLeaf(.fill, name: String(describing: Self.self))
    }
}

/// The style of a rounded corner, as in SwiftUI.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: Shape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Creates a rectangle.
    public init() {}
}

/// A rectangular shape with rounded corners.
public struct RoundedRectangle: Shape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// The width and height of the corner rounding.
    public var cornerSize: CGSize
    /// The style of the corners.
    public var style: RoundedCornerStyle
    /// A rounded rectangle with corners of the given size.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// A rounded rectangle with corners of the given radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
}

/// A circle centred on the frame of the view containing it.
public struct Circle: Shape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Creates a circle.
    public init() {}
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: Shape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Creates an ellipse.
    public init() {}
}

/// A capsule shape aligned inside the frame of the view containing it.
public struct Capsule: Shape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// The style of the rounded ends.
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
}
