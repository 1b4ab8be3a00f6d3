/// A message logged with `Logger`, made from a string literal with interpolations, as in Apple's
/// `OSLog`. Interpolated values take privacy, alignment and format arguments, as there; Arrange
/// writes every value as it is (see `Logger`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    let text: String

    /// Creates a message from a string literal.
    public init(stringLiteral value: String) {
        text = value
    }

    /// Creates a message from an interpolated string literal.
    public init(stringInterpolation: OSLogInterpolation) {
        text = stringInterpolation.text
    }
}

/// Builds the text of an `OSLogMessage`.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    /// Creates an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends a literal segment.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// Appends a string.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += argumentString()
    }

    /// Appends an integer.
    public mutating func appendInterpolation<T: BinaryInteger>(_ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += format.isHexadecimal ? String(number(), radix: 16) : String(number())
    }

    /// Appends a floating-point number.
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ number: @autoclosure @escaping () -> T, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += "\(Double(number()))"
    }

    /// Appends a Boolean.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        let value = boolean()
        text += format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
    }

    /// Appends any other value, through its description.
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {
        text += String(describing: value())
    }

    /// Appends an error, through its description.
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto) {
        text += String(describing: error())
    }
}

/// The privacy of an interpolated value, as in Apple's `OSLog` (kept; Arrange writes values as
/// they are).
public struct OSLogPrivacy: Equatable, Sendable {
    let kind: Int
    /// Values are redacted unless they are scalars.
    public static var auto: OSLogPrivacy { OSLogPrivacy(kind: 0) }
    /// Values are shown.
    public static var `public`: OSLogPrivacy { OSLogPrivacy(kind: 1) }
    /// Values are redacted in logs.
    public static var `private`: OSLogPrivacy { OSLogPrivacy(kind: 2) }
    /// Values are redacted even in debug contexts.
    public static var sensitive: OSLogPrivacy { OSLogPrivacy(kind: 3) }

    /// The mask used to redact a private value.
    public struct Mask: Equatable, Sendable {
        let kind: Int
        /// A hash of the value stands in for it.
        public static var hash: Mask { Mask(kind: 1) }
        /// No mask.
        public static var none: Mask { Mask(kind: 0) }
    }

    /// Private values, redacted with a mask.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 2) }
    /// Values redacted with a mask.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 0) }
    /// Sensitive values, redacted with a mask.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 3) }
}

/// How an interpolated string is aligned in its column (kept; not applied).
public struct OSLogStringAlignment: Sendable {
    let width: Int
    /// No alignment.
    public static var none: OSLogStringAlignment { OSLogStringAlignment(width: 0) }
    /// Right-aligned in a column of `columns` characters.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(width: columns()) }
    /// Left-aligned in a column of `columns` characters.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment { OSLogStringAlignment(width: -columns()) }
}

/// How an interpolated integer is written.
public struct OSLogIntegerFormatting: Sendable {
    let isHexadecimal: Bool
    /// In decimal.
    public static var decimal: OSLogIntegerFormatting { OSLogIntegerFormatting(isHexadecimal: false) }
    /// In decimal, with options (kept).
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting { .decimal }
    /// In hexadecimal.
    public static var hex: OSLogIntegerFormatting { OSLogIntegerFormatting(isHexadecimal: true) }
    /// In hexadecimal, with options (kept).
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: @autoclosure () -> Int = 0) -> OSLogIntegerFormatting { .hex }
}

/// How an interpolated floating-point number is written (kept; written in full).
public struct OSLogFloatFormatting: Sendable {
    let style: Int
    /// Fixed notation.
    public static var fixed: OSLogFloatFormatting { OSLogFloatFormatting(style: 0) }
    /// Fixed notation with a precision.
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
    /// Exponential notation.
    public static var exponential: OSLogFloatFormatting { OSLogFloatFormatting(style: 1) }
    /// Hexadecimal notation.
    public static var hex: OSLogFloatFormatting { OSLogFloatFormatting(style: 2) }
}

/// How an interpolated Boolean is written.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer
}
