import ArrangeRender
import Foundation

/// Two images compared pixel by pixel, with swift-snapshot-testing's two tolerances.
///
/// A pixel matches when none of its four channels (red, green, blue, alpha, 0–255, not
/// premultiplied) differs by more than `channelTolerance`; two fully transparent pixels match
/// whatever their colour. The images match when they are the same size and the fraction of
/// matching pixels is at least `precision`.
struct ImageComparison: Sendable, Equatable {
    /// The largest channel difference a matching pixel may have: `(1 − perceptualPrecision)` of
    /// 255, rounded down. swift-snapshot-testing measures a pixel's difference as a CIE ΔE on
    /// Apple platforms; Arrange's own reading, without Core Image, is the channel difference.
    let channelTolerance: Int
    /// The fraction of pixels that must match (swift-snapshot-testing's `precision`).
    let precision: Double
    /// Width and height of the reference and of the new image, in pixels.
    let referenceSize: (width: Int, height: Int)
    let actualSize: (width: Int, height: Int)
    /// Pixels (of the common area) that differ by more than the tolerance.
    let mismatchedPixels: Int
    /// Pixels that differ at all (within the tolerance or not).
    let changedPixels: Int
    /// The largest channel difference found.
    let largestDifference: Int

    /// The tolerance a `perceptualPrecision` gives: 1 → 0 (exact), 0.98 → 5, 0 → 255.
    static func channelTolerance(perceptualPrecision: Float) -> Int {
        let clamped = min(1, max(0, Double(perceptualPrecision)))
        // A hair added so 0.98 (0.9800000190734863 as a Float) still gives 5, not 4.
        return Int(((1 - clamped) * 255 + 1e-4).rounded(.down))
    }

    /// Compares `actual` with `reference`.
    init(reference: PNGPixels, actual: PNGPixels, precision: Float, perceptualPrecision: Float) {
        channelTolerance = Self.channelTolerance(perceptualPrecision: perceptualPrecision)
        self.precision = min(1, max(0, Double(precision)))
        referenceSize = (reference.width, reference.height)
        actualSize = (actual.width, actual.height)
        var mismatched = 0, changed = 0, largest = 0
        if reference.width == actual.width, reference.height == actual.height {
            let count = reference.width * reference.height
            for pixel in 0..<count {
                let difference = Self.difference(reference.rgba, actual.rgba, at: pixel * 4)
                if difference > 0 { changed += 1 }
                if difference > channelTolerance { mismatched += 1 }
                largest = max(largest, difference)
            }
        }
        mismatchedPixels = mismatched
        changedPixels = changed
        largestDifference = largest
    }

    static func == (lhs: ImageComparison, rhs: ImageComparison) -> Bool {
        lhs.channelTolerance == rhs.channelTolerance && lhs.precision == rhs.precision
            && lhs.referenceSize == rhs.referenceSize && lhs.actualSize == rhs.actualSize
            && lhs.mismatchedPixels == rhs.mismatchedPixels && lhs.changedPixels == rhs.changedPixels
            && lhs.largestDifference == rhs.largestDifference
    }

    /// The largest channel difference of the pixel at byte `offset` of `a` and the one at
    /// `otherOffset` (by default the same offset) of `b`.
    static func difference(_ a: [UInt8], _ b: [UInt8], at offset: Int, otherOffset: Int? = nil) -> Int {
        let other = otherOffset ?? offset
        // Two fully transparent pixels look the same whatever colour they carry.
        if a[offset + 3] == 0, b[other + 3] == 0 { return 0 }
        var largest = 0
        for channel in 0..<4 {
            largest = max(largest, abs(Int(a[offset + channel]) - Int(b[other + channel])))
        }
        return largest
    }

    /// Whether the two images are the same size.
    var sizesMatch: Bool {
        referenceSize == actualSize
    }

    /// The fraction of pixels that match (0 when the sizes differ).
    var matchingFraction: Double {
        let count = referenceSize.width * referenceSize.height
        guard sizesMatch else { return 0 }
        guard count > 0 else { return 1 }
        return Double(count - mismatchedPixels) / Double(count)
    }

    /// Whether the new image passes: same size, and enough pixels match. (A Float `precision`
    /// such as 0.99 is 0.9900000095…, so the comparison allows a millionth.)
    var passes: Bool {
        sizesMatch && matchingFraction >= precision - 1e-6
    }

    /// Why the new image fails, in words, or `nil` when it passes.
    var failureMessage: String? {
        guard !passes else { return nil }
        guard sizesMatch else {
            return "Newly-taken snapshot@\(actualSize.width)×\(actualSize.height) pixels does not match reference@\(referenceSize.width)×\(referenceSize.height) pixels."
        }
        let count = referenceSize.width * referenceSize.height
        let percentage = Double(mismatchedPixels) / Double(max(1, count)) * 100
        var message = "Newly-taken snapshot does not match reference: \(mismatchedPixels) of \(count) pixels (\(Self.format(percentage))%) differ"
        message += channelTolerance == 0 ? "" : " by more than \(channelTolerance) of 255 in a channel"
        message += " (largest channel difference \(largestDifference))."
        if precision < 1 {
            message += " Actual image precision \(Self.format(matchingFraction, digits: 6)) is less than required \(Self.format(precision, digits: 6))."
        }
        return message
    }

    /// A number with at most `digits` decimals, trailing zeros dropped.
    static func format(_ value: Double, digits: Int = 2) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
