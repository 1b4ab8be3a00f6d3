import Foundation

/// A bundle's string tables, as `Text("key")` and `String(localized:)` look a key up on iOS:
/// `<Table>.strings` in the `.lproj` folder of the locale's language (then its region-less
/// language, the development language `en`, and `Base`), and String Catalogs
/// (`<Table>.xcstrings`) in the bundle; the table is `Localizable` unless one is named. A key that
/// no table has is shown as it is, as in SwiftUI.
///
/// Keys are the text of the literal with `%@` (text), `%lld` (integers) or `%lf` (other numbers)
/// where values are interpolated; the translation's specifiers (`%@`, `%lld`, `%1$@`…) take the
/// values back, formatted as the key would have shown them. Strings interpolated into a key
/// become part of it (they are not recorded as arguments), so such keys are shown untranslated.
package final class StringTables: @unchecked Sendable {
    // @unchecked: `tables` is only touched while `lock` is held.
    package static let shared = StringTables()

    private let lock = NSLock()
    /// Tables by "bundle path\0language": key → translation.
    private var tables: [String: [String: String]] = [:]

    /// Whether `Bundle.main` has any string table: most programs have none, and `Text` then
    /// skips the lookup (it is on every text's path).
    package static let mainHasTables: Bool = hasTables(Bundle.main)

    package static func hasTables(_ bundle: Bundle) -> Bool {
        let root = bundle.resourcePath ?? bundle.bundlePath
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: root) else { return false }
        return entries.contains { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcstrings") }
    }

    /// The translation of `key` for `locale`'s language in `bundle`'s table `table`, or `nil`.
    package func translation(of key: String, locale: Locale, table: String = "Localizable", bundle: Bundle = .main) -> String? {
        guard bundle === Bundle.main ? Self.mainHasTables : Self.hasTables(bundle) else { return nil }
        for language in Self.languages(for: locale) {
            if let found = self.table(table, language: language, bundle: bundle)[key] { return found }
        }
        return nil
    }

    /// The languages tried, in order: `pt-BR`, `pt`, `en`, `Base`.
    static func languages(for locale: Locale) -> [String] {
        var result: [String] = []
        let code = locale.language.languageCode?.identifier ?? "en"
        if let region = locale.region?.identifier { result.append("\(code)-\(region)") }
        result.append(code)
        for fallback in ["en", "Base"] where !result.contains(fallback) { result.append(fallback) }
        return result
    }

    private func table(_ tableName: String, language: String, bundle: Bundle) -> [String: String] {
        let name = bundle.bundlePath + "\u{0}" + tableName + "\u{0}" + language
        if let known = lock.withLock({ tables[name] }) { return known }
        var table: [String: String] = [:]
        let root = URL(fileURLWithPath: bundle.resourcePath ?? bundle.bundlePath)
        // A String Catalog's entries first; a .strings file of the language overrides them.
        if let catalog = FileManager.default.contents(atPath: root.appendingPathComponent("\(tableName).xcstrings").path) {
            table.merge(Self.readCatalog(catalog, language: language)) { _, new in new }
        }
        let strings = root.appendingPathComponent("\(language).lproj/\(tableName).strings")
        if let data = FileManager.default.contents(atPath: strings.path) {
            table.merge(Self.readStrings(data)) { _, new in new }
        }
        lock.withLock { tables[name] = table }
        return table
    }

    /// A `.strings` file (an old-style property list of strings, UTF-8 or UTF-16).
    static func readStrings(_ data: Data) -> [String: String] {
        (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String] ?? [:]
    }

    /// A String Catalog's translations into `language` (each entry's `stringUnit` value).
    static func readCatalog(_ data: Data, language: String) -> [String: String] {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = object["strings"] as? [String: Any] else { return [:] }
        var table: [String: String] = [:]
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any],
                  let localization = localizations[language] as? [String: Any],
                  let unit = localization["stringUnit"] as? [String: Any],
                  let value = unit["value"] as? String else { continue }
            table[key] = value
        }
        return table
    }

    /// `format` with its `%@`, `%lld`, `%d`, `%lf`, `%f` specifiers (and positional `%1$@`)
    /// replaced by `arguments`, in order; `%%` is a percent sign.
    package static func substitute(_ format: String, _ arguments: [String]) -> String {
        var result = ""
        var next = 0
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            var rest = characters[characters.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                characters = rest.dropFirst()
                continue
            }
            var position: Int?
            if let dollar = rest.firstIndex(of: "$"), let number = Int(rest[..<dollar]), number > 0 {
                position = number - 1
                rest = rest[rest.index(after: dollar)...]
            }
            // The conversion: length modifiers, then the letter or "@".
            let conversion = rest.prefix { "lhqzjt0123456789.".contains($0) }
            rest = rest.dropFirst(conversion.count)
            guard let letter = rest.first, "@dDiuUxXfFeEgGs".contains(letter) else {
                result += "%"
                characters = characters[characters.index(after: percent)...]
                continue
            }
            let index = position ?? next
            if position == nil { next += 1 }
            result += index < arguments.count ? arguments[index] : ""
            characters = rest.dropFirst()
        }
        return result + characters
    }
}
