import ArrangeCore
import ArrangeTestSupport
@testable import ArrangeText
import Foundation
import Testing

/// A multi-date picker is the inline calendar with several days selected; its control action
/// selects and deselects days.
@Suite @MainActor struct MultiDatePickerTests {
    // Noon UTC on 24 and 26 November 2025; the picker's calendar is UTC's Gregorian by default.
    private let the24th = Date(timeIntervalSince1970: 1_763_985_600)
    private var the26th: Date { the24th.addingTimeInterval(2 * 86_400) }
    // All of November 2025, UTC.
    private let november = Date(timeIntervalSince1970: 1_761_955_200)..<Date(timeIntervalSince1970: 1_764_547_200)

    private var gregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        return calendar
    }

    @Test("Setting a date selects its day as era, year, month and day; setting it again deselects it")
    func dateTogglesItsDay() throws {
        let days = Box(Set<DateComponents>())
        let host = controlHost(MultiDatePicker("Off", selection: days.binding).id("off"))
        try host.setValue(the24th, of: "off")
        let day = try #require(days.value.first)
        #expect(days.value.count == 1)
        #expect([day.era, day.year, day.month, day.day] == [1, 2025, 11, 24])
        #expect(day.calendar?.identifier == .gregorian)
        #expect(day.calendar?.timeZone == TimeZone(identifier: "UTC"))
        try host.setValue(the26th, of: "off")
        #expect(days.value.compactMap(\.day).sorted() == [24, 26])
        // Another moment of the same day deselects it.
        try host.setValue(the24th.addingTimeInterval(3_600), of: "off")
        #expect(days.value.compactMap(\.day) == [26])
    }

    @Test("Setting a set of date components replaces the selection")
    func setReplacesSelection() throws {
        let days = Box(Set([DateComponents(year: 2025, month: 11, day: 1)]))
        let host = controlHost(MultiDatePicker("Off", selection: days.binding).id("off"))
        let chosen: Set<DateComponents> = [DateComponents(year: 2025, month: 12, day: 2), DateComponents(year: 2025, month: 12, day: 3)]
        try host.setValue(chosen, of: "off")
        #expect(days.value == chosen)
        #expect(throws: InteractionError.self) { try host.setValue("tomorrow", of: "off") }
    }

    @Test("A day outside the bounds is refused; a Range's end is outside")
    func boundsRefuseDays() throws {
        let days = Box(Set<DateComponents>())
        let host = controlHost(MultiDatePicker("Off", selection: days.binding, in: the24th..<the26th).id("off"))
        try host.setValue(the26th, of: "off")
        try host.setValue(the24th.addingTimeInterval(-2 * 86_400), of: "off")
        #expect(days.value.isEmpty)
        // The first day is selectable from its start, though the bound is at noon.
        try host.setValue(the24th.addingTimeInterval(-3_600), of: "off")
        #expect(days.value.compactMap(\.day) == [24])
    }

    @Test("It is the inline calendar: as wide as offered, a header, the weekdays and six weeks")
    func calendarSize() {
        let picker = MultiDatePicker("Off", selection: .constant([]), in: november)
        #expect(controlSize(picker, ProposedViewSize(width: 320, height: nil)) == CGSize(width: 320, height: 44 + 20 + 6 * 44))
    }

    @Test("Outside its bounds, today gives way to the nearest month they allow; the label is not shown")
    func shownMonthIsInBounds() {
        let host = controlHost(MultiDatePicker("Off", selection: .constant([]), in: november), width: 390, height: 500)
        #expect(host.findAll(.text("November 2025")).count == 1)
        #expect(host.findAll(.text("Off")).isEmpty)
    }

    @Test("The days drawn selected are the selection's days in the month shown")
    func selectedDaysOfMonth() {
        let selection: Set<DateComponents> = [
            DateComponents(year: 2025, month: 11, day: 24), DateComponents(calendar: gregorian, era: 1, year: 2025, month: 11, day: 2),
            DateComponents(year: 2025, month: 12, day: 24), DateComponents(day: 5),
        ]
        #expect(MultiDatePicker<Text>.days(of: selection, inMonthOf: the24th, gregorian) == [2, 24])
    }
}
