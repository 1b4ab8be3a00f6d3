import ArrangeCore
import Foundation

/// How image sets whose only files are vectors (SVG, PDF) are drawn: Xcode turns such files into
/// bitmaps for each scale when it builds an app, so a program that has a rasterizer installs it
/// here and the set's vector file is drawn as a bitmap at the display's scale. Arrange's own:
/// `arrange`'s preview programs install one (`rsvg-convert`, `pdftocairo`); without one such a
/// set is an empty image, with a diagnostic.
package enum VectorImages {
    /// Turns the vector file at `path` into a PNG `zoom` times its own size and returns the PNG's
    /// path, or nil when it cannot.
    package typealias Rasterizer = @Sendable (_ path: String, _ zoom: CGFloat) -> String?

    /// The extensions of the vector files a rasterizer is asked for.
    static let extensions: Set<String> = ["svg", "pdf"]

    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed: Rasterizer?

    /// The rasterizer of the program, once installed.
    package static var rasterizer: Rasterizer? {
        get { lock.withLock { installed } }
        set { lock.withLock { installed = newValue } }
    }
}
