import Foundation

/// Why an image file or image data could not be loaded. Arrange's own (SwiftUI's `Image` has no
/// throwing initialiser): `Image.load(contentsOf:scale:)` and `Image.load(data:scale:)` throw it,
/// and the non-throwing initialisers turn it into a diagnostic and an empty image.
public enum ImageLoadingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file was found: for a named image, `path` is the name and `reason` lists where it was
    /// looked for.
    case notFound(path: String, reason: String)
    /// The file exists but could not be read (permissions, a directory…).
    case unreadable(path: String, reason: String)
    /// The bytes are neither PNG nor JPEG (judged by their signature, not the file name).
    case unsupportedFormat(source: String)
    /// The bytes start like a PNG or JPEG but the decoder rejected them; `reason` is the
    /// decoder's own message (libpng's or libjpeg's).
    case corrupt(source: String, reason: String)
    /// The image declares more pixels than Arrange decodes (`Image.maximumPixelCount`), or a
    /// side longer than 65,535 pixels: refused before any memory is set aside for it.
    case tooLarge(source: String, width: Int, height: Int)
    /// The image declares more pixels (width × height) than `ResourceLimits.imagePixels` of the
    /// environment the `Image` was built in (`limit`): refused from its header, before any memory
    /// is set aside for it. Arrange's own.
    case exceedsLimit(source: String, width: Int, height: Int, limit: Int)
    /// The scale given with the image is not a positive, finite number.
    case invalidScale(source: String, scale: CGFloat)

    /// A one-line message naming the source and the reason.
    public var description: String {
        switch self {
        case .notFound(let path, let reason):
            return "no image found at \(path): \(reason)"
        case .unreadable(let path, let reason):
            return "cannot read image file \(path): \(reason)"
        case .unsupportedFormat(let source):
            return "\(source) is not a PNG or JPEG image"
        case .corrupt(let source, let reason):
            return "\(source) is not a readable image: \(reason)"
        case .tooLarge(let source, let width, let height):
            return "\(source) is too large to decode (\(width) × \(height) pixels)"
        case .exceedsLimit(let source, let width, let height, let limit):
            return "\(source) is \(width) × \(height) pixels, more than ResourceLimits.imagePixels (\(limit)); it was not decoded"
        case .invalidScale(let source, let scale):
            return "the scale \(scale) given for \(source) is not a positive, finite number"
        }
    }
}
