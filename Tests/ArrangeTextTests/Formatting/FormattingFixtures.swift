import ArrangeCore
import ArrangeRender
@testable import ArrangeText
import Foundation
import Testing

/// What formatted Texts show: the resolved characters of the first Text of a host, built in an
/// environment with the given locale and time zone (Arrange's defaults otherwise: en_US, UTC).
protocol FormattingFixtures: TextFixtures {}

/// The epoch: Thursday, 1 January 1970, 00:00 UTC.
let epoch = Date(timeIntervalSince1970: 0)

/// U+202F NARROW NO-BREAK SPACE: what current ICU puts between a time and "AM" (as iOS 17 does)
/// and French grouping uses.
let narrowSpace = "\u{202F}"

extension FormattingFixtures {
    /// The characters `view`'s first Text shows, with the diagnostics of its host.
    func shownWithDiagnostics<V: View>(_ view: V, locale: String? = nil, timeZone: String? = nil) -> (String, [String]) {
        var environment = EnvironmentValues()
        if let locale { environment.locale = Locale(identifier: locale) }
        if let timeZone, let zone = TimeZone(identifier: timeZone) { environment.timeZone = zone }
        let host = textHost(1000, 100, view.environment(\.locale, environment.locale).environment(\.timeZone, environment.timeZone))
        return (firstTextLeaf(host)?.text.string ?? "(no text)", host.diagnostics)
    }

    /// The characters `view`'s first Text shows.
    func shown<V: View>(_ view: V, locale: String? = nil, timeZone: String? = nil) -> String {
        shownWithDiagnostics(view, locale: locale, timeZone: timeZone).0
    }
}
