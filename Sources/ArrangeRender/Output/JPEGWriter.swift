import CArrangeJPEG
import Foundation

extension RasterImage {
    /// JPEG's limit on a side, in pixels.
    static let maximumJPEGSide = 65_500

    /// The pixels as a baseline JPEG file at `quality` (0…1, libjpeg's 1…100 scale divided by
    /// 100, as UIKit's `jpegData(compressionQuality:)`). JPEG has no alpha: transparent parts
    /// come out black (the premultiplied colours as they are), as UIKit's do.
    package func jpegData(quality: Double) throws(RenderError) -> Data {
        guard quality.isFinite else { throw RenderError("the JPEG quality \(quality) is invalid: it must be a number from 0 to 1") }
        guard width <= Self.maximumJPEGSide, height <= Self.maximumJPEGSide else {
            throw RenderError("a JPEG is at most \(Self.maximumJPEGSide) pixels on a side; the image is \(width)×\(height)")
        }
        let scaled = Int32((min(max(quality, 0), 1) * 100).rounded())
        var output = arrange_jpeg_output()
        let status = arrange_jpeg_encode(pixels, Int32(width), Int32(height), stride, max(scaled, 1), &output)
        defer { arrange_jpeg_release_output(&output) }
        guard status == 0, let data = output.data else {
            throw RenderError("libjpeg could not encode the \(width)×\(height) image: \(Self.message(output.error))")
        }
        return Data(bytes: data, count: Int(output.size))
    }
}
