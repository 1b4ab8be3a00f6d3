import Foundation

/// What a predicate format says, parsed: comparisons and how they combine.
indirect enum PredicateCondition: CustomStringConvertible {
    /// `TRUEPREDICATE` or `FALSEPREDICATE`.
    case constant(Bool)
    /// `NOT condition`.
    case not(PredicateCondition)
    /// `a AND b AND …`.
    case and([PredicateCondition])
    /// `a OR b OR …`.
    case or([PredicateCondition])
    /// `left operator right`, possibly over the elements of `left`.
    case comparison(PredicateComparison)

    /// Whether `object` satisfies the condition, with `$variables` taken from `bindings`.
    func evaluate(_ object: Any?, _ bindings: [String: Any]?) -> Bool {
        switch self {
        case .constant(let value): value
        case .not(let condition): !condition.evaluate(object, bindings)
        case .and(let conditions): conditions.allSatisfy { $0.evaluate(object, bindings) }
        case .or(let conditions): conditions.contains { $0.evaluate(object, bindings) }
        case .comparison(let comparison): comparison.evaluate(object, bindings)
        }
    }

    /// Whether its text joins conditions with `AND` or `OR`, and so needs parentheses inside another.
    private var isCompound: Bool {
        switch self {
        case .and, .or: true
        default: false
        }
    }

    /// The canonical text: keywords upper-cased, `==`, `!=`, `<=` and `>=` for the operators' other
    /// spellings, arguments in place, and parentheses only around nested `AND` and `OR`.
    var description: String {
        switch self {
        case .constant(let value): value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        case .not(let condition): "NOT " + condition.nestedDescription
        case .and(let conditions): conditions.map(\.nestedDescription).joined(separator: " AND ")
        case .or(let conditions): conditions.map(\.nestedDescription).joined(separator: " OR ")
        case .comparison(let comparison): comparison.description
        }
    }

    private var nestedDescription: String {
        isCompound ? "(\(description))" : description
    }
}

/// A comparison of two operands, such as `title BEGINSWITH[c] "A"` or `ANY tags.name == "x"`.
struct PredicateComparison: CustomStringConvertible {
    /// How a comparison applies to the elements of a to-many left side.
    enum Aggregate: String {
        case anyElement = "ANY", everyElement = "ALL", noElement = "NONE"
    }

    /// A comparison operator.
    enum Operator: String {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", contains = "CONTAINS", like = "LIKE", matches = "MATCHES"
        case `in` = "IN", between = "BETWEEN"
    }

    let aggregate: Aggregate?
    let left: PredicateOperand
    let comparator: Operator
    /// `.caseInsensitive` for `[c]`, `.diacriticInsensitive` for `[d]`.
    let options: String.CompareOptions
    let right: PredicateOperand
    /// The regular expression of `LIKE` or `MATCHES` when the right side is a constant string,
    /// compiled once rather than at each evaluation.
    let pattern: NSRegularExpression?

    init(aggregate: Aggregate?, left: PredicateOperand, comparator: Operator, options: String.CompareOptions,
         right: PredicateOperand, position: Int) throws(PredicateFormatError) {
        self.aggregate = aggregate
        self.left = left
        self.comparator = comparator
        self.options = options
        self.right = right
        if comparator == .like || comparator == .matches, case .value(let value) = right, let text = value as? String {
            guard let expression = Self.expression(for: text, comparator: comparator, options: options) else {
                throw PredicateFormatError(reason: "invalid regular expression \"\(text)\"", position: position)
            }
            pattern = expression
        } else {
            pattern = nil
        }
    }

    func evaluate(_ object: Any?, _ bindings: [String: Any]?) -> Bool {
        let leftValue = left.value(of: object, bindings)
        let rightValue = right.value(of: object, bindings)
        guard let aggregate else { return test(leftValue, rightValue) }
        let elements = KeyValueReader.elements(of: leftValue) ?? (KeyValueReader.unwrapped(leftValue).map { [$0] } ?? [])
        switch aggregate {
        case .anyElement: return elements.contains { test($0, rightValue) }
        case .everyElement: return elements.allSatisfy { test($0, rightValue) }
        case .noElement: return !elements.contains { test($0, rightValue) }
        }
    }

    /// Whether `leftValue operator rightValue` holds.
    private func test(_ leftValue: Any?, _ rightValue: Any?) -> Bool {
        let left = DynamicValue(leftValue), right = DynamicValue(rightValue)
        switch comparator {
        case .equal: return left.isEqual(to: right, options: options)
        case .notEqual: return !left.isEqual(to: right, options: options)
        case .less: return left.order(to: right, options: options) == .orderedAscending
        case .lessOrEqual: return [.orderedAscending, .orderedSame].contains(left.order(to: right, options: options))
        case .greater: return left.order(to: right, options: options) == .orderedDescending
        case .greaterOrEqual: return [.orderedDescending, .orderedSame].contains(left.order(to: right, options: options))
        case .beginsWith, .endsWith:
            // An empty prefix or suffix matches nothing, as with `NSString.hasPrefix(_:)` on Apple's platforms.
            guard let string = left.string.map(fold), let part = right.string.map(fold), !part.isEmpty else { return false }
            return comparator == .beginsWith ? string.hasPrefix(part) : string.hasSuffix(part)
        case .contains:
            if let elements = KeyValueReader.elements(of: leftValue) {
                return elements.contains { DynamicValue($0).isEqual(to: right, options: options) }
            }
            guard let string = left.string.map(fold), let part = right.string.map(fold), !part.isEmpty else { return false }
            return string.contains(part)
        case .in:
            if let elements = KeyValueReader.elements(of: rightValue) {
                return elements.contains { left.isEqual(to: DynamicValue($0), options: options) }
            }
            if let unwrapped = KeyValueReader.unwrapped(rightValue), let dictionary = KeyValueReader.dictionary(unwrapped) {
                return dictionary.values.contains { left.isEqual(to: DynamicValue($0), options: options) }
            }
            guard let part = left.string.map(fold), let string = right.string.map(fold), !part.isEmpty else { return false }
            return string.contains(part)
        case .between:
            guard let bounds = KeyValueReader.elements(of: rightValue), bounds.count == 2,
                  let lower = left.order(to: DynamicValue(bounds[0]), options: options),
                  let upper = left.order(to: DynamicValue(bounds[1]), options: options) else { return false }
            return lower != .orderedAscending && upper != .orderedDescending
        case .like, .matches:
            guard let string = left.string,
                  let expression = pattern ?? right.string.flatMap({ Self.expression(for: $0, comparator: comparator, options: options) })
            else { return false }
            let subject = options.contains(.diacriticInsensitive) ? string.folding(options: .diacriticInsensitive, locale: nil) : string
            return expression.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
        }
    }

    /// `string` as the options compare it: without case or diacritics when they say so.
    private func fold(_ string: String) -> String {
        options.isEmpty ? string : string.folding(options: options, locale: nil)
    }

    /// The whole-string regular expression of a `LIKE` pattern (`*` any characters, `?` one,
    /// `\` escaping the next) or of a `MATCHES` expression; `nil` when it is not valid.
    private static func expression(for text: String, comparator: Operator, options: String.CompareOptions) -> NSRegularExpression? {
        let source = options.contains(.diacriticInsensitive) ? text.folding(options: .diacriticInsensitive, locale: nil) : text
        var body = ""
        if comparator == .matches {
            body = source
        } else {
            var isEscaped = false
            for character in source {
                switch (isEscaped, character) {
                case (false, "\\"): isEscaped = true; continue
                case (false, "*"): body += ".*"
                case (false, "?"): body += "."
                default: body += NSRegularExpression.escapedPattern(for: String(character))
                }
                isEscaped = false
            }
        }
        var regularOptions: NSRegularExpression.Options = [.dotMatchesLineSeparators]
        if options.contains(.caseInsensitive) { regularOptions.insert(.caseInsensitive) }
        return try? NSRegularExpression(pattern: "\\A(?:\(body))\\z", options: regularOptions)
    }

    var description: String {
        var flags = ""
        if options.contains(.caseInsensitive) { flags += "c" }
        if options.contains(.diacriticInsensitive) { flags += "d" }
        let prefix = aggregate.map { $0.rawValue + " " } ?? ""
        return "\(prefix)\(left) \(comparator.rawValue)\(flags.isEmpty ? "" : "[\(flags)]") \(right)"
    }
}

/// One side of a comparison: a key path, a constant, a substitution variable or a list.
indirect enum PredicateOperand: CustomStringConvertible {
    /// A key path read from the evaluated object; no keys for `SELF`.
    case keyPath(KeyValuePath)
    /// A literal or an argument.
    case value(Any?)
    /// `$name`, read from the substitution variables.
    case variable(String)
    /// `{a, b, …}`.
    case list([PredicateOperand])

    /// The operand's value for `object`; a list is an array with `NSNull` for missing values.
    func value(of object: Any?, _ bindings: [String: Any]?) -> Any? {
        switch self {
        case .keyPath(let path): path.value(of: object)
        case .value(let value): value
        case .variable(let name): bindings?[name]
        case .list(let operands): operands.map { $0.value(of: object, bindings) ?? NSNull() }
        }
    }

    var description: String {
        switch self {
        case .keyPath(let path): path.description
        case .value(let value): Self.literal(value)
        case .variable(let name): "$" + name
        case .list(let operands): "{" + operands.map(\.description).joined(separator: ", ") + "}"
        }
    }

    /// A value as a format writes it: strings quoted, dates as Apple's platforms print them.
    private static func literal(_ value: Any?) -> String {
        guard let value = KeyValueReader.unwrapped(value) else { return "nil" }
        if let flag = value as? Bool, !(type(of: value) is NSNumber.Type) { return flag ? "TRUE" : "FALSE" }
        if let elements = KeyValueReader.elements(of: value) {
            return "{" + elements.map { literal($0) }.joined(separator: ", ") + "}"
        }
        switch DynamicValue(value) {
        case .null: return "nil"
        case .integer(let number): return String(number)
        case .real(let number): return String(number)
        case .string(let string): return quoted(string)
        case .date(let date): return "CAST(\(String(format: "%f", date.timeIntervalSinceReferenceDate)), \"NSDate\")"
        case .uuid(let uuid): return quoted(uuid.uuidString)
        case .other(let other): return String(describing: other)
        }
    }

    private static func quoted(_ string: String) -> String {
        var text = "\""
        for character in string {
            switch character {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            default: text.append(character)
            }
        }
        return text + "\""
    }
}
