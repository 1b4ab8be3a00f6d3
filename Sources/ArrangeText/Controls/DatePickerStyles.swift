import ArrangeCore
import Foundation

/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy, as in SwiftUI: set one with `.datePickerStyle(_:)` and every `DatePicker` inside
/// is its `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// A view representing the appearance and interaction of a `DatePicker`.
    associatedtype Body: View
    /// Returns the appearance and interaction content for a `DatePicker`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// A type alias for the properties of a `DatePicker`.
    typealias Configuration = DatePickerStyleConfiguration
}

/// The properties of a `DatePicker`, as in SwiftUI.
public struct DatePickerStyleConfiguration {
    /// A type-erased label of a `DatePicker`.
    nonisolated public struct Label: View {
        let content: AnyView
        /// The label's views.
        public var body: some View { content }
    }

    /// A description of the `DatePicker`.
    public let label: Label
    /// The date value being displayed and selected.
    @Binding public var selection: Date
    /// The oldest selectable date.
    public var minimumDate: Date?
    /// The most recent selectable date.
    public var maximumDate: Date?
    /// The date components that the user is able to view and edit.
    public var displayedComponents: DatePickerComponents

    init(label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
         displayedComponents: DatePickerComponents) {
        self.label = label
        self._selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }
}

/// The default date picker style, as in SwiftUI: on iOS, the compact style.
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates a default date picker style.
    public init() {}
    /// The compact form.
    public func makeBody(configuration: Configuration) -> some View {
        CompactDatePickerBody(configuration: configuration)
    }
}

/// A date picker style that displays the components in a compact, textual format, as in SwiftUI:
/// the label, a gap, and the date and time in rounded capsules.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates a compact date picker style.
    public init() {}
    /// The label, a gap and the capsules.
    public func makeBody(configuration: Configuration) -> some View {
        CompactDatePickerBody(configuration: configuration)
    }
}

/// A date picker style that displays an interactive calendar or clock, as in SwiftUI: iOS's
/// inline calendar (see `GraphicalDatePickerBody`).
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates a graphical date picker style.
    public init() {}
    /// The month's calendar, and the time row when the time is shown.
    public func makeBody(configuration: Configuration) -> some View {
        GraphicalDatePickerBody(configuration: configuration)
    }
}

/// A date picker style that displays each component as columns in a scrollable wheel, as in
/// SwiftUI: iOS's 216-point wheels (see `WheelDatePickerBody`).
nonisolated public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates a wheel date picker style.
    public init() {}
    /// The wheels of the displayed components.
    public func makeBody(configuration: Configuration) -> some View {
        WheelDatePickerBody(configuration: configuration)
    }
}

nonisolated extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that displays the components in a compact, textual format.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that displays an interactive calendar or clock.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that displays each component as columns in a scrollable wheel.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// How the nearest `.datePickerStyle(_:)` builds a date picker's body.
struct AnyDatePickerStyle {
    let makeBody: (DatePickerStyleConfiguration) -> AnyView
}

private struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: AnyDatePickerStyle? { nil }
}

extension EnvironmentValues {
    /// The style set by the nearest `.datePickerStyle(_:)`; nil means `.automatic`.
    var datePickerStyle: AnyDatePickerStyle? {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for date pickers within this view, as in SwiftUI.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, AnyDatePickerStyle { AnyView(assumingMainActor((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }).recordingStyle(style)
    }
}
