import ArrangeCore
import Foundation

/// A control for picking multiple dates, as in SwiftUI.
///
/// It is iOS's inline calendar (as `.datePickerStyle(.graphical)` draws one date), with every
/// selected day of the month shown on the tint's circle; the label is not shown, as on iOS. The
/// month shown is today's, moved into the bounds when today is outside them (the month of the
/// first day, or of the last, they allow). Days are the selection's `DateComponents` with a year,
/// month and day, in the environment's calendar; others are kept but not drawn. The control
/// action takes a new selection, or a date whose day it selects or deselects, as a tap on the
/// day does (a day outside the bounds is refused, as iOS draws it unselectable); a tap writes
/// the era, year, month and day in the environment's calendar, as iOS does.
nonisolated public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let label: Label
    /// The first selectable moment (`in:` with a lower bound).
    var minimumDate: Date?
    /// The end of the selectable range (`in:` with an upper bound; a `Range`'s end is not in it).
    var maximumDate: Date?
    @Environment(\.self) private var environment

    /// Creates an instance that selects multiple dates with an unbounded range.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    /// Creates an instance that selects multiple dates in a range.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
        minimumDate = bounds.lowerBound
        maximumDate = bounds.upperBound
    }

    /// Creates an instance that selects multiple dates on or after some start date.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
        minimumDate = bounds.lowerBound
    }

    /// Creates an instance that selects multiple dates before some end date.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
        maximumDate = bounds.upperBound
    }

    /// The calendar of the month shown, with the selection's control action.
    public var body: some View {
        let calendar = DatePickerFormatting.calendar(in: environment)
        let month = shownMonth(calendar)
        let binding = selection
        let (earliest, latest) = (minimumDate, maximumDate)
        CalendarMonth(date: month, range: minimumDate, maximumDate.map { $0.addingTimeInterval(-1) },
                      selectedDays: Self.days(of: selection.wrappedValue, inMonthOf: month, calendar))
            .padding(.horizontal, ControlMetrics.calendarHorizontalPadding)
            .controlAction(ControlAction(.multiDatePicker, select: { value in
                if let days = value.base as? Set<DateComponents> {
                    binding.wrappedValue = days
                } else if let date = value.base as? Date {
                    if let earliest, date < calendar.startOfDay(for: earliest) { return }
                    if let latest, date >= latest { return }
                    binding.wrappedValue = Self.toggling(date, in: binding.wrappedValue, calendar)
                }
            }, value: { binding.wrappedValue }))
    }

    /// Today, moved into the bounds.
    private func shownMonth(_ calendar: Calendar) -> Date {
        let today = Date()
        if let minimumDate, today < minimumDate { return minimumDate }
        if let maximumDate, today >= maximumDate { return maximumDate.addingTimeInterval(-1) }
        return today
    }

    /// The days of `selection` in the month of `month`.
    static func days(of selection: Set<DateComponents>, inMonthOf month: Date, _ calendar: Calendar) -> Set<Int> {
        let shown = calendar.dateComponents([.year, .month], from: month)
        var days = Set<Int>()
        for components in selection {
            guard components.year != nil, components.month != nil, let day = components.day,
                  let date = calendar.date(from: components) else { continue }
            let found = calendar.dateComponents([.year, .month], from: date)
            if found.year == shown.year && found.month == shown.month { days.insert(day) }
        }
        return days
    }

    /// `selection` with `date`'s day removed when it is there, else added.
    static func toggling(_ date: Date, in selection: Set<DateComponents>, _ calendar: Calendar) -> Set<DateComponents> {
        let day = calendar.dateComponents([.year, .month, .day], from: date)
        let matching = selection.filter { $0.year == day.year && $0.month == day.month && $0.day == day.day }
        if !matching.isEmpty { return selection.subtracting(matching) }
        return selection.union([calendar.dateComponents([.calendar, .era, .year, .month, .day], from: date)])
    }
}

extension MultiDatePicker where Label == Text {
    /// Creates an instance that selects multiple dates with an unbounded range, with a localized
    /// title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// Creates an instance that selects multiple dates in a range, with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates an instance that selects multiple dates on or after some start date, with a
    /// localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates an instance that selects multiple dates before some end date, with a localized
    /// title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// Creates an instance that selects multiple dates with an unbounded range, with a string
    /// title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// Creates an instance that selects multiple dates in a range, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// Creates an instance that selects multiple dates on or after some start date, with a
    /// string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// Creates an instance that selects multiple dates before some end date, with a string
    /// title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
