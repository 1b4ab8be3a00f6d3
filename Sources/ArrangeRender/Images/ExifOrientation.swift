import Foundation

/// The EXIF orientation of a JPEG (tag 0x0112, 1 to 8): how the stored pixels must be turned to
/// be seen upright. Cameras store photos as the sensor saw them and record the turn here; Apple's
/// image loading applies it (a portrait photo is taller than wide), so Arrange does too, and the
/// natural size is that of the upright image.
struct ExifOrientation: Equatable {
    var value: Int

    static let up = ExifOrientation(value: 1)

    /// Whether width and height trade places (orientations 5 to 8 turn by a quarter).
    var swapsAxes: Bool { value >= 5 && value <= 8 }

    /// The orientation in the JPEG's APP1 "Exif" segment; `.up` when there is none or it cannot
    /// be read (a damaged EXIF block never stops the image from loading).
    static func read(fromJPEG data: Data) -> ExifOrientation {
        let bytes = [UInt8](data.prefix(256 * 1024))  // metadata segments come before the pixels
        var i = 2
        while i + 4 <= bytes.count {
            guard bytes[i] == 0xFF else { return .up }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            if marker == 0xDA || marker == 0xD9 { return .up }  // pixels start, or the end: no EXIF
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard length >= 2, i + 2 + length <= bytes.count else { return .up }
            let start = i + 4, end = i + 2 + length
            if marker == 0xE1, end - start >= 14, Array(bytes[start..<start + 6]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {
                return orientation(inTIFF: bytes[(start + 6)..<end]) ?? .up
            }
            i = end
        }
        return .up
    }

    /// The orientation entry of IFD0 in a TIFF header (EXIF's container).
    private static func orientation(inTIFF tiff: ArraySlice<UInt8>) -> ExifOrientation? {
        let base = tiff.startIndex
        guard tiff.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (tiff[base], tiff[base + 1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func read(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, offset + size <= tiff.count else { return nil }
            var value = 0
            for k in 0..<size {
                let byte = Int(tiff[base + offset + (littleEndian ? size - 1 - k : k)])
                value = value << 8 | byte
            }
            return value
        }
        guard read(2, 2) == 42, let ifd = read(4, 4), let entries = read(ifd, 2) else { return nil }
        for entry in 0..<entries {
            let at = ifd + 2 + entry * 12
            guard let tag = read(at, 2) else { return nil }
            // Type 3 is SHORT: the value sits in the first two bytes of the value field.
            if tag == 0x0112, read(at + 2, 2) == 3, let value = read(at + 8, 2), (1...8).contains(value) {
                return ExifOrientation(value: value)
            }
        }
        return nil
    }

    /// `bitmap` turned upright.
    func apply(to bitmap: Bitmap) -> Bitmap {
        guard value != 1, (2...8).contains(value) else { return bitmap }
        let w = bitmap.width, h = bitmap.height
        let outWidth = swapsAxes ? h : w, outHeight = swapsAxes ? w : h
        var rgba = [UInt8](repeating: 0, count: bitmap.rgba.count)
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                // Where the upright pixel (x, y) is stored.
                let (sx, sy): (Int, Int)
                switch value {
                case 2: (sx, sy) = (w - 1 - x, y)          // mirrored left to right
                case 3: (sx, sy) = (w - 1 - x, h - 1 - y)  // turned 180°
                case 4: (sx, sy) = (x, h - 1 - y)          // mirrored top to bottom
                case 5: (sx, sy) = (y, x)                  // transposed
                case 6: (sx, sy) = (y, h - 1 - x)          // to be turned 90° clockwise
                case 7: (sx, sy) = (w - 1 - y, h - 1 - x)  // transversed
                default: (sx, sy) = (w - 1 - y, x)         // 8: to be turned 90° anticlockwise
                }
                let from = (sy * w + sx) * 4, to = (y * outWidth + x) * 4
                rgba[to] = bitmap.rgba[from]
                rgba[to + 1] = bitmap.rgba[from + 1]
                rgba[to + 2] = bitmap.rgba[from + 2]
                rgba[to + 3] = bitmap.rgba[from + 3]
            }
        }
        return Bitmap(width: outWidth, height: outHeight, rgba: rgba)
    }
}
