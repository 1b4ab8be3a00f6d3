import ArrangeCore
import Foundation

/// One run of a text with everything layout needs: its UTF-16 range in the text, the face and
/// size that draw it, and the extra space after each character.
struct StyledRun {
    var range: Range<Int>
    var face: any FontFace
    var pointSize: CGFloat
    /// `kerning` plus `tracking`, added after each grapheme.
    var extraSpacing: CGFloat
    var features: [FontFeature]
    /// Points the run's glyphs are raised above the line's baseline (negative: lowered); the
    /// line grows to hold them.
    var baselineOffset: CGFloat = 0
    /// Colour, underline and the like, for renderers.
    var style: TextRunStyle
    /// An inline attachment (an image): the run is its one U+FFFC, whose advance is the
    /// attachment's width, and renderers draw the attachment instead of the character.
    var attachment: ResolvedTextAttachment? = nil

    /// Font units to points for this run.
    var scale: CGFloat { pointSize / CGFloat(face.metrics.unitsPerEm) }
}

/// A Text resolved against its environment: the final string (Markdown interpreted, case
/// transformed), its runs with faces chosen (including fallback faces for characters the
/// requested face lacks), and the layout settings the environment gave it.
struct ResolvedText {
    var string: String
    var utf16: [UInt16]
    var runs: [StyledRun]
    var settings: TextEnvironment
    var pixelLength: CGFloat
    var layoutDirection: LayoutDirection
    /// Whether the text is drawn as placeholder bars (`redacted(reason:)`).
    var isRedacted: Bool

    init(_ text: Text, environment: EnvironmentValues, report: (String) -> Void) {
        var validated = environment.text.validated(report: report)
        validated.dynamicTypeSize = environment.dynamicTypeSize
        settings = validated
        isRedacted = environment.isRedacted
        pixelLength = environment.pixelLength
        layoutDirection = environment.layoutDirection
        var string = ""
        var runs: [StyledRun] = []
        var utf16Count = 0
        var missing: [Unicode.Scalar] = []
        let settings = self.settings
        // ResourceLimits.textLength: characters past it are never resolved, shaped or laid out.
        // Counted in characters (graphemes) of the final string, so the cut never splits one.
        let maxCharacters = max(environment.resourceLimits.textLength, 0)
        var characters = 0
        var isCut = false
        pieces: for run in text.runs {
            for (piece, pieceStyle, attachment) in ResolvedText.pieces(of: run, environment: environment, report: report) {
                // A run's own colour is drawn in this text's appearance (semantic colours).
                var style = pieceStyle
                style.foregroundColor = style.foregroundColor?.resolved(for: environment.colorScheme)
                if characters >= maxCharacters, attachment != nil || !piece.isEmpty {
                    isCut = true
                    break pieces
                }
                if let attachment {
                    characters += 1
                    let resolved = ResolvedText.resolveFont(style, settings: settings, report: report)
                    runs.append(ResolvedText.attachmentRun(attachment, at: utf16Count, font: resolved, style: style,
                                                           environment: environment, report: report))
                    string += "\u{FFFC}"
                    utf16Count += 1
                    continue
                }
                var piece = piece
                switch settings.textCase {
                case .uppercase: piece = piece.uppercased()
                case .lowercase: piece = piece.lowercased()
                case nil: break
                }
                let count = piece.count
                if characters + count > maxCharacters {
                    piece = String(piece.prefix(maxCharacters - characters))
                    isCut = true
                }
                characters += min(count, maxCharacters - characters)
                let length = piece.utf16.count
                guard length > 0 else {
                    if isCut { break pieces }
                    continue
                }
                let resolved = ResolvedText.resolveFont(style, settings: settings, report: report)
                var spacing = (style.kerning ?? settings.kerning) + (style.tracking ?? settings.tracking)
                if !spacing.isFinite {
                    report("Text kerning or tracking is not finite; using 0.")
                    spacing = 0
                } else if abs(spacing) > absurdLength {
                    // Added after every character, a huge spacing would overflow the line's width.
                    report("Text kerning and tracking of \(formatLength(spacing)) points is beyond \(formatLength(absurdLength)); using \(formatLength(spacing.limitedToAbsurdLength)).")
                    spacing = spacing.limitedToAbsurdLength
                }
                var features = resolved.features
                // Tracking spreads characters apart, which ligatures would undo.
                if spacing != 0, (style.tracking ?? settings.tracking) != 0 { features.append(FontFeature(tag: "liga", value: 0)) }
                // Lines a view sets apply where the Text sets none of its own.
                if style.isUnderlined == nil, let line = settings.underline {
                    style.isUnderlined = true
                    style.underlineColor = line.color
                    style.underlinePattern = line.pattern
                }
                if style.isStrikethrough == nil, let line = settings.strikethrough {
                    style.isStrikethrough = true
                    style.strikethroughColor = line.color
                    style.strikethroughPattern = line.pattern
                }
                style.underlineColor = style.underlineColor?.resolved(for: environment.colorScheme)
                style.strikethroughColor = style.strikethroughColor?.resolved(for: environment.colorScheme)
                var offset = style.baselineOffset ?? settings.baselineOffset
                if !offset.isFinite {
                    report("baselineOffset(\(formatLength(offset))) is not finite; using 0.")
                    offset = 0
                } else if abs(offset) > absurdLength {
                    report("baselineOffset(\(formatLength(offset))) is beyond \(formatLength(absurdLength)) points; using \(formatLength(offset.limitedToAbsurdLength)).")
                    offset = offset.limitedToAbsurdLength
                }
                let base = StyledRun(range: utf16Count..<(utf16Count + length), face: resolved.face,
                                     pointSize: resolved.size, extraSpacing: spacing + resolved.tracking,
                                     features: features, baselineOffset: offset, style: style)
                runs.append(contentsOf: ResolvedText.withFallbackFaces(base, piece: piece, request: resolved.request, missing: &missing))
                string += piece
                utf16Count += length
                if isCut { break pieces }
            }
        }
        if isCut {
            report("A Text is longer than ResourceLimits.textLength (\(maxCharacters) characters); only its first \(maxCharacters) characters are laid out.")
        }
        if !missing.isEmpty {
            let names = missing.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
            report("No installed font has \(names.joined(separator: ", ")); drawn as the font's missing-glyph box.")
        }
        if runs.isEmpty {
            // An empty text still has a font: its one empty line takes that font's height.
            let resolved = ResolvedText.resolveFont(text.runs.first?.style ?? TextRunStyle(), settings: settings, report: report)
            runs = [StyledRun(range: 0..<0, face: resolved.face, pointSize: resolved.size, extraSpacing: 0, features: resolved.features, style: TextRunStyle())]
        }
        self.string = string
        self.utf16 = Array(string.utf16)
        self.runs = runs
    }

    /// This text with no characters, in the font of its first run: what a Text past
    /// `ResourceLimits.glyphCount` lays out (one empty line, as an empty Text does).
    func emptied() -> ResolvedText {
        var result = self
        guard var first = runs.first else { return self }
        first.range = 0..<0
        first.attachment = nil
        result.runs = [first]
        result.string = ""
        result.utf16 = []
        return result
    }

    /// A run's characters, split where inline Markdown changes the style and around each
    /// attachment (which comes with the style of the Markdown around it).
    static func pieces(of run: Text.Run, environment: EnvironmentValues, report: (String) -> Void) -> [(String, TextRunStyle, TextAttachmentBox?)] {
        switch run.source {
        case .verbatim(let string):
            return [(string, run.style, nil)]
        case .attachment(let box):
            return [("", run.style, box)]
        case .formatted(let value):
            return attributedPieces(value.attributedString(in: environment, report: report), style: run.style)
        case .attributed(let string):
            return attributedPieces(string, style: run.style)
        case .markdown(let keyPieces, let attachments):
            let source = LocalizedStringKey.markdownSource(of: keyPieces, in: environment, report: report)
            var pending = attachments[...]
            var result: [(String, TextRunStyle, TextAttachmentBox?)] = []
            for span in parseInlineMarkdown(source) {
                var style = run.style
                if span.isBold, style.weight == nil { style.weight = .bold }
                if span.isItalic, style.isItalic == nil { style.isItalic = true }
                if span.isCode, style.isMonospaced == nil { style.isMonospaced = true }
                if span.isStrikethrough, style.isStrikethrough == nil { style.isStrikethrough = true }
                if let link = span.link { style.link = link }
                guard !pending.isEmpty else {
                    result.append((span.text, style, nil))
                    continue
                }
                // Each U+FFFC is the place of the key's next attachment (scalars, not
                // characters: a combining mark after the image must not hide its mark).
                for (index, piece) in span.text.unicodeScalars.split(separator: "\u{FFFC}", omittingEmptySubsequences: false).enumerated() {
                    if index > 0, let attachment = pending.popFirst() { result.append(("", style, attachment)) }
                    if !piece.isEmpty { result.append((String(piece), style, nil)) }
                }
            }
            return result
        }
    }

    /// The run of one attachment at UTF-16 offset `offset`: its U+FFFC in the run's face, the
    /// attachment resolved for one line of that face (its size bad values made 0, reported).
    private static func attachmentRun(_ box: TextAttachmentBox, at offset: Int, font: (face: any FontFace, size: CGFloat, features: [FontFeature], request: FontRequest, tracking: CGFloat),
                                      style: TextRunStyle, environment: EnvironmentValues, report: (String) -> Void) -> StyledRun {
        var run = StyledRun(range: offset..<(offset + 1), face: font.face, pointSize: font.size, extraSpacing: 0,
                            features: font.features, style: style)
        let metrics = font.face.metrics
        let lineHeight = (CGFloat(metrics.ascender + metrics.descender + metrics.lineGap) * run.scale)
            .roundedUp(toMultipleOf: environment.pixelLength)
        var resolved = box.attachment.resolve(in: environment, lineHeight: lineHeight, report: report)
        let size = resolved.size
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            report("An image in a Text has an invalid size \(size) (negative or non-finite); using 0 for those dimensions.")
            func checked(_ value: CGFloat) -> CGFloat { value.isFinite && value >= 0 ? value : 0 }
            resolved.size = CGSize(width: checked(size.width), height: checked(size.height))
        }
        run.attachment = resolved
        return run
    }

    /// The face, size, features and system tracking of a run: its own style first, then the
    /// environment. The system font (no custom family, no `defaultFontFamily`) is drawn as
    /// `SystemTypeface` says: its family for the size, SF's tracking (returned as `tracking`,
    /// added after every character) and SF's line height.
    private static func resolveFont(_ style: TextRunStyle, settings: TextEnvironment, report: (String) -> Void) -> (face: any FontFace, size: CGFloat, features: [FontFeature], request: FontRequest, tracking: CGFloat) {
        let font = style.font ?? settings.font ?? .body
        let weight = style.weight ?? settings.fontWeight ?? font.resolvedWeight
        let italic = style.isItalic ?? (font.isItalic || settings.isItalic)
        let monospaced = style.isMonospaced ?? (font.isMonospaced || settings.isMonospaced)
        // The Text's own design first, then the font's, then the environment's (`fontDesign`).
        var design = FontDesign(style.design ?? font.design ?? settings.fontDesign ?? .default)
        if monospaced { design = .monospaced }
        let width = (style.width ?? font.width ?? settings.fontWidth)?.fontconfigWidth ?? 100
        var size = font.scaledPointSize(at: settings.dynamicTypeSize)
        if !size.isFinite || size < 0 {
            report("Font size \(size) is invalid (negative or non-finite); using 0.")
            size = 0
        }
        var family: String?
        var system = SystemFontChoice()
        if case .custom(let name, _) = font.base {
            family = name
        } else if let named = settings.defaultFontFamily {
            family = named
        } else {
            let typeface = settings.systemTypeface ?? FontLibrary.shared.systemTypeface
            system = typeface.choice(pointSize: size, weight: weight.value, design: design, width: width)
            family = system.family
        }
        let request = FontRequest(family: family, weight: weight.value, italic: italic, design: design, width: width)
        var (face, substituted) = FontLibrary.shared.face(for: request)
        if substituted {
            report("Font family \"\(family ?? "(default)")\" was not found; using \"\(face.familyName)\".")
        }
        if system.standsInForSF { face = FontLibrary.shared.standingInForSF(face, display: size >= SystemFontChoice.displayDesignSize) }
        var features: [FontFeature] = []
        if style.hasMonospacedDigits ?? (font.hasMonospacedDigits || settings.hasMonospacedDigits) {
            features.append(FontFeature(tag: "tnum", value: 1))
        }
        return (face, size, features, request, system.tracking)
    }

    /// `run` split where its face lacks a character and a fallback face has it (CJK…), and where
    /// a character is shown as an emoji (it has emoji presentation, or asks for it with U+FE0F)
    /// and a colour emoji face has it. Characters no installed font has stay in the run's face
    /// (which draws its .notdef box for them) and are added to `missing`, once each.
    private static func withFallbackFaces(_ run: StyledRun, piece: String, request: FontRequest, missing: inout [Unicode.Scalar]) -> [StyledRun] {
        var result: [StyledRun] = []
        var current = run
        current.range = run.range.lowerBound..<run.range.lowerBound
        var offset = run.range.lowerBound
        for character in piece {
            // White space and controls take the run's face when it has them (a space after an
            // emoji is the text's space, not the emoji face's much wider one), else the face
            // around them; any other character goes back to the run's face when that face has it.
            let face: any FontFace
            if let scalar = character.unicodeScalars.first, !scalar.properties.isWhitespace,
               scalar.properties.generalCategory != .control {
                let showsAsEmoji = scalar.properties.isEmoji
                    && (scalar.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}"))
                // The test font keeps every character (its 1-em boxes are what tests count on).
                if showsAsEmoji, !(run.face is TestFontFace), let emoji = FontLibrary.shared.emojiFace(for: scalar) {
                    face = emoji
                } else if run.face.covers(scalar) {
                    face = run.face
                } else if let fallback = FontLibrary.shared.fallbackFace(for: scalar, request: request) {
                    face = fallback
                } else {
                    // Default-ignorable code points (tags, variation selectors…) draw nothing
                    // by design; anything else is worth a message.
                    if !scalar.properties.isDefaultIgnorableCodePoint, !missing.contains(scalar) { missing.append(scalar) }
                    face = run.face
                }
            } else if let scalar = character.unicodeScalars.first, run.face.covers(scalar) || scalar.properties.generalCategory == .control {
                face = run.face
            } else {
                face = current.range.isEmpty ? run.face : current.face
            }
            let length = character.utf16.count
            if face.identity != current.face.identity, !current.range.isEmpty {
                result.append(current)
                current.range = offset..<offset
            }
            current.face = face
            current.range = current.range.lowerBound..<(offset + length)
            offset += length
        }
        if !current.range.isEmpty { result.append(current) }
        return result
    }
}

extension FontDesign {
    init(_ design: Font.Design) {
        switch design {
        case .default: self = .default
        case .serif: self = .serif
        case .rounded: self = .rounded
        case .monospaced: self = .monospaced
        }
    }
}

extension TextEnvironment {
    /// These settings with bad values replaced as SwiftUI treats them, each reported: a line
    /// limit below 1 shows one line, a scale factor outside 0…1 is clamped, a non-finite line
    /// spacing is 0.
    func validated(report: (String) -> Void) -> TextEnvironment {
        var result = self
        if let limit = lineLimit, limit < 1 {
            report("lineLimit(\(limit)) is less than 1; the text shows one line.")
            result.lineLimit = 1
        }
        if !minimumScaleFactor.isFinite || minimumScaleFactor < 0 || minimumScaleFactor > 1 {
            let clamped: CGFloat = minimumScaleFactor > 1 || minimumScaleFactor.isNaN ? 1 : 0
            report("minimumScaleFactor(\(minimumScaleFactor)) is outside 0…1; using \(clamped).")
            result.minimumScaleFactor = clamped
        }
        if !lineSpacing.isFinite {
            report("lineSpacing(\(lineSpacing)) is not finite; using 0.")
            result.lineSpacing = 0
        } else if abs(lineSpacing) > absurdLength {
            // Stacking lines a finite but huge distance apart overflows (a Text 0 or ∞ tall).
            let limited = lineSpacing.limitedToAbsurdLength
            report("lineSpacing(\(formatLength(lineSpacing))) is beyond \(formatLength(absurdLength)) points; using \(formatLength(limited)).")
            result.lineSpacing = limited
        }
        if !kerning.isFinite {
            report("kerning(\(formatLength(kerning))) is not finite; using 0.")
            result.kerning = 0
        }
        if !tracking.isFinite {
            report("tracking(\(formatLength(tracking))) is not finite; using 0.")
            result.tracking = 0
        }
        return result
    }
}

extension String {
    /// The string with zeros in front up to `length` characters (code point numbers: "U+00E9").
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
