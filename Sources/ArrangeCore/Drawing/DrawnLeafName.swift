import Foundation

/// What a drawn leaf (a shape, a `Color`, a gradient view, a style fill) is called in dumps and
/// the inspector. The leaf keeps this small description with its drawing rather than a string:
/// names are made only when a dump or the inspector asks, never while the tree is built.
package enum DrawnLeafName: Sendable {
    /// The shape's name (`Rectangle`, `Circle`; inset and stroked shapes their base's).
    case shape
    /// `Color(<colour>)`, from the colour the leaf paints with.
    case paintColor
    /// The name of a style or view type (`LinearGradient`, a custom `ShapeStyle`).
    case type(any Any.Type)

    /// The name of a leaf drawing `drawing`.
    package func name(of drawing: ShapeDrawing) -> String {
        switch self {
        case .shape:
            return layoutName(of: drawing.shape)
        case .paintColor:
            if case .color(let color) = drawing.paint { return "Color(\(color))" }
            return layoutName(of: drawing.shape)
        case .type(let type):
            return String(describing: type)
        }
    }
}
