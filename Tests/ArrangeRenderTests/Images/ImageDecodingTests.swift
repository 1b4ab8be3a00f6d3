import ArrangeCore
@testable import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// PNG and JPEG decoding to RGBA, the throwing loader's errors, and the cache.
@Suite("Images: decoding")
@MainActor struct ImageDecodingTests {
    private typealias F = ImageFixtures

    private func decode(_ data: Data) throws -> Bitmap {
        try ImageDecoding.decode(data, source: "test").bitmap
    }

    @Test("A known 2×2 RGBA PNG decodes to its exact pixels (alpha not premultiplied)")
    func twoByTwoPNG() throws {
        let bitmap = try decode(F.twoByTwoPNG())
        #expect(bitmap.width == 2 && bitmap.height == 2)
        #expect(bitmap.rgba == F.twoByTwoRGBA.flatMap { $0.map { UInt8($0) } })
        // Through the public loader and a file as well.
        let url = try F.write(F.twoByTwoPNG(), "2x2.png", in: try F.folder())
        let loaded = try #require(F.bitmap(of: try Image.load(contentsOf: url)))
        #expect(F.pixel(loaded, 0, 1) == [0, 0, 255, 128])
        #expect(F.pixel(loaded, 1, 1) == [255, 255, 255, 0])
    }

    @Test("Grey, grey with alpha, 1-bit, palette with tRNS and RGB PNGs become RGBA")
    func pngColorTypes() throws {
        let grey = try decode(F.png(width: 2, height: 1, colorType: .grey) { x, _ in [x == 0 ? 0 : 200] })
        #expect(F.pixel(grey, 0, 0) == [0, 0, 0, 255])
        #expect(F.pixel(grey, 1, 0) == [200, 200, 200, 255])

        let greyAlpha = try decode(F.png(width: 1, height: 1, colorType: .greyAlpha) { _, _ in [100, 50] })
        #expect(F.pixel(greyAlpha, 0, 0) == [100, 100, 100, 50])

        let oneBit = try decode(F.png(width: 10, height: 2, colorType: .grey, bitDepth: 1) { x, y in [(x + y) % 2] })
        #expect(oneBit.width == 10)
        #expect(F.pixel(oneBit, 0, 0) == [0, 0, 0, 255])
        #expect(F.pixel(oneBit, 9, 0) == [255, 255, 255, 255])
        #expect(F.pixel(oneBit, 9, 1) == [0, 0, 0, 255])

        let palette = try decode(F.png(width: 3, height: 1, colorType: .palette, bitDepth: 4,
                                       palette: [(255, 0, 0), (0, 0, 255), (10, 20, 30)], transparency: [255, 0]) { x, _ in [x] })
        #expect(F.pixel(palette, 0, 0) == [255, 0, 0, 255])
        #expect(F.pixel(palette, 1, 0)[3] == 0)  // transparent through tRNS
        #expect(F.pixel(palette, 2, 0) == [10, 20, 30, 255])  // past the tRNS entries: opaque

        let rgb = try decode(F.png(width: 1, height: 1, colorType: .rgb) { _, _ in [1, 2, 3] })
        #expect(F.pixel(rgb, 0, 0) == [1, 2, 3, 255])
    }

    @Test("16-bit PNGs are reduced to 8 bits as sRGB")
    func sixteenBitPNG() throws {
        let rgba16 = try decode(F.png(width: 1, height: 1, colorType: .rgba, bitDepth: 16) { _, _ in [0xFFFF, 0x8080, 0, 0xFFFF] })
        #expect(F.near(F.pixel(rgba16, 0, 0), [255, 128, 0, 255], tolerance: 1))
        let grey16 = try decode(F.png(width: 1, height: 1, colorType: .grey, bitDepth: 16) { _, _ in [0x4040] })
        #expect(F.near(F.pixel(grey16, 0, 0), [64, 64, 64, 255], tolerance: 1))
    }

    @Test("An Adam7-interlaced PNG decodes to the same pixels as the plain one")
    func interlacedPNG() throws {
        let pattern: (Int, Int) -> [Int] = { x, y in [x * 20, y * 20, (x * y) % 256, 255 - x - y] }
        let plain = try decode(F.png(width: 11, height: 9, samples: pattern))
        let interlaced = try decode(F.png(width: 11, height: 9, interlaced: true, samples: pattern))
        #expect(interlaced == plain)
        #expect(F.pixel(interlaced, 10, 8) == [200, 160, 80, 237])
        // Interlaced images smaller than the first pass's 8×8 grid have empty passes.
        let tiny = try decode(F.png(width: 2, height: 2, interlaced: true) { x, y in F.twoByTwoRGBA[y * 2 + x] })
        #expect(tiny.rgba == F.twoByTwoRGBA.flatMap { $0.map { UInt8($0) } })
    }

    @Test("An RGB JPEG decodes within a few levels; progressive too")
    func rgbJPEG() throws {
        for progressive in [false, true] {
            let bitmap = try decode(F.quadrantJPEG(progressive: progressive))
            #expect(bitmap.width == 16 && bitmap.height == 16)
            for (i, color) in F.quadrantColors.enumerated() {
                let x = (i % 2) * 8 + 4, y = (i / 2) * 8 + 4
                let expected = color.map { Int($0) } + [255]
                #expect(F.near(F.pixel(bitmap, x, y), expected, tolerance: 4), "quadrant \(i): \(F.pixel(bitmap, x, y))")
            }
        }
    }

    @Test("Greyscale and CMYK (Adobe, inverted) JPEGs become RGBA")
    func greyAndCMYKJPEG() throws {
        let grey = try decode(F.jpeg(width: 8, height: 8, components: 1) { _, _ in [90] })
        #expect(F.near(F.pixel(grey, 3, 3), [90, 90, 90, 255], tolerance: 2))

        // Inverted as Photoshop stores it: 255 is no ink. Left half red ink (M + Y), right half
        // 50% black.
        let cmyk = try decode(F.jpeg(width: 16, height: 8, components: 4) { x, _ in
            x < 8 ? [255, 0, 0, 255] : [255, 255, 255, 128]
        })
        #expect(F.near(F.pixel(cmyk, 4, 4), [255, 0, 0, 255], tolerance: 4), "\(F.pixel(cmyk, 4, 4))")
        #expect(F.near(F.pixel(cmyk, 12, 4), [128, 128, 128, 255], tolerance: 4), "\(F.pixel(cmyk, 12, 4))")
    }

    @Test("EXIF orientation 6 turns a JPEG upright: 16×8 stored becomes 8×16")
    func exifOrientation() throws {
        // Stored: left half red, right half blue. Turned 90° clockwise: top red, bottom blue.
        let data = F.jpeg(width: 16, height: 8, components: 3, app1: F.exif(orientation: 6)) { x, _ in
            x < 8 ? [255, 0, 0] : [0, 0, 255]
        }
        #expect(ExifOrientation.read(fromJPEG: data) == ExifOrientation(value: 6))
        let bitmap = try decode(data)
        #expect(bitmap.width == 8 && bitmap.height == 16)
        #expect(F.near(F.pixel(bitmap, 4, 3), [255, 0, 0, 255], tolerance: 4))
        #expect(F.near(F.pixel(bitmap, 4, 12), [0, 0, 255, 255], tolerance: 4))
        // Every orientation keeps the pixels (a round trip through 3 twice is the identity).
        let plain = try decode(F.quadrantJPEG())
        let turned = ExifOrientation(value: 3).apply(to: ExifOrientation(value: 3).apply(to: plain))
        #expect(turned == plain)
        for value in 5...8 {
            let once = ExifOrientation(value: value).apply(to: Bitmap(width: 3, height: 2, rgba: [UInt8](repeating: 7, count: 24)))
            #expect(once.width == 2 && once.height == 3)
        }
    }

    @Test("Corrupt PNG bytes throw ImageLoadingError.corrupt")
    func corruptPNG() throws {
        let good = F.solidPNG(width: 8, height: 8)
        var badCRC = good
        badCRC[good.count - 20] ^= 0xFF
        let truncated = good.prefix(good.count - 30)
        let onlySignature = good.prefix(8) + Data([1, 2, 3, 4, 5])
        var zeroWidth = good
        zeroWidth[16...19] = Data([0, 0, 0, 0])  // IHDR width
        for (label, data) in [("bad CRC", badCRC), ("truncated", Data(truncated)), ("signature only", Data(onlySignature)), ("zero width", zeroWidth)] {
            #expect(throws: ImageLoadingError.self, "\(label)") { try ImageDecoding.decode(data, source: "x.png") }
            do {
                _ = try Image.load(data: data)
                Issue.record("\(label): no error")
            } catch let error as ImageLoadingError {
                guard case .corrupt = error else { Issue.record("\(label): \(error)"); continue }
                #expect(!error.description.isEmpty)
            }
        }
    }

    @Test("Corrupt JPEG bytes throw, never end the process; truncated scan data is a warning")
    func corruptJPEG() throws {
        let good = F.quadrantJPEG()
        let bytes = [UInt8](good)
        let sos = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA })
        let dht = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC4 })
        let sof = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })

        var badHuffman = bytes
        for i in (dht + 5)..<(dht + 21) { badHuffman[i] = 0xFF }  // impossible code counts
        var zeroSize = bytes
        zeroSize[sof + 5] = 0; zeroSize[sof + 6] = 0  // height 0
        zeroSize[sof + 7] = 0; zeroSize[sof + 8] = 0  // width 0
        let failing: [(String, [UInt8])] = [
            ("signature only", [0xFF, 0xD8, 0xFF]),
            ("header cut before the scan", Array(bytes[..<sos])),
            ("bogus Huffman table", badHuffman),
            ("zero size", zeroSize),
            ("garbage after the signature", [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0x13, count: 64)),
        ]
        for (label, data) in failing {
            do {
                _ = try Image.load(data: Data(data))
                Issue.record("\(label): no error")
            } catch let error as ImageLoadingError {
                guard case .corrupt(_, let reason) = error else { Issue.record("\(label): \(error)"); continue }
                #expect(!reason.isEmpty, "\(label)")
            }
        }
        // Cut in the middle of the pixels: libjpeg fills the rest and warns; the image loads.
        let cut = Data(bytes[..<(sos + (bytes.count - sos) / 2)])
        let decoded = try ImageDecoding.decode(cut, source: "cut.jpg")
        #expect(decoded.bitmap.width == 16)
        #expect(!decoded.warnings.isEmpty)
        let url = try F.write(cut, "cut.jpg", in: try F.folder())
        let host = HostingView(rootView: Image(contentsOf: url), size: CGSize(width: 50, height: 50))
        #expect(host.diagnostics.contains { $0.contains("cut.jpg") && $0.contains("warning") })
    }

    @Test("Many corrupt and good JPEGs decoded concurrently")
    nonisolated func concurrentDecoding() async throws {
        let good = F.quadrantJPEG()
        let bad = Data([0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0x13, count: 64))
        let results = await withTaskGroup(of: Bool.self) { group in
            for i in 0..<64 {
                group.addTask {
                    let decoded = try? ImageDecoding.decode(i % 2 == 0 ? good : bad, source: "n\(i)")
                    return (decoded != nil) == (i % 2 == 0)
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 64 && results.allSatisfy { $0 })
    }

    @Test("The throwing loader's other errors: not found, directory, not an image, bad scale, too large")
    func loaderErrors() throws {
        let folder = try F.folder()
        #expect(throws: ImageLoadingError.notFound(path: folder.appendingPathComponent("none.png").path, reason: "no such file")) {
            try Image.load(contentsOf: folder.appendingPathComponent("none.png"))
        }
        do {
            _ = try Image.load(contentsOf: folder)
            Issue.record("a directory loaded")
        } catch let error as ImageLoadingError {
            guard case .unreadable = error else { Issue.record("\(error)"); return }
        }
        let text = try F.write(Data("not an image".utf8), "text.png", in: folder)
        #expect(throws: ImageLoadingError.unsupportedFormat(source: text.path)) { try Image.load(contentsOf: text) }
        let png = try F.write(F.solidPNG(width: 2, height: 2), "ok.png", in: folder)
        #expect(throws: ImageLoadingError.invalidScale(source: png.path, scale: -1)) { try Image.load(contentsOf: png, scale: -1) }

        // Headers declaring too many pixels are refused before any pixel memory is taken.
        let wide = F.pngDeclaring(width: 70_000, height: 1)
        #expect(throws: ImageLoadingError.tooLarge(source: "image data (\(wide.count) bytes)", width: 70_000, height: 1)) {
            try Image.load(data: wide)
        }
        let many = F.pngDeclaring(width: 20_000, height: 20_000)
        #expect(throws: ImageLoadingError.tooLarge(source: "image data (\(many.count) bytes)", width: 20_000, height: 20_000)) {
            try Image.load(data: many)
        }
        let hugeJPEG = { () -> Data in
            var bytes = [UInt8](F.quadrantJPEG())
            let sof = (0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 } ?? 0
            bytes[sof + 5] = 0xFF; bytes[sof + 6] = 0xD0  // height 65,488
            bytes[sof + 7] = 0xFF; bytes[sof + 8] = 0xD0  // width 65,488
            return Data(bytes)
        }()
        #expect(throws: ImageLoadingError.tooLarge(source: "image data (\(hugeJPEG.count) bytes)", width: 65_488, height: 65_488)) {
            try Image.load(data: hugeJPEG)
        }
    }

    @Test("Decoded files are cached by path and read again when they change")
    func cache() throws {
        let cache = ImageCache(byteBudget: 1_000)
        let folder = try F.folder()
        let url = try F.write(F.solidPNG(width: 4, height: 4, rgb: (1, 2, 3)), "c.png", in: folder)
        let first = try cache.image(atPath: url.path)
        #expect(cache.count == 1)
        #expect(try cache.image(atPath: url.path) == first)
        // Rewritten with another size: the new pixels are decoded.
        try F.solidPNG(width: 5, height: 5, rgb: (9, 9, 9)).write(to: url)
        #expect(try cache.image(atPath: url.path).bitmap.width == 5)
        // The byte budget (1,000 bytes: 10 × 10 × 4 = 400 each) keeps the two newest.
        for i in 0..<3 {
            let other = try F.write(F.solidPNG(width: 10, height: 10), "o\(i).png", in: folder)
            _ = try cache.image(atPath: other.path)
        }
        #expect(cache.count == 2)
    }
}
