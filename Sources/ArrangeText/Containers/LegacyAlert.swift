import ArrangeCore
import Foundation

/// A representation of an alert presentation, as in SwiftUI (iOS 13–15; deprecated there for the
/// `alert(_:isPresented:actions:message:)` modifiers, and still common in apps). Presented with
/// `alert(isPresented:content:)` or `alert(item:content:)`, it draws as those modifiers' alerts
/// do: the title and message above one button (`dismissButton`, "OK" when `nil`) or two side by
/// side. Every button dismisses the alert after its action.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `View.alert(title:isPresented:presenting::actions:) instead.")
nonisolated public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an alert with one button.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// Creates an alert with two buttons, the primary one leading.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or action sheet, as in SwiftUI: a label, a style (default, cancel or
    /// destructive: drawn as a `Button` of that role) and an action.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// Creates an alert button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: nil, action: action)
        }

        /// Creates an alert button that indicates cancellation, with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// Creates an alert button that indicates cancellation, with the system's label
        /// ("Cancel").
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// Creates an alert button with a style that indicates a destructive action.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .destructive, action: action)
        }

        /// The button as a view: its action, then `dismiss`.
        func view(dismiss: @escaping () -> Void) -> AnyView {
            let action = self.action
            return AnyView(ArrangeCore.Button(role: role, action: ControlAction.mainActor({ action?(); dismiss() })) { label })
        }
    }

    /// What the `_alert` entry point draws.
    func dialog(dismiss: @escaping () -> Void) -> _DialogContent {
        _DialogContent(title: AnyView(title), actions: ForEach(Array(buttons.enumerated()), id: \.offset) { $0.element.view(dismiss: dismiss) },
                       message: message.map { AnyView($0) }, defaultAction: Alert.Button.default(Text("OK")).view(dismiss: dismiss))
    }
}

/// A representation of an action sheet presentation, as in SwiftUI (iOS 13–15; deprecated there
/// for `confirmationDialog`). Presented with `actionSheet(isPresented:content:)` or
/// `actionSheet(item:content:)`, it draws as a confirmation dialog does on an iPhone: the title
/// and message over the buttons in one card, and the cancel button (the first `.cancel` one, else
/// "Cancel") in a card of its own below.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
nonisolated public struct ActionSheet {
    /// An action sheet's button: an alert button.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an action sheet with the buttons given (by default, one "Cancel" button).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// What the `_confirmationDialog` entry point draws.
    func dialog(dismiss: @escaping () -> Void) -> _DialogContent {
        let cancel = buttons.first { $0.role == .cancel } ?? .cancel()
        let others = buttons.filter { $0.role != .cancel }
        var dialog = _DialogContent(title: AnyView(title), actions: ForEach(Array(others.enumerated()), id: \.offset) { $0.element.view(dismiss: dismiss) },
                                    message: message.map { AnyView($0) }, defaultAction: cancel.view(dismiss: dismiss))
        dialog.legacySource = self
        return dialog
    }
}

nonisolated extension View {
    /// Presents an alert while `isPresented` is true (deprecated in SwiftUI); its buttons set the
    /// binding back to false.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        return _alert(isPresented: isPresented.wrappedValue, dismiss: dismiss, content: content().dialog(dismiss: dismiss))
    }

    /// Presents an alert while `item` is not `nil`, made from the item (deprecated in SwiftUI);
    /// its buttons set the binding back to `nil`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let dismiss = { item.wrappedValue = nil }
        let shown = item.wrappedValue.map(content)
        return _alert(isPresented: shown != nil, dismiss: dismiss, content: shown?.dialog(dismiss: dismiss) ?? _DialogContent(title: AnyView(EmptyView()), actions: EmptyView(), message: nil, defaultAction: AnyView(EmptyView())))
    }

    /// Presents an action sheet while `isPresented` is true (deprecated in SwiftUI); its buttons
    /// set the binding back to false.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead.")
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let dismiss = { isPresented.wrappedValue = false }
        return _confirmationDialog(isPresented: isPresented.wrappedValue, dismiss: dismiss, content: content().dialog(dismiss: dismiss))
    }

    /// Presents an action sheet while `item` is not `nil`, made from the item (deprecated in
    /// SwiftUI); its buttons set the binding back to `nil`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead.")
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let dismiss = { item.wrappedValue = nil }
        let shown = item.wrappedValue.map(content)
        return _confirmationDialog(isPresented: shown != nil, dismiss: dismiss, content: shown?.dialog(dismiss: dismiss) ?? _DialogContent(title: AnyView(EmptyView()), actions: EmptyView(), message: nil, defaultAction: AnyView(EmptyView())))
    }
}
