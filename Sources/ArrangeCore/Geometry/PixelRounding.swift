import Foundation

extension CGFloat {
    /// This value rounded up to a whole multiple of `step` (a pixel, for text sizes and text
    /// spacing). A value already on the grid, up to floating-point noise, stays where it is, so
    /// 20.333… at a third of a point does not jump to the next pixel. A step that is not
    /// positive and finite leaves the value unchanged.
    package func roundedUp(toMultipleOf step: CGFloat) -> CGFloat {
        guard step > 0, step.isFinite, isFinite else { return self }
        let steps = self / step
        // A pixel so small (display scale 1e300) that the count overflows: too fine to matter.
        guard steps.isFinite else { return self }
        let nearest = steps.rounded()
        if Swift.abs(steps - nearest) <= 1e-9 * Swift.max(1, Swift.abs(steps)) { return nearest * step }
        return steps.rounded(.up) * step
    }
}
