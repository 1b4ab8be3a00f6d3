import CFreeType
import CHarfBuzz
import Foundation

/// A face of an OpenType or TrueType font file: names and metrics read with FreeType when it is
/// loaded, shaping with HarfBuzz at the font's own scale (units per em), so advances are the
/// font's exact integers and text measures the same at every size.
///
/// Safe to share between threads, hence `@unchecked Sendable`: every stored property is
/// immutable after `init`, and the only C object kept is an immutable `hb_font_t` (made so with
/// `hb_font_make_immutable`), which HarfBuzz documents as safe to use from several threads at
/// once; each `shape` call makes its own `hb_buffer_t`. FreeType, which is not thread-safe, is
/// only used inside `init` on objects no other thread sees, and closed before `init` returns.
final class HarfBuzzFontFace: FontFace, @unchecked Sendable {
    let familyName: String
    /// The face's PostScript name, by which `Font.custom` also finds it (as on iOS).
    let postScriptName: String?
    let styleName: String
    let identity: String
    let metrics: FontMetrics
    let weightClass: Int
    let isItalic: Bool
    /// The face's position in its file (non-zero only in font collections).
    let faceIndex: Int
    /// How many faces the file this face came from holds.
    let facesInSource: Int

    let font: OpaquePointer
    /// Whether the face has colour bitmap glyphs (PNGs in CBDT or sbix), drawn as images.
    let hasColorBitmaps: Bool
    /// Outlines read so far, by glyph (`outline(of:)`).
    let outlines = GlyphOutlineCache()

    /// Loads face `index` of the font file at `path`.
    convenience init(path: String, index: Int = 0) throws {
        let data = try HarfBuzzFontFace.readFile(path)
        try self.init(data: data, index: index, source: path)
    }

    /// Loads face `index` of font file bytes; `source` names them in errors and in `identity`.
    convenience init(data: Data, index: Int = 0, source: String) throws {
        let bytes = try FontBytes(data, source: source)
        let info = try bytes.withFreeType { library in
            try FaceInfo.read(library: library, bytes: bytes, index: index, source: source)
        }
        self.init(info: info, blob: bytes.makeBlob(), index: index, source: source)
    }

    /// Loads every face of the font file at `path` (one, or several for a collection).
    static func loadAll(path: String) throws -> [HarfBuzzFontFace] {
        try loadAll(data: readFile(path), source: path)
    }

    /// Loads every face of font file bytes; `source` names them in errors and identities.
    static func loadAll(data: Data, source: String) throws -> [HarfBuzzFontFace] {
        try FontFileIntegrity.check(data, source: source)
        let bytes = try FontBytes(data, source: source)
        let infos = try bytes.withFreeType { library in
            let first = try FaceInfo.read(library: library, bytes: bytes, index: 0, source: source)
            var infos = [first]
            for index in 1..<max(first.faceCount, 1) {
                infos.append(try FaceInfo.read(library: library, bytes: bytes, index: index, source: source))
            }
            return infos
        }
        // One blob for the whole file: HarfBuzz reference-counts it across the faces.
        let blob = bytes.makeBlob()
        defer { hb_blob_destroy(blob) }
        return infos.enumerated().map { index, info in
            HarfBuzzFontFace(info: info, blob: hb_blob_reference(blob), index: index, source: source)
        }
    }

    /// Takes over one reference to `blob`.
    private init(info: FaceInfo, blob: OpaquePointer?, index: Int, source: String) {
        let face = hb_face_create(blob, UInt32(clamping: index))
        hb_blob_destroy(blob)
        let font = hb_font_create(face)
        self.hasColorBitmaps = hb_ot_color_has_png(face) != 0
        hb_face_destroy(face)
        let upem = Int32(clamping: Int(info.metrics.unitsPerEm))
        hb_font_set_scale(font, upem, upem)
        hb_font_make_immutable(font)
        // hb_font_create never returns NULL (it returns the inert empty font on failure).
        self.font = font ?? hb_font_get_empty()
        self.familyName = info.family
        self.postScriptName = info.postScriptName
        self.styleName = info.style
        self.identity = "\(source)#\(index)"
        self.metrics = info.metrics
        self.weightClass = info.weightClass
        self.isItalic = info.italic
        self.faceIndex = index
        self.facesInSource = info.faceCount
    }

    deinit {
        hb_font_destroy(font)
    }

    func nominalAdvance(of glyph: UInt32) -> Int32? {
        hb_font_get_glyph_h_advance(font, glyph)
    }

    /// The feature that turns a font's `trak` table off.
    private static let noTrackTable = FontFeature(tag: "trak", value: 0)

    func shape(_ text: [UInt16], range: Range<Int>, rightToLeft: Bool, features: [FontFeature]) -> [ShapedGlyph] {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= text.count,
              text.count <= Int(Int32.max) else { return [] }
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }

        text.withUnsafeBufferPointer { units in
            // The whole text goes in as context (for Arabic joining and the like); only the
            // item range is shaped, and clusters keep indexing the whole text.
            hb_buffer_add_utf16(buffer, units.baseAddress, Int32(units.count),
                                UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)

        // Apple's fonts carry a `trak` table, which HarfBuzz would apply for a 12-point size it
        // assumes (it knows no point size: shaping is in font units). Tracking is Arrange's to
        // add, for the real size (`SystemFontTracking`, `tracking(_:)`), so the table is off.
        let hbFeatures = ([HarfBuzzFontFace.noTrackTable] + features).compactMap(HarfBuzzFontFace.harfBuzzFeature)
        hbFeatures.withUnsafeBufferPointer { list in
            hb_shape(font, buffer, list.baseAddress, UInt32(list.count))
        }

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count) else { return [] }
        var positionCount: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &positionCount),
              positionCount == count else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let info = infos[index]
            let position = positions[index]
            glyphs.append(ShapedGlyph(
                glyph: info.codepoint,
                cluster: Int32(clamping: info.cluster),
                advance: position.x_advance,
                offsetX: position.x_offset,
                offsetY: position.y_offset
            ))
        }
        return glyphs
    }

    /// The PNG HarfBuzz finds for `glyph` in a colour bitmap font (CBDT, sbix), with the box it
    /// fills in font units; nil for outline glyphs.
    func colorGlyphImage(of glyph: UInt32) -> ColorGlyphImage? {
        guard hasColorBitmaps else { return nil }
        guard let blob = hb_ot_color_glyph_reference_png(font, glyph) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0, extents.width != 0, extents.height != 0 else { return nil }
        // HarfBuzz's extents are y up: the top is y_bearing, the height negative going down.
        let box = CGRect(x: Double(extents.x_bearing), y: Double(extents.y_bearing + extents.height),
                         width: Double(extents.width), height: Double(-extents.height)).standardized
        return ColorGlyphImage(png: Data(bytes: bytes, count: Int(length)), box: box)
    }

    func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 && glyph != 0
    }

    /// Turns a feature into HarfBuzz's form for the whole run; nil when the tag is not four
    /// printable ASCII characters, which HarfBuzz would otherwise pad or truncate silently.
    private static func harfBuzzFeature(_ feature: FontFeature) -> hb_feature_t? {
        let tag = Array(feature.tag.utf8)
        guard tag.count == 4, tag.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        let value = tag.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return hb_feature_t(tag: value, value: feature.value, start: 0, end: UInt32.max)
    }

    private static func readFile(_ path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            let reason = (error as NSError).localizedDescription
            throw FontLoadingError.unreadable(path: path, reason: reason)
        }
    }
}

/// A private copy of a font file's bytes, which FreeType reads while the faces are inspected and
/// which then becomes the memory of a HarfBuzz blob.
private final class FontBytes {
    let pointer: UnsafeMutableRawPointer
    let count: Int
    private var ownedByBlob = false

    init(_ data: Data, source: String) throws {
        guard !data.isEmpty else {
            throw FontLoadingError.notAFont(source: source, reason: "the file is empty")
        }
        guard data.count < Int(UInt32.max) else {
            throw FontLoadingError.notAFont(source: source, reason: "the file is too large")
        }
        count = data.count
        pointer = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
        data.withUnsafeBytes { source in
            if let base = source.baseAddress {
                pointer.copyMemory(from: base, byteCount: count)
            }
        }
    }

    deinit {
        if !ownedByBlob { pointer.deallocate() }
    }

    /// Runs `body` with a FreeType library made for it alone, so no FreeType object is ever
    /// shared between threads.
    func withFreeType<T>(_ body: (FT_Library) throws -> T) throws -> T {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw FontLoadingError.notAFont(source: "FreeType", reason: "FreeType could not start")
        }
        defer { FT_Done_FreeType(library) }
        return try body(library)
    }

    /// A HarfBuzz blob over the bytes, which frees them when its last reference goes away.
    /// Called once; afterwards the blob owns the memory.
    func makeBlob() -> OpaquePointer? {
        ownedByBlob = true
        let blob = hb_blob_create(
            UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self), UInt32(count),
            HB_MEMORY_MODE_READONLY, pointer, { $0?.deallocate() }
        )
        // hb_blob_create returns the empty blob (having called the destroy function) rather
        // than NULL when it fails; the empty blob yields an empty face, not a crash.
        return blob
    }
}

/// What FreeType tells about one face, read at load time.
private struct FaceInfo {
    var family: String
    /// The face's PostScript name ("FjallaOne-Regular"), when it has one.
    var postScriptName: String?
    var style: String
    var metrics: FontMetrics
    var weightClass: Int
    var italic: Bool
    var faceCount: Int

    static func read(library: FT_Library, bytes: FontBytes, index: Int, source: String) throws -> FaceInfo {
        var faceOrNil: FT_Face?
        let error = FT_New_Memory_Face(
            library, bytes.pointer.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count),
            FT_Long(index), &faceOrNil
        )
        guard error == 0, let face = faceOrNil else {
            throw FontLoadingError.notAFont(source: source, reason: freeTypeReason(error))
        }
        defer { FT_Done_Face(face) }
        let record = face.pointee

        // HarfBuzz shapes only sfnt fonts (OpenType, TrueType); FreeType also opens bitmap and
        // Type 1 formats, which would shape to nothing.
        guard record.face_flags & FT_Long(FT_FACE_FLAG_SFNT) != 0 else {
            throw FontLoadingError.notAFont(source: source, reason: "not an OpenType or TrueType font")
        }
        // A colour bitmap font (Noto Color Emoji's CBDT) is not scalable to FreeType, which then
        // leaves units per em and the line metrics at 0; its `head` and `hhea` tables still have
        // them, and HarfBuzz shapes it with those, so they are read from the tables.
        var upem = Double(record.units_per_EM)
        var ascender = Double(record.ascender), descender = abs(Double(record.descender))
        if upem == 0, let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD) {
            upem = Double(raw.assumingMemoryBound(to: TT_Header.self).pointee.Units_Per_EM)
            if let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
                let header = hhea.assumingMemoryBound(to: TT_HoriHeader.self).pointee
                ascender = Double(header.Ascender)
                descender = abs(Double(header.Descender))
            }
        }
        guard upem > 0, record.num_glyphs > 0 else {
            throw FontLoadingError.notAFont(source: source, reason: "the font has no scalable glyphs")
        }

        var lineGap = 0.0
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            lineGap = Double(raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee.Line_Gap)
        }
        var capHeight = capitalHeight(face) ?? 0.7 * upem
        var weightClass = record.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            // sCapHeight exists from OS/2 version 2 on; 0xFFFF marks a missing table.
            if os2.version >= 2, os2.version != 0xFFFF, os2.sCapHeight > 0 {
                capHeight = Double(os2.sCapHeight)
            }
            if os2.version != 0xFFFF, (1...1000).contains(Int(os2.usWeightClass)) {
                weightClass = Int(os2.usWeightClass)
            }
            // A face styled Bold (fsSelection's bold bit) but classed below 700 is bold: SF Pro
            // Text Bold says 600, the class of its Semibold, and would otherwise stand in for it.
            if os2.version != 0xFFFF, os2.fsSelection & 0x20 != 0, weightClass < 700 { weightClass = 700 }
        }

        return FaceInfo(
            family: record.family_name.map { String(cString: $0) } ?? "Unnamed",
            postScriptName: FT_Get_Postscript_Name(face).map { String(cString: $0) },
            style: record.style_name.map { String(cString: $0) } ?? "Regular",
            metrics: FontMetrics(
                unitsPerEm: upem,
                ascender: ascender,
                descender: descender,
                lineGap: lineGap,
                capHeight: capHeight
            ),
            weightClass: weightClass,
            italic: record.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0,
            faceCount: max(Int(record.num_faces), 1)
        )
    }

    /// The top of "H" in font units: the cap height of fonts whose OS/2 table is too old to
    /// state it (DejaVu's is version 1), nearer the truth than a fixed fraction of the em.
    private static func capitalHeight(_ face: FT_Face) -> Double? {
        let glyph = FT_Get_Char_Index(face, 0x48)
        guard glyph != 0, FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0,
              let slot = face.pointee.glyph else { return nil }
        let top = Double(slot.pointee.metrics.horiBearingY)
        return top > 0 ? top : nil
    }

    private static func freeTypeReason(_ error: FT_Error) -> String {
        switch error {
        case 0x02: return "unknown file format"
        case 0x03: return "broken file"
        case 0x06: return "no face at that index"
        case 0x40: return "out of memory"
        default: return "FreeType error \(error)"
        }
    }
}
