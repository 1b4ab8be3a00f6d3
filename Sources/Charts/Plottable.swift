import Arrange
import Foundation

/// A type whose values can be plotted, as Swift Charts' `Plottable`: it converts to and from a
/// primitive plottable value (a number, a string or a date).
public protocol Plottable {
    /// The primitive type it converts to.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value as a primitive.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value of a primitive, or `nil` when it has none.
    init?(primitivePlottable: PrimitivePlottable)
}

/// A primitive plottable type: numbers, strings and dates.
public protocol PrimitivePlottableProtocol: Plottable {}

extension Plottable where Self: PrimitivePlottableProtocol {
    /// The value itself.
    public var primitivePlottable: Self { self }
    /// The primitive itself.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, Self.RawValue: PrimitivePlottableProtocol {
    /// The raw value.
    public var primitivePlottable: RawValue { rawValue }
    /// The value of a raw value.
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension String: PrimitivePlottableProtocol {}
extension Int: PrimitivePlottableProtocol {}
extension Int8: PrimitivePlottableProtocol {}
extension Int16: PrimitivePlottableProtocol {}
extension Int32: PrimitivePlottableProtocol {}
extension Int64: PrimitivePlottableProtocol {}
extension UInt: PrimitivePlottableProtocol {}
extension UInt8: PrimitivePlottableProtocol {}
extension UInt16: PrimitivePlottableProtocol {}
extension UInt32: PrimitivePlottableProtocol {}
extension UInt64: PrimitivePlottableProtocol {}
extension Double: PrimitivePlottableProtocol {}
extension Float: PrimitivePlottableProtocol {}
extension CGFloat: PrimitivePlottableProtocol {}
extension Date: PrimitivePlottableProtocol {}
extension Decimal: PrimitivePlottableProtocol {}

/// A plotted value as the chart uses it (Arrange's own).
enum PlotValue: Hashable, Sendable {
    case number(Double)
    case category(String)
    case date(Date)

    init<P: Plottable>(_ value: P) {
        switch value.primitivePlottable as Any {
        case let text as String: self = .category(text)
        case let date as Date: self = .date(date)
        case let number as Double: self = .number(number)
        case let number as Float: self = .number(Double(number))
        case let number as CGFloat: self = .number(Double(number))
        case let number as Decimal: self = .number(NSDecimalNumber(decimal: number).doubleValue)
        case let number as any BinaryInteger: self = .number(Double(number))
        default: self = .category(String(describing: value.primitivePlottable))
        }
    }

    /// The value on a continuous axis (dates as seconds).
    var number: Double? {
        switch self {
        case .number(let number): number
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }

    /// The value as a series or category name.
    var name: String {
        switch self {
        case .number(let number): number.formatted()
        case .category(let text): text
        case .date(let date): date.formatted(.dateTime.month(.abbreviated).day())
        }
    }
}

/// A value with its label, as Swift Charts' `PlottableValue` (`.value("Sales", 42)`).
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: PlotValue
    /// The calendar unit a date value stands for (a bar a day wide), when given.
    let unit: Calendar.Component?

    /// A value with a label.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: PlotValue(value), unit: nil)
    }

    /// A value with a localized label.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", value: PlotValue(value), unit: nil)
    }

    /// A value with a label of text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", value: PlotValue(value), unit: nil)
    }
}

extension PlottableValue where Value == Date {
    /// A date standing for a unit of time (a bar covers the day, month… it is in).
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: String(label), value: .date(value), unit: unit)
    }

    /// A date standing for a unit of time, with a localized label.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: "", value: .date(value), unit: unit)
    }
}
