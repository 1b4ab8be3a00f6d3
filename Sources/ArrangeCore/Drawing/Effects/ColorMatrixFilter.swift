import Foundation

/// A 4×5 colour matrix applied to each pixel's unpremultiplied sRGB components (red, green,
/// blue, alpha, 1): what `grayscale`, `brightness`, `contrast`, `saturation` and `hueRotation`
/// draw with. The matrices are those of the W3C Filter Effects specification (the ones SVG's
/// `feColorMatrix` and CSS filters use), so the SVG output and the Cairo output compute the
/// same colours; SwiftUI does not document its own coefficients.
package struct ColorMatrixFilter: Sendable, Equatable {
    /// Row-major: `values[row * 5 + column]`, rows red, green, blue, alpha.
    package var values: [Double]

    package init(_ values: [Double]) {
        self.values = values.count == 20 ? values : Self.identity.values
    }

    package static let identity = ColorMatrixFilter([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// Rec. 709 luminance weights, as the Filter Effects grayscale and saturate matrices use.
    static let luminance = (r: 0.2126, g: 0.7152, b: 0.0722)

    /// Moves colours towards their luminance grey by `amount` (0 none, 1 full grey).
    package static func grayscale(_ amount: Double) -> ColorMatrixFilter {
        saturation(1 - min(max(amount, 0), 1))
    }

    /// Scales colour saturation: 0 is grey, 1 unchanged, above 1 more saturated.
    package static func saturation(_ s: Double) -> ColorMatrixFilter {
        let (r, g, b) = luminance
        return ColorMatrixFilter([
            r + (1 - r) * s, g - g * s, b - b * s, 0, 0,
            r - r * s, g + (1 - g) * s, b - b * s, 0, 0,
            r - r * s, g - g * s, b + (1 - b) * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// Black, with an alpha of the colour's luminance (the Filter Effects luminanceToAlpha
    /// matrix): bright areas stay opaque, dark ones become transparent.
    package static let luminanceToAlpha = ColorMatrixFilter([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])

    /// Adds `amount` to each colour component (SwiftUI's brightness: 0 none, 1 white).
    package static func brightness(_ amount: Double) -> ColorMatrixFilter {
        ColorMatrixFilter([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// Multiplies each component by the given factor (`colorMultiply`).
    package static func multiplying(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> ColorMatrixFilter {
        ColorMatrixFilter([red, 0, 0, 0, 0, 0, green, 0, 0, 0, 0, 0, blue, 0, 0, 0, 0, 0, alpha, 0])
    }

    /// Scales each component's distance from 0.5 by `amount` (1 unchanged, 0 flat grey,
    /// negative values invert).
    package static func contrast(_ amount: Double) -> ColorMatrixFilter {
        let t = 0.5 * (1 - amount)
        return ColorMatrixFilter([amount, 0, 0, 0, t, 0, amount, 0, 0, t, 0, 0, amount, 0, t, 0, 0, 0, 1, 0])
    }

    /// Rotates hues by `angle` around the luminance axis (the Filter Effects hueRotate matrix).
    package static func hueRotation(_ angle: Angle) -> ColorMatrixFilter {
        let c = cos(angle.radians), s = sin(angle.radians)
        return ColorMatrixFilter([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// `self` applied after `other` (one matrix for two filters in a row).
    package func after(_ other: ColorMatrixFilter) -> ColorMatrixFilter {
        var out = [Double](repeating: 0, count: 20)
        for row in 0..<4 {
            for column in 0..<5 {
                var sum = column == 4 ? values[row * 5 + 4] : 0
                for k in 0..<4 { sum += values[row * 5 + k] * other.values[k * 5 + column] }
                out[row * 5 + column] = sum
            }
        }
        return ColorMatrixFilter(out)
    }

    /// The matrix applied to one unpremultiplied colour, each result clamped to 0…1.
    package func apply(_ c: (r: Double, g: Double, b: Double, a: Double)) -> (r: Double, g: Double, b: Double, a: Double) {
        func row(_ i: Int) -> Double {
            let v = values[i * 5] * c.r + values[i * 5 + 1] * c.g + values[i * 5 + 2] * c.b + values[i * 5 + 3] * c.a + values[i * 5 + 4]
            return v.isFinite ? min(max(v, 0), 1) : 0
        }
        return (row(0), row(1), row(2), row(3))
    }

    /// The colour `color` becomes.
    package func apply(to color: Color) -> Color {
        let out = apply((color.red, color.green, color.blue, color.opacity))
        return Color(red: out.r, green: out.g, blue: out.b, opacity: out.a)
    }
}
