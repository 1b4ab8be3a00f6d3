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

    /// The shape and the shapes it wraps (`.offset`, `.rotation`, `.inset`, `.stroke`…),
    /// outermost first.
    private var shapeLayers: [Any] {
        get throws {
            var layers: [Any] = []
            var current: Any? = try shapeValue
            while let shape = current, layers.count < 32 {
                layers.append(shape)
                current = (try? Inspector.attribute(label: "shape", value: shape)) ?? (try? Inspector.attribute(label: "base", value: shape))
            }
            return layers
        }
    }

    /// The first layer whose type is named `name`, read by `read`; else `modifierNotFound`.
    private func layer<T>(_ name: String, call: String, _ read: (Any) throws -> T) throws -> T {
        guard let layer = try shapeLayers.first(where: { Inspector.typeName(value: $0, generics: .remove) == name }) else {
            throw modifierNotFound(call)
        }
        return try read(layer)
    }

    /// The stroke style of `stroke(_:style:)` / `stroke(lineWidth:)`.
    public func strokeStyle() throws -> StrokeStyle {
        guard let stroked = try shapeLayers.lazy.compactMap({ $0 as? any StrokedShape }).first else { throw modifierNotFound("stroke") }
        return stroked.strokeStyle
    }

    /// The amount of `inset(by:)`.
    public func inset() throws -> CGFloat {
        try layer("_InsetShape", call: "inset") { try Inspector.attribute(label: "amount", value: $0, type: CGFloat.self) }
    }

    /// The size of `size(_:)` / `size(width:height:)`; throws `attributeNotFound` naming the
    /// base shape when it has none.
    public func size() throws -> CGSize {
        let layers = try shapeLayers
        guard let sized = layers.first(where: { Inspector.typeName(value: $0, generics: .remove) == "_SizedShape" }) else {
            throw InspectionError.attributeNotFound(label: "size", type: layers.last.map { Inspector.typeName(value: $0, generics: .remove) } ?? "Shape")
        }
        return try Inspector.attribute(label: "size", value: sized, type: CGSize.self)
    }

    /// The offset of `offset(_:)`.
    public func offset() throws -> CGSize {
        try layer("OffsetShape", call: "offset") { try Inspector.attribute(label: "offset", value: $0, type: CGSize.self) }
    }

    /// The scale and anchor of `scale(x:y:anchor:)`.
    public func scale() throws -> (x: CGFloat, y: CGFloat, anchor: UnitPoint) {
        try layer("ScaledShape", call: "scale") { shape in
            let scale = try Inspector.attribute(label: "scale", value: shape, type: CGSize.self)
            return (scale.width, scale.height, try Inspector.attribute(label: "anchor", value: shape, type: UnitPoint.self))
        }
    }

    /// The angle and anchor of `rotation(_:anchor:)`.
    public func rotation() throws -> (angle: Angle, anchor: UnitPoint) {
        try layer("RotatedShape", call: "rotation") { shape in
            (try Inspector.attribute(label: "angle", value: shape, type: Angle.self), try Inspector.attribute(label: "anchor", value: shape, type: UnitPoint.self))
        }
    }

    /// The transform of `transform(_:)`.
    public func transform() throws -> CGAffineTransform {
        try layer("TransformedShape", call: "transform") { try Inspector.attribute(label: "transform", value: $0, type: CGAffineTransform.self) }
    }

    /// The fractions of `trim(from:to:)`.
    public func trim() throws -> (from: CGFloat, to: CGFloat) {
        try layer("_TrimmedShape", call: "trim") { shape in
            (try Inspector.attribute(label: "startFraction", value: shape, type: CGFloat.self),
             try Inspector.attribute(label: "endFraction", value: shape, type: CGFloat.self))
        }
    }
}
