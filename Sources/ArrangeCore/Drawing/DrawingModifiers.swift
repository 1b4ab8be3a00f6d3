import Foundation

// View modifiers that change how views are drawn, never where they are: none of them adds a layout
// node except the style forms of `background` and `overlay`, which are ordinary secondary views.

/// A render-time effect applied to each node of the modified content. Bad input is reported and
/// the effect left out.
@usableFromInline nonisolated struct RenderEffectModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let effect: RenderEffect
    /// A message about bad input that drops the effect, or `nil` when the effect is valid.
    let problem: String?
    /// A message about input the effect is drawn with only after a change (a radius past what
    /// renderers draw, say): reported, and the changed effect applied.
    var note: String? = nil
    /// The argument of the modifier that made a colour-matrix effect (`brightness(0.2)` keeps
    /// 0.2), for the ViewInspector module: the matrix alone does not say it.
    package var inspectedArgument: Any? = nil

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        if let note { builder.report(note) }
        if let problem {
            builder.report(problem)
            builder.build(content)
            return
        }
        builder.addRenderEffect(effect, to: content)
    }
}

private func isFinite(_ values: CGFloat...) -> Bool { values.allSatisfy(\.isFinite) }

nonisolated extension View {
    // MARK: Foreground

    /// Sets a view's foreground elements to use a given style: shapes without a fill of their
    /// own, text without a colour of its own, and `.foreground`/`.primary` styles below.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.self) { environment in
            environment.foregroundLevels = ForegroundLevels(styles: [style.dynamicPaint(in: environment)])
        }
        .recordingStyle(InspectedForeground.style(style))
    }

    /// Sets the primary and secondary levels of the foreground style in this view.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        transformEnvironment(\.self) { environment in
            environment.foregroundLevels = ForegroundLevels(styles: [primary.dynamicPaint(in: environment), secondary.dynamicPaint(in: environment)])
        }
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style in this view.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        transformEnvironment(\.self) { environment in
            environment.foregroundLevels = ForegroundLevels(styles: [
                primary.dynamicPaint(in: environment), secondary.dynamicPaint(in: environment), tertiary.dynamicPaint(in: environment),
            ])
        }
    }

    /// Sets the colour of the foreground elements in this view (text, shapes without a fill);
    /// `nil` restores the default (`Color.primary`). No effect on layout.
    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment(\.self) { environment in
            environment.foregroundLevels = color.map { ForegroundLevels(styles: [.color($0)]) } ?? ForegroundLevels()
        }
        .recordingStyle(InspectedForeground.color(color))
    }

    // MARK: Styles behind and in front

    /// Sets the view's background to a style (a colour, a gradient…), filling its frame; on
    /// `ignoresSafeAreaEdges` it extends into the safe area where the view reaches it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryModifier(secondary: StyleFill(style: style, edges: edges), rule: SecondaryRule(alignment: .center, isBackground: true)))
    }

    /// Sets the view's background to the default background style (white; black in the dark
    /// appearance), extending into the safe area on `edges`.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Sets the view's background to a shape filled with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryModifier(secondary: shape.fill(style, style: fillStyle), rule: SecondaryRule(alignment: .center, isBackground: true)))
    }

    /// Sets the view's background to a shape filled with the default background style (white).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Layers a style (a colour, a gradient…) in front of this view, filling its frame; on
    /// `ignoresSafeAreaEdges` it extends into the safe area where the view reaches it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryModifier(secondary: StyleFill(style: style, edges: edges), rule: SecondaryRule(alignment: .center, isBackground: false)))
    }

    /// Layers a shape filled with a style in front of this view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryModifier(secondary: shape.fill(style, style: fillStyle), rule: SecondaryRule(alignment: .center, isBackground: false)))
    }

    // MARK: Clipping

    /// Sets a clipping shape for this view: only what lies inside the shape's path in the view's
    /// frame is drawn.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(RenderEffectModifier(effect: .clip(shape, style), problem: nil))
    }

    /// Clips this view to its bounding rectangular frame.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Clips this view to its frame with rounded corners of the given radius (circular corners).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        let valid = radius.isFinite && radius >= 0
        return modifier(RenderEffectModifier(
            effect: .clip(RoundedRectangle(cornerRadius: valid ? radius : 0, style: .circular), FillStyle(antialiased: antialiased)),
            problem: valid ? nil : "cornerRadius(\(formatLength(radius))) is invalid (negative or non-finite); the view is not clipped."))
    }

    // MARK: Compositing

    /// Sets the transparency of this view: 0 is invisible, 1 (the default) unchanged.
    public func opacity(_ opacity: Double) -> some View {
        modifier(RenderEffectModifier(
            effect: .opacity(min(max(opacity, 0), 1)),
            problem: opacity.isNaN ? "opacity(nan) is invalid; the view's opacity is unchanged." : nil))
    }

    /// Adds a shadow to this view: its drawing's silhouette in `color`, blurred by `radius` and
    /// moved by `x`, `y`, drawn beneath it.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let valid = isFinite(radius, x, y)
        let drawable = DrawingLimits.drawableRadius(radius), moved = DrawingLimits.drawableOffset(x, y)
        let problems = [drawable.problem, moved.problem].compactMap { $0 }
        return modifier(RenderEffectModifier(
            effect: .shadow(color: color, radius: drawable.radius, offset: moved.offset),
            problem: valid ? nil : "shadow(radius: \(formatLength(radius)), x: \(formatLength(x)), y: \(formatLength(y))) has non-finite values; no shadow is drawn.",
            note: !valid || problems.isEmpty ? nil : "shadow(radius: \(formatLength(radius)), x: \(formatLength(x)), y: \(formatLength(y))): \(problems.joined(separator: "; "))."))
    }

    /// Inverts the colours in this view.
    public func colorInvert() -> some View {
        modifier(RenderEffectModifier(effect: .colorInvert, problem: nil))
    }

    // MARK: Geometry effects (drawing only: frames do not change, A12)

    /// Rotates this view's drawing around `anchor` (a unit point of its frame); positive angles
    /// turn clockwise on screen.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let valid = angle.radians.isFinite && isFinite(anchor.x, anchor.y)
        return modifier(RenderEffectModifier(
            effect: .rotation(angle, anchor: anchor),
            problem: valid ? nil : "rotationEffect(\(angle.radians) radians, anchor: (\(formatLength(anchor.x)), \(formatLength(anchor.y)))) has non-finite values; the view is not rotated."))
    }

    /// Scales this view's drawing by the given factors around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        let valid = isFinite(scale.width, scale.height, anchor.x, anchor.y)
        return modifier(RenderEffectModifier(
            effect: .scale(scale, anchor: anchor),
            problem: valid ? nil : "scaleEffect(\(scale), anchor: (\(formatLength(anchor.x)), \(formatLength(anchor.y)))) has non-finite values; the view is not scaled."))
    }

    /// Scales this view's drawing uniformly around `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view's drawing by the given horizontal and vertical factors around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Applies an affine transform to this view's drawing, in its own coordinates (origin at the
    /// top-left corner of its frame).
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        let valid = isFinite(transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
        return modifier(RenderEffectModifier(
            effect: .transform(transform),
            problem: valid ? nil : "transformEffect(\(transform)) has non-finite values; the view is not transformed."))
    }
}

/// A style filling its frame: the secondary view of `background(_:ignoresSafeAreaEdges:)` and
/// `overlay(_:ignoresSafeAreaEdges:)`. Named like the colour (`Color(red)`) or style type in dumps.
///
/// SwiftUI lets such a fill grow into the safe area where its view reaches it. Arrange does that
/// when drawing (the fill's frame is extended to the host's edge), not with a layout node: an
/// `ignoresSafeArea` node would make every view with a style background be placed again on
/// every layout pass, and nothing can ask for the fill's frame anyway.
@usableFromInline nonisolated struct StyleFill<S: ShapeStyle>: View {
    let style: S
    let edges: Edge.Set

    @usableFromInline typealias Body = Never
    @usableFromInline static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        var drawing = ShapeDrawing(shape: Rectangle(), paint: view.style.resolvedPaint(in: builder.environment))
        drawing.extendsIntoSafeArea = view.edges
        drawing.backdropBlur = view.style.backdropBlurRadius(in: builder.environment)
        // A colour resolves to itself (`Color(red)`); other styles are named by their type.
        drawing.leafName = view.style is Color ? .paintColor : .type(S.self)
        builder.addDrawnLeaf(drawing)
    }
}

/// What `foregroundColor(_:)`, `foregroundStyle(_:)` and `tint(_:)` set, as the app passed it,
/// recorded for the ViewInspector module (the environment keeps only paints).
package enum InspectedForeground {
    case color(Color?)
    case style(any ShapeStyle)
    case tint(Color?)
}
