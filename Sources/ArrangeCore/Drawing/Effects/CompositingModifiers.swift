import Foundation

nonisolated extension View {
    /// Sets the blend mode for compositing this view with overlapping views (see `BlendMode`
    /// for how each output draws the modes).
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(RenderEffectModifier(effect: .blendMode(blendMode), problem: nil))
    }

    /// Wraps this view in a compositing group: its contents are composited together first, so
    /// effects applied after it (opacity, blend modes) treat them as one layer.
    public func compositingGroup() -> some View {
        modifier(RenderEffectModifier(effect: .compositingGroup, problem: nil))
    }

    /// Composites this view's contents into an offscreen image before final display. Arrange
    /// draws it as a compositing group (vector output stays vector); `opaque` and `colorMode`
    /// are accepted and do not change the drawing.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }
}
