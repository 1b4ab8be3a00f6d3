import Foundation

/// A word, symbol, literal or argument specifier of a predicate format, and where it starts.
struct PredicateToken {
    /// What a token is.
    enum Kind: Equatable {
        /// A key or keyword, as written.
        case word(String)
        /// A quoted string, its escapes resolved.
        case string(String)
        /// A whole number.
        case integer(Int64)
        /// A number with a fraction or exponent.
        case real(Double)
        /// An argument specifier: `%@`, `%K`, `%d`, … by its conversion character.
        case argument(Character)
        /// A substitution variable, `$name`.
        case variable(String)
        /// Punctuation or an operator: `(`, `==`, `&&`, …
        case symbol(String)
        /// The end of the format.
        case end
    }

    let kind: Kind
    /// The position of its first character in the format, counted from 1.
    let position: Int

    /// The keyword this token is, upper-cased, when it is a word.
    var keyword: String? {
        if case .word(let word) = kind { return word.uppercased() }
        return nil
    }

    /// Whether it is the symbol `symbol`.
    func isSymbol(_ symbol: String) -> Bool {
        kind == .symbol(symbol)
    }
}

/// Why a predicate format cannot be read, and where.
struct PredicateFormatError: Error, CustomStringConvertible {
    /// What is wrong.
    let reason: String
    /// The position in the format where it is, counted from 1.
    let position: Int

    var description: String { "\(reason) at character \(position)" }
}

/// The tokens of a predicate format.
enum PredicateFormatTokenizer {
    /// Operators of two characters, matched before those of one.
    private static let pairs: Set<String> = ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"]
    private static let singles: Set<Character> = ["=", "<", ">", "!", "(", ")", "{", "}", ",", ".", "[", "]", "@", "-", "+"]
    /// The length modifiers of C format specifiers (`%ld`, `%lld`, `%hd`, `%qd`, …).
    private static let lengthModifiers: Set<Character> = ["h", "l", "q", "z", "j", "t", "L"]
    private static let conversions: Set<Character> = ["@", "K", "d", "i", "u", "x", "X", "o", "f", "F", "e", "E", "g", "G", "s", "c"]

    /// The tokens of `format`, ending with `.end`.
    static func tokens(in format: String) throws(PredicateFormatError) -> [PredicateToken] {
        let characters = Array(format)
        var tokens: [PredicateToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let position = index + 1
            if character.isWhitespace {
                index += 1
            } else if character == "\"" || character == "'" {
                let (text, next) = try string(in: characters, from: index)
                tokens.append(PredicateToken(kind: .string(text), position: position))
                index = next
            } else if character.isASCII, character.isNumber {
                let (kind, next) = try number(in: characters, from: index)
                tokens.append(PredicateToken(kind: kind, position: position))
                index = next
            } else if isWordStart(character) || character == "#" {
                // `#` lets a key have a keyword's name (`#IN`), as on Apple's platforms.
                var end = index + 1
                while end < characters.count, isWordPart(characters[end]) { end += 1 }
                let word = String(characters[(character == "#" ? index + 1 : index)..<end])
                guard !word.isEmpty else { throw PredicateFormatError(reason: "expected a key after #", position: position) }
                tokens.append(PredicateToken(kind: .word(character == "#" ? "#" + word : word), position: position))
                index = end
            } else if character == "$" {
                var end = index + 1
                while end < characters.count, isWordPart(characters[end]) { end += 1 }
                guard end > index + 1 else { throw PredicateFormatError(reason: "expected a variable name after $", position: position) }
                tokens.append(PredicateToken(kind: .variable(String(characters[(index + 1)..<end])), position: position))
                index = end
            } else if character == "%" {
                var end = index + 1
                while end < characters.count, lengthModifiers.contains(characters[end]) { end += 1 }
                guard end < characters.count, conversions.contains(characters[end]) else {
                    throw PredicateFormatError(reason: "unknown argument specifier", position: position)
                }
                tokens.append(PredicateToken(kind: .argument(characters[end]), position: position))
                index = end + 1
            } else if index + 1 < characters.count, pairs.contains(String(characters[index...(index + 1)])) {
                tokens.append(PredicateToken(kind: .symbol(String(characters[index...(index + 1)])), position: position))
                index += 2
            } else if singles.contains(character) {
                tokens.append(PredicateToken(kind: .symbol(String(character)), position: position))
                index += 1
            } else {
                throw PredicateFormatError(reason: "unexpected character \(character)", position: position)
            }
        }
        tokens.append(PredicateToken(kind: .end, position: characters.count + 1))
        return tokens
    }

    private static func isWordStart(_ character: Character) -> Bool {
        character == "_" || character.isLetter
    }

    private static func isWordPart(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    /// A string quoted by the character at `start`, and the index after its closing quote.
    private static func string(in characters: [Character], from start: Int) throws(PredicateFormatError) -> (String, Int) {
        let quote = characters[start]
        var text = ""
        var index = start + 1
        while index < characters.count {
            let character = characters[index]
            if character == quote { return (text, index + 1) }
            if character == "\\", index + 1 < characters.count {
                let escaped = characters[index + 1]
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "0": text.append("\0")
                case "u" where index + 5 < characters.count:
                    let hex = String(characters[(index + 2)...(index + 5)])
                    guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
                        throw PredicateFormatError(reason: "invalid \\u escape", position: index + 1)
                    }
                    text.unicodeScalars.append(scalar)
                    index += 4
                default: text.append(escaped)
                }
                index += 2
            } else {
                text.append(character)
                index += 1
            }
        }
        throw PredicateFormatError(reason: "unterminated string", position: start + 1)
    }

    /// A number starting at `start` (decimal, or hexadecimal after `0x`), and the index after it.
    private static func number(in characters: [Character], from start: Int) throws(PredicateFormatError) -> (PredicateToken.Kind, Int) {
        var index = start
        if characters[index] == "0", index + 1 < characters.count, characters[index + 1] == "x" || characters[index + 1] == "X" {
            index += 2
            while index < characters.count, characters[index].isHexDigit { index += 1 }
            guard let value = Int64(String(characters[(start + 2)..<index]), radix: 16) else {
                throw PredicateFormatError(reason: "invalid hexadecimal number", position: start + 1)
            }
            return (.integer(value), index)
        }
        var isReal = false
        while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
        if index + 1 < characters.count, characters[index] == ".", characters[index + 1].isASCII, characters[index + 1].isNumber {
            isReal = true
            index += 1
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
        }
        if index < characters.count, characters[index] == "e" || characters[index] == "E" {
            var end = index + 1
            if end < characters.count, characters[end] == "-" || characters[end] == "+" { end += 1 }
            if end < characters.count, characters[end].isASCII, characters[end].isNumber {
                isReal = true
                index = end
                while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
            }
        }
        let text = String(characters[start..<index])
        if !isReal, let value = Int64(text) { return (.integer(value), index) }
        guard let value = Double(text) else { throw PredicateFormatError(reason: "invalid number \(text)", position: start + 1) }
        return (.real(value), index)
    }
}
