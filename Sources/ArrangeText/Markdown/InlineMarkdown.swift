// Inline Markdown as SwiftUI's `Text` reads a string literal (a `LocalizedStringKey`). SwiftUI
// hands the string to Foundation's `AttributedString(markdown:)` with
// `interpretedSyntax: .inlineOnlyPreservingWhitespace`, which runs cmark-gfm's inline parser over
// the whole string as one paragraph and keeps every space and newline. This file follows the
// CommonMark inline algorithm (delimiter runs, bracket stack, "process emphasis") closely enough to
// give the same spans for ordinary text, with these deliberate simplifications:
//
// - The whole source is one paragraph: block syntax (`# x`, `- x`, `> x`, blank lines) is text.
// - Raw inline HTML (`<b>`) is not recognised; it stays literal, as SwiftUI shows nothing of it
//   specially either.
// - Entity references: numeric ones (`&#35;`, `&#x23;`) and a short list of common names decode;
//   other names stay literal (CommonMark knows every HTML5 name).
// - Images (`![alt](src)`) keep only their alt text, unstyled by a link: `Text` draws no images.
// - A link with an empty destination (`[a]()`) drops the link, as `URL(string: "")` is nil.
// - Punctuation for flanking is ASCII punctuation plus Unicode's P categories (CommonMark 0.29,
//   which cmark-gfm follows), not the S categories 0.31 added.
// - Strikethrough follows cmark-gfm: runs of one or two tildes, closed by a run of the same length.
// - Reference links cannot occur: their definitions are block syntax, so `[a][b]` is literal.
//
// Everything is linear in the source length: each scanner moves forward only or is bounded
// (link destinations stop after 32 nested parentheses, as cmark's do), and emphasis matching uses
// CommonMark's `openers_bottom` so failed searches are never repeated.

/// One run of text with the inline styles Markdown gave it.
struct MarkdownSpan: Equatable, Sendable {
    var text: String
    var isBold = false
    var isItalic = false
    var isCode = false
    var isStrikethrough = false
    var link: String? = nil
}

/// Parses inline Markdown the way SwiftUI's Text does for string literals.
///
/// Adjacent spans with the same styles are merged and empty spans dropped, so text without
/// Markdown gives a single plain span, and an empty source gives no spans.
func parseInlineMarkdown(_ source: String) -> [MarkdownSpan] {
    if source.isEmpty { return [] }
    var parser = InlineMarkdownParser(source)
    parser.parse()
    return parser.spans()
}

private struct InlineMarkdownParser {
    /// Scalars rather than Characters: a delimiter followed by a combining mark would otherwise be
    /// hidden inside one grapheme, and cmark decides everything per code point.
    let s: [Unicode.Scalar]
    var pos = 0

    /// The flat output before styling. Emphasis and links are recorded as ranges of piece indices
    /// rather than as a tree, so wrapping a match costs O(1) however much text it covers.
    var pieces: [Piece] = []
    var pendingText = String.UnicodeScalarView()

    var delimiters: [Delimiter] = []
    /// Newest delimiter still on the stack, or -1. The stack is a doubly linked list threaded
    /// through `delimiters`, because matching removes entries from its middle. Indices grow with
    /// source position, which lets a bottom be compared even after its entry was removed.
    var lastDelimiter = -1

    var brackets: [Bracket] = []
    /// Links may not contain links: an opener is dead once any link closed after it was pushed.
    var linksFormed = 0

    var styleRanges: [StyleRange] = []
    var linkRanges: [LinkRange] = []

    /// Backtick runs by length, found on the first backtick, so each code span's closer is found
    /// without rescanning (a source full of unmatched runs would otherwise be quadratic).
    var backtickRuns: [Int: [Int]]? = nil
    var backtickCursor: [Int: Int] = [:]

    init(_ source: String) {
        s = Array(source.unicodeScalars)
    }

    enum PieceContent {
        case text(String)
        /// What remains of a delimiter run is read from the delimiter when the spans are built.
        case delimiter(Int)
    }

    struct Piece {
        var content: PieceContent
        var isCode = false
    }

    struct Delimiter {
        let char: Unicode.Scalar
        var count: Int
        let originalCount: Int
        let canOpen: Bool
        let canClose: Bool
        let piece: Int
        var previous: Int
        var next: Int
    }

    struct Bracket {
        let piece: Int
        let isImage: Bool
        /// Emphasis inside the link text is resolved only among delimiters newer than this.
        let delimiterBottom: Int
        let linksFormedAtPush: Int
    }

    enum Style { case bold, italic, strikethrough }

    /// Half-open range of piece indices.
    struct StyleRange { let style: Style; let start: Int; let end: Int }
    struct LinkRange { let destination: String; let start: Int; let end: Int }

    // MARK: Scanning

    mutating func parse() {
        let n = s.count
        while pos < n {
            let c = s[pos]
            switch c {
            case "\\":
                if pos + 1 < n, isASCIIPunctuation(s[pos + 1]) {
                    pendingText.append(s[pos + 1])
                    pos += 2
                } else if pos + 1 < n, s[pos + 1] == "\n" || s[pos + 1] == "\r" {
                    // A hard line break: the backslash goes, the line ending stays.
                    pos += 1
                } else {
                    pendingText.append(c)
                    pos += 1
                }
            case "`":
                scanCodeSpan()
            case "*", "_", "~":
                scanDelimiterRun()
            case "[":
                pushBracket(isImage: false, length: 1)
            case "!":
                if pos + 1 < n, s[pos + 1] == "[" {
                    pushBracket(isImage: true, length: 2)
                } else {
                    pendingText.append(c)
                    pos += 1
                }
            case "]":
                closeBracket()
            case "<":
                if !scanAutolink() {
                    pendingText.append(c)
                    pos += 1
                }
            case "&":
                if let (decoded, end) = entity(at: pos) {
                    pendingText.append(contentsOf: decoded.unicodeScalars)
                    pos = end
                } else {
                    pendingText.append(c)
                    pos += 1
                }
            default:
                pendingText.append(c)
                pos += 1
            }
        }
        flushText()
        processEmphasis(above: -1)
    }

    mutating func flushText() {
        if pendingText.isEmpty { return }
        pieces.append(Piece(content: .text(String(pendingText))))
        pendingText = String.UnicodeScalarView()
    }

    mutating func scanCodeSpan() {
        let start = pos
        var end = pos
        while end < s.count, s[end] == "`" { end += 1 }
        let length = end - start
        guard let closer = backtickRun(ofLength: length, startingAtOrAfter: end) else {
            // No closing run of this length anywhere: the run is literal text, all of it.
            pendingText.append(contentsOf: s[start..<end])
            pos = end
            return
        }
        var content = Array(s[end..<closer])
        // A single space each side is padding (so code can start or end with a backtick), unless
        // the code is nothing but spaces. Line endings are kept: whitespace is preserved.
        if content.count >= 2, content.first == " ", content.last == " ",
           content.contains(where: { $0 != " " }) {
            content.removeFirst()
            content.removeLast()
        }
        flushText()
        var text = String.UnicodeScalarView()
        text.append(contentsOf: content)
        pieces.append(Piece(content: .text(String(text)), isCode: true))
        pos = closer + length
    }

    /// Start of the first maximal backtick run of exactly `length` at or after `position`.
    /// Closing runs ignore backslashes (code is literal), so maximal runs of the raw source are
    /// exactly the candidates; calls come with increasing positions, so cursors only advance.
    mutating func backtickRun(ofLength length: Int, startingAtOrAfter position: Int) -> Int? {
        if backtickRuns == nil {
            var runs: [Int: [Int]] = [:]
            var i = 0
            while i < s.count {
                if s[i] == "`" {
                    let runStart = i
                    while i < s.count, s[i] == "`" { i += 1 }
                    runs[i - runStart, default: []].append(runStart)
                } else {
                    i += 1
                }
            }
            backtickRuns = runs
        }
        guard let runs = backtickRuns?[length] else { return nil }
        var cursor = backtickCursor[length] ?? 0
        while cursor < runs.count, runs[cursor] < position { cursor += 1 }
        backtickCursor[length] = cursor
        return cursor < runs.count ? runs[cursor] : nil
    }

    mutating func scanDelimiterRun() {
        let char = s[pos]
        var end = pos
        while end < s.count, s[end] == char { end += 1 }
        let count = end - pos
        // The start and end of the text count as whitespace.
        let before: Unicode.Scalar = pos > 0 ? s[pos - 1] : " "
        let after: Unicode.Scalar = end < s.count ? s[end] : " "
        let beforeIsSpace = isUnicodeWhitespace(before), afterIsSpace = isUnicodeWhitespace(after)
        let beforeIsPunct = isPunctuation(before), afterIsPunct = isPunctuation(after)
        let leftFlanking = !afterIsSpace && (!afterIsPunct || beforeIsSpace || beforeIsPunct)
        let rightFlanking = !beforeIsSpace && (!beforeIsPunct || afterIsSpace || afterIsPunct)

        let canOpen: Bool, canClose: Bool
        if char == "_" {
            // `_` inside a word is not emphasis (snake_case), unless punctuation is on that side.
            canOpen = leftFlanking && (!rightFlanking || beforeIsPunct)
            canClose = rightFlanking && (!leftFlanking || afterIsPunct)
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        let usable = char == "~" ? (count == 1 || count == 2) : true
        guard usable, canOpen || canClose else {
            pendingText.append(contentsOf: s[pos..<end])
            pos = end
            return
        }
        flushText()
        let index = delimiters.count
        pieces.append(Piece(content: .delimiter(index)))
        delimiters.append(Delimiter(
            char: char, count: count, originalCount: count, canOpen: canOpen, canClose: canClose,
            piece: pieces.count - 1, previous: lastDelimiter, next: -1))
        if lastDelimiter >= 0 { delimiters[lastDelimiter].next = index }
        lastDelimiter = index
        pos = end
    }

    mutating func pushBracket(isImage: Bool, length: Int) {
        flushText()
        pieces.append(Piece(content: .text(isImage ? "![" : "[")))
        brackets.append(Bracket(
            piece: pieces.count - 1, isImage: isImage, delimiterBottom: lastDelimiter,
            linksFormedAtPush: linksFormed))
        pos += length
    }

    mutating func closeBracket() {
        // Whatever happens, the opener leaves the stack: a `]` that forms nothing makes its
        // opener literal, which keeps repeated failures from rescanning.
        guard let opener = brackets.popLast() else {
            pendingText.append("]")
            pos += 1
            return
        }
        let dead = !opener.isImage && linksFormed > opener.linksFormedAtPush
        guard !dead, let (destination, end) = inlineLinkTail(at: pos + 1) else {
            pendingText.append("]")
            pos += 1
            return
        }
        flushText()
        processEmphasis(above: opener.delimiterBottom)
        pieces[opener.piece].content = .text("")
        if !opener.isImage {
            linksFormed += 1
            if !destination.isEmpty {
                linkRanges.append(LinkRange(destination: destination, start: opener.piece + 1, end: pieces.count))
            }
        }
        pos = end
    }

    /// `(destination "title")` after a `]`: the destination and the index just past `)`.
    func inlineLinkTail(at start: Int) -> (String, Int)? {
        let n = s.count
        var p = start
        guard p < n, s[p] == "(" else { return nil }
        p = skipSpacesAndOneLineEnding(from: p + 1)
        var destination = String.UnicodeScalarView()
        if p < n, s[p] == "<" {
            p += 1
            while true {
                guard p < n else { return nil }
                let c = s[p]
                if c == ">" { p += 1; break }
                if c == "<" || c == "\n" || c == "\r" { return nil }
                if c == "\\", p + 1 < n, isASCIIPunctuation(s[p + 1]) {
                    destination.append(s[p + 1])
                    p += 2
                } else if c == "&", let (decoded, end) = entity(at: p) {
                    destination.append(contentsOf: decoded.unicodeScalars)
                    p = end
                } else {
                    destination.append(c)
                    p += 1
                }
            }
        } else {
            var depth = 0
            while p < n {
                let c = s[p]
                if c.value <= 0x20 || c.value == 0x7F { break }
                if c == "\\", p + 1 < n, isASCIIPunctuation(s[p + 1]) {
                    destination.append(s[p + 1])
                    p += 2
                    continue
                }
                if c == "(" {
                    depth += 1
                    // cmark's bound; it also caps how far a failing destination can scan.
                    if depth > 32 { return nil }
                } else if c == ")" {
                    if depth == 0 { break }
                    depth -= 1
                } else if c == "&", let (decoded, end) = entity(at: p) {
                    destination.append(contentsOf: decoded.unicodeScalars)
                    p = end
                    continue
                }
                destination.append(c)
                p += 1
            }
            if depth != 0 { return nil }
        }
        let afterDestination = p
        p = skipSpacesAndOneLineEnding(from: p)
        // A title must be separated from the destination by whitespace.
        if p > afterDestination, p < n, s[p] == "\"" || s[p] == "'" || s[p] == "(" {
            guard let end = titleEnd(from: p) else { return nil }
            p = skipSpacesAndOneLineEnding(from: end)
        }
        guard p < n, s[p] == ")" else { return nil }
        return (String(destination), p + 1)
    }

    /// Index just past a link title starting at `start`, which is its opening quote or paren.
    func titleEnd(from start: Int) -> Int? {
        let open = s[start]
        let close: Unicode.Scalar = open == "(" ? ")" : open
        var p = start + 1
        while p < s.count {
            let c = s[p]
            if c == "\\", p + 1 < s.count, isASCIIPunctuation(s[p + 1]) {
                p += 2
                continue
            }
            if c == close { return p + 1 }
            if open == "(" && c == "(" { return nil }
            p += 1
        }
        return nil
    }

    func skipSpacesAndOneLineEnding(from start: Int) -> Int {
        var p = start
        while p < s.count, s[p] == " " || s[p] == "\t" { p += 1 }
        if p < s.count, s[p] == "\r" {
            p += 1
            if p < s.count, s[p] == "\n" { p += 1 }
        } else if p < s.count, s[p] == "\n" {
            p += 1
        } else {
            return p
        }
        while p < s.count, s[p] == " " || s[p] == "\t" { p += 1 }
        return p
    }

    /// `<scheme:rest>` or `<user@host>`; the link's text is what is between the angle brackets.
    mutating func scanAutolink() -> Bool {
        let n = s.count
        var p = pos + 1
        // Every scan stops at the next `<`, `>` or space, so together they stay linear.
        while p < n, s[p] != ">", s[p] != "<", s[p].value > 0x20, s[p].value != 0x7F { p += 1 }
        guard p < n, s[p] == ">" else { return false }
        let body = Array(s[(pos + 1)..<p])
        let destination: String
        if isURIAutolink(body) {
            destination = scalarsToString(body)
        } else if isEmailAutolink(body) {
            destination = "mailto:" + scalarsToString(body)
        } else {
            return false
        }
        flushText()
        pieces.append(Piece(content: .text(scalarsToString(body))))
        linkRanges.append(LinkRange(destination: destination, start: pieces.count - 1, end: pieces.count))
        pos = p + 1
        return true
    }

    func isURIAutolink(_ body: [Unicode.Scalar]) -> Bool {
        guard let colon = body.firstIndex(of: ":"), (2...32).contains(colon),
              isASCIILetter(body[0]) else { return false }
        return body[1..<colon].allSatisfy { isASCIILetter($0) || isASCIIDigit($0) || $0 == "+" || $0 == "." || $0 == "-" }
    }

    func isEmailAutolink(_ body: [Unicode.Scalar]) -> Bool {
        guard let at = body.firstIndex(of: "@"), at > 0 else { return false }
        let localAllowed = Set(".!#$%&'*+/=?^_`{|}~-".unicodeScalars)
        guard body[..<at].allSatisfy({ isASCIILetter($0) || isASCIIDigit($0) || localAllowed.contains($0) }) else { return false }
        let labels = body[(at + 1)...].split(separator: ".", omittingEmptySubsequences: false)
        return labels.allSatisfy { label in
            guard let first = label.first, let last = label.last, label.count <= 63 else { return false }
            let alnum = { (c: Unicode.Scalar) in isASCIILetter(c) || isASCIIDigit(c) }
            return alnum(first) && alnum(last) && label.allSatisfy { alnum($0) || $0 == "-" }
        }
    }

    /// An entity or numeric character reference at `start` (its `&`): the text and the end index.
    func entity(at start: Int) -> (String, Int)? {
        let n = s.count
        var p = start + 1
        guard p < n else { return nil }
        if s[p] == "#" {
            p += 1
            let hex = p < n && (s[p] == "x" || s[p] == "X")
            if hex { p += 1 }
            let digitsStart = p
            var value: UInt32 = 0
            while p < n, p - digitsStart < (hex ? 6 : 7),
                  let digit = hex ? hexValue(s[p]) : (isASCIIDigit(s[p]) ? s[p].value - 48 : nil) {
                value = value * (hex ? 16 : 10) + digit
                p += 1
            }
            guard p > digitsStart, p < n, s[p] == ";" else { return nil }
            // Invalid code points and NUL become U+FFFD, as CommonMark says.
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (String(Character(scalar ?? "\u{FFFD}")), p + 1)
        }
        let nameStart = p
        while p < n, p - nameStart < 32, isASCIILetter(s[p]) || isASCIIDigit(s[p]) { p += 1 }
        guard p > nameStart, p < n, s[p] == ";" else { return nil }
        guard let decoded = namedEntities[scalarsToString(s[nameStart..<p])] else { return nil }
        return (decoded, p + 1)
    }

    // MARK: Emphasis

    /// CommonMark's "process emphasis" over the delimiters newer than `bottom`, which are all
    /// removed from the stack afterwards.
    mutating func processEmphasis(above bottom: Int) {
        var first = -1
        var d = lastDelimiter
        while d > bottom {
            first = d
            d = delimiters[d].previous
        }
        // Where the last failed search for an opener stopped, per kind of closer: a later closer
        // of the same kind would fail on the same openers, so it never looks below this again.
        var openersBottom = [Int](repeating: bottom, count: 18)
        var closer = first
        while closer != -1 {
            let c = delimiters[closer]
            guard c.canClose else {
                closer = c.next
                continue
            }
            let charIndex = c.char == "*" ? 0 : c.char == "_" ? 1 : 2
            let key = charIndex * 6 + (c.canOpen ? 3 : 0) + c.originalCount % 3
            var opener = c.previous
            var found = false
            while opener > bottom, opener > openersBottom[key] {
                let o = delimiters[opener]
                if o.canOpen, o.char == c.char, canPair(o, c) {
                    found = true
                    break
                }
                opener = o.previous
            }
            guard found else {
                openersBottom[key] = c.previous
                let next = c.next
                if !c.canOpen { removeDelimiter(closer) }
                closer = next
                continue
            }
            let o = delimiters[opener]
            let used: Int, style: Style
            if c.char == "~" {
                used = c.count
                style = .strikethrough
            } else {
                used = o.count >= 2 && c.count >= 2 ? 2 : 1
                style = used == 2 ? .bold : .italic
            }
            delimiters[opener].count -= used
            delimiters[closer].count -= used
            // The characters used come from the inner ends of both runs, so the range covers
            // what lies between the two delimiter pieces; leftovers stay outside it.
            styleRanges.append(StyleRange(style: style, start: o.piece + 1, end: c.piece))
            var between = c.previous
            while between != opener {
                let previous = delimiters[between].previous
                removeDelimiter(between)
                between = previous
            }
            if delimiters[opener].count == 0 { removeDelimiter(opener) }
            if delimiters[closer].count == 0 {
                let next = delimiters[closer].next
                removeDelimiter(closer)
                closer = next
            }
        }
        while lastDelimiter > bottom { removeDelimiter(lastDelimiter) }
    }

    func canPair(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
        if closer.char == "~" { return opener.count == closer.count }
        // The "rule of 3": when either run could both open and close, their lengths may not sum
        // to a multiple of 3 unless both are multiples of 3, so `*foo**bar*` stays one emphasis.
        if opener.canClose || closer.canOpen {
            let sum = opener.originalCount + closer.originalCount
            if sum % 3 == 0, !(opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0) {
                return false
            }
        }
        return true
    }

    mutating func removeDelimiter(_ index: Int) {
        let d = delimiters[index]
        if d.previous >= 0 { delimiters[d.previous].next = d.next }
        if d.next >= 0 { delimiters[d.next].previous = d.previous }
        if lastDelimiter == index { lastDelimiter = d.previous }
        delimiters[index].previous = -1
        delimiters[index].next = -1
    }

    // MARK: Output

    func spans() -> [MarkdownSpan] {
        let count = pieces.count
        // Nesting depth per style via difference arrays: linear however ranges overlap.
        var bold = [Int](repeating: 0, count: count + 1)
        var italic = bold, strike = bold
        for range in styleRanges where range.start < range.end {
            switch range.style {
            case .bold: bold[range.start] += 1; bold[range.end] -= 1
            case .italic: italic[range.start] += 1; italic[range.end] -= 1
            case .strikethrough: strike[range.start] += 1; strike[range.end] -= 1
            }
        }
        // Ranges arrive innermost first (an autolink inside link text closes before the link), and
        // the innermost destination is the one that applies.
        var links = [String?](repeating: nil, count: count)
        for range in linkRanges {
            for i in range.start..<range.end where links[i] == nil { links[i] = range.destination }
        }

        var result: [MarkdownSpan] = []
        var boldDepth = 0, italicDepth = 0, strikeDepth = 0
        for i in 0..<count {
            boldDepth += bold[i]
            italicDepth += italic[i]
            strikeDepth += strike[i]
            let piece = pieces[i]
            let text: String
            switch piece.content {
            case .text(let t): text = t
            case .delimiter(let d):
                text = String(repeating: String(delimiters[d].char), count: delimiters[d].count)
            }
            if text.isEmpty { continue }
            let span = MarkdownSpan(
                text: text, isBold: boldDepth > 0, isItalic: italicDepth > 0, isCode: piece.isCode,
                isStrikethrough: strikeDepth > 0, link: links[i])
            if let last = result.last, last.isBold == span.isBold, last.isItalic == span.isItalic,
               last.isCode == span.isCode, last.isStrikethrough == span.isStrikethrough, last.link == span.link {
                result[result.count - 1].text += text
            } else {
                result.append(span)
            }
        }
        return result
    }
}

// MARK: Character classes

private func isASCIIPunctuation(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return true
    default: return false
    }
}

private func isPunctuation(_ c: Unicode.Scalar) -> Bool {
    if c.isASCII { return isASCIIPunctuation(c) }
    switch c.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
         .initialPunctuation, .finalPunctuation, .otherPunctuation:
        return true
    default:
        return false
    }
}

private func isUnicodeWhitespace(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x09, 0x0A, 0x0C, 0x0D, 0x20: return true
    default: return !c.isASCII && c.properties.generalCategory == .spaceSeparator
    }
}

private func isASCIILetter(_ c: Unicode.Scalar) -> Bool {
    (0x41...0x5A).contains(c.value) || (0x61...0x7A).contains(c.value)
}

private func isASCIIDigit(_ c: Unicode.Scalar) -> Bool {
    (0x30...0x39).contains(c.value)
}

private func hexValue(_ c: Unicode.Scalar) -> UInt32? {
    switch c.value {
    case 0x30...0x39: return c.value - 0x30
    case 0x41...0x46: return c.value - 0x41 + 10
    case 0x61...0x66: return c.value - 0x61 + 10
    default: return nil
    }
}

private func scalarsToString<S: Sequence>(_ scalars: S) -> String where S.Element == Unicode.Scalar {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
}

/// The names people actually type in UI strings; see the note at the top of the file.
private let namedEntities: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
    "copy": "©", "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–",
    "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "laquo": "«", "raquo": "»",
    "bull": "•", "middot": "·", "times": "×", "divide": "÷", "deg": "°", "plusmn": "±",
    "euro": "€", "pound": "£", "yen": "¥", "cent": "¢", "sect": "§", "para": "¶",
    "shy": "\u{AD}", "zwj": "\u{200D}", "zwnj": "\u{200C}", "larr": "←", "rarr": "→",
    "uarr": "↑", "darr": "↓", "hearts": "♥", "check": "✓",
]
