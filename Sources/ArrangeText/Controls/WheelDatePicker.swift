import ArrangeCore
import Foundation

/// iOS's date wheels (`.datePickerStyle(.wheel)`): as wide as offered and 216 points tall
/// (`UIDatePicker`'s wheels, as the wheel `Picker`), a 34-point band of tertiary fill across the
/// middle, and one wheel per component side by side, centred, 20 points apart. Each wheel shows
/// the selected value in the middle row and its neighbours above and below (34-point rows,
/// title3), fading out, clipped to the frame. The wheels are, in the locale's order: month, day
/// and year for `.date`; weekday-and-date, hour, minute (and AM/PM in 12-hour locales) for
/// `.date` with `.hourAndMinute`; hour, minute (and AM/PM) for `.hourAndMinute`. The label is
/// not shown, as on iOS.
@usableFromInline nonisolated struct WheelDatePickerBody: View {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.self) private var environment

    @usableFromInline var body: some View {
        let palette = ControlPalette(environment.colorScheme)
        let wheels = DateWheels(date: configuration.selection, components: configuration.displayedComponents, in: environment)
        ZStack {
            RoundedRectangle(cornerRadius: ControlMetrics.wheelBandCornerRadius)
                .fill(palette.tertiaryFill)
                .frame(height: ControlMetrics.wheelRowHeight)
            HStack(spacing: ControlMetrics.wheelColumnSpacing) {
                ForEach(Array(wheels.columns.enumerated()), id: \.offset) { _, column in
                    VStack(spacing: 0) {
                        ForEach(Array(column.enumerated()), id: \.offset) { row, value in
                            Text(verbatim: value)
                                .font(.title3)
                                .lineLimit(1)
                                .foregroundStyle(DateWheels.style(row: row, palette: palette))
                                .frame(height: ControlMetrics.wheelRowHeight)
                        }
                    }
                    .fixedSize()
                }
            }
        }
        // As wide as offered even when the wheels are wider (they are clipped, centred).
        .frame(minWidth: 0, maxWidth: .infinity)
        .frame(height: ControlMetrics.wheelHeight)
        .clipped()
    }
}

/// The strings of each wheel: seven rows, the selection in the middle (row 3).
struct DateWheels {
    /// Rows above and below the middle one.
    static let reach = 3
    var columns: [[String]] = []

    init(date: Date, components: DatePickerComponents, in environment: EnvironmentValues) {
        let calendar = DatePickerFormatting.calendar(in: environment)
        let formatter = DatePickerFormatting.formatter(in: environment)
        let offsets = -Self.reach...Self.reach
        if components.contains(.date) && components.contains(.hourAndMinute) {
            formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            columns.append(offsets.map { k in
                calendar.date(byAdding: .day, value: k, to: date).map { formatter.string(from: $0) } ?? ""
            })
        } else if components.contains(.date) {
            let month = calendar.component(.month, from: date)
            let day = calendar.component(.day, from: date)
            let year = calendar.component(.year, from: date)
            // The formatter's names are in the environment's locale (the calendar's own may not be).
            let months: [String] = formatter.monthSymbols
            let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
            let monthColumn = offsets.map { k in months.isEmpty ? "" : months[((month - 1 + k) % months.count + months.count) % months.count] }
            let dayColumn = offsets.map { k in "\(((day - 1 + k) % days + days) % days + 1)" }
            let yearColumn = offsets.map { k in "\(year + k)" }
            // The locale's order of month, day and year ("MMMM d, y" in US English).
            let pattern = DateFormatter.dateFormat(fromTemplate: "MMMMdy", options: 0, locale: environment.locale) ?? "MMMM d y"
            let order: [(Character, [String])] = [("M", monthColumn), ("d", dayColumn), ("y", yearColumn)]
            columns += order.sorted { (pattern.firstIndex(of: $0.0) ?? pattern.endIndex) < (pattern.firstIndex(of: $1.0) ?? pattern.endIndex) }
                .map(\.1)
        }
        if components.contains(.hourAndMinute) {
            let hourPattern = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: environment.locale) ?? "h a"
            let twelveHour = hourPattern.contains("a")
            let hour = calendar.component(.hour, from: date)
            let minute = calendar.component(.minute, from: date)
            columns.append(offsets.map { k in
                let h = ((hour + k) % 24 + 24) % 24
                return twelveHour ? "\(h % 12 == 0 ? 12 : h % 12)" : String(format: "%02d", h)
            })
            columns.append(offsets.map { k in String(format: "%02d", ((minute + k) % 60 + 60) % 60) })
            if twelveHour {
                let am: String = formatter.amSymbol, pm: String = formatter.pmSymbol
                // Two values: the selected one in the middle, the other beside it.
                columns.append(offsets.map { k in
                    if hour < 12 { return k == 0 ? am : k == 1 ? pm : "" }
                    return k == 0 ? pm : k == -1 ? am : ""
                })
            }
        }
    }

    /// The colour of a row: the label colour in the middle, fading further out.
    static func style(row: Int, palette: ControlPalette) -> Color {
        switch abs(row - reach) {
        case 0: return palette.label
        case 1: return palette.secondaryLabel
        default: return palette.tertiaryLabel
        }
    }
}
