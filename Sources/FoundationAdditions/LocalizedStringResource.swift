import Foundation

/// A reference to a localizable string, resolved later (in a view, or with
/// `String(localized:)`), as Foundation's `LocalizedStringResource`.
public struct LocalizedStringResource: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Where a resource's table is.
    public enum BundleDescription: Equatable, Hashable, Sendable {
        /// The main bundle.
        case main
        /// The bundle at a URL.
        case atURL(URL)

        /// The bundle it describes (the main bundle when the URL holds none).
        var bundle: Bundle {
            switch self {
            case .main: return .main
            case .atURL(let url): return Bundle(url: url) ?? .main
            }
        }
    }

    /// The key looked up.
    public var key: String
    /// The text shown when no table has the key.
    public var defaultValue: String.LocalizationValue
    /// The table (`nil` for `Localizable`).
    public var table: String?
    /// The locale it resolves for.
    public var locale: Locale
    /// The bundle whose tables hold it.
    public var bundle: BundleDescription

    /// A resource whose key is its value.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
                comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource with a key and a default value.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource from a string literal.
    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    /// A resource from an interpolated string literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The resolved text.
    public var description: String { String(localized: self) }
}
