import ArrangeRender
import Foundation

extension Diffing where Value == Data {
    /// A pixel-diffing strategy for PNG data that requires a 100% match. Arrange's own, the
    /// Linux counterpart of swift-snapshot-testing's `Diffing<UIImage>.image`.
    public static var image: Diffing {
        .image()
    }

    /// A pixel-diffing strategy for PNG data with swift-snapshot-testing's tolerances.
    /// Arrange's own, the Linux counterpart of `Diffing<UIImage>.image(precision:perceptualPrecision:scale:)`.
    ///
    /// Both images are decoded to 8-bit RGBA. A pixel matches when no channel differs by more
    /// than `(1 − perceptualPrecision) × 255` (rounded down); the images match when they are the
    /// same size and at least `precision` of their pixels match. Identical data always matches.
    ///
    /// On a mismatch the reference, the new image and a difference image (failing pixels red,
    /// pixels changed within the tolerance orange, the rest a faint grey copy of the reference)
    /// are written to `$SNAPSHOT_ARTIFACTS/ArrangeSnapshotTesting/TEST-HASH/` (the temporary
    /// directory without `SNAPSHOT_ARTIFACTS`) as `reference.png`, `failure.png` and
    /// `difference.png`, and the message ends with their paths. They are also the diff's
    /// attachments, under the same names.
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
    ///     considered a match, here per colour channel.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            compareImages(reference: reference, actual: actual, precision: precision, perceptualPrecision: perceptualPrecision)
        }
    }
}

/// The comparison behind `Diffing<Data>.image`: `nil` when `actual` matches `reference`, else
/// the failure message and the three images.
func compareImages(reference: Data, actual: Data, precision: Float, perceptualPrecision: Float) -> (String, [DiffAttachment])? {
    // A strategy that could not render hands over its error as text rather than as PNG, so
    // that even when the reference holds the same text the snapshot fails.
    guard PNGPixels.isPNG(actual) else {
        return ("Newly-taken snapshot could not be rendered: \(String(decoding: actual.prefix(2000), as: UTF8.self))", [])
    }
    if reference == actual { return nil }
    let referencePixels: PNGPixels, actualPixels: PNGPixels
    do {
        referencePixels = try PNGPixels(pngData: reference)
    } catch {
        return ("Reference image could not be loaded: \(error)", [])
    }
    do {
        actualPixels = try PNGPixels(pngData: actual)
    } catch {
        return ("Newly-taken snapshot could not be loaded: \(error)", [])
    }
    let comparison = ImageComparison(reference: referencePixels, actual: actualPixels, precision: precision, perceptualPrecision: perceptualPrecision)
    guard var message = comparison.failureMessage else { return nil }
    let difference = DifferenceImage.make(reference: referencePixels, actual: actualPixels, channelTolerance: comparison.channelTolerance)
    var files: [(name: String, data: Data)] = [("reference.png", reference), ("failure.png", actual)]
    do {
        files.append(("difference.png", try difference.pngData()))
    } catch {
        message += "\n\nThe difference image could not be encoded: \(error)"
    }
    switch FailureArtifacts.write(files, to: FailureArtifacts.directory(reference: reference, actual: actual)) {
    case .success(let paths):
        message += "\n\nWrote the images of this failure:"
        for file in files {
            if let path = paths[file.name] { message += "\n  \(file.name.dropLast(4)): \(path)" }
        }
    case .failure(let error):
        message += "\n\n\(error.message)"
    }
    return (message, files.map { DiffAttachment.data($0.data, name: $0.name) })
}
