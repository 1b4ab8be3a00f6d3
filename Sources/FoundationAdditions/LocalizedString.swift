import Foundation

extension String {
    /// The translation of `keyAndValue` for `locale` from `table` (default `Localizable`) in
    /// `bundle` (default the main bundle), with its values in place; the value itself when no
    /// table has the key.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.localized(keyAndValue.key, default: keyAndValue, arguments: keyAndValue.arguments, table: table,
                              bundle: bundle ?? .main, locale: locale)
    }

    /// The translation of `key` for `locale` from `table` in `bundle`, with `defaultValue`'s
    /// values in place; `defaultValue` when no table has the key.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.localized("\(key)", default: defaultValue, arguments: defaultValue.arguments, table: table,
                              bundle: bundle ?? .main, locale: locale)
    }

    /// The translation a resource describes.
    public init(localized resource: LocalizedStringResource) {
        self = Self.localized(resource.key, default: resource.defaultValue, arguments: resource.defaultValue.arguments,
                              table: resource.table, bundle: resource.bundle.bundle, locale: resource.locale)
    }

    /// A format's translation for `locale` (`String(localized: "%lld items")` and the like).
    static func localized(_ key: String, default value: String.LocalizationValue, arguments: [String], table: String?, bundle: Bundle, locale: Locale) -> String {
        if let translation = StringTables.shared.translation(of: key, locale: locale, table: table ?? "Localizable", bundle: bundle) {
            return StringTables.substitute(translation, arguments)
        }
        return value.description
    }
}
