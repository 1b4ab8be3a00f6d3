import Foundation

/// A shape that is replaced by an inset version of the current container shape, as in SwiftUI.
///
/// On iOS the container shape comes from widgets and some system containers (a widget's
/// rounded corners); no Arrange container sets one, so this shape is always the view's frame: a
/// rectangle (Arrange's choice, documented so layouts can rely on it).
nonisolated public struct ContainerRelativeShape: InsettableShape {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Creates the shape.
    public init() {}
    /// The frame (no container in Arrange sets a shape).
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The shape inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    /// A shape that is replaced by an inset version of the current container shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
