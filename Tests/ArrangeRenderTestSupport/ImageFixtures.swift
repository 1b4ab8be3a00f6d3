import Foundation

/// Image files made at test time, so the tests need no resources: PNGs written byte by byte
/// (every colour type, bit depth and Adam7 interlacing, with "stored" deflate blocks, so the
/// encoder is simple enough to trust), and JPEGs written with libjpeg's compressor.
public enum ImageFixtures {
    // MARK: Folders

    /// This process's folder of fixtures. Made once; folders that earlier runs left behind (more
    /// than an hour old, so never those of a run still going) are removed then.
    private static let root: URL = {
        let temporary = FileManager.default.temporaryDirectory
        let prefix = "arrange-image-tests-"
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix(prefix) {
            let url = temporary.appendingPathComponent(name)
            let modified = (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
            if let modified, modified < Date(timeIntervalSinceNow: -3600) { try? manager.removeItem(at: url) }
        }
        return temporary.appendingPathComponent(prefix + UUID().uuidString, isDirectory: true)
    }()

    /// A new empty folder for one test's files.
    public static func folder(_ label: String = #function) throws -> URL {
        let name = "\(label.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString)"
        let url = root.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `data` to `name` in `folder` and returns its URL.
    @discardableResult
    public static func write(_ data: Data, _ name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    // MARK: PNG

    /// PNG colour types.
    public enum ColorType: UInt8 {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6

        public var channels: Int {
            switch self {
            case .grey, .palette: return 1
            case .greyAlpha: return 2
            case .rgb: return 3
            case .rgba: return 4
            }
        }
    }

    /// A PNG of `width` × `height` whose samples at (x, y) are `samples(x, y)` (one value per
    /// channel, already in the bit depth's range; palette indices for `.palette`).
    public static func png(width: Int, height: Int, colorType: ColorType = .rgba, bitDepth: Int = 8, interlaced: Bool = false,
                    palette: [(UInt8, UInt8, UInt8)] = [], transparency: [UInt8] = [],
                    samples: (Int, Int) -> [Int]) -> Data {
        var ihdr = Data()
        ihdr.append(bigEndian: UInt32(width))
        ihdr.append(bigEndian: UInt32(height))
        ihdr.append(contentsOf: [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0])

        // Scanlines, each with filter type 0, pass by pass when interlaced.
        var raw = Data()
        let passes: [(x: Int, y: Int, dx: Int, dy: Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        for pass in passes {
            let columns = stride(from: pass.x, to: width, by: pass.dx).map { $0 }
            let rows = stride(from: pass.y, to: height, by: pass.dy).map { $0 }
            guard !columns.isEmpty, !rows.isEmpty else { continue }  // empty passes have no bytes
            for y in rows {
                raw.append(0)
                var bits: [Int] = []  // for depths below 8
                for x in columns {
                    let values = samples(x, y)
                    precondition(values.count == colorType.channels, "fixture gives the wrong number of channels")
                    for value in values {
                        switch bitDepth {
                        case 16: raw.append(bigEndian: UInt16(value))
                        case 8: raw.append(UInt8(value))
                        default:
                            for bit in (0..<bitDepth).reversed() { bits.append((value >> bit) & 1) }
                        }
                    }
                }
                if bitDepth < 8 {
                    while bits.count % 8 != 0 { bits.append(0) }
                    for byteStart in stride(from: 0, to: bits.count, by: 8) {
                        raw.append(UInt8(bits[byteStart..<byteStart + 8].reduce(0) { $0 << 1 | $1 }))
                    }
                }
            }
        }

        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        file.append(chunk("IHDR", ihdr))
        if !palette.isEmpty {
            file.append(chunk("PLTE", Data(palette.flatMap { [$0.0, $0.1, $0.2] })))
        }
        if !transparency.isEmpty {
            file.append(chunk("tRNS", Data(transparency)))
        }
        file.append(chunk("IDAT", zlibStored(raw)))
        file.append(chunk("IEND", Data()))
        return file
    }

    /// The 2×2 RGBA PNG of the decoding tests: red, green / blue at half opacity, white clear.
    public static let twoByTwoRGBA: [[Int]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 128], [255, 255, 255, 0]]

    public static func twoByTwoPNG() -> Data {
        png(width: 2, height: 2) { x, y in twoByTwoRGBA[y * 2 + x] }
    }

    /// An opaque RGB PNG of `width` × `height` pixels in one colour.
    public static func solidPNG(width: Int, height: Int, rgb: (Int, Int, Int) = (40, 120, 200)) -> Data {
        png(width: width, height: height, colorType: .rgb) { _, _ in [rgb.0, rgb.1, rgb.2] }
    }

    /// A PNG whose header declares `width` × `height` pixels but whose data holds one row only:
    /// for the size limit, which must refuse it from the header alone.
    public static func pngDeclaring(width: Int, height: Int) -> Data {
        var ihdr = Data()
        ihdr.append(bigEndian: UInt32(width))
        ihdr.append(bigEndian: UInt32(height))
        ihdr.append(contentsOf: [8, ColorType.grey.rawValue, 0, 0, 0])
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        file.append(chunk("IHDR", ihdr))
        file.append(chunk("IDAT", zlibStored(Data([0, 0]))))
        file.append(chunk("IEND", Data()))
        return file
    }

    private static func chunk(_ type: String, _ body: Data) -> Data {
        var chunk = Data()
        chunk.append(bigEndian: UInt32(body.count))
        let typed = Data(type.utf8) + body
        chunk.append(typed)
        chunk.append(bigEndian: crc32(typed))
        return chunk
    }

    /// A zlib stream of "stored" (uncompressed) deflate blocks.
    private static func zlibStored(_ data: Data) -> Data {
        var out = Data([0x78, 0x01])
        let bytes = [UInt8](data)
        var offset = 0
        repeat {
            let length = min(65_535, bytes.count - offset)
            let isLast = offset + length >= bytes.count
            out.append(isLast ? 1 : 0)
            out.append(UInt8(length & 0xFF)); out.append(UInt8(length >> 8))
            out.append(UInt8(~length & 0xFF)); out.append(UInt8((~length >> 8) & 0xFF))
            out.append(contentsOf: bytes[offset..<offset + length])
            offset += length
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        out.append(bigEndian: b << 16 | a)
        return out
    }

    private static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

private extension Data {
    mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func append(bigEndian value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
    }
}
