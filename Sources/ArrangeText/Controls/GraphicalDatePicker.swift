import ArrangeCore
import Foundation

/// iOS's inline calendar (`.datePickerStyle(.graphical)`), laid out with the numbers of
/// `ControlMetrics` ("Graphical date picker" in `docs/ios-metrics.md`): as wide as offered, 16
/// points of padding on each side; a 44-point header with the month and year (headline) and a
/// tinted chevron, and the previous/next chevrons at the trailing end; a 20-point row of
/// weekday names (footnote semibold, upper case, tertiary colour); six 44-point week rows with
/// the days (title3), the selected one in the tint on a 40-point circle of the tint at 12%; and,
/// when the time is shown too, a 44-point row with "Time" and the time capsule. With only
/// `.hourAndMinute`, the time row alone. The label is not shown, as on iOS.
@usableFromInline nonisolated struct GraphicalDatePickerBody: View {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.self) private var environment

    @usableFromInline var body: some View {
        let components = configuration.displayedComponents
        let date = configuration.selection
        VStack(spacing: 0) {
            if components.contains(.date) {
                CalendarMonth(date: date, range: configuration.minimumDate, configuration.maximumDate)
            }
            if components.contains(.hourAndMinute) {
                if components.contains(.date) { Divider() }
                HStack {
                    Text("Time")
                    Spacer()
                    DatePill(text: DatePickerFormatting.string(date, dateStyle: .none, timeStyle: .short, in: environment))
                }
                .frame(height: ControlMetrics.calendarTimeRowHeight)
            }
        }
        .padding(.horizontal, ControlMetrics.calendarHorizontalPadding)
    }
}

/// The month of `date`: header, weekday names and six week rows; days outside the picker's range
/// are drawn in the tertiary label colour, as iOS draws unselectable days.
@usableFromInline nonisolated struct CalendarMonth: View {
    let date: Date
    let minimumDate: Date?
    let maximumDate: Date?
    /// The days of the month drawn selected; `nil`: the day of `date` (a multi-date picker
    /// gives its own).
    var selectedDays: Set<Int>?

    init(date: Date, range minimumDate: Date?, _ maximumDate: Date?, selectedDays: Set<Int>? = nil) {
        self.date = date
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.selectedDays = selectedDays
    }
    @Environment(\.self) private var environment

    @usableFromInline var body: some View {
        let palette = ControlPalette(environment.colorScheme)
        let tint = environment.controlTint
        let calendar = DatePickerFormatting.calendar(in: environment)
        let grid = CalendarGrid(date: date, calendar: calendar)
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Text(verbatim: DatePickerFormatting.string(date, template: "MMMMyyyy", in: environment))
                    .font(.headline)
                    .lineLimit(1)
                ChevronGlyph(direction: .right, style: tint, size: ControlMetrics.calendarChevronSize)
                    .padding(.leading, 6)
                Spacer()
                ChevronGlyph(direction: .left, style: tint, size: ControlMetrics.calendarChevronSize)
                ChevronGlyph(direction: .right, style: tint, size: ControlMetrics.calendarChevronSize)
                    .padding(.leading, 28)
            }
            .frame(height: ControlMetrics.calendarHeaderHeight)
            HStack(spacing: 0) {
                ForEach(0..<7, id: \.self) { column in
                    Text(verbatim: grid.weekdaySymbols[column])
                        .font(Font.footnote.weight(.semibold))
                        .foregroundStyle(palette.tertiaryLabel)
                        .lineLimit(1)
                        .frame(maxWidth: .infinity)
                }
            }
            // Exactly the width offered: seven equal columns' sum can be off by a rounding error.
            .frame(minWidth: 0, maxWidth: .infinity)
            .frame(height: ControlMetrics.calendarWeekdayHeight)
            ForEach(0..<6, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        let day = grid.day(row: row, column: column)
                        CalendarDay(day: day, isSelected: day.map { selectedDays?.contains($0) ?? ($0 == grid.selectedDay) } ?? false,
                                    isAvailable: day.map { grid.contains($0, from: minimumDate, to: maximumDate, in: calendar) } ?? false)
                            .frame(maxWidth: .infinity)
                    }
                }
                .frame(minWidth: 0, maxWidth: .infinity)
                .frame(height: ControlMetrics.calendarRowHeight)
            }
        }
    }
}

/// One day of the calendar: its number, the selected one in the tint on a faint tint circle;
/// an empty cell (before the first or after the last day) draws nothing.
@usableFromInline nonisolated struct CalendarDay: View {
    let day: Int?
    let isSelected: Bool
    var isAvailable = true
    @Environment(\.self) private var environment

    @usableFromInline var body: some View {
        if let day {
            let tint = environment.controlTint
            let palette = ControlPalette(environment.colorScheme)
            Text(verbatim: "\(day)")
                .font(isSelected ? Font.title3.weight(.semibold) : .title3)
                .foregroundStyle(isSelected ? tint : AnyShapeStyle(isAvailable ? palette.label : palette.tertiaryLabel))
                .lineLimit(1)
                .background {
                    if isSelected {
                        Circle().fill(tint).opacity(0.12)
                            .frame(width: ControlMetrics.calendarSelectionDiameter, height: ControlMetrics.calendarSelectionDiameter)
                    }
                }
        } else {
            Color.clear.frame(height: 1)
        }
    }
}

/// Where the days of a month fall in a six-row grid that starts on the calendar's first weekday.
struct CalendarGrid {
    /// The weekday names in column order, upper case ("SUN" … "SAT" in US English).
    let weekdaySymbols: [String]
    /// The column of the first day in the first row.
    let offset: Int
    let daysInMonth: Int
    let selectedDay: Int
    /// The first moment of the month.
    let start: Date

    init(date: Date, calendar: Calendar) {
        let symbols = calendar.shortWeekdaySymbols.map { $0.uppercased() }
        let first = calendar.firstWeekday - 1
        weekdaySymbols = (0..<7).map { symbols.indices.contains(($0 + first) % 7) ? symbols[($0 + first) % 7] : "" }
        start = calendar.dateInterval(of: .month, for: date)?.start ?? date
        let startWeekday = calendar.component(.weekday, from: start) - 1
        offset = ((startWeekday - first) % 7 + 7) % 7
        daysInMonth = calendar.range(of: .day, in: .month, for: date)?.count ?? 30
        selectedDay = calendar.component(.day, from: date)
    }

    /// The day shown at `row`, `column`, or nil for an empty cell.
    func day(row: Int, column: Int) -> Int? {
        let day = row * 7 + column - offset + 1
        return (1...daysInMonth).contains(day) ? day : nil
    }

    /// Whether `day` of the month is in the range from `minimum` to `maximum` (by whole days).
    func contains(_ day: Int, from minimum: Date?, to maximum: Date?, in calendar: Calendar) -> Bool {
        guard let date = calendar.date(byAdding: .day, value: day - 1, to: start) else { return true }
        if let minimum, date < calendar.startOfDay(for: minimum) { return false }
        if let maximum, date > maximum { return false }
        return true
    }
}
