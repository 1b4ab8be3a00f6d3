import Foundation

/// Conversions between the values a store keeps (`Any`) and the Swift types an object's
/// properties declare: an optional is unwrapped before storing, numbers convert between widths,
/// and a property with no value reads as `nil`, zero, `false` or empty, as Core Data's scalars do.
enum ManagedValue {
    /// `value` without its optional layers; `nil` when it is an empty optional.
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    /// `stored` as a `Value`, converting numbers; the empty value of `Value` when there is none.
    static func read<Value>(_ stored: Any?, as type: Value.Type) -> Value? {
        if let stored = unwrapped(stored) {
            if let value = stored as? Value { return value }
            if let number = number(stored), let converted = convert(number, to: type) { return converted }
        }
        return empty(type)
    }

    /// The value a property of type `Value` reads as when nothing is stored.
    static func empty<Value>(_ type: Value.Type) -> Value? {
        if let optional = type as? any ExpressibleByNilLiteral.Type { return optional.init(nilLiteral: ()) as? Value }
        if let number = convert(0, to: type) { return number }
        switch type {
        case is String.Type: return "" as? Value
        case is Data.Type: return Data() as? Value
        case is Date.Type: return Date(timeIntervalSinceReferenceDate: 0) as? Value
        case is NSSet.Type: return NSSet() as? Value
        case is NSOrderedSet.Type: return NSOrderedSet() as? Value
        default: return nil
        }
    }

    /// A stored number as a `Double`.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let value as Int: Double(value)
        case let value as Int16: Double(value)
        case let value as Int32: Double(value)
        case let value as Int64: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Bool: value ? 1 : 0
        case let value as Decimal: NSDecimalNumber(decimal: value).doubleValue
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    /// A number as a `Value` of a numeric type.
    static func convert<Value>(_ number: Double, to type: Value.Type) -> Value? {
        switch type {
        case is Int.Type: return Int(exactly: number.rounded(.towardZero)) as? Value
        case is Int16.Type: return Int16(exactly: number.rounded(.towardZero)) as? Value
        case is Int32.Type: return Int32(exactly: number.rounded(.towardZero)) as? Value
        case is Int64.Type: return Int64(exactly: number.rounded(.towardZero)) as? Value
        case is Double.Type: return number as? Value
        case is Float.Type: return Float(number) as? Value
        case is Bool.Type: return (number != 0) as? Value
        case is Decimal.Type: return Decimal(number) as? Value
        case is NSNumber.Type: return NSNumber(value: number) as? Value
        default: return nil
        }
    }
}
