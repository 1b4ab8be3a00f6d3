import Foundation

/// A value read by key, in the form predicates and sort descriptors compare it: numbers of any
/// kind (`Int`, `Double`, `Bool`, `NSNumber`, `Decimal`) compare with each other, strings with
/// strings, dates with dates, UUIDs with UUIDs, and anything else by equality alone.
enum DynamicValue {
    case null
    case integer(Int64)
    case real(Double)
    case string(String)
    case date(Date)
    case uuid(UUID)
    case other(Any)

    /// The form of `value`; optionals are unwrapped and an enumeration with raw values stands for
    /// its raw value.
    init(_ value: Any?) {
        guard let value = KeyValueReader.unwrapped(value) else {
            self = .null
            return
        }
        // NSNumber first: casting one to `Bool` or `Int` succeeds or fails by its value, not its kind.
        if let number = value as? NSNumber, type(of: value) is NSNumber.Type {
            self = Self(number)
            return
        }
        switch value {
        case let string as String: self = .string(string)
        case let string as Substring: self = .string(String(string))
        case let flag as Bool: self = .integer(flag ? 1 : 0)
        case let number as Int: self = .integer(Int64(number))
        case let number as Int8: self = .integer(Int64(number))
        case let number as Int16: self = .integer(Int64(number))
        case let number as Int32: self = .integer(Int64(number))
        case let number as Int64: self = .integer(number)
        case let number as UInt8: self = .integer(Int64(number))
        case let number as UInt16: self = .integer(Int64(number))
        case let number as UInt32: self = .integer(Int64(number))
        case let number as UInt: self = Int64(exactly: number).map { .integer($0) } ?? .real(Double(number))
        case let number as UInt64: self = Int64(exactly: number).map { .integer($0) } ?? .real(Double(number))
        case let number as Double: self = .real(number)
        case let number as Float: self = .real(Double(number))
        case let number as CGFloat: self = .real(Double(number))
        case let number as Decimal: self = .real(NSDecimalNumber(decimal: number).doubleValue)
        case let date as Date: self = .date(date)
        case let uuid as UUID: self = .uuid(uuid)
        case let raw as any RawRepresentable: self = DynamicValue(Self.rawValue(of: raw))
        default: self = .other(value)
        }
    }

    private init(_ number: NSNumber) {
        switch String(cString: number.objCType) {
        case "f", "d": self = .real(number.doubleValue)
        case "Q", "L":
            let unsigned = number.uint64Value
            self = Int64(exactly: unsigned).map { .integer($0) } ?? .real(Double(unsigned))
        default: self = .integer(number.int64Value)
        }
    }

    private static func rawValue<Value: RawRepresentable>(of value: Value) -> Any {
        value.rawValue
    }

    /// Whether this is the absence of a value.
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The text of a string value; `nil` for other values.
    var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The value as a Swift value: `Int`, `Double`, `String`, `Date`, `UUID`, or what it was read as.
    var object: Any? {
        switch self {
        case .null: nil
        case .integer(let number): Int(exactly: number) ?? Double(number)
        case .real(let number): number
        case .string(let string): string
        case .date(let date): date
        case .uuid(let uuid): uuid
        case .other(let value): value
        }
    }

    /// Whether the two values are equal; strings are compared with `options`.
    func isEqual(to other: DynamicValue, options: String.CompareOptions = []) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.string(let left), .string(let right)):
            return options.isEmpty ? left == right : left.compare(right, options: options) == .orderedSame
        case (.date(let left), .date(let right)): return left == right
        case (.uuid(let left), .uuid(let right)): return left == right
        case (.other(let left), .other(let right)): return Self.objectsEqual(left, right)
        default: return order(to: other, options: options) == .orderedSame
        }
    }

    /// The order of the two values, or `nil` when they cannot be ordered (either is `nil`, or
    /// they are of different kinds); strings are compared with `options`.
    func order(to other: DynamicValue, options: String.CompareOptions = []) -> ComparisonResult? {
        switch (self, other) {
        case (.integer(let left), .integer(let right)): return Self.order(left, right)
        case (.integer(let left), .real(let right)): return Self.order(Double(left), right)
        case (.real(let left), .integer(let right)): return Self.order(left, Double(right))
        case (.real(let left), .real(let right)): return Self.order(left, right)
        case (.string(let left), .string(let right)): return left.compare(right, options: options)
        case (.date(let left), .date(let right)): return Self.order(left, right)
        case (.uuid(let left), .uuid(let right)): return left.uuidString.compare(right.uuidString)
        default: return nil
        }
    }

    /// The order for sorting: `nil` before any value, as Core Data sorts on iOS, and values that
    /// cannot be ordered as the same.
    func sortOrder(to other: DynamicValue) -> ComparisonResult {
        switch (isNull, other.isNull) {
        case (true, true): .orderedSame
        case (true, false): .orderedAscending
        case (false, true): .orderedDescending
        case (false, false): order(to: other) ?? .orderedSame
        }
    }

    /// The sum of the numbers among `values`: an integer while every one is, else a real number.
    static func sum(of values: [DynamicValue]) -> DynamicValue {
        var integer: Int64 = 0
        var real = 0.0
        var isInteger = true
        for value in values {
            switch value {
            case .integer(let number):
                let (total, overflow) = integer.addingReportingOverflow(number)
                if overflow { isInteger = false } else { integer = total }
                real += Double(number)
            case .real(let number):
                isInteger = false
                real += number
            default: continue
            }
        }
        return isInteger ? .integer(integer) : .real(real)
    }

    /// The mean of the numbers among `values`, or `nil` when there are none.
    static func average(of values: [DynamicValue]) -> DynamicValue {
        let numbers = values.filter {
            switch $0 {
            case .integer, .real: true
            default: false
            }
        }
        guard !numbers.isEmpty else { return .null }
        switch sum(of: numbers) {
        case .integer(let total): return .real(Double(total) / Double(numbers.count))
        case .real(let total): return .real(total / Double(numbers.count))
        default: return .null
        }
    }

    private static func order<Value: Comparable>(_ left: Value, _ right: Value) -> ComparisonResult {
        left < right ? .orderedAscending : right < left ? .orderedDescending : .orderedSame
    }

    /// Equality of values of no known kind: hashable values by `==` (objects by `isEqual`),
    /// other objects by identity.
    private static func objectsEqual(_ left: Any, _ right: Any) -> Bool {
        if let left = left as? AnyHashable, let right = right as? AnyHashable { return left == right }
        if type(of: left) is AnyClass, type(of: right) is AnyClass {
            return ObjectIdentifier(left as AnyObject) == ObjectIdentifier(right as AnyObject)
        }
        return false
    }
}
