import ArrangeCore
import Foundation

/// The components shown by a date picker, as in SwiftUI.
public struct DatePickerComponents: OptionSet, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt
    /// Creates a set of components from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Displays hour and minute components.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Displays day, month, and year based on the locale.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for selecting an absolute date, as in SwiftUI.
///
/// Its look comes from the date picker style in the environment (`.datePickerStyle(_:)`). The
/// default, `.automatic`, is iOS's compact form: the label, a flexible gap, then a rounded
/// capsule with the date ("Nov 25, 2026") and one with the time ("4:15 PM"), for the components
/// displayed, in the environment's locale, calendar and time zone. `.graphical` draws iOS's
/// inline calendar, `.wheel` its wheels; a custom `DatePickerStyle`'s body is laid out as it
/// is. The control action writes a date through the binding.
nonisolated public struct DatePicker<Label: View>: View {
    /// The components shown by a date picker.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let components: Components
    let label: Label
    var minimumDate: Date?
    var maximumDate: Date?
    @Environment(\.datePickerStyle) private var style

    /// Creates an instance that selects a `Date` with an unbounded range.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.components = displayedComponents
        self.label = label()
    }

    /// Creates an instance that selects a `Date` in a closed range.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        self.minimumDate = range.lowerBound
        self.maximumDate = range.upperBound
    }

    /// Creates an instance that selects a `Date` on or after a start date.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        self.minimumDate = range.lowerBound
    }

    /// Creates an instance that selects a `Date` on or before an end date.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        self.maximumDate = range.upperBound
    }

    /// The body of the style in effect (the compact form by default), with the binding's
    /// write as its control action.
    public var body: some View {
        let binding = selection
        // A date written through the control action is kept in the range (`in:`), as the
        // picker's wheels allow no other.
        let earliest = minimumDate, latest = maximumDate
        let configuration = DatePickerStyleConfiguration(
            label: DatePickerStyleConfiguration.Label(content: AnyView(label)), selection: selection,
            minimumDate: minimumDate, maximumDate: maximumDate, displayedComponents: components)
        Group {
            if let style {
                style.makeBody(configuration)
            } else {
                CompactDatePickerBody(configuration: configuration)
            }
        }
        .controlAction(ControlAction(.datePicker, select: { date in
            guard var date = date.base as? Date else { return }
            if let earliest, date < earliest { date = earliest }
            if let latest, date > latest { date = latest }
            binding.wrappedValue = date
        }, value: { binding.wrappedValue }))
    }
}

/// The compact form: the label, a gap and the date and time capsules.
@usableFromInline nonisolated struct CompactDatePickerBody: View {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.self) private var environment

    @usableFromInline var body: some View {
        let date = configuration.selection
        let components = configuration.displayedComponents
        LabeledControlRow(configuration.label) {
            HStack(spacing: ControlMetrics.datePillSpacing) {
                if components.contains(.date) {
                    DatePill(text: DatePickerFormatting.string(date, dateStyle: .medium, timeStyle: .none, in: environment))
                }
                if components.contains(.hourAndMinute) {
                    DatePill(text: DatePickerFormatting.string(date, dateStyle: .none, timeStyle: .short, in: environment))
                }
            }
        }
    }
}

/// How date pickers write dates: in the environment's locale, calendar and time zone, like
/// formatted `Text`.
enum DatePickerFormatting {
    static func formatter(in environment: EnvironmentValues) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.calendar = environment.calendar
        formatter.timeZone = environment.timeZone
        return formatter
    }

    static func string(_ date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style,
                       in environment: EnvironmentValues) -> String {
        let formatter = formatter(in: environment)
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date)
    }

    /// `date` written with a localized template ("MMMMyyyy" gives "November 2026").
    static func string(_ date: Date, template: String, in environment: EnvironmentValues) -> String {
        let formatter = formatter(in: environment)
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }

    /// The environment's calendar, set to its time zone.
    static func calendar(in environment: EnvironmentValues) -> Calendar {
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        return calendar
    }
}

/// One capsule of the compact picker: the text, padded, on a rounded tertiary-fill rectangle.
@usableFromInline nonisolated struct DatePill: View {
    let text: String
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.controlSize) var controlSize

    @usableFromInline var body: some View {
        let palette = ControlPalette(colorScheme)
        let metrics = ControlSizeMetrics(controlSize)
        Text(verbatim: text)
            .lineLimit(1)
            .controlTitleRole(metrics.titleRole)
            .foregroundStyle(isEnabled ? palette.label : palette.tertiaryLabel)
            .padding(.horizontal, metrics.datePillPadding.horizontal)
            .padding(.vertical, metrics.datePillPadding.vertical)
            .background(palette.tertiaryFill, in: RoundedRectangle(cornerRadius: ControlMetrics.datePillCornerRadius))
    }
}

extension DatePicker where Label == Text {
    /// Creates an instance that selects a `Date` with an unbounded range, with a localized
    /// title, as in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` in a closed range, with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` on or after a start date, with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` on or before an end date, with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` with an unbounded range, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` in a closed range, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` on or after a start date, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` on or before an end date, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

