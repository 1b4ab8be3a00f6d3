@testable import ArrangeText
import CFreeType
import Foundation
import Testing

/// The font and Unicode backend: fontconfig lookup, FreeType metrics, HarfBuzz shaping, ICU line
/// breaking and bidi levels. Expected values are the DejaVu fonts' own (Debian's fonts-dejavu,
/// which the machine setup installs).
@Suite("FontBackend")
@MainActor struct FontBackendTests {
    nonisolated static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let dejaVuSerif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"

    private func shape(_ face: any FontFace, _ string: String, rightToLeft: Bool = false,
                       features: [FontFeature] = []) -> [ShapedGlyph] {
        let units = Array(string.utf16)
        return face.shape(units, range: 0..<units.count, rightToLeft: rightToLeft, features: features)
    }

    /// hmtx advances read by FreeType, unscaled: a source independent of HarfBuzz.
    private func freeTypeAdvances(path: String, glyphs: [UInt32]) throws -> [Int32] {
        var library: FT_Library?
        try #require(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        try #require(FT_New_Face(library, path, 0, &face) == 0)
        defer { FT_Done_Face(face) }
        let loaded = try #require(face)
        return try glyphs.map { glyph in
            try #require(FT_Load_Glyph(loaded, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0)
            let slot = try #require(loaded.pointee.glyph)
            return Int32(slot.pointee.metrics.horiAdvance)
        }
    }

    private func temporaryFile(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("arrange-font-\(UUID().uuidString).ttf")
        try Data(bytes).write(to: url)
        return url
    }

    // MARK: Lookup

    @Test func defaultFamilyResolvesToDejaVuSans() {
        let (face, substituted) = FontLibrary.shared.face(for: FontRequest())
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.styleName == "Book")
        #expect(face.identity == "\(Self.dejaVuSans)#0")
        #expect(substituted == false)
        #expect(FontLibrary.shared.defaultFamilyName == "DejaVu Sans")
    }

    @Test func namedFamilyResolvesCaseInsensitively() {
        for name in ["DejaVu Sans", "dejavu sans"] {
            let (face, substituted) = FontLibrary.shared.face(for: FontRequest(family: name))
            #expect(face.identity == "\(Self.dejaVuSans)#0")
            #expect(substituted == false)
        }
    }

    @Test func testFamilyResolvesToBuiltInFace() {
        let (face, substituted) = FontLibrary.shared.face(for: FontRequest(family: "arrange test"))
        #expect(face === TestFontFace.shared)
        #expect(substituted == false)
    }

    @Test func boldRequestGetsBoldFace() {
        let (face, substituted) = FontLibrary.shared.face(for: FontRequest(weight: 700))
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.styleName == "Bold")
        #expect(face.weightClass == 700)
        #expect(face.isItalic == false)
        #expect(substituted == false)
    }

    @Test func italicRequestGetsObliqueFace() {
        let (face, _) = FontLibrary.shared.face(for: FontRequest(italic: true))
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.styleName == "Oblique")
        #expect(face.isItalic)
    }

    @Test func designsResolveToGenericFamilies() {
        #expect(FontLibrary.shared.face(for: FontRequest(design: .serif)).face.familyName == "DejaVu Serif")
        #expect(FontLibrary.shared.face(for: FontRequest(design: .monospaced)).face.familyName == "DejaVu Sans Mono")
        #expect(FontLibrary.shared.face(for: FontRequest(design: .rounded)).face.familyName == "DejaVu Sans")
    }

    @Test func unknownFamilyIsSubstituted() {
        let (face, substituted) = FontLibrary.shared.face(for: FontRequest(family: "NoSuchFamily"))
        #expect(face.familyName == "DejaVu Sans")
        #expect(substituted == true)
    }

    @Test func sameRequestReturnsSameFaceObject() {
        let first = FontLibrary.shared.face(for: FontRequest(weight: 700)).face
        let second = FontLibrary.shared.face(for: FontRequest(family: "DejaVu Sans", weight: 700)).face
        #expect(first === second)
    }

    // MARK: Metrics and shaping

    @Test func dejaVuSansMetricsAreFontUnits() throws {
        let face = try HarfBuzzFontFace(path: Self.dejaVuSans)
        // DejaVu's OS/2 table is version 1, without sCapHeight: the cap height is the top of "H".
        #expect(face.metrics == FontMetrics(unitsPerEm: 2048, ascender: 1901, descender: 483,
                                            lineGap: 0, capHeight: 1493))
        #expect(face.weightClass == 400)
        #expect(face.facesInSource == 1)
    }

    @Test func shapedAdvancesEqualHmtxAdvances() throws {
        let face = try HarfBuzzFontFace(path: Self.dejaVuSans)
        let glyphs = shape(face, "Hello world")
        #expect(glyphs.map(\.cluster) == Array(0..<11))
        #expect(glyphs.map(\.advance) == [1540, 1260, 569, 569, 1253, 651, 1675, 1253, 842, 569, 1300])
        #expect(glyphs.map(\.advance) == (try freeTypeAdvances(path: Self.dejaVuSans, glyphs: glyphs.map(\.glyph))))
    }

    @Test func kerningAdjustsPairs() throws {
        let face = try HarfBuzzFontFace(path: Self.dejaVuSans)
        let kerned = shape(face, "AV")
        let plain = shape(face, "AV", features: [FontFeature(tag: "kern", value: 0)])
        let hmtx = try freeTypeAdvances(path: Self.dejaVuSans, glyphs: kerned.map(\.glyph))
        #expect(hmtx == [1401, 1401])
        #expect(plain.map(\.advance) == hmtx)
        #expect(kerned.map(\.advance) == [1270, 1401])
        #expect(shape(face, "To").map(\.advance) == [903, 1253])
    }

    @Test func ligatureFormsOneCluster() throws {
        let face = try HarfBuzzFontFace(path: Self.dejaVuSans)
        let glyphs = shape(face, "fi")
        #expect(glyphs.count == 1)
        #expect(glyphs.first?.cluster == 0)
        #expect(shape(face, "fi", features: [FontFeature(tag: "liga", value: 0)]).count == 2)
    }

    @Test func clustersIndexTheWholeText() throws {
        let face = try HarfBuzzFontFace(path: Self.dejaVuSans)
        let units = Array("Hello world".utf16)
        let glyphs = face.shape(units, range: 6..<11, rightToLeft: false, features: [])
        #expect(glyphs.map(\.cluster) == [6, 7, 8, 9, 10])
    }

    @Test func rightToLeftRunComesInVisualOrder() throws {
        let face = try HarfBuzzFontFace(path: Self.dejaVuSans)
        let glyphs = shape(face, "שלום", rightToLeft: true)
        #expect(glyphs.map(\.cluster) == [3, 2, 1, 0])
    }

    @Test func coverage() throws {
        let face = try HarfBuzzFontFace(path: Self.dejaVuSans)
        #expect(face.covers("A"))
        #expect(face.covers("ש"))
        #expect(!face.covers("\u{4E2D}"))
    }

    @Test nonisolated func concurrentShapingAgrees() async throws {
        let face = try HarfBuzzFontFace(path: Self.dejaVuSans)
        let units = Array("The quick brown fox, AVAT To".utf16)
        let expected = face.shape(units, range: 0..<units.count, rightToLeft: false, features: [])
        let results = await withTaskGroup(of: [ShapedGlyph].self) { group in
            for _ in 0..<16 {
                group.addTask { face.shape(units, range: 0..<units.count, rightToLeft: false, features: []) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 == expected })
    }

    // MARK: Loading errors and registration

    @Test func corruptFileIsNotAFont() throws {
        // Deterministic noise: a linear congruential generator, so a failure reproduces.
        var state: UInt32 = 12345
        let bytes = (0..<4096).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        let url = try temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: FontLoadingError.self) { try HarfBuzzFontFace(path: url.path) }
        guard case .notAFont(let source, _) = error else {
            Issue.record("expected notAFont, got \(String(describing: error))")
            return
        }
        #expect(source == url.path)
    }

    @Test func emptyFileIsNotAFont() throws {
        let url = try temporaryFile([])
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: FontLoadingError.self) { try HarfBuzzFontFace(path: url.path) }
        #expect(error == .notAFont(source: url.path, reason: "the file is empty"))
    }

    @Test func missingFileIsUnreadable() {
        let path = "/nonexistent/arrange-no-such-font.ttf"
        let error = #expect(throws: FontLoadingError.self) { try HarfBuzzFontFace(path: path) }
        guard case .unreadable(let reported, _) = error else {
            Issue.record("expected unreadable, got \(String(describing: error))")
            return
        }
        #expect(reported == path)
    }

    @Test("A font file cut short is refused with the table it cuts, not registered as \"Unnamed\" (issue 26, item 7)")
    func aTruncatedFontFileIsRefused() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.dejaVuSerif))
        let library = FontLibrary()
        let error = #expect(throws: FontLoadingError.self) { try library.register(data: data.prefix(data.count * 9 / 10)) }
        guard case .notAFont(let source, let reason) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(source == "font data")
        #expect(reason.hasPrefix("the file is cut short: its '"))
        #expect(reason.hasSuffix("past its \(data.count * 9 / 10) bytes"))
    }

    @Test("A font file with flipped bits is refused with the damaged table, not registered under its family's name (issue 26, item 7)")
    func aBitFlippedFontFileIsRefused() throws {
        var data = try Data(contentsOf: URL(fileURLWithPath: Self.dejaVuSerif))
        // One bit in the middle of the file: inside the glyph outlines.
        data[data.count / 2] ^= 0x10
        let library = FontLibrary()
        let error = #expect(throws: FontLoadingError.self) { try library.register(data: data) }
        guard case .notAFont(_, let reason) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(reason.hasPrefix("its 'glyf' table is damaged (its checksum is 0x"))
    }

    @Test func registeringAFileReturnsItsFamily() throws {
        let library = FontLibrary()
        let families = try library.register(contentsOf: URL(fileURLWithPath: Self.dejaVuSerif))
        #expect(families == ["DejaVu Serif"])
    }

    @Test("A registered face is found by its PostScript name too, as iOS's Font.custom finds it (\"DejaVuSerif-Bold\")")
    func registeredFaceByPostScriptName() throws {
        let library = FontLibrary()
        _ = try library.register(contentsOf: URL(fileURLWithPath: Self.dejaVuSerif))
        _ = try library.register(contentsOf: URL(fileURLWithPath: Self.dejaVuSerif.replacingOccurrences(of: "DejaVuSerif.ttf", with: "DejaVuSerif-Bold.ttf")))
        let (face, substituted) = library.face(for: FontRequest(family: "DejaVuSerif-Bold"))
        #expect(substituted == false)
        #expect(face.familyName == "DejaVu Serif" && face.weightClass == 700)
    }

    @Test func registeredDataTakesPrecedence() throws {
        let library = FontLibrary()
        let families = try library.register(data: Data(contentsOf: URL(fileURLWithPath: Self.dejaVuSerif)))
        #expect(families == ["DejaVu Serif"])
        let (face, substituted) = library.face(for: FontRequest(family: "dejavu serif"))
        #expect(face.identity == "font data#0")
        #expect(substituted == false)
    }

    @Test func registeringGarbageThrows() {
        let library = FontLibrary()
        #expect(throws: FontLoadingError.self) { try library.register(data: Data([1, 2, 3, 4])) }
        #expect(throws: FontLoadingError.self) {
            try library.register(contentsOf: URL(fileURLWithPath: "/nonexistent/font.ttf"))
        }
    }

    @Test func fallbackFacesCoverTheirScalar() {
        let request = FontRequest()
        // Whatever the machine has installed: a face that covers the scalar, or none.
        for scalar: Unicode.Scalar in ["\u{1F600}", "\u{4E2D}", "\u{0627}", "\u{10FFFF}"] {
            if let face = FontLibrary.shared.fallbackFace(for: scalar, request: request) {
                #expect(face.covers(scalar))
            }
        }
        #expect(FontLibrary.shared.fallbackFace(for: "\u{10FFFF}", request: request) == nil)
    }

    // MARK: Line breaks

    @Test func lineBreaksAfterSpace() {
        let kinds = lineBreakOpportunities(Array("Hello world".utf16))
        #expect(kinds.count == 11)
        #expect(kinds.indices.filter { kinds[$0] != .none } == [6])
        #expect(kinds[6] == .allowed)
    }

    @Test func lineBreakRequiredAfterNewline() {
        #expect(lineBreakOpportunities(Array("a\nb".utf16)) == [.none, .none, .required])
        #expect(lineBreakOpportunities(Array("a\r\nb".utf16)) == [.none, .none, .none, .required])
    }

    @Test func lineBreaksBetweenIdeographs() {
        #expect(lineBreakOpportunities(Array("中文字".utf16)) == [.none, .allowed, .allowed])
    }

    // MARK: Bidi

    @Test func latinIsLeftToRight() {
        let paragraph = bidiLevels(Array("abc".utf16), base: .firstStrong(fallbackRightToLeft: false))
        #expect(paragraph == BidiParagraph(levels: [0, 0, 0], baseLevel: 0))
    }

    @Test func hebrewIsRightToLeft() {
        let paragraph = bidiLevels(Array("שלום".utf16), base: .firstStrong(fallbackRightToLeft: false))
        #expect(paragraph == BidiParagraph(levels: [1, 1, 1, 1], baseLevel: 1))
    }

    @Test func explicitBaseOverridesFirstStrong() {
        let paragraph = bidiLevels(Array("abc".utf16), base: .rightToLeft)
        #expect(paragraph == BidiParagraph(levels: [2, 2, 2], baseLevel: 1))
        #expect(bidiLevels(Array("123".utf16), base: .firstStrong(fallbackRightToLeft: true)).baseLevel == 1)
    }

    @Test func visualRunsOfMixedLeftToRightParagraph() {
        let paragraph = bidiLevels(Array("abc שלום def".utf16), base: .leftToRight)
        #expect(paragraph.levels == [0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0])
        let runs = visualRuns(levels: paragraph.levels, range: 0..<12)
        #expect(runs.map(\.range) == [0..<4, 4..<8, 8..<12])
        #expect(runs.map(\.rightToLeft) == [false, true, false])
    }

    @Test func visualRunsOfRightToLeftParagraph() {
        let paragraph = bidiLevels(Array("שלום abc".utf16), base: .rightToLeft)
        #expect(paragraph.levels == [1, 1, 1, 1, 1, 2, 2, 2])
        let runs = visualRuns(levels: paragraph.levels, range: 0..<8)
        #expect(runs.map(\.range) == [5..<8, 0..<5])
        #expect(runs.map(\.rightToLeft) == [false, true])
        // A slice keeps the paragraph's indices.
        let tail = visualRuns(levels: paragraph.levels[3..<8], range: 3..<8)
        #expect(tail.map(\.range) == [5..<8, 3..<5])
    }

    @Test func visualRunsReverseNestedLevels() {
        let runs = visualRuns(levels: [0, 0, 1, 1, 2, 2, 1, 0] as [UInt8], range: 0..<8)
        #expect(runs.map(\.range) == [0..<2, 6..<7, 4..<6, 2..<4, 7..<8])
        #expect(runs.map(\.rightToLeft) == [false, true, false, true, false])
    }

    // MARK: Empty input

    @Test func emptyInputEverywhere() throws {
        #expect(lineBreakOpportunities([]).isEmpty)
        #expect(bidiLevels([], base: .leftToRight) == BidiParagraph(levels: [], baseLevel: 0))
        #expect(bidiLevels([], base: .firstStrong(fallbackRightToLeft: true)) == BidiParagraph(levels: [], baseLevel: 1))
        #expect(visualRuns(levels: [] as [UInt8], range: 0..<0).isEmpty)
        #expect(visualRuns(levels: [0, 1] as [UInt8], range: 1..<1).isEmpty)
        let face = try HarfBuzzFontFace(path: Self.dejaVuSans)
        #expect(face.shape([], range: 0..<0, rightToLeft: false, features: []).isEmpty)
        #expect(face.shape(Array("ab".utf16), range: 1..<5, rightToLeft: false, features: []).isEmpty)
        #expect(FontLibrary.shared.face(for: FontRequest(family: "")).face.familyName == "DejaVu Sans")
    }
}
