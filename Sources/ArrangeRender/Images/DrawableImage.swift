import ArrangeCore
import Foundation

/// Decoded pixels: `width` × `height`, rows top to bottom, 4 bytes per pixel (red, green, blue,
/// alpha; alpha not premultiplied).
struct Bitmap: Sendable, Equatable {
    var width: Int
    var height: Int
    var rgba: [UInt8]
}

/// How an image fills its frame when resizable, as SwiftUI's `Image.ResizingMode`.
enum ImageFill: Sendable, Equatable {
    /// Drawn at its natural size (not resizable).
    case natural
    /// Stretched to the frame; `capInsets` (in points) keep the corners unscaled.
    case stretch(capInsets: EdgeInsets)
    /// Tiled across the frame at its natural size; `capInsets` keep the corners.
    case tile(capInsets: EdgeInsets)
}

/// What a renderer needs from an `Image` leaf (the image target's leaf conforms).
protocol DrawableImage: AnyObject {
    /// The decoded pixels, or `nil` when the image could not be read (a placeholder is drawn).
    var bitmap: Bitmap? { get }
    /// Points per pixel divided out: the image's scale (2 for "@2x" files).
    var scale: CGFloat { get }
    var fill: ImageFill { get }
    /// Smooth (`true`) or nearest-neighbour (`false`) sampling (`Image.Interpolation.none`).
    var smoothsPixels: Bool { get }
    /// A label for a placeholder drawn instead of pixels (unreadable files).
    var placeholderLabel: String? { get }
    /// Whether the image is an `Image(systemName:)` stand-in, drawn as a symbol-like outline in
    /// the foreground style rather than as a grey placeholder box.
    var isSymbol: Bool { get }
    /// A symbol's glyph, when it was found (else a symbol draws its placeholder).
    var symbol: ResolvedSymbol? { get }
    /// Whether a bitmap is drawn as a template: the foreground style through the pixels' alpha
    /// (`renderingMode(.template)`, or an image set's template rendering intent).
    var isTemplate: Bool { get }
}

extension DrawableImage {
    var isTemplate: Bool { false }
}
