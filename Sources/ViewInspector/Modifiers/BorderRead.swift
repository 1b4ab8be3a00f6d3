import ArrangeCore
import Foundation

extension InspectableView {
    /// The style and width of `border(_:width:)`, the innermost first: an overlay of a rectangle
    /// stroked inside its bounds, which is what `border` is (so an overlay written that way reads
    /// as a border too, as in ViewInspector).
    public func border<S: ShapeStyle>(_ style: S.Type) throws -> (shapeStyle: S, width: CGFloat) {
        for modifier in contentForModifierLookup.medium.viewModifiers.reversed()
        where Inspector.typeName(value: modifier, generics: .remove) == "SecondaryModifier" {
            guard let rule = try? Inspector.attribute(label: "rule", value: modifier),
                  (try? Inspector.attribute(label: "isBackground", value: rule, type: Bool.self)) == false,
                  let secondary = try? Inspector.attribute(label: "secondary", value: modifier),
                  let painted = secondary as? any ShapeViewValue,
                  let stroked = painted.shapeValue as? any StrokedShape,
                  Self.strokesRectangleInside(stroked)
            else { continue }
            return (try Inspector.cast(painted.styleValue, to: S.self), stroked.strokeStyle.lineWidth)
        }
        throw modifierNotFound("border")
    }

    /// Whether `stroked` strokes a rectangle inside its bounds (`Rectangle().strokeBorder(…)`).
    private static func strokesRectangleInside(_ stroked: any StrokedShape) -> Bool {
        let inset = stroked.strokedShape
        guard Inspector.typeName(value: inset, generics: .remove) == "_InsetShape",
              let base = try? Inspector.attribute(label: "base", value: inset) else { return false }
        return base is Rectangle
    }
}
