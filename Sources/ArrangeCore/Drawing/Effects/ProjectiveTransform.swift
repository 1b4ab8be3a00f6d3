import Foundation

/// A 2D projective transform (a homography) in the row-vector convention of
/// `CGAffineTransform`: a point (x, y) maps to ((x·m11 + y·m21 + m31) / w, (x·m12 + y·m22 + m32) / w)
/// with w = x·m13 + y·m23 + m33. What `rotation3DEffect` draws through.
package struct ProjectiveTransform: Sendable, Equatable {
    package var m11, m12, m13, m21, m22, m23, m31, m32, m33: CGFloat

    package init(m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0,
                 m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0,
                 m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1) {
        (self.m11, self.m12, self.m13, self.m21, self.m22, self.m23, self.m31, self.m32, self.m33) = (m11, m12, m13, m21, m22, m23, m31, m32, m33)
    }

    package init(_ t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m21: t.c, m22: t.d, m31: t.tx, m32: t.ty)
    }

    package static let identity = ProjectiveTransform()

    /// The homogeneous weight of `p`: the point lies in front of the viewer when it is positive.
    package func weight(_ p: CGPoint) -> CGFloat { p.x * m13 + p.y * m23 + m33 }

    /// Where `p` goes; `nil` when it goes to or behind the viewer (w ≤ 0).
    package func apply(_ p: CGPoint) -> CGPoint? {
        let w = weight(p)
        guard w > 1e-9, w.isFinite else { return nil }
        return CGPoint(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    }

    /// `self` followed by `other`.
    package func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32, m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32, m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32, m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The inverse, or `nil` when the transform is singular.
    package var inverted: ProjectiveTransform? {
        let c11 = m22 * m33 - m23 * m32, c12 = -(m21 * m33 - m23 * m31), c13 = m21 * m32 - m22 * m31
        let det = m11 * c11 + m12 * c12 + m13 * c13
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        let inv = 1 / det
        return ProjectiveTransform(
            m11: c11 * inv, m12: -(m12 * m33 - m13 * m32) * inv, m13: (m12 * m23 - m13 * m22) * inv,
            m21: c12 * inv, m22: (m11 * m33 - m13 * m31) * inv, m23: -(m11 * m23 - m13 * m21) * inv,
            m31: c13 * inv, m32: -(m11 * m32 - m12 * m31) * inv, m33: (m11 * m22 - m12 * m21) * inv)
    }

    /// Whether every value is finite.
    package var isFinite: Bool { [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite) }

    /// The bounding box of `rect`'s image; `nil` when part of it goes behind the viewer.
    package func boundingBox(of rect: CGRect) -> CGRect? {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        var box: CGRect?
        for corner in corners {
            guard let p = apply(corner) else { return nil }
            let r = CGRect(origin: p, size: .zero)
            box = box.map { $0.union(r) } ?? r
        }
        return box
    }

    /// SwiftUI's `rotation3DEffect` for a view of `size`: the content is moved so the anchor is
    /// at the origin, rotated by `angle` about `axis` (Core Animation's rotation, which turns
    /// clockwise on screen about z), seen through a perspective whose m34 is
    /// −perspective / max(width, height), and moved back.
    package static func rotation3D(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat, size: CGSize) -> ProjectiveTransform? {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return nil }
        let (ux, uy, uz) = (axis.x / length, axis.y / length, axis.z / length)
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians)), t = 1 - c
        // Rotation for column vectors (Rodrigues).
        let r00 = c + ux * ux * t, r01 = ux * uy * t - uz * s, r02 = ux * uz * t + uy * s
        let r10 = uy * ux * t + uz * s, r11 = c + uy * uy * t, r12 = uy * uz * t - ux * s
        let r20 = uz * ux * t - uy * s, r21 = uz * uy * t + ux * s, r22 = c + uz * uz * t
        let ax = anchor.x * size.width, ay = anchor.y * size.height, az = anchorZ
        // The anchor's offset, rotated: q = R·(x − ax, y − ay, −az) = R·(x, y, 0) + k.
        let kx = -(r00 * ax + r01 * ay + r02 * az), ky = -(r10 * ax + r11 * ay + r12 * az), kz = -(r20 * ax + r21 * ay + r22 * az)
        let extent = max(size.width, size.height)
        let p = extent > 0 ? perspective / extent : 0   // −m34
        // w = 1 − p·q.z; x' = q.x + ax·w; y' = q.y + ay·w.
        let transform = ProjectiveTransform(
            m11: r00 - ax * p * r20, m12: r10 - ay * p * r20, m13: -p * r20,
            m21: r01 - ax * p * r21, m22: r11 - ay * p * r21, m23: -p * r21,
            m31: kx + ax * (1 - p * kz), m32: ky + ay * (1 - p * kz), m33: 1 - p * kz)
        return transform.isFinite ? transform : nil
    }
}
