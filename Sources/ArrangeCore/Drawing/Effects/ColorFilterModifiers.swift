import Foundation

// Colour filters and blur: drawing only, frames never change (A12).

nonisolated extension View {
    /// Adds a grayscale effect to this view: 0 leaves colours as they are, 1 turns them to their
    /// luminance grey (amounts outside 0…1 are clamped).
    public func grayscale(_ amount: Double) -> some View {
        colorMatrixEffect(.grayscale(amount), valid: amount.isFinite, "grayscale(\(amount))", argument: amount)
    }

    /// Brightens the colours of this view by adding `amount` to each component: 0 has no effect,
    /// 1 gives white; negative values darken.
    public func brightness(_ amount: Double) -> some View {
        colorMatrixEffect(.brightness(amount), valid: amount.isFinite, "brightness(\(amount))", argument: amount)
    }

    /// Sets the contrast of this view: 1 leaves it unchanged, values below 1 move colours
    /// towards grey, values above 1 apart, negative values invert.
    public func contrast(_ amount: Double) -> some View {
        colorMatrixEffect(.contrast(amount), valid: amount.isFinite, "contrast(\(amount))", argument: amount)
    }

    /// Adjusts the colour saturation of this view: 0 is grey, 1 unchanged, above 1 more vivid.
    public func saturation(_ amount: Double) -> some View {
        colorMatrixEffect(.saturation(amount), valid: amount.isFinite, "saturation(\(amount))", argument: amount)
    }

    /// Rotates the hues of this view's colours by `angle` around the colour wheel.
    public func hueRotation(_ angle: Angle) -> some View {
        colorMatrixEffect(.hueRotation(angle), valid: angle.radians.isFinite, "hueRotation(\(angle.radians) radians)", argument: angle)
    }

    /// Adds a colour multiplication effect to this view: each pixel's red, green, blue and alpha
    /// are multiplied by `color`'s (white leaves the view as it is; a semantic colour takes its
    /// light appearance's values).
    public func colorMultiply(_ color: Color) -> some View {
        let c = color.resolved(for: .light).components
        return colorMatrixEffect(.multiplying(c.red, c.green, c.blue, c.opacity), valid: true, "colorMultiply", argument: color)
    }

    /// Adds a luminance to alpha effect to this view: it becomes black, as opaque as it was
    /// bright (a mask made of its luminance).
    public func luminanceToAlpha() -> some View {
        colorMatrixEffect(.luminanceToAlpha, valid: true, "luminanceToAlpha", argument: ())
    }

    /// Applies a Gaussian blur to this view; `radius` is SwiftUI's (the Gaussian's standard
    /// deviation is half of it). With `opaque`, the blur does not fade the view's edges into
    /// transparency: the edge pixels are extended and the result stays within the drawing.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        let drawable = DrawingLimits.drawableRadius(radius)
        return modifier(RenderEffectModifier(
            effect: .blur(radius: drawable.radius, opaque: opaque),
            problem: radius.isFinite ? nil : "blur(radius: \(formatLength(radius))) is not finite; the view is not blurred.",
            note: radius.isFinite ? drawable.problem.map { "blur(radius: \(formatLength(radius))): \($0)." } : nil))
    }

    fileprivate func colorMatrixEffect(_ matrix: ColorMatrixFilter, valid: Bool, _ description: String, argument: Any) -> some View {
        var effect = RenderEffectModifier(effect: .colorMatrix(matrix),
                                          problem: valid ? nil : "\(description) is not finite; the view's colours are unchanged.")
        effect.inspectedArgument = (String(description.prefix { $0 != "(" }), argument)
        return modifier(effect)
    }
}
