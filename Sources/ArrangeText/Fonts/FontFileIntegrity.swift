import Foundation

/// Checks an OpenType or TrueType file's table directory before it is registered: every table
/// lies inside the file, and every table but `head` has the checksum the directory records.
///
/// FreeType and HarfBuzz open a damaged file without complaint — a cut-short one as a family
/// named "Unnamed", one with flipped bits under its own (often a system family's) name, drawing
/// wrong or missing glyphs — so a file that fails here is refused with what is wrong. `head` is
/// left out because its `checkSumAdjustment` field makes its recorded sum a common mismatch in
/// healthy files (font collections especially). WOFF and other wrappers are left to FreeType.
enum FontFileIntegrity {
    /// Throws `FontLoadingError.notAFont` naming the first damaged table of the faces in `data`.
    ///
    /// - Complexity: O(n) in the file's size (each table's bytes are summed once).
    static func check(_ data: Data, source: String) throws {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard bytes.count >= 12 else { return }
            let tag = UInt32(bytes, at: 0)
            if tag == 0x7474_6366 {          // 'ttcf': a collection of offset tables
                let count = Int(UInt32(bytes, at: 8))
                guard 12 + count * 4 <= bytes.count else {
                    throw FontLoadingError.notAFont(source: source, reason: "the file is cut short: its list of \(count) faces runs past its \(bytes.count) bytes")
                }
                for face in 0..<count {
                    try checkOffsetTable(bytes, at: Int(UInt32(bytes, at: 12 + face * 4)), source: source)
                }
            } else if tag == 0x0001_0000 || tag == 0x4F54_544F || tag == 0x7472_7565 {   // TrueType, 'OTTO', 'true'
                try checkOffsetTable(bytes, at: 0, source: source)
            }
        }
    }

    private static func checkOffsetTable(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, source: String) throws {
        guard start >= 0, start + 12 <= bytes.count else {
            throw FontLoadingError.notAFont(source: source, reason: "the file is cut short: a face starts at byte \(start), past its \(bytes.count) bytes")
        }
        let tables = Int(UInt16(bytes, at: start + 4))
        guard start + 12 + tables * 16 <= bytes.count else {
            throw FontLoadingError.notAFont(source: source, reason: "the file is cut short: its directory of \(tables) tables runs past its \(bytes.count) bytes")
        }
        for index in 0..<tables {
            let record = start + 12 + index * 16
            let tag = tagName(UInt32(bytes, at: record))
            let recorded = UInt32(bytes, at: record + 4)
            let offset = Int(UInt32(bytes, at: record + 8)), length = Int(UInt32(bytes, at: record + 12))
            guard offset + length <= bytes.count else {
                throw FontLoadingError.notAFont(source: source, reason: "the file is cut short: its '\(tag)' table ends at byte \(offset + length), past its \(bytes.count) bytes")
            }
            guard tag != "head" else { continue }
            let sum = checksum(bytes, offset: offset, length: length)
            guard sum == recorded else {
                throw FontLoadingError.notAFont(source: source, reason: "its '\(tag)' table is damaged (its checksum is \(hex(sum)), the directory records \(hex(recorded)))")
            }
        }
    }

    /// The sum of the table's big-endian 32-bit words, the last one padded with zeros.
    private static func checksum(_ bytes: UnsafeBufferPointer<UInt8>, offset: Int, length: Int) -> UInt32 {
        var sum: UInt32 = 0
        var index = offset
        let end = offset + length
        while index + 4 <= end {
            sum &+= UInt32(bytes, at: index)
            index += 4
        }
        var last: UInt32 = 0
        for shift in 0..<(end - index) { last |= UInt32(bytes[index + shift]) << (24 - 8 * UInt32(shift)) }
        return sum &+ last
    }

    private static func tagName(_ tag: UInt32) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
    }

    private static func hex(_ value: UInt32) -> String { "0x" + String(value, radix: 16, uppercase: true) }
}

private extension UInt32 {
    /// The big-endian value at `offset` (the caller has checked it is in range).
    init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        self = UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}

private extension UInt16 {
    /// The big-endian value at `offset` (the caller has checked it is in range).
    init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        self = UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }
}
