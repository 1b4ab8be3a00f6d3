import Foundation

/// A projective transformation of the plane, as in SwiftUI: a 3×3 matrix applied to row vectors
/// `(x, y, 1)`, the point then divided by its weight (the third component). The first two
/// columns of an affine transform are `CGAffineTransform`'s `a`, `b`, `c`, `d`, `tx`, `ty`.
@frozen public struct ProjectionTransform: Equatable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat = 1.0
    /// Row 1, column 2.
    public var m12: CGFloat = 0.0
    /// Row 1, column 3 (its share of the weight).
    public var m13: CGFloat = 0.0
    /// Row 2, column 1.
    public var m21: CGFloat = 0.0
    /// Row 2, column 2.
    public var m22: CGFloat = 1.0
    /// Row 2, column 3 (its share of the weight).
    public var m23: CGFloat = 0.0
    /// Row 3, column 1 (the horizontal translation).
    public var m31: CGFloat = 0.0
    /// Row 3, column 2 (the vertical translation).
    public var m32: CGFloat = 0.0
    /// Row 3, column 3 (the weight's constant).
    public var m33: CGFloat = 1.0

    /// The identity transform.
    @inlinable public init() {}

    /// The projective transform equal to an affine one.
    @inlinable public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine (its third column is 0, 0, 1).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Inverts the transform in place; `false` (and no change) when it is singular.
    @discardableResult
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard determinant != 0, determinant.isFinite else { return false }
        (m11, m12, m13) = (c11 / determinant, c12 / determinant, c13 / determinant)
        (m21, m22, m23) = (c21 / determinant, c22 / determinant, c23 / determinant)
        (m31, m32, m33) = (c31 / determinant, c32 / determinant, c33 / determinant)
        return true
    }

    /// The inverse transform (the transform itself when it is singular).
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(projective.concatenating(rhs.projective))
    }

    /// The engine's matrix with the same coefficients.
    var projective: ProjectiveTransform {
        ProjectiveTransform(m11: m11, m12: m12, m13: m13, m21: m21, m22: m22, m23: m23, m31: m31, m32: m32, m33: m33)
    }

    /// The transform with the engine matrix's coefficients (the ViewInspector module reads them back).
    package init(_ t: ProjectiveTransform) {
        (m11, m12, m13, m21, m22, m23, m31, m32, m33) = (t.m11, t.m12, t.m13, t.m21, t.m22, t.m23, t.m31, t.m32, t.m33)
    }
}

extension CGPoint {
    /// The point projected by `m`: `(x, y, 1)` times the matrix, divided by its weight (a point
    /// sent to infinity gives infinite coordinates).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
    }
}

nonisolated extension View {
    /// Applies a projection transformation to this view's rendered output, in its own
    /// coordinates (origin at the top-left corner of its frame). Drawing only: frames do not
    /// change. Content projected to or behind the viewer (a weight of zero or less) is not drawn.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        let values = [transform.m11, transform.m12, transform.m13, transform.m21, transform.m22, transform.m23, transform.m31, transform.m32, transform.m33]
        let valid = values.allSatisfy(\.isFinite)
        return modifier(RenderEffectModifier(
            effect: .projection(valid ? transform.projective : .identity),
            problem: valid ? nil : "projectionEffect(_:) has non-finite values; the view is not transformed."))
    }
}
