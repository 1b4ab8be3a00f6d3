import Foundation

/// Reads a predicate format into a `PredicateCondition`, taking the arguments of its `%@`, `%K`,
/// `%d`, … in order: a recursive-descent parser of NSPredicate's format language.
///
///     condition  := and ((OR | ||) and)*
///     and        := not ((AND | &&) not)*
///     not        := (NOT | !) not | ( condition ) | TRUEPREDICATE | FALSEPREDICATE | comparison
///     comparison := [ANY | SOME | ALL | NONE] operand operator [options] operand
///     operand    := key path | SELF | %K | %@ … | literal | $variable | { operand, … }
struct PredicateFormatParser {
    private let tokens: [PredicateToken]
    private var index = 0
    private let arguments: [Any]
    private var argumentIndex = 0
    /// How many `NOT`s, parentheses and braces the parser is inside: bounded, so a format built
    /// from untrusted text cannot exhaust the stack.
    private var depth = 0
    private static let deepestNesting = 256

    /// Words that are never keys unless escaped with `#`.
    private static let reserved: Set<String> = [
        "AND", "OR", "NOT", "ANY", "ALL", "NONE", "SOME", "IN", "BETWEEN", "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE",
        "MATCHES", "TRUEPREDICATE", "FALSEPREDICATE", "TRUE", "YES", "FALSE", "NO", "NIL", "NULL", "SELF",
    ]
    /// Parts of the language that are read as errors rather than as keys.
    private static let unsupported: Set<String> = ["SUBQUERY", "FUNCTION", "CAST", "FIRST", "LAST", "SIZE"]

    /// The condition `format` describes, with `arguments` for its specifiers.
    static func parse(_ format: String, arguments: [Any]) throws(PredicateFormatError) -> PredicateCondition {
        var parser = PredicateFormatParser(tokens: try PredicateFormatTokenizer.tokens(in: format), arguments: arguments)
        let condition = try parser.condition()
        guard parser.current.kind == .end else { throw parser.unexpected("the end of the format") }
        return condition
    }

    private init(tokens: [PredicateToken], arguments: [Any]) {
        self.tokens = tokens
        self.arguments = arguments
    }

    private var current: PredicateToken {
        tokens[min(index, tokens.count - 1)]
    }

    private mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    /// Consumes the current token when it is one of `keywords` or `symbols`.
    private mutating func accept(_ keywords: Set<String> = [], _ symbols: Set<String> = []) -> Bool {
        let token = current
        if let keyword = token.keyword, keywords.contains(keyword) {
            advance()
            return true
        }
        if case .symbol(let symbol) = token.kind, symbols.contains(symbol) {
            advance()
            return true
        }
        return false
    }

    private func unexpected(_ expected: String) -> PredicateFormatError {
        let found: String
        switch current.kind {
        case .word(let word): found = word
        case .string(let string): found = "\"\(string)\""
        case .integer(let number): found = String(number)
        case .real(let number): found = String(number)
        case .argument(let conversion): found = "%\(conversion)"
        case .variable(let name): found = "$" + name
        case .symbol(let symbol): found = symbol
        case .end: found = "the end"
        }
        if let keyword = current.keyword, Self.unsupported.contains(keyword) {
            return PredicateFormatError(reason: "\(keyword) is not supported", position: current.position)
        }
        return PredicateFormatError(reason: "expected \(expected), found \(found)", position: current.position)
    }

    // MARK: Conditions

    private mutating func condition() throws(PredicateFormatError) -> PredicateCondition {
        var conditions = [try conjunction()]
        while accept(["OR"], ["||"]) { conditions.append(try conjunction()) }
        return conditions.count == 1 ? conditions[0] : .or(conditions)
    }

    private mutating func conjunction() throws(PredicateFormatError) -> PredicateCondition {
        var conditions = [try negation()]
        while accept(["AND"], ["&&"]) { conditions.append(try negation()) }
        return conditions.count == 1 ? conditions[0] : .and(conditions)
    }

    private mutating func negation() throws(PredicateFormatError) -> PredicateCondition {
        if accept(["NOT"], ["!"]) {
            try enterNesting()
            defer { depth -= 1 }
            return .not(try negation())
        }
        if accept([], ["("]) {
            try enterNesting()
            defer { depth -= 1 }
            let condition = try condition()
            guard accept([], [")"]) else { throw unexpected(")") }
            return condition
        }
        if accept(["TRUEPREDICATE"]) { return .constant(true) }
        if accept(["FALSEPREDICATE"]) { return .constant(false) }
        return .comparison(try comparison())
    }

    private mutating func comparison() throws(PredicateFormatError) -> PredicateComparison {
        var aggregate: PredicateComparison.Aggregate?
        switch current.keyword {
        case "ANY", "SOME": aggregate = .anyElement
        case "ALL": aggregate = .everyElement
        case "NONE": aggregate = .noElement
        default: break
        }
        if aggregate != nil { advance() }
        let left = try operand()
        let position = current.position
        let comparator = try comparisonOperator()
        let options = try comparisonOptions()
        let right = try operand()
        if comparator == .between, case .list(let bounds) = right, bounds.count != 2 {
            throw PredicateFormatError(reason: "BETWEEN needs {lower, upper}", position: position)
        }
        return try PredicateComparison(aggregate: aggregate, left: left, comparator: comparator, options: options,
                                       right: right, position: position)
    }

    private mutating func comparisonOperator() throws(PredicateFormatError) -> PredicateComparison.Operator {
        let found: PredicateComparison.Operator?
        switch current.kind {
        case .symbol(let symbol):
            switch symbol {
            case "==", "=": found = .equal
            case "!=", "<>": found = .notEqual
            case "<": found = .less
            case "<=", "=<": found = .lessOrEqual
            case ">": found = .greater
            case ">=", "=>": found = .greaterOrEqual
            default: found = nil
            }
        case .word:
            switch current.keyword {
            case "BEGINSWITH": found = .beginsWith
            case "ENDSWITH": found = .endsWith
            case "CONTAINS": found = .contains
            case "LIKE": found = .like
            case "MATCHES": found = .matches
            case "IN": found = .in
            case "BETWEEN": found = .between
            default: found = nil
            }
        default: found = nil
        }
        guard let found else { throw unexpected("a comparison operator") }
        advance()
        return found
    }

    /// `[c]`, `[d]`, `[cd]` (and `[n]`, which changes nothing here) after an operator.
    private mutating func comparisonOptions() throws(PredicateFormatError) -> String.CompareOptions {
        guard current.isSymbol("[") else { return [] }
        advance()
        guard case .word(let letters) = current.kind else { throw unexpected("c, d or n") }
        var options: String.CompareOptions = []
        for letter in letters.lowercased() {
            switch letter {
            case "c": options.insert(.caseInsensitive)
            case "d": options.insert(.diacriticInsensitive)
            case "n", "l": break
            default: throw PredicateFormatError(reason: "unknown option \(letter)", position: current.position)
            }
        }
        advance()
        guard accept([], ["]"]) else { throw unexpected("]") }
        return options
    }

    // MARK: Operands

    private mutating func operand() throws(PredicateFormatError) -> PredicateOperand {
        let token = current
        switch token.kind {
        case .string(let string):
            advance()
            return .value(string)
        case .integer(let number):
            advance()
            return .value(Int(exactly: number) ?? Double(number))
        case .real(let number):
            advance()
            return .value(number)
        case .variable(let name):
            advance()
            return .variable(name)
        case .argument(let conversion):
            advance()
            let argument = try nextArgument(at: token.position)
            if conversion == "K" {
                guard let key = KeyValueReader.unwrapped(argument) as? String else {
                    throw PredicateFormatError(reason: "%K needs a key string argument", position: token.position)
                }
                return .keyPath(KeyValuePath(keys: key.split(separator: ".").map(String.init) + (try pathContinuation())))
            }
            if conversion == "s", let text = Self.cString(argument) { return .value(text) }
            return .value(KeyValueReader.unwrapped(argument))
        case .symbol("{"):
            advance()
            try enterNesting()
            defer { depth -= 1 }
            var operands: [PredicateOperand] = []
            if accept([], ["}"]) { return .list(operands) }
            repeat { operands.append(try operand()) } while accept([], [","])
            guard accept([], ["}"]) else { throw unexpected("} or a comma") }
            return .list(operands)
        case .symbol("-"), .symbol("+"):
            advance()
            let sign: Double = token.isSymbol("-") ? -1 : 1
            switch current.kind {
            case .integer(let number):
                advance()
                let value = sign < 0 ? -number : number
                return .value(Int(exactly: value) ?? Double(value))
            case .real(let number):
                advance()
                return .value(sign * number)
            default: throw unexpected("a number")
            }
        case .symbol("@"):
            return .keyPath(KeyValuePath(keys: try pathContinuation(startingWithOperator: true)))
        case .word(let word):
            switch token.keyword {
            case "SELF":
                advance()
                return .keyPath(KeyValuePath(keys: try pathContinuation()))
            case "TRUE", "YES":
                advance()
                return .value(true)
            case "FALSE", "NO":
                advance()
                return .value(false)
            case "NIL", "NULL":
                advance()
                return .value(nil)
            case let keyword? where Self.reserved.contains(keyword) || Self.unsupported.contains(keyword):
                throw unexpected("a key or value")
            default:
                advance()
                let key = word.hasPrefix("#") ? String(word.dropFirst()) : word
                return .keyPath(KeyValuePath(keys: [key] + (try pathContinuation())))
            }
        default:
            throw unexpected("a key or value")
        }
    }

    /// The keys after a first one: `.key` or `.@operator`, repeated. With `startingWithOperator`,
    /// the current token is the `@` of a leading collection operator (`@count`).
    private mutating func pathContinuation(startingWithOperator: Bool = false) throws(PredicateFormatError) -> [String] {
        var keys: [String] = []
        var expectsKey = startingWithOperator
        while expectsKey || current.isSymbol(".") {
            if !expectsKey { advance() }
            expectsKey = false
            let isOperator = current.isSymbol("@")
            if isOperator { advance() }
            guard case .word(let word) = current.kind else { throw unexpected("a key") }
            advance()
            let key = word.hasPrefix("#") ? String(word.dropFirst()) : word
            keys.append(isOperator ? "@" + key : key)
        }
        return keys
    }

    private mutating func enterNesting() throws(PredicateFormatError) {
        guard depth < Self.deepestNesting else {
            throw PredicateFormatError(reason: "nested more than \(Self.deepestNesting) levels deep", position: current.position)
        }
        depth += 1
    }

    private mutating func nextArgument(at position: Int) throws(PredicateFormatError) -> Any? {
        guard argumentIndex < arguments.count else {
            throw PredicateFormatError(reason: "more specifiers than arguments", position: position)
        }
        defer { argumentIndex += 1 }
        return arguments[argumentIndex]
    }

    /// The text of a C string argument of `%s`.
    private static func cString(_ argument: Any?) -> String? {
        switch argument {
        case let pointer as UnsafePointer<CChar>: String(cString: pointer)
        case let pointer as UnsafeMutablePointer<CChar>: String(cString: pointer)
        default: nil
        }
    }
}
