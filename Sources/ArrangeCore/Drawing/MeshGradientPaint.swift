import Foundation

/// A `MeshGradient` resolved for drawing (a case of `Paint`): its vertices with every control
/// point made explicit, in unit coordinates of the rectangle painted, and its colours. Renderers
/// ask it for Coons patches (`patches(in:subdivisions:)`), which Cairo's mesh patterns draw.
package struct MeshGradientPaint: Sendable, Equatable {
    /// A vertex and the control points of its four edges, in unit coordinates.
    package struct Vertex: Sendable, Equatable {
        package var position: CGPoint
        package var leading: CGPoint
        package var top: CGPoint
        package var trailing: CGPoint
        package var bottom: CGPoint
    }

    /// One patch to draw: its four sides as cubic Béziers, clockwise from the top-left corner
    /// (`points[0]`, `[3]`, `[6]`, `[9]` are the corners; the two points after each are the
    /// side's control points) and the colours of the four corners in that order.
    package struct Patch: Sendable, Equatable {
        package var points: [CGPoint]
        package var colors: [Color]
    }

    /// The mesh's values, kept in one box: a paint is stored in every drawn node, and the rare
    /// mesh must not make them all larger.
    private final class Storage: @unchecked Sendable {
        // @unchecked: never mutated after it is made (copies are made to change a value).
        let width: Int, height: Int, vertices: [Vertex], colors: [Color], background: Color, smoothsColors: Bool, perceptual: Bool
        init(width: Int, height: Int, vertices: [Vertex], colors: [Color], background: Color, smoothsColors: Bool, perceptual: Bool) {
            (self.width, self.height, self.vertices, self.colors, self.background, self.smoothsColors, self.perceptual) = (width, height, vertices, colors, background, smoothsColors, perceptual)
        }
    }
    private var storage: Storage

    package init(width: Int, height: Int, vertices: [Vertex], colors: [Color], background: Color, smoothsColors: Bool, perceptual: Bool = false) {
        storage = Storage(width: width, height: height, vertices: vertices, colors: colors, background: background, smoothsColors: smoothsColors, perceptual: perceptual)
    }

    package var width: Int { storage.width }
    package var height: Int { storage.height }
    /// `width × height` vertices, row by row.
    package var vertices: [Vertex] { storage.vertices }
    /// `width × height` colours, row by row.
    package var colors: [Color] { storage.colors }
    package var background: Color { storage.background }
    package var smoothsColors: Bool { storage.smoothsColors }
    /// Whether colours interpolate in Oklab (`Gradient.ColorSpace.perceptual`) rather than in
    /// sRGB-encoded components.
    package var perceptual: Bool { storage.perceptual }

    package static func == (a: MeshGradientPaint, b: MeshGradientPaint) -> Bool {
        a.storage === b.storage || (a.width == b.width && a.height == b.height && a.vertices == b.vertices && a.colors == b.colors
            && a.background == b.background && a.smoothsColors == b.smoothsColors && a.perceptual == b.perceptual)
    }

    /// The side of the sub-patch grid each cell is split into when colours are smoothed: Cairo
    /// shades a patch bilinearly, so bicubic colours are sampled at 8 × 8 points per cell (an
    /// estimate: finer grids change no 8-bit pixel of a 400-point cell by more than 1).
    package static let smoothSubdivisions = 8

    /// The vertices of `locations`, with implicit control points for plain points: each a third
    /// of the way along the Catmull-Rom tangent (half the vector between the vertex's two
    /// neighbours on that axis; the one-sided difference at the mesh's edges).
    package static func vertices(of locations: MeshGradient.Locations, width: Int, height: Int) -> [Vertex] {
        func point(_ p: SIMD2<Float>) -> CGPoint { CGPoint(x: CGFloat(p.x), y: CGFloat(p.y)) }
        switch locations {
        case .bezierPoints(let points):
            return points.map {
                Vertex(position: point($0.position), leading: point($0.leadingControlPoint), top: point($0.topControlPoint),
                       trailing: point($0.trailingControlPoint), bottom: point($0.bottomControlPoint))
            }
        case .points(let raw):
            let points = raw.map(point)
            guard width >= 1, height >= 1, points.count == width * height else { return [] }
            func at(_ i: Int, _ j: Int) -> CGPoint { points[j * width + i] }
            var result: [Vertex] = []
            result.reserveCapacity(points.count)
            for j in 0..<height {
                for i in 0..<width {
                    let p = at(i, j)
                    let left = at(max(i - 1, 0), j), right = at(min(i + 1, width - 1), j)
                    let up = at(i, max(j - 1, 0)), down = at(i, min(j + 1, height - 1))
                    let hSpan = CGFloat(min(i + 1, width - 1) - max(i - 1, 0))
                    let vSpan = CGFloat(min(j + 1, height - 1) - max(j - 1, 0))
                    let th = hSpan > 0 ? CGPoint(x: (right.x - left.x) / hSpan, y: (right.y - left.y) / hSpan) : .zero
                    let tv = vSpan > 0 ? CGPoint(x: (down.x - up.x) / vSpan, y: (down.y - up.y) / vSpan) : .zero
                    result.append(Vertex(position: p,
                                         leading: CGPoint(x: p.x - th.x / 3, y: p.y - th.y / 3),
                                         top: CGPoint(x: p.x - tv.x / 3, y: p.y - tv.y / 3),
                                         trailing: CGPoint(x: p.x + th.x / 3, y: p.y + th.y / 3),
                                         bottom: CGPoint(x: p.x + tv.x / 3, y: p.y + tv.y / 3)))
                }
            }
            return result
        }
    }

    /// This mesh with every colour given `transform`.
    package func mappingColors(_ transform: (Color) -> Color) -> MeshGradientPaint {
        MeshGradientPaint(width: width, height: height, vertices: vertices, colors: colors.map(transform), background: transform(background), smoothsColors: smoothsColors, perceptual: perceptual)
    }

    /// Whether the mesh and its background leave no mark.
    package var isInvisible: Bool { background.opacity <= 0 && colors.allSatisfy { $0.opacity <= 0 } }

    /// The patches that draw the mesh over `rect`: one Coons patch per cell with Bézier sides
    /// when colours are linear; with smoothed colours, each cell split into `subdivisions` ×
    /// `subdivisions` straight-sided patches on the cell's surface, their corners coloured by
    /// bicubic (Catmull-Rom) interpolation of the vertex colours. A perceptual mesh is always
    /// split (Cairo interpolates sRGB components across a patch), its sub-patch corners coloured
    /// by interpolating in Oklab: bilinearly, or bicubically when colours are smoothed.
    package func patches(in rect: CGRect, subdivisions: Int = MeshGradientPaint.smoothSubdivisions) -> [Patch] {
        guard width >= 2, height >= 2, vertices.count == width * height, colors.count == width * height else { return [] }
        func place(_ p: CGPoint) -> CGPoint { CGPoint(x: rect.minX + p.x * rect.width, y: rect.minY + p.y * rect.height) }
        func vertex(_ i: Int, _ j: Int) -> Vertex { vertices[j * width + i] }
        var patches: [Patch] = []
        let n = smoothsColors || perceptual ? max(subdivisions, 1) : 1
        patches.reserveCapacity((width - 1) * (height - 1) * n * n)
        for j in 0..<(height - 1) {
            for i in 0..<(width - 1) {
                let v00 = vertex(i, j), v10 = vertex(i + 1, j), v11 = vertex(i + 1, j + 1), v01 = vertex(i, j + 1)
                let top = [v00.position, v00.trailing, v10.leading, v10.position].map(place)
                let right = [v10.position, v10.bottom, v11.top, v11.position].map(place)
                let bottom = [v11.position, v11.leading, v01.trailing, v01.position].map(place)
                let left = [v01.position, v01.top, v00.bottom, v00.position].map(place)
                guard n > 1 else {
                    patches.append(Patch(points: Array(top.dropLast()) + Array(right.dropLast()) + Array(bottom.dropLast()) + Array(left.dropLast()),
                                         colors: [colors[j * width + i], colors[j * width + i + 1], colors[(j + 1) * width + i + 1], colors[(j + 1) * width + i]]))
                    continue
                }
                let surface = CoonsSurface(top: top, right: right, bottom: bottom, left: left)
                for b in 0..<n {
                    for a in 0..<n {
                        let u0 = CGFloat(a) / CGFloat(n), u1 = CGFloat(a + 1) / CGFloat(n)
                        let w0 = CGFloat(b) / CGFloat(n), w1 = CGFloat(b + 1) / CGFloat(n)
                        let corners = [surface.point(u0, w0), surface.point(u1, w0), surface.point(u1, w1), surface.point(u0, w1)]
                        var points: [CGPoint] = []
                        for k in 0..<4 {
                            let p = corners[k], q = corners[(k + 1) % 4]
                            points += [p, CGPoint(x: p.x + (q.x - p.x) / 3, y: p.y + (q.y - p.y) / 3),
                                       CGPoint(x: p.x + (q.x - p.x) * 2 / 3, y: p.y + (q.y - p.y) * 2 / 3)]
                        }
                        let x0 = CGFloat(i) + u0, x1 = CGFloat(i) + u1, y0 = CGFloat(j) + w0, y1 = CGFloat(j) + w1
                        patches.append(Patch(points: points, colors: [color(x0, y0), color(x1, y0), color(x1, y1), color(x0, y1)]))
                    }
                }
            }
        }
        return patches
    }

    /// The colour at grid coordinates (`x`, `y`) as the mesh interpolates it: smoothly or
    /// bilinearly, in sRGB components or in Oklab.
    package func color(_ x: CGFloat, _ y: CGFloat) -> Color {
        if smoothsColors { return smoothColor(x, y) }
        let i = min(max(Int(x.rounded(.down)), 0), width - 2), j = min(max(Int(y.rounded(.down)), 0), height - 2)
        let u = Double(x - CGFloat(i)), v = Double(y - CGFloat(j))
        let c00 = colors[j * width + i], c10 = colors[j * width + i + 1], c01 = colors[(j + 1) * width + i], c11 = colors[(j + 1) * width + i + 1]
        if perceptual {
            let top = OKLab(c00).mixed(with: OKLab(c10), u), bottom = OKLab(c01).mixed(with: OKLab(c11), u)
            return top.mixed(with: bottom, v).color
        }
        func lerp(_ a: Color, _ b: Color, _ t: Double) -> Color {
            Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t, blue: a.blue + (b.blue - a.blue) * t, opacity: a.opacity + (b.opacity - a.opacity) * t)
        }
        return lerp(lerp(c00, c10, u), lerp(c01, c11, u), v)
    }

    /// The colour at grid coordinates (`x`, `y`) (vertex (i, j) at (i, j)), interpolated with
    /// Catmull-Rom splines along rows, then along the column of results; vertices beyond the
    /// edges repeat the edge's. Components are clamped to 0…1 (the spline can overshoot); a
    /// perceptual mesh interpolates its Oklab coordinates the same way.
    package func smoothColor(_ x: CGFloat, _ y: CGFloat) -> Color {
        let i = min(max(Int(x.rounded(.down)), 0), width - 2), j = min(max(Int(y.rounded(.down)), 0), height - 2)
        let u = Double(x - CGFloat(i)), v = Double(y - CGFloat(j))
        func c(_ a: Int, _ b: Int) -> Color { colors[min(max(b, 0), height - 1) * width + min(max(a, 0), width - 1)] }
        func spline(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> Double {
            0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t + (3 * p1 - p0 - 3 * p2 + p3) * t * t * t)
        }
        if perceptual {
            func coordinates(_ a: Int, _ b: Int) -> OKLab { OKLab(c(a, b)) }
            func value(_ k: (OKLab) -> Double) -> Double {
                var rows: [Double] = []
                for b in (j - 1)...(j + 2) {
                    rows.append(spline(k(coordinates(i - 1, b)), k(coordinates(i, b)), k(coordinates(i + 1, b)), k(coordinates(i + 2, b)), u))
                }
                let result = spline(rows[0], rows[1], rows[2], rows[3], v)
                return result.isFinite ? result : 0
            }
            return OKLab(l: value(\.l), a: value(\.a), b: value(\.b), opacity: min(max(value(\.opacity), 0), 1)).color
        }
        func component(_ value: (Color) -> Double) -> Double {
            var rows: [Double] = []
            for b in (j - 1)...(j + 2) {
                rows.append(spline(value(c(i - 1, b)), value(c(i, b)), value(c(i + 1, b)), value(c(i + 2, b)), u))
            }
            let result = spline(rows[0], rows[1], rows[2], rows[3], v)
            return result.isFinite ? min(max(result, 0), 1) : 0
        }
        return Color(red: component(\.red), green: component(\.green), blue: component(\.blue), opacity: component(\.opacity))
    }
}

/// A Coons patch's surface: the blend of its two pairs of opposite sides minus the bilinear
/// blend of its corners. Sides are cubic Béziers: `top` from the top-left to the top-right
/// corner, `right` from top-right to bottom-right, `bottom` from bottom-right to bottom-left,
/// `left` from bottom-left to top-left (clockwise, as Cairo takes them).
struct CoonsSurface {
    let top: [CGPoint], right: [CGPoint], bottom: [CGPoint], left: [CGPoint]

    static func bezier(_ p: [CGPoint], _ t: CGFloat) -> CGPoint {
        let s = 1 - t
        let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
        return CGPoint(x: a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x, y: a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y)
    }

    /// The point at (`u`, `v`): `u` runs left to right, `v` top to bottom.
    func point(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
        let c0 = Self.bezier(top, u), c1 = Self.bezier(bottom.reversed(), u)
        let d0 = Self.bezier(left.reversed(), v), d1 = Self.bezier(right, v)
        let p00 = top[0], p10 = top[3], p11 = bottom[0], p01 = bottom[3]
        func blend(_ k: (CGPoint) -> CGFloat) -> CGFloat {
            (1 - v) * k(c0) + v * k(c1) + (1 - u) * k(d0) + u * k(d1)
                - ((1 - u) * (1 - v) * k(p00) + u * (1 - v) * k(p10) + (1 - u) * v * k(p01) + u * v * k(p11))
        }
        return CGPoint(x: blend(\.x), y: blend(\.y))
    }
}
