import ArrangeRender
@testable import ArrangeSnapshotTesting
import Foundation
import Testing

/// `width` × `height` opaque pixels of one colour.
@MainActor func pixels(_ width: Int, _ height: Int, _ color: (UInt8, UInt8, UInt8, UInt8) = (200, 100, 50, 255)) -> PNGPixels {
    var rgba: [UInt8] = []
    for _ in 0..<(width * height) { rgba += [color.0, color.1, color.2, color.3] }
    return PNGPixels(width: width, height: height, rgba: rgba)
}

/// `image` with its first `count` pixels' red channel moved by `delta`.
@MainActor func changing(_ image: PNGPixels, first count: Int, redBy delta: Int) -> PNGPixels {
    var changed = image
    for pixel in 0..<count {
        changed.rgba[pixel * 4] = UInt8(Int(changed.rgba[pixel * 4]) + delta)
    }
    return changed
}

@Suite @MainActor struct ImageComparisonTests {
    @Test func perceptualPrecisionGivesAChannelTolerance() {
        #expect(ImageComparison.channelTolerance(perceptualPrecision: 1) == 0)
        #expect(ImageComparison.channelTolerance(perceptualPrecision: 0.98) == 5)
        #expect(ImageComparison.channelTolerance(perceptualPrecision: 0.9) == 25)
        #expect(ImageComparison.channelTolerance(perceptualPrecision: 0) == 255)
    }

    @Test func identicalImagesMatchExactly() {
        let comparison = ImageComparison(reference: pixels(4, 4), actual: pixels(4, 4), precision: 1, perceptualPrecision: 1)
        #expect(comparison.passes)
        #expect(comparison.changedPixels == 0)
        #expect(comparison.failureMessage == nil)
    }

    @Test func oneLevelOfDifferenceFailsAnExactComparison() {
        let comparison = ImageComparison(reference: pixels(4, 4), actual: changing(pixels(4, 4), first: 1, redBy: 1), precision: 1, perceptualPrecision: 1)
        #expect(!comparison.passes)
        #expect(comparison.mismatchedPixels == 1)
        #expect(comparison.failureMessage == "Newly-taken snapshot does not match reference: 1 of 16 pixels (6.25%) differ (largest channel difference 1).")
    }

    @Test func differenceWithinTheChannelTolerancePasses() {
        let comparison = ImageComparison(reference: pixels(10, 10), actual: changing(pixels(10, 10), first: 100, redBy: 5), precision: 1, perceptualPrecision: 0.98)
        #expect(comparison.passes)
        #expect(comparison.changedPixels == 100)
        #expect(comparison.mismatchedPixels == 0)
    }

    @Test func differencePastTheChannelToleranceFails() {
        let comparison = ImageComparison(reference: pixels(10, 10), actual: changing(pixels(10, 10), first: 3, redBy: 6), precision: 1, perceptualPrecision: 0.98)
        #expect(!comparison.passes)
        #expect(comparison.failureMessage == "Newly-taken snapshot does not match reference: 3 of 100 pixels (3%) differ by more than 5 of 255 in a channel (largest channel difference 6).")
    }

    @Test func precisionAllowsThatFractionOfPixelsToDiffer() {
        let changed = changing(pixels(10, 10), first: 25, redBy: 50)
        #expect(ImageComparison(reference: pixels(10, 10), actual: changed, precision: 0.75, perceptualPrecision: 1).passes)
        #expect(ImageComparison(reference: pixels(10, 10), actual: changed, precision: 0.99, perceptualPrecision: 1).passes == false)
    }

    @Test func precisionFailureSaysTheActualPrecision() {
        let changed = changing(pixels(10, 10), first: 26, redBy: 50)
        let comparison = ImageComparison(reference: pixels(10, 10), actual: changed, precision: 0.75, perceptualPrecision: 1)
        #expect(comparison.failureMessage == "Newly-taken snapshot does not match reference: 26 of 100 pixels (26%) differ (largest channel difference 50). Actual image precision 0.74 is less than required 0.75.")
    }

    @Test func differentSizesNeverMatch() {
        let comparison = ImageComparison(reference: pixels(10, 10), actual: pixels(10, 11), precision: 0, perceptualPrecision: 0)
        #expect(!comparison.passes)
        #expect(comparison.failureMessage == "Newly-taken snapshot@10×11 pixels does not match reference@10×10 pixels.")
    }

    @Test func fullyTransparentPixelsMatchWhateverTheirColour() {
        let comparison = ImageComparison(reference: pixels(3, 3, (255, 0, 0, 0)), actual: pixels(3, 3, (0, 0, 255, 0)), precision: 1, perceptualPrecision: 1)
        #expect(comparison.passes)
    }

    @Test func differenceImageMarksFailingPixelsRedAndToleratedOnesOrange() {
        var actual = pixels(2, 2, (255, 255, 255, 255))
        actual.rgba[0] = 200   // pixel 0: 55 levels off, fails
        actual.rgba[4] = 253   // pixel 1: 2 levels off, within 5
        let difference = DifferenceImage.make(reference: pixels(2, 2, (255, 255, 255, 255)), actual: actual, channelTolerance: 5)
        #expect(Array(difference.rgba[0..<4]) == [255, 0, 0, 255])
        #expect(Array(difference.rgba[4..<8]) == [255, 160, 0, 255])
        // Unchanged white stays white; black would be drawn a faint grey (255 − 255/4).
        #expect(Array(difference.rgba[8..<12]) == [255, 255, 255, 255])
        #expect(DifferenceImage.faintGrey([0, 0, 0, 255], at: 0) == 192)
    }

    @Test func differenceImageOfDifferentSizesCoversBothAndMarksTheRestRed() {
        let difference = DifferenceImage.make(reference: pixels(2, 1), actual: pixels(1, 2), channelTolerance: 0)
        #expect(difference.width == 2 && difference.height == 2)
        #expect(Array(difference.rgba[4..<8]) == [255, 0, 0, 255])    // (1, 0): only in the reference
        #expect(Array(difference.rgba[8..<12]) == [255, 0, 0, 255])   // (0, 1): only in the new image
    }

    @Test func diffingPassesEqualDataAndToleratedPNGs() throws {
        let reference = try pixels(8, 8).pngData()
        let near = try changing(pixels(8, 8), first: 64, redBy: 4).pngData()
        #expect(Diffing<Data>.image.diffV2(reference, reference) == nil)
        #expect(Diffing<Data>.image(perceptualPrecision: 0.98).diffV2(reference, near) == nil)
        #expect(Diffing<Data>.image.diffV2(reference, near) != nil)
    }

    @Test func snapshotThatIsNotPNGFailsEvenWhenTheReferenceIsTheSame() {
        let error = Data("the scale 0 is invalid".utf8)
        let failure = Diffing<Data>.image.diffV2(error, error)
        #expect(failure?.0 == "Newly-taken snapshot could not be rendered: the scale 0 is invalid")
    }

    @Test func unreadableReferenceFailsWithAMessage() throws {
        let actual = try pixels(2, 2).pngData()
        let failure = Diffing<Data>.image.diffV2(Data("\u{89}PNG nonsense".utf8), actual)
        #expect(failure?.0.hasPrefix("Reference image could not be loaded") == true)
    }
}
