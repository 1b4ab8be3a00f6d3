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
/// Drawn in iOS's compact form whatever `.datePickerStyle(_:)` says: the label, a flexible gap,
/// then a rounded capsule with the date ("Nov 25, 2026") and one with the time ("4:15 PM"), for
/// the components displayed, formatted in US English in the process's time zone. The control
/// action writes a date through the binding.
public struct DatePicker<Label: View>: View {
    /// The components shown by a date picker.
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let components: Components
    let label: Label
    /// The earliest and latest dates the picker offers (`in:`): a date written through the
    /// control action is kept within them, as the picker's wheels allow no other.
    var earliest: Date? = nil
    var latest: Date? = nil
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    /// Creates an instance that selects a `Date` with an unbounded range.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.components = displayedComponents
        self.label = label()
    }

    /// Creates an instance that selects a `Date` in a closed range (the compact form shows the
    /// selection; a date the control action writes is kept in the range).
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        earliest = range.lowerBound
        latest = range.upperBound
    }

    /// Creates an instance that selects a `Date` on or after a start date.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        earliest = range.lowerBound
    }

    /// Creates an instance that selects a `Date` on or before an end date.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        latest = range.upperBound
    }

    /// The label, a gap and the date and time capsules.
    public var body: some View {
        let binding = selection
        let date = selection.wrappedValue
        let earliest = self.earliest, latest = self.latest
        HStack {
            label
            Spacer()
            HStack(spacing: ControlMetrics.datePillSpacing) {
                if components.contains(.date) {
                    DatePill(text: format(date, dateStyle: .medium, timeStyle: .none))
                }
                if components.contains(.hourAndMinute) {
                    DatePill(text: format(date, dateStyle: .none, timeStyle: .short))
                }
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

extension DatePicker {
    /// How the compact picker writes a date: in the environment's locale, calendar and time zone,
    /// like formatted `Text`.
    private func format(_ date: Date, dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date)
    }
}

/// One capsule of the compact picker: the text, padded, on a rounded tertiary-fill rectangle.
struct DatePill: View {
    let text: String
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.isEnabled) var isEnabled

    var body: some View {
        let palette = ControlPalette(colorScheme)
        Text(verbatim: text)
            .lineLimit(1)
            .foregroundStyle(isEnabled ? palette.label : palette.tertiaryLabel)
            .padding(.horizontal, ControlMetrics.datePillHorizontalPadding)
            .padding(.vertical, ControlMetrics.datePillVerticalPadding)
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

/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy, as in SwiftUI. Arrange draws every date picker in the compact form.
public protocol DatePickerStyle {}

/// The default date picker style, as in SwiftUI.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates a default date picker style.
    public init() {}
}
/// A date picker style that displays the components in a compact, textual format, as in SwiftUI.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates a compact date picker style.
    public init() {}
}
/// A date picker style that displays an interactive calendar or clock, as in SwiftUI (drawn
/// compact here).
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates a graphical date picker style.
    public init() {}
}
/// A date picker style that displays each component as columns in a scrollable wheel, as in
/// SwiftUI (drawn compact here).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates a wheel date picker style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets the style for date pickers within this view, as in SwiftUI (accepted; Arrange draws
    /// the compact form).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        self
    }
}
