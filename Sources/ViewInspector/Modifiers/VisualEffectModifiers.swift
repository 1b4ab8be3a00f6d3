import ArrangeCore
import Foundation

extension InspectableView {
    /// The render effects of the modifiers applied directly to this view, innermost first.
    private var renderEffects: [(effect: RenderEffect, argument: Any?)] {
        modifiers(named: "RenderEffectModifier").compactMap { modifier in
            guard let effect = try? Inspector.attribute(label: "effect", value: modifier) as? RenderEffect else { return nil }
            let argument = (try? Inspector.attribute(label: "inspectedArgument", value: modifier)).flatMap(Inspector.unwrappingOptional)
            return (effect, argument)
        }
    }

    private func effect<T>(_ call: String, _ match: (RenderEffect) -> T?) throws -> T {
        for (effect, _) in renderEffects { if let value = match(effect) { return value } }
        throw modifierNotFound(call)
    }

    /// The argument a colour filter modifier named `name` was given.
    private func colorFilter<T>(_ name: String, _ type: T.Type) throws -> T {
        for (_, argument) in renderEffects {
            if let (filter, value) = argument as? (String, Any), filter == name, let typed = value as? T { return typed }
        }
        throw modifierNotFound(name)
    }

    /// The radius and opacity of `.blur(radius:opaque:)`.
    public func blur() throws -> (radius: CGFloat, isOpaque: Bool) {
        try effect("blur") { if case .blur(let radius, let opaque) = $0 { return (radius, opaque) } else { return nil } }
    }

    /// The opacity set with `.opacity(_:)`.
    public func opacity() throws -> Double {
        try effect("opacity") { if case .opacity(let value) = $0 { return value } else { return nil } }
    }

    /// The amount of `.brightness(_:)`.
    public func brightness() throws -> Double { try colorFilter("brightness", Double.self) }
    /// The amount of `.contrast(_:)`.
    public func contrast() throws -> Double { try colorFilter("contrast", Double.self) }
    /// The amount of `.saturation(_:)`.
    public func saturation() throws -> Double { try colorFilter("saturation", Double.self) }
    /// The amount of `.grayscale(_:)`.
    public func grayscale() throws -> Double { try colorFilter("grayscale", Double.self) }
    /// The angle of `.hueRotation(_:)`.
    public func hueRotation() throws -> Angle { try colorFilter("hueRotation", Angle.self) }
    /// The colour of `.colorMultiply(_:)`.
    public func colorMultiply() throws -> Color { try colorFilter("colorMultiply", Color.self) }

    /// Throws unless `.luminanceToAlpha()` is applied.
    public func luminanceToAlpha() throws {
        _ = try colorFilter("luminanceToAlpha", Void.self)
    }

    /// The transform of `.projectionEffect(_:)`.
    public func projectionTransform() throws -> ProjectionTransform {
        try effect("projectionEffect") { if case .projection(let transform) = $0 { return ProjectionTransform(transform) } else { return nil } }
    }

    /// Throws unless `.colorInvert()` is applied.
    public func colorInvert() throws {
        _ = try effect("colorInvert") { if case .colorInvert = $0 { return true } else { return nil } }
    }

    /// The colour, radius and offset of `.shadow(color:radius:x:y:)`.
    public func shadow() throws -> (color: Color, radius: CGFloat, offset: CGSize) {
        try effect("shadow") { if case .shadow(let color, let radius, let offset) = $0 { return (color, radius, offset) } else { return nil } }
    }

    /// The blend mode of `.blendMode(_:)`.
    public func blendMode() throws -> BlendMode {
        try effect("blendMode") { if case .blendMode(let mode) = $0 { return mode } else { return nil } }
    }

    /// The corner radius of `.cornerRadius(_:)`.
    public func cornerRadius() throws -> CGFloat {
        try effect("cornerRadius") { effect -> CGFloat? in
            guard case .clip(let shape, _) = effect, let rectangle = shape as? RoundedRectangle else { return nil }
            return rectangle.cornerSize.width
        }
    }

    /// The shape of `.clipShape(_:style:)`, as an `S`.
    public func clipShape<S: Shape>(_ shape: S.Type) throws -> S {
        try effect("clipShape(\(Inspector.typeName(type: S.self)))") { if case .clip(let shape, _) = $0 { return shape as? S } else { return nil } }
    }

    /// The fill style of `.clipShape(_:style:)`.
    public func clipStyle() throws -> FillStyle {
        try effect("clipShape") { if case .clip(_, let style) = $0 { return style } else { return nil } }
    }

    /// The angle and anchor of `.rotationEffect(_:anchor:)`.
    public func rotation() throws -> (angle: Angle, anchor: UnitPoint) {
        try effect("rotationEffect") { if case .rotation(let angle, let anchor) = $0 { return (angle, anchor) } else { return nil } }
    }

    /// The scale of `.scaleEffect(_:anchor:)`.
    public func scaleEffect() throws -> CGSize {
        try effect("scaleEffect") { if case .scale(let scale, _) = $0 { return scale } else { return nil } }
    }

    /// The anchor of `.scaleEffect(_:anchor:)`.
    public func scaleEffectAnchor() throws -> UnitPoint {
        try effect("scaleEffect") { if case .scale(_, let anchor) = $0 { return anchor } else { return nil } }
    }

    /// The transform of `.transformEffect(_:)`.
    public func transformEffect() throws -> CGAffineTransform {
        try effect("transformEffect") { if case .transform(let transform) = $0 { return transform } else { return nil } }
    }

    /// The offset of `.offset(_:)` / `.offset(x:y:)`.
    public func offset() throws -> CGSize {
        let modifier = try self.modifier(named: "OffsetModifier", call: "offset")
        return try Inspector.attribute(label: "offset", value: modifier, type: CGSize.self)
    }

    /// The point of `.position(_:)`.
    public func position() throws -> CGPoint {
        let modifier = try self.modifier(named: "PositionModifier", call: "position")
        return try Inspector.attribute(label: "point", value: modifier, type: CGPoint.self)
    }

    /// The axes `.fixedSize(horizontal:vertical:)` fixes.
    public func fixedSize() throws -> (horizontal: Bool, vertical: Bool) {
        let modifier = try self.modifier(named: "FixedSizeModifier", call: "fixedSize")
        return (try Inspector.attribute(label: "horizontal", value: modifier, type: Bool.self),
                try Inspector.attribute(label: "vertical", value: modifier, type: Bool.self))
    }
}

extension InspectableView {
    /// A 3D rotation's axis.
    public typealias Axis3D = (x: CGFloat, y: CGFloat, z: CGFloat)
    /// What `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` sets.
    public typealias Rotation3D = (angle: Angle, axis: Axis3D, anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)

    /// The rotation of `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
    public func rotation3D() throws -> Rotation3D {
        let modifier = try self.modifier(named: "Rotation3DModifier", call: "rotation3DEffect")
        return (try Inspector.attribute(label: "angle", value: modifier, type: Angle.self),
                try Inspector.attribute(label: "axis", value: modifier, type: Axis3D.self),
                try Inspector.attribute(label: "anchor", value: modifier, type: UnitPoint.self),
                try Inspector.attribute(label: "anchorZ", value: modifier, type: CGFloat.self),
                try Inspector.attribute(label: "perspective", value: modifier, type: CGFloat.self))
    }
}
