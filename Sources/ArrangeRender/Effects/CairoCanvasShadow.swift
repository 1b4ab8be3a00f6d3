import ArrangeCore
import CCairo
import Foundation

extension CairoPainter {
    /// A canvas's shadow filter with its options: the content is drawn once into a group; the
    /// shadow is made from it (`drawShadow`) and composited in its blend mode before the content
    /// (below) or after it (`shadowAbove`); `shadowOnly` leaves the content out. Content and
    /// shadow are composited in a group of their own first, so the blend mode combines the
    /// shadow with the content alone (with `sourceAtop`, an inverted shadow above the content
    /// is an inner shadow), unless `disablesGroup` has them composited one by one onto what the
    /// target already holds. In the shadow, `plusDarker` is drawn as `multiply`, and the
    /// operators that change what they do not cover are limited to the shadow's buffer.
    mutating func drawCanvasShadow(_ shadow: CanvasShadow, _ items: [DisplayItem], bounds: CGRect, _ cr: OpaquePointer) {
        guard let content = drawnGroup(items, clippedTo: bounds, cr) else { return }
        defer { cairo_pattern_destroy(content) }
        let grouped = !shadow.disablesGroup
        if grouped { cairo_push_group(cr) }
        func paintContent() {
            guard !shadow.only else { return }
            cairo_set_source(cr, content)
            cairo_paint(cr)
        }
        func paintShadow() {
            guard shadow.color.opacity > 0 else { return }
            drawShadow(color: shadow.color, radius: shadow.radius, offset: shadow.offset, of: content, bounds: bounds,
                       invertsAlpha: shadow.invertsAlpha, operator: Self.cairoOperator(shadow.blendMode), cr)
        }
        if shadow.above {
            paintContent()
            paintShadow()
        } else {
            paintShadow()
            paintContent()
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        }
    }
}
