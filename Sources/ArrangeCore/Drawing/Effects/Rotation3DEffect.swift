import Foundation

nonisolated extension View {
    /// Renders this view's content as if it were rotated in three dimensions around `axis`,
    /// projected back onto the view's plane: SwiftUI's transform (the content moved so
    /// `anchor`/`anchorZ` is the origin, rotated, seen with a perspective m34 of
    /// −perspective / max(width, height), moved back). Frames do not change. Cairo output
    /// draws the projection by resampling the content's pixels; SVG, which has no projective
    /// transforms, embeds those pixels as an image.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(Rotation3DModifier(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}

/// Records the rotation's parameters; the transform depends on the view's size, so it is made
/// when the drawing is (`RenderEffect.projection` is built per node from the placed size).
@usableFromInline nonisolated struct Rotation3DModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let angle: Angle
    let axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    let anchor: UnitPoint
    let anchorZ: CGFloat
    let perspective: CGFloat

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        let values = [CGFloat(angle.radians), axis.x, axis.y, axis.z, anchor.x, anchor.y, anchorZ, perspective]
        guard values.allSatisfy(\.isFinite), axis.x != 0 || axis.y != 0 || axis.z != 0 else {
            builder.report("rotation3DEffect(\(angle.radians) radians, axis: (\(formatLength(axis.x)), \(formatLength(axis.y)), \(formatLength(axis.z))), perspective: \(formatLength(perspective))) has a zero axis or non-finite values; the view is not rotated.")
            builder.build(content)
            return
        }
        builder.addRenderEffect(.rotation3D(Rotation3DParameters(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)), to: content)
    }
}

/// The parameters of a `rotation3DEffect`, turned into a transform for a given size.
package struct Rotation3DParameters: Sendable {
    package var angle: Angle
    package var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    package var anchor: UnitPoint
    package var anchorZ: CGFloat
    package var perspective: CGFloat

    /// The projection for a view of `size`, in its own coordinates.
    package func transform(for size: CGSize) -> ProjectiveTransform? {
        ProjectiveTransform.rotation3D(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective, size: size)
    }
}
