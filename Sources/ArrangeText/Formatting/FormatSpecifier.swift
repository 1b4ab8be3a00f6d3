import ArrangeCore
import Foundation

/// A value that string interpolation in a `LocalizedStringKey` formats with a printf-style
/// specifier, as in SwiftUI: integers with `%lld` (or `%llu`), floating-point numbers with
/// `%lf`, so `Text("\(3.5)")` shows "3.500000", as SwiftUI does. The specifier is applied with
/// the environment's locale (its decimal separator: "3,500000" in German).
public protocol _FormatSpecifiable: Equatable {
    /// The argument given to the format.
    associatedtype _Arg: CVarArg
    /// The value as the format's argument.
    var _arg: _Arg { get }
    /// The default specifier of the type.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    /// The value as the format's argument.
    public var _arg: Int64 { Int64(self) }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    /// The value as the format's argument.
    public var _arg: Int32 { Int32(self) }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    /// The value as the format's argument.
    public var _arg: Int32 { Int32(self) }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    /// The value as the format's argument.
    public var _arg: Int32 { self }
    /// `%d`.
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    /// The value as the format's argument.
    public var _arg: Int64 { self }
    /// `%lld`.
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    /// The value as the format's argument.
    public var _arg: UInt64 { UInt64(self) }
    /// `%llu`.
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    /// The value as the format's argument.
    public var _arg: UInt32 { UInt32(self) }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    /// The value as the format's argument.
    public var _arg: UInt32 { UInt32(self) }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    /// The value as the format's argument.
    public var _arg: UInt32 { self }
    /// `%u`.
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    /// The value as the format's argument.
    public var _arg: UInt64 { self }
    /// `%llu`.
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    /// The value as the format's argument.
    public var _arg: Float { self }
    /// `%f`.
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    /// The value as the format's argument.
    public var _arg: Double { self }
    /// `%lf`.
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    /// The value as the format's argument.
    public var _arg: CGFloat { self }
    /// `%lf`.
    public var _specifier: String { "%lf" }
}

/// A number shown through a printf-style specifier in the environment's locale.
///
/// The specifier is checked before it is used, because a wrong one is undefined behaviour in
/// C's formatting (`%@` or `%s` with a number reads memory that is not there): it must hold
/// exactly one conversion of the value's kind (`d i o u x X` for integers, `f F e E g G a A`
/// for floating-point numbers), with flags, a width and a precision of at most 1,000, an
/// optional `1$` and length modifiers (`l` for floating-point numbers); `%%` is a percent sign. Anything else is reported and
/// the type's default specifier is used instead.
struct SpecifiedValue<T: _FormatSpecifiable>: TextFormattable, Equatable, @unchecked Sendable {
    // @unchecked: the numbers that conform are Sendable values.
    let value: T
    let specifier: String

    /// The number's own specifier (`%lld`, `%lf`), as the key of a localised string has it.
    var keySpecifier: String { value._specifier }

    func string(in environment: EnvironmentValues, report: (String) -> Void) -> String {
        let isFloatingPoint = T._Arg.self == Double.self || T._Arg.self == Float.self || T._Arg.self == CGFloat.self
        var format = specifier
        if !FormatSpecifierCheck.isValid(specifier, floatingPoint: isFloatingPoint) {
            report("The format specifier \"\(specifier)\" does not format one \(T.self) value; using \"\(value._specifier)\".")
            format = value._specifier
        }
        return String(format: format, locale: environment.locale, value._arg)
    }
}

/// Checks printf-style specifiers (see `SpecifiedValue`).
enum FormatSpecifierCheck {
    static let maximumWidth = 1000

    static func isValid(_ specifier: String, floatingPoint: Bool) -> Bool {
        let scalars = Array(specifier.unicodeScalars)
        var i = 0
        var conversions = 0
        func number() -> Int? {
            var value = 0
            var digits = 0
            while i < scalars.count, (48...57).contains(scalars[i].value) {
                value = min(value * 10 + Int(scalars[i].value - 48), maximumWidth + 1)
                digits += 1
                i += 1
            }
            return digits > 0 ? value : nil
        }
        while i < scalars.count {
            guard scalars[i] == "%" else { i += 1; continue }
            i += 1
            guard i < scalars.count else { return false }
            if scalars[i] == "%" { i += 1; continue }
            // Argument position: only the one argument there is.
            let start = i
            if let position = number(), i < scalars.count, scalars[i] == "$" {
                guard position == 1 else { return false }
                i += 1
            } else {
                i = start
            }
            while i < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[i]) { i += 1 }
            if let width = number(), width > maximumWidth { return false }
            if i < scalars.count, scalars[i] == "." {
                i += 1
                if let precision = number(), precision > maximumWidth { return false }
            }
            // Length modifiers that read another kind of argument (`L`: a long double) are not
            // allowed: a Double or an integer is what is passed.
            let modifiers = floatingPoint ? "l" : "hlqzjt"
            while i < scalars.count, modifiers.unicodeScalars.contains(scalars[i]) { i += 1 }
            guard i < scalars.count else { return false }
            let conversion = scalars[i]
            let allowed = floatingPoint ? "fFeEgGaA" : "diouxX"
            guard allowed.unicodeScalars.contains(conversion) else { return false }
            conversions += 1
            i += 1
        }
        return conversions == 1
    }
}
