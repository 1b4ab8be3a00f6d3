import Foundation

extension Gradient {
    /// A method of interpolating between the colours of a gradient, as in SwiftUI.
    ///
    /// `.device` interpolates sRGB-encoded components; `.perceptual` interpolates in Oklab
    /// (Björn Ottosson's perceptual colour space, see `OKLab`): mesh gradients sample it per
    /// sub-patch, other gradients get stops added between theirs (`Gradient.perceptualStops()`).
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool

        /// Interpolates gradient colours in the output colour space.
        public static let device = ColorSpace(isPerceptual: false)
        /// Interpolates gradient colours in a perceptual colour space (Oklab).
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}

extension Gradient {
    /// Returns a version of the gradient that will use a specified colour space for
    /// interpolating between its colours.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        AnyGradient(self, colorSpace: space)
    }
}

extension AnyGradient {
    /// Returns a version of the gradient that will use a specified colour space for
    /// interpolating between its colours.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        AnyGradient(gradient, colorSpace: space)
    }
}
