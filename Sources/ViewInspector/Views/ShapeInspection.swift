import ArrangeCore
import Foundation

/// A marker that recognises its views by what they are rather than by a type name.
protocol ContentMatchingViewType: BaseViewType {
    /// Whether `content` is a view of this marker.
    static func matches(_ content: Content) -> Bool
}

/// A shape with its paint, seen without its generic parameters.
protocol ShapeViewValue {
    var shapeValue: any Shape { get }
    var styleValue: Any { get }
    var fillStyleValue: FillStyle { get }
}

extension _ShapeView: ShapeViewValue {
    var shapeValue: any Shape { shape }
    var styleValue: Any { style }
    var fillStyleValue: FillStyle { fillStyle }
}

extension ViewType {
    /// A shape (`Rectangle()`, `Circle().fill(.red)`, a custom `Shape`).
    public struct Shape: KnownViewType, ContentMatchingViewType {
        /// Matches by what the view is.
        public static var typePrefix: String { "Shape" }
        /// Checked by conformance.
        public static var namespacedPrefixes: [String] { [] }
        static func matches(_ content: Content) -> Bool { content.view is any ArrangeCore.Shape || content.view is any ShapeViewValue }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The shape this view's child is.
    public func shape() throws -> InspectableView<ViewType.Shape> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The shape at `index` among this view's children.
    public func shape(_ index: Int) throws -> InspectableView<ViewType.Shape> { try .init(try child(at: index), parent: self, index: index) }
}

extension InspectableView where View == ViewType.Shape {
    private var shapeValue: any ArrangeCore.Shape {
        get throws {
            if let painted = content.view as? any ShapeViewValue { return painted.shapeValue }
            return try Inspector.cast(content.view, to: (any ArrangeCore.Shape).self)
        }
    }

    /// The shape's path in `rect`.
    public func path(in rect: CGRect) throws -> Path { try shapeValue.path(in: rect) }

    /// The style the shape is filled (or stroked) with, as an `S`.
    public func fillShapeStyle<S: ShapeStyle>(_ style: S.Type) throws -> S {
        guard let painted = content.view as? any ShapeViewValue else { throw modifierNotFound("fill") }
        return try Inspector.cast(painted.styleValue, to: S.self)
    }

    /// The fill style of `fill(_:style:)`.
    public func fillStyle() throws -> FillStyle {
        guard let painted = content.view as? any ShapeViewValue else { throw modifierNotFound("fill") }
        return painted.fillStyleValue
    }

    /// The stroke style of `stroke(_:style:)` / `stroke(lineWidth:)`.
    public func strokeStyle() throws -> StrokeStyle {
        guard let stroked = try shapeValue as? any StrokedShape else { throw modifierNotFound("stroke") }
        return stroked.strokeStyle
    }
}
