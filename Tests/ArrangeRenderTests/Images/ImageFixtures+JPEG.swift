import ArrangeCore
@testable import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import CJPEG
import Foundation
import Testing

/// JPEGs written by libjpeg, and readers of what the renderer decoded (its internal bitmaps and
/// image leaves), beside the PNG writers of `ArrangeRenderTestSupport`.
extension ImageFixtures {
    // MARK: JPEG

    /// A JPEG written by libjpeg at quality 100 without chroma subsampling, so flat 8×8 blocks
    /// come back within a few levels. `components` is 1 (grey), 3 (RGB) or 4 (CMYK, written
    /// inverted with an Adobe marker, as Photoshop does). `app1` is written as an APP1 segment
    /// (EXIF).
    static func jpeg(width: Int, height: Int, components: Int, progressive: Bool = false, app1: Data? = nil,
                     samples: (Int, Int) -> [UInt8]) -> Data {
        var cinfo = jpeg_compress_struct()
        var errors = jpeg_error_mgr()
        cinfo.err = jpeg_std_error(&errors)
        jpeg_CreateCompress(&cinfo, JPEG_LIB_VERSION, MemoryLayout<jpeg_compress_struct>.size)
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        jpeg_mem_dest(&cinfo, &buffer, &size)
        cinfo.image_width = JDIMENSION(width)
        cinfo.image_height = JDIMENSION(height)
        cinfo.input_components = Int32(components)
        cinfo.in_color_space = components == 1 ? JCS_GRAYSCALE : components == 3 ? JCS_RGB : JCS_CMYK
        jpeg_set_defaults(&cinfo)
        jpeg_set_quality(&cinfo, 100, 1)
        for c in 0..<Int(cinfo.num_components) {
            cinfo.comp_info[c].h_samp_factor = 1
            cinfo.comp_info[c].v_samp_factor = 1
        }
        if progressive { jpeg_simple_progression(&cinfo) }
        jpeg_start_compress(&cinfo, 1)
        if let app1 {
            app1.withUnsafeBytes { bytes in
                jpeg_write_marker(&cinfo, Int32(JPEG_APP0 + 1), bytes.bindMemory(to: UInt8.self).baseAddress, UInt32(bytes.count))
            }
        }
        var row = [UInt8](repeating: 0, count: width * components)
        for y in 0..<height {
            for x in 0..<width {
                let values = samples(x, y)
                for c in 0..<components { row[x * components + c] = values[c] }
            }
            row.withUnsafeMutableBufferPointer { pointer in
                var rowPointer: JSAMPROW? = pointer.baseAddress
                _ = jpeg_write_scanlines(&cinfo, &rowPointer, 1)
            }
        }
        jpeg_finish_compress(&cinfo)
        jpeg_destroy_compress(&cinfo)
        guard let buffer else { return Data() }
        let data = Data(bytes: buffer, count: Int(size))
        free(buffer)
        return data
    }

    /// The four colours of the quadrant JPEG: red, green / blue, white.
    static let quadrantColors: [[UInt8]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]]

    /// A 16×16 RGB JPEG in four flat 8×8 quadrants (`quadrantColors`).
    static func quadrantJPEG(progressive: Bool = false) -> Data {
        jpeg(width: 16, height: 16, components: 3, progressive: progressive) { x, y in
            quadrantColors[(y / 8) * 2 + x / 8]
        }
    }

    /// An EXIF block (for APP1) with only the orientation tag, big-endian TIFF.
    static func exif(orientation: Int) -> Data {
        var data = Data("Exif".utf8) + Data([0, 0])
        data.append(contentsOf: [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8])  // "MM", 42, IFD0 at 8
        data.append(contentsOf: [0, 1])  // one entry
        data.append(contentsOf: [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, UInt8(orientation), 0, 0])
        data.append(contentsOf: [0, 0, 0, 0])  // no next IFD
        return data
    }

    // MARK: Reading results

    /// The decoded RGBA of pixel (x, y).
    static func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * bitmap.width + x) * 4
        return bitmap.rgba[i..<i + 4].map { Int($0) }
    }

    /// Whether every channel of `actual` is within `tolerance` of `expected`.
    static func near(_ actual: [Int], _ expected: [Int], tolerance: Int) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The image leaves of a host, in tree order.
    @MainActor static func imageLeaves<V: View>(_ host: HostingView<V>) -> [ImageLeaf] {
        host.measuredLeaves.compactMap { $0 as? ImageLeaf }
    }

    /// The decoded pixels of an `Image` made by `Image.load`.
    @MainActor static func bitmap(of image: Image) -> Bitmap? {
        let host = HostingView(rootView: image, size: CGSize(width: 100, height: 100))
        return imageLeaves(host).first?.bitmap
    }
}
