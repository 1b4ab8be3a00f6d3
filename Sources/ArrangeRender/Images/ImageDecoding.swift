import Foundation

/// Pixels decoded from a file or from data: made once, never changed, shared by every `Image`
/// leaf that shows them (the pixel array is copy-on-write, so sharing copies nothing).
struct DecodedImage: Sendable, Equatable {
    var bitmap: Bitmap
    /// What the decoder complained about without failing (libjpeg's "Corrupt JPEG data: …"):
    /// the image is shown, and a leaf reports these as a diagnostic.
    var warnings: [String] = []
}

/// Recognises PNG and JPEG by their first bytes (not by file name: a `.png` that is really a
/// JPEG still loads) and hands them to the matching decoder.
enum ImageDecoding {
    /// The largest image Arrange decodes: 100 million pixels (400 MB of RGBA). A file can declare
    /// any size in a few bytes, so the limit is checked against the header before any memory is
    /// set aside. SwiftUI has no such documented limit; this is Arrange's safety net for servers
    /// that render untrusted files.
    static let maximumPixelCount = 100_000_000
    /// The longest side decoded (PNG allows 2³¹ − 1, JPEG 65,500).
    static let maximumSide = 65_535

    /// Decodes `data`, refusing from the header an image of more than `pixelLimit` pixels
    /// (`ResourceLimits.imagePixels` of the environment an `Image` is built in; `nil` when there
    /// is none, which leaves only Arrange's absolute maximum).
    static func decode(_ data: Data, source: String, pixelLimit: Int? = nil) throws(ImageLoadingError) -> DecodedImage {
        if PNGDecoder.hasSignature(data) { return try PNGDecoder.decode(data, source: source, pixelLimit: pixelLimit) }
        if JPEGDecoder.hasSignature(data) { return try JPEGDecoder.decode(data, source: source, pixelLimit: pixelLimit) }
        throw .unsupportedFormat(source: source)
    }

    /// Checks declared dimensions against the limits before decoding: Arrange's absolute
    /// maximum (`tooLarge`), then the caller's `pixelLimit` (`exceedsLimit`).
    static func checkSize(width: Int, height: Int, source: String, pixelLimit: Int? = nil) throws(ImageLoadingError) {
        guard width > 0, height > 0 else {
            throw .corrupt(source: source, reason: "it declares a size of \(width) × \(height) pixels")
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width <= maximumSide, height <= maximumSide, !overflow, pixels <= maximumPixelCount else {
            throw .tooLarge(source: source, width: width, height: height)
        }
        if let pixelLimit, pixels > pixelLimit {
            throw .exceedsLimit(source: source, width: width, height: height, limit: pixelLimit)
        }
    }
}
