import Foundation

/// Colours in Oklab, the perceptual colour space `Gradient.ColorSpace.perceptual` interpolates
/// in. The matrices are Björn Ottosson's, from "A perceptual color space for image processing"
/// (2020, https://bottosson.github.io/posts/oklab/), the space CSS Color 4 also uses for
/// `oklab()`; sRGB components are linearised with the sRGB transfer function (IEC 61966-2-1).
package struct OKLab: Equatable, Sendable {
    /// Perceived lightness (0 black, 1 white).
    package var l: Double
    /// Green (negative) to red (positive).
    package var a: Double
    /// Blue (negative) to yellow (positive).
    package var b: Double
    /// Opacity, interpolated as it is (straight, not premultiplied).
    package var opacity: Double

    package init(l: Double, a: Double, b: Double, opacity: Double = 1) {
        (self.l, self.a, self.b, self.opacity) = (l, a, b, opacity)
    }

    /// The Oklab coordinates of a colour's sRGB components.
    package init(_ color: Color) {
        func linear(_ c: Double) -> Double {
            let v = c.isFinite ? c : 0
            let magnitude = abs(v)
            let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
            return v < 0 ? -result : result
        }
        let r = linear(color.red), g = linear(color.green), bl = linear(color.blue)
        let lms = (0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl,
                   0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl,
                   0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        let l_ = cbrt(lms.0), m_ = cbrt(lms.1), s_ = cbrt(lms.2)
        self.init(l: 0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_,
                  a: 1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_,
                  b: 0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_,
                  opacity: color.opacity.isFinite ? color.opacity : 0)
    }

    /// The sRGB colour of these coordinates, components clamped to 0…1 (colours outside the
    /// sRGB gamut are clipped).
    package var color: Color {
        let l_ = l + 0.3963377774 * a + 0.2158037573 * b
        let m_ = l - 0.1055613458 * a - 0.0638541728 * b
        let s_ = l - 0.0894841775 * a - 1.2914855480 * b
        let lc = l_ * l_ * l_, mc = m_ * m_ * m_, sc = s_ * s_ * s_
        func encoded(_ c: Double) -> Double {
            guard c.isFinite else { return 0 }
            let v = min(max(c, 0), 1)
            return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
        }
        return Color(red: encoded(4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc),
                     green: encoded(-1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc),
                     blue: encoded(-0.0041960863 * lc - 0.7034186147 * mc + 1.7076147010 * sc),
                     opacity: min(max(opacity, 0), 1))
    }

    /// The point `t` of the way from `self` to `other`.
    package func mixed(with other: OKLab, _ t: Double) -> OKLab {
        OKLab(l: l + (other.l - l) * t, a: a + (other.a - a) * t, b: b + (other.b - b) * t, opacity: opacity + (other.opacity - opacity) * t)
    }

    /// `colors` mixed `t` of the way in Oklab (the perceptual colour space).
    package static func mix(_ from: Color, _ to: Color, _ t: Double) -> Color {
        OKLab(from).mixed(with: OKLab(to), t).color
    }
}

extension Gradient {
    /// How many pieces each interval between two stops is cut into when a gradient
    /// interpolates perceptually: the renderers interpolate sRGB components between stops, so
    /// Oklab is sampled at 16 points per interval (an estimate: in a white-to-blue gradient 400
    /// points long, finer steps change no 8-bit component by more than 1).
    package static let perceptualSteps = 16

    /// The gradient with stops added between its stops, coloured by interpolating in Oklab,
    /// so that renderers interpolating sRGB components draw the perceptual gradient.
    package func perceptualStops() -> Gradient {
        guard stops.count >= 2 else { return self }
        var result: [Gradient.Stop] = [stops[0]]
        for (from, to) in zip(stops, stops.dropFirst()) {
            let a = OKLab(from.color), b = OKLab(to.color)
            for step in 1...Self.perceptualSteps {
                let t = Double(step) / Double(Self.perceptualSteps)
                let color = step == Self.perceptualSteps ? to.color : a.mixed(with: b, t).color
                result.append(Gradient.Stop(color: color, location: from.location + (to.location - from.location) * CGFloat(t)))
            }
        }
        return Gradient(stops: result)
    }
}
