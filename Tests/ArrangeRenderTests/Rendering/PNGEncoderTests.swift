import ArrangeCore
@testable import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeText
import Foundation
import Testing

/// Gradients, text and translucent shapes: every filter has work to do.
private struct Mixed: View {
    var opaque: Bool

    var body: some View {
        ZStack {
            if opaque { Color.white }
            LinearGradient(colors: [.indigo, .pink.opacity(opaque ? 1 : 0.5)], startPoint: .topLeading, endPoint: .bottomTrailing)
                .padding(opaque ? 0 : 12)
            Circle().fill(.yellow.opacity(0.7)).frame(width: 60, height: 60).offset(x: 70, y: 20)
            Text("Filters and levels").font(.system(size: 22, weight: .bold)).foregroundStyle(.white)
        }
        .frame(width: 240, height: 130)
    }
}

/// The drawing of `Mixed` at scale 2.
@MainActor private func mixedImage(opaque: Bool) throws -> RasterImage {
    let renderer = ImageRenderer(content: Mixed(opaque: opaque))
    renderer.scale = 2
    return try renderer.rasterImage()
}

/// The chunks of a PNG file (type, data) after checking its signature and every chunk's CRC;
/// `nil` when either is wrong.
@MainActor private func pngChunks(_ data: Data) -> [(type: String, data: [UInt8])]? {
    let bytes = [UInt8](data)
    guard bytes.count >= 8, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
    var table = [UInt32](repeating: 0, count: 256)
    for n in 0..<256 {
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        table[n] = c
    }
    func crc(_ slice: ArraySlice<UInt8>) -> UInt32 {
        ~slice.reduce(0xFFFF_FFFF as UInt32) { table[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }
    func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    var chunks: [(String, [UInt8])] = []
    var at = 8
    while at + 12 <= bytes.count {
        let length = word(at)
        guard at + 12 + length <= bytes.count else { return nil }
        guard crc(bytes[(at + 4)..<(at + 8 + length)]) == UInt32(word(at + 8 + length)) else { return nil }
        chunks.append((String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self), Array(bytes[(at + 8)..<(at + 8 + length)])))
        at += 12 + length
    }
    return at == bytes.count ? chunks : nil
}

@Suite("Rendering: PNG encoders")
@MainActor struct PNGEncoderTests {
    @Test("Every PNG compression decodes to the pixels libpng's fast encoding of the same drawing decodes to",
          arguments: PNGCompression.allCases, [true, false])
    func everyCompressionSamePixels(compression: PNGCompression, opaque: Bool) throws {
        let image = try mixedImage(opaque: opaque)
        // The fast setting before libdeflate: libpng, zlib level 1, run-length matching, "up".
        let before = try decodePNG(image.pngData(level: 1, strategy: 3, filters: 0x20))
        let after = try decodePNG(image.pngData(compression: compression))
        #expect(after.width == 480 && after.height == 260)
        #expect(after.rgba == before.rgba)
    }

    @Test("libdeflate's PNG: every filter and level decodes to the drawing's pixels",
          arguments: [0, 1, 2, 3, 4, 5], [0, 1, 6, 12])
    func libdeflateFiltersAndLevels(filter: Int32, level: Int32) throws {
        let image = try mixedImage(opaque: false)
        let reference = try decodePNG(image.pngData(level: 6, strategy: 0, filters: 0xF8))
        let decoded = try decodePNG(image.pngData(deflateLevel: level, filter: filter))
        #expect(decoded.width == reference.width && decoded.height == reference.height)
        #expect(decoded.rgba == reference.rgba)
    }

    @Test("libdeflate's PNG is IHDR, one IDAT and IEND with correct CRCs; RGB when opaque, RGBA when not")
    func libdeflateChunks() throws {
        for opaque in [true, false] {
            let data = try mixedImage(opaque: opaque).pngData(deflateLevel: 1, filter: 2)
            let chunks = try #require(pngChunks(data))
            #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
            #expect(chunks.first?.data == [0, 0, 1, 0xE0, 0, 0, 1, 4, 8, opaque ? 2 : 6, 0, 0, 0])
            // A zlib stream: deflate with a 32 KB window, header check bits right.
            let idat = try #require(chunks.dropFirst().first?.data)
            #expect(idat[0] & 0x0F == 8 && (Int(idat[0]) << 8 | Int(idat[1])) % 31 == 0)
        }
    }
}
