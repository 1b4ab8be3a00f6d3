import Foundation

extension Gradient {
    /// A method of interpolating between the colours of a gradient, as in SwiftUI.
    ///
    /// Arrange interpolates every gradient in `.device` space (sRGB-encoded components); a
    /// gradient given `.perceptual` is accepted and drawn the same way.
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool

        /// Interpolates gradient colours in the output colour space.
        public static let device = ColorSpace(isPerceptual: false)
        /// Interpolates gradient colours in a perceptual colour space (accepted; drawn as `.device`).
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}
