import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// The compact date picker writes its date and time in the environment's locale and time zone,
/// like formatted `Text`.
@Suite @MainActor struct DatePickerLocaleTests {
    // Noon UTC on 24 November 2025.
    private let date = Date(timeIntervalSince1970: 1_763_985_600)
    // The title "When" (4 characters of the 17-point test font) and the gap before the capsule.
    private let title: CGFloat = 4 * 17 + 8

    private func pillWidth(characters: Int) -> CGFloat { CGFloat(characters) * 17 + 22 }

    @Test func datePickerFollowsTheEnvironmentsLocale() {
        let german = DatePicker("When", selection: .constant(date), displayedComponents: .date)
            .environment(\.locale, Locale(identifier: "de_DE"))
        // "24.11.2025": 10 characters.
        #expect(controlSize(german, .unspecified) == CGSize(width: title + pillWidth(characters: 10), height: 29))
    }

    @Test func datePickerFollowsTheEnvironmentsTimeZone() {
        let utc = DatePicker("When", selection: .constant(date), displayedComponents: .hourAndMinute)
        // "12:00 PM" in UTC, the default: 8 characters (the narrow no-break space is one).
        #expect(controlSize(utc, .unspecified).width == title + pillWidth(characters: 8))
        let tokyo = DatePicker("When", selection: .constant(date), displayedComponents: .hourAndMinute)
            .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo") ?? .gmt)
        // "9:00 PM": 7 characters.
        #expect(controlSize(tokyo, .unspecified).width == title + pillWidth(characters: 7))
    }
}
