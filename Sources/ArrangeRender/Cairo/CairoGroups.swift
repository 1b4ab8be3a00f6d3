import CCairo
import Foundation

/// Drawing display items into an offscreen group of their own, the first step of every effect
/// that needs the content as a whole (masks, shadows, blends, filters).
extension CairoPainter {
    /// `items` drawn into a group of their own, as a pattern the caller destroys; nil when Cairo
    /// could not make one.
    mutating func drawnGroup(_ items: [DisplayItem], _ cr: OpaquePointer) -> OpaquePointer? {
        cairo_push_group(cr)
        draw(items, cr)
        return cairo_pop_group(cr)
    }

    /// `items` drawn into a group only as large as the device pixels around `bounds`: a group
    /// the size of the whole target, once per nested effect, cost more than the drawing.
    mutating func drawnGroup(_ items: [DisplayItem], clippedTo bounds: CGRect, _ cr: OpaquePointer) -> OpaquePointer? {
        cairo_save(cr)
        Self.clipToDevicePixels(around: bounds, cr)
        let group = drawnGroup(items, cr)
        cairo_restore(cr)
        return group
    }
}
