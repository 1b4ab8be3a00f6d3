import ArrangeCore
import CFontconfig
import Foundation

/// Finds and loads the faces text asks for: the built-in test font, fonts registered by the
/// program, and the system's fonts through fontconfig. Each font file is parsed once, and each
/// request answered once; both are cached for the life of the process.
///
/// Thread-safe: all state, and every fontconfig call, is behind one read-write lock.
/// `@unchecked Sendable` is sound because `state` is only touched inside `reading` or
/// `withState`. Answers already known are read under the shared side, so concurrent renders
/// asking for the same fonts (every text of every card) do not wait for each other; resolving a
/// new request, which calls fontconfig and may load a file, takes the lock alone. The lock is a
/// `pthread_rwlock_t` rather than `Synchronization.Mutex`: on Linux the Mutex waits on futexes
/// that ThreadSanitizer cannot see, so every parallel test run reported false races.
final class FontLibrary: @unchecked Sendable {
    /// The library of the process.
    static let shared = FontLibrary()

    /// A resolved request: the face, and whether it is of another family than the one named.
    private struct Answer: Sendable {
        var face: any FontFace
        var substituted: Bool
    }

    private struct FallbackKey: Hashable, Sendable {
        var scalar: UInt32
        var weight: Int
        var italic: Bool
        /// Whether a colour emoji face was asked for (see `emojiFace(for:)`).
        var emoji = false
    }

    private struct State {
        /// Faces registered by the program, by lowercased family name.
        var registered: [String: [HarfBuzzFontFace]] = [:]
        /// Faces loaded from system files, by "path#index".
        var files: [String: HarfBuzzFontFace] = [:]
        /// System files that failed to load, so they are not parsed again.
        var brokenFiles: Set<String> = []
        var answers: [FontRequest: Answer] = [:]
        var fallbacks: [FallbackKey: HarfBuzzFontFace?] = [:]
        var defaultFamily: String?
        /// What draws the system font, once found (`systemTypeface`).
        var systemTypeface: SystemTypeface?
        /// Whether the folder `ARRANGE_SF_PRO_FONTS` names was registered (once per process).
        var hasReadSFProFolder = false
        /// Faces standing in for SF, by the identity of the face they wrap and the design.
        var sfMetricFaces: [String: SFMetricsFace] = [:]
    }

    private let lock = ReadWriteLock()
    private var state = State()

    /// A library with nothing loaded or registered yet; most code uses `shared`.
    init() {}

    /// The face for `request`, and whether it is a substitute: true when a family was named
    /// and the face is of another family (the named one is not installed).
    func face(for request: FontRequest) -> (face: any FontFace, substituted: Bool) {
        let known = lock.reading { state.answers[request] }
        let answer = known ?? withState { state in
            if let cached = state.answers[request] { return cached }
            let answer = FontLibrary.resolve(request, in: &state)
            state.answers[request] = answer
            return answer
        }
        return (answer.face, answer.substituted)
    }

    /// The family fontconfig resolves "sans-serif" to (the system's default family), or the
    /// test font's family on a machine with no fonts.
    var defaultFamilyName: String {
        if let family = lock.reading({ state.defaultFamily }) { return family }
        return withState { state in
            if let family = state.defaultFamily { return family }
            let family = Fontconfig.match(FontRequest())?.families.first ?? TestFontFace.family
            state.defaultFamily = family
            return family
        }
    }

    /// What draws the system font here, found on first use: SF Pro when its Text and Display
    /// families are installed, registered, or in the folder `ARRANGE_SF_PRO_FONTS` names (whose
    /// font files are registered then); else Inter when both its cuts are installed; else the
    /// platform's default family.
    var systemTypeface: SystemTypeface {
        if let known = lock.reading({ state.systemTypeface }) { return known }
        let readsFolder = withState { state in
            defer { state.hasReadSFProFolder = true }
            return !state.hasReadSFProFolder
        }
        if readsFolder, let folder = ProcessInfo.processInfo.environment["ARRANGE_SF_PRO_FONTS"], !folder.isEmpty {
            registerFonts(inFolder: folder)
        }
        return withState { state in
            if let known = state.systemTypeface { return known }
            let typeface: SystemTypeface
            if FontLibrary.hasFamily("SF Pro Text", in: &state), FontLibrary.hasFamily("SF Pro Display", in: &state) {
                typeface = .sfPro(hasRounded: FontLibrary.hasFamily("SF Pro Rounded", in: &state))
            } else if FontLibrary.hasFamily(InterCalibration.textFamily, in: &state),
                      FontLibrary.hasFamily(InterCalibration.displayFamily, in: &state) {
                typeface = .inter
            } else {
                typeface = .platformDefault
            }
            state.systemTypeface = typeface
            return typeface
        }
    }

    /// `face` standing in for SF's display design (`display`) or text design, with SF's vertical
    /// metrics and figure advances (`SFMetricsFace`), made once per face and design.
    func standingInForSF(_ face: any FontFace, display: Bool) -> any FontFace {
        let key = face.identity + (display ? "#display" : "#text")
        if let known = lock.reading({ state.sfMetricFaces[key] }) { return known }
        return withState { state in
            if let known = state.sfMetricFaces[key] { return known }
            let wrapped = SFMetricsFace(face, display: display)
            state.sfMetricFaces[key] = wrapped
            return wrapped
        }
    }

    /// Registers every font file directly in `folder`. A folder that cannot be read, or a file
    /// that is not a font, is reported on standard error: the variable names Apple's fonts, and
    /// silently drawing something else would hide the mistake.
    private func registerFonts(inFolder folder: String) {
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            FileHandle.standardError.write(Data("arrange: ARRANGE_SF_PRO_FONTS names \"\(folder)\", which cannot be read; the system font is not SF Pro.\n".utf8))
            return
        }
        for name in names.sorted() where [".otf", ".ttf", ".ttc"].contains(where: name.lowercased().hasSuffix) {
            do { _ = try register(contentsOf: url.appendingPathComponent(name)) } catch {
                FileHandle.standardError.write(Data("arrange: \(error)\n".utf8))
            }
        }
    }

    /// Whether `family` is registered or installed (fontconfig matches it by that name).
    private static func hasFamily(_ family: String, in state: inout State) -> Bool {
        if state.registered[family.lowercased()] != nil { return true }
        guard let match = Fontconfig.match(FontRequest(family: family)) else { return false }
        return match.families.contains { $0.caseInsensitiveCompare(family) == .orderedSame }
    }

    /// A face that has a glyph for `scalar`, of a style close to `request`, for when the
    /// requested face has none; nil when no installed font covers it.
    func fallbackFace(for scalar: Unicode.Scalar, request: FontRequest) -> (any FontFace)? {
        let key = FallbackKey(scalar: scalar.value, weight: request.weight, italic: request.italic)
        if let cached = lock.reading({ state.fallbacks[key] }) { return cached }
        return withState { state -> HarfBuzzFontFace? in
            if let cached = state.fallbacks[key] { return cached }
            var found: HarfBuzzFontFace?
            for candidate in Fontconfig.candidates(covering: scalar, request: request) {
                if let face = FontLibrary.load(candidate, in: &state), face.covers(scalar) {
                    found = face
                    break
                }
            }
            state.fallbacks[key] = found
            return found
        }
    }

    /// A colour emoji face (fontconfig's "emoji" family: Noto Color Emoji on Debian) that has
    /// `scalar`, for characters shown as emoji: SwiftUI draws them with Apple Color Emoji even
    /// when the text's font has a black-and-white glyph for them. Nil when none is installed.
    func emojiFace(for scalar: Unicode.Scalar) -> (any FontFace)? {
        let key = FallbackKey(scalar: scalar.value, weight: 400, italic: false, emoji: true)
        if let cached = lock.reading({ state.fallbacks[key] }) { return cached }
        return withState { state -> HarfBuzzFontFace? in
            if let cached = state.fallbacks[key] { return cached }
            var found: HarfBuzzFontFace?
            for candidate in Fontconfig.candidates(covering: scalar, request: FontRequest(family: "emoji")) {
                if let face = FontLibrary.load(candidate, in: &state), face.hasColorBitmaps, face.covers(scalar) {
                    found = face
                    break
                }
            }
            state.fallbacks[key] = found
            return found
        }
    }

    /// Registers every face of the font file at `url` under its family name, ahead of the
    /// system's fonts of that name, and returns the family names (each once, in file order).
    func register(contentsOf url: URL) throws -> [String] {
        try add(HarfBuzzFontFace.loadAll(path: url.path))
    }

    /// Registers every face of font file bytes, as `register(contentsOf:)` does.
    func register(data: Data) throws -> [String] {
        try add(HarfBuzzFontFace.loadAll(data: data, source: "font data"))
    }

    /// Runs `body` holding the lock alone (it may change the state or call fontconfig).
    private func withState<T>(_ body: (inout State) throws -> T) rethrows -> T {
        try lock.writing { try body(&state) }
    }

    private func add(_ faces: [HarfBuzzFontFace]) -> [String] {
        var families: [String] = []
        for face in faces where !families.contains(face.familyName) {
            families.append(face.familyName)
        }
        withState { state in
            for face in faces {
                state.registered[face.familyName.lowercased(), default: []].append(face)
                // iOS's `Font.custom` also takes a face's PostScript name ("FjallaOne-Regular").
                if let name = face.postScriptName?.lowercased(), name != face.familyName.lowercased() {
                    state.registered[name] = [face]
                }
            }
            // Earlier answers may have substituted for a family that now exists, and the system
            // font may now be SF Pro.
            state.answers.removeAll()
            state.systemTypeface = nil
        }
        return families
    }

    private static func resolve(_ request: FontRequest, in state: inout State) -> Answer {
        if let family = request.family {
            if family.caseInsensitiveCompare(TestFontFace.family) == .orderedSame {
                return Answer(face: TestFontFace.shared, substituted: false)
            }
            if let faces = state.registered[family.lowercased()], let best = closest(faces, to: request) {
                return Answer(face: best, substituted: false)
            }
        }
        guard let match = Fontconfig.match(request),
              let face = load(match.location, in: &state) else {
            return Answer(face: TestFontFace.shared, substituted: true)
        }
        let substituted = request.family.map { wanted in
            !match.families.contains { $0.caseInsensitiveCompare(wanted) == .orderedSame }
        } ?? false
        return Answer(face: face, substituted: substituted)
    }

    /// The face nearest in weight, preferring the requested slant.
    private static func closest(_ faces: [HarfBuzzFontFace], to request: FontRequest) -> HarfBuzzFontFace? {
        faces.min { score($0, request) < score($1, request) }
    }

    private static func score(_ face: HarfBuzzFontFace, _ request: FontRequest) -> Int {
        abs(face.weightClass - request.weight) + (face.isItalic == request.italic ? 0 : 10_000)
    }

    private static func load(_ location: Fontconfig.Location, in state: inout State) -> HarfBuzzFontFace? {
        let key = "\(location.path)#\(location.index)"
        if let face = state.files[key] { return face }
        if state.brokenFiles.contains(key) { return nil }
        guard let face = try? HarfBuzzFontFace(path: location.path, index: location.index) else {
            state.brokenFiles.insert(key)
            return nil
        }
        state.files[key] = face
        return face
    }
}

/// The fontconfig queries the library makes. Callers hold the library's lock, which also keeps
/// fontconfig itself from being entered by two threads at once.
private enum Fontconfig {
    struct Location {
        var path: String
        var index: Int
    }

    struct Match {
        var location: Location
        /// The matched font's family names, in its own order (first is the main one).
        var families: [String]
    }

    /// The best installed font for `request`, or nil when fontconfig has no font at all.
    static func match(_ request: FontRequest) -> Match? {
        guard let pattern = makePattern(request) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        guard let location = location(of: font) else { return nil }
        return Match(location: location, families: strings(font, FC_FAMILY))
    }

    /// Installed fonts whose character set has `scalar`, best match for `request` first.
    static func candidates(covering scalar: Unicode.Scalar, request: FontRequest) -> [Location] {
        guard let pattern = makePattern(request) else { return [] }
        defer { FcPatternDestroy(pattern) }
        if let charset = FcCharSetCreate() {
            FcCharSetAddChar(charset, scalar.value)
            FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            FcCharSetDestroy(charset)
        }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        // Trimming drops fonts that add no coverage over better matches, which keeps the list
        // short without losing any font that could be the answer.
        guard let set = FcFontSort(nil, pattern, FcBool(FcTrue), nil, &result) else { return [] }
        defer { FcFontSetDestroy(set) }
        var locations: [Location] = []
        for index in 0..<Int(max(set.pointee.nfont, 0)) {
            guard let font = set.pointee.fonts[index] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch,
                  FcCharSetHasChar(charset, scalar.value) != 0,
                  let location = location(of: font) else { continue }
            locations.append(location)
        }
        return locations
    }

    private static func makePattern(_ request: FontRequest) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        let family: String
        switch (request.family, request.design) {
        case (let named?, _): family = named
        case (nil, .serif): family = "serif"
        case (nil, .monospaced): family = "monospace"
        // Linux has no generic rounded family; the default one is the closest design.
        case (nil, .default), (nil, .rounded): family = "sans-serif"
        }
        FcPatternAddString(pattern, FC_FAMILY, Array(family.utf8) + [0])
        let weight = min(max(request.weight, 1), 1000)
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight)))
        FcPatternAddInteger(pattern, FC_SLANT, request.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        // Only a width other than normal is asked for, so ordinary requests match as before.
        if request.width != 100 { FcPatternAddInteger(pattern, FC_WIDTH, Int32(min(max(request.width, 50), 200))) }
        return pattern
    }

    private static func location(of font: OpaquePointer) -> Location? {
        guard let path = strings(font, FC_FILE).first else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        // Variable fonts put the named instance in the high 16 bits; the face is the low ones.
        return Location(path: path, index: Int(index & 0xFFFF))
    }

    /// Every value of a string property, in order.
    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        var n: Int32 = 0
        while FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value {
            values.append(String(cString: value))
            n += 1
        }
        return values
    }
}
