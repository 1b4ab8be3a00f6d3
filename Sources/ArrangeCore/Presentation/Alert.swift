import Foundation

/// What an alert or confirmation dialog shows, its text already made (the `alert` and
/// `confirmationDialog` modifiers with titles are declared with `Text`). Arrange's own.
public struct _DialogContent {
    let title: AnyView
    let actions: [AnyView]
    /// The actions as the builder made them, before they were read one by one (the
    /// ViewInspector module gives them back).
    let builtActions: AnyView
    let message: AnyView?
    let defaultAction: AnyView
    let showsTitle: Bool
    /// The value the dialog was made from when a deprecated form made it (an `ActionSheet`),
    /// for the ViewInspector module, which inspects it as that value.
    package var legacySource: Any? = nil

    /// Arrange's own: a dialog's title, its actions (read one by one as a list reads rows),
    /// message, the action shown when there is none (an alert's "OK", a dialog's "Cancel") and
    /// whether the title is shown.
    public init<Actions: View>(title: AnyView, actions: Actions, message: AnyView?, defaultAction: AnyView, showsTitle: Bool = true) {
        self.title = title
        self.actions = ListContentBuilder.sections(of: actions).flatMap(\.rows).map(\.content)
        self.builtActions = AnyView(actions)
        self.message = message
        self.defaultAction = defaultAction
        self.showsTitle = showsTitle
    }
}

extension _DialogContent {
    /// The message view the `alert` and `confirmationDialog` modifiers give the initializer:
    /// the view their message builder made, kept as it is (an `AnyView` the builder returned
    /// stays one, where `AnyView(_:)` alone would take its view out), for the ViewInspector
    /// module, which reads it as SwiftUI keeps it.
    package static func message<M: View>(_ message: M) -> AnyView { AnyView(DialogMessageView(content: message)) }
}

/// A dialog's message as its builder made it (see `_DialogContent.message(_:)`): shows it.
nonisolated struct DialogMessageView<Content: View>: View {
    let content: Content
    var body: some View { content }
}

/// An alert or confirmation dialog presented by a binding: its content is made when the modifier
/// is applied (the builders are not kept), whether it shows is read from the binding when the
/// modifier's body is evaluated, as SwiftUI reads it; a later inspection of the same view value
/// sees a dismissal.
@usableFromInline nonisolated struct BoundDialogModifier: ViewModifier, InspectionExpandedModifier {
    let isPresented: Binding<Bool>
    /// The content; `nil` when a `presenting:` form has no data.
    let dialog: _DialogContent?
    let isAlert: Bool

    @usableFromInline func body(content: Content) -> some View {
        let binding = isPresented
        let shown = dialog != nil && binding.wrappedValue
        let dialog = self.dialog ?? _DialogContent(title: AnyView(EmptyView()), actions: EmptyView(), message: nil, defaultAction: AnyView(EmptyView()))
        if isAlert {
            content._alert(isPresented: shown, dismiss: { binding.wrappedValue = false }, content: dialog)
        } else {
            content._confirmationDialog(isPresented: shown, dismiss: { binding.wrappedValue = false }, content: dialog)
        }
    }
}

nonisolated extension View {
    /// The `alert` modifiers presented by `isPresented` (and, for the `presenting:` forms,
    /// `available`: whether there is data): see `BoundDialogModifier`.
    package func _alert(presented isPresented: Binding<Bool>, when available: Bool = true, content: @autoclosure () -> _DialogContent) -> some View {
        modifier(BoundDialogModifier(isPresented: isPresented, dialog: available ? content() : nil, isAlert: true))
    }

    /// The `confirmationDialog` modifiers presented by `isPresented` (and, for the `presenting:`
    /// forms, `available`): see `BoundDialogModifier`.
    package func _confirmationDialog(presented isPresented: Binding<Bool>, when available: Bool = true, content: @autoclosure () -> _DialogContent) -> some View {
        modifier(BoundDialogModifier(isPresented: isPresented, dialog: available ? content() : nil, isAlert: false))
    }
}

nonisolated extension View {
    /// Arrange's own entry point for the `alert` modifiers: while `isPresented` is true, the
    /// alert is drawn centred over the dimmed content; `dismiss` (setting the binding to `false`)
    /// is what the interaction API's `dismiss()` and the alert's buttons call.
    public func _alert(isPresented: Bool, dismiss: @escaping () -> Void = {}, content: @autoclosure () -> _DialogContent) -> some View {
        let dialog = isPresented ? content() : nil
        return overlay { if let dialog { AlertPresentation(dialog: dialog).controlAction(ControlAction(.dialog, activate: ControlAction.mainActor(dismiss))) } }
    }

    /// Arrange's own entry point for the `confirmationDialog` modifiers: while `isPresented` is
    /// true, the action sheet is drawn at the bottom over the dimmed content; `dismiss` is what
    /// the interaction API's `dismiss()` and the dialog's buttons call.
    public func _confirmationDialog(isPresented: Bool, dismiss: @escaping () -> Void = {}, content: @autoclosure () -> _DialogContent) -> some View {
        let dialog = isPresented ? content() : nil
        return overlay { if let dialog { ConfirmationDialogPresentation(dialog: dialog).controlAction(ControlAction(.dialog, activate: ControlAction.mainActor(dismiss))) } }
    }
}

/// An alert: a 270-point-wide rounded box centred on the screen, its title and message centred
/// above its buttons — two side by side, else one per row — each row 44 points tall under a
/// separator.
@usableFromInline nonisolated struct AlertPresentation: View {
    let dialog: _DialogContent

    @usableFromInline var body: some View {
        let actions = dialog.actions.isEmpty ? [dialog.defaultAction] : dialog.actions
        ZStack {
            Color.black.opacity(PresentationMetrics.dimmingOpacity).ignoresSafeArea()
            VStack(spacing: 0) {
                VStack(spacing: PresentationMetrics.alertTitleMessageSpacing) {
                    dialog.title.containerTextRole(.alertTitle)
                    if let message = dialog.message {
                        message.containerTextRole(.alertMessage)
                    }
                }
                .foregroundStyle(Color.primary)
                .padding(PresentationMetrics.alertTextInsets)
                .frame(maxWidth: .infinity)
                if actions.count == 2 {
                    PresentationMetrics.separator.frame(height: 0.5)
                    HStack(spacing: 0) {
                        AlertButtonCell(label: actions[0])
                        PresentationMetrics.separator.frame(width: 0.5)
                        AlertButtonCell(label: actions[1])
                    }
                    .frame(height: PresentationMetrics.alertButtonHeight)
                } else {
                    ForEach(Array(actions.enumerated()), id: \.offset) { _, action in
                        PresentationMetrics.separator.frame(height: 0.5)
                        AlertButtonCell(label: action)
                            .frame(height: PresentationMetrics.alertButtonHeight)
                    }
                }
            }
            .frame(width: PresentationMetrics.alertWidth)
            .background(PresentationMetrics.cardBackground, in: RoundedRectangle(cornerRadius: PresentationMetrics.alertCornerRadius))
        }
    }
}

/// One button of an alert: its label centred in the accent colour.
@usableFromInline nonisolated struct AlertButtonCell: View {
    let label: AnyView
    @usableFromInline var body: some View {
        label
            .containerTextRole(.alertButton)
            .foregroundStyle(NavigationMetrics.accent)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A confirmation dialog, as iOS presents it on an iPhone: an action sheet at the bottom — its
/// title and message (when shown) and buttons in one rounded card, 57 points a button, and the
/// cancel button in a card of its own below — 8 points from the sides and the bottom safe area.
@usableFromInline nonisolated struct ConfirmationDialogPresentation: View {
    let dialog: _DialogContent

    @usableFromInline var body: some View {
        ZStack(alignment: .bottom) {
            Color.black.opacity(PresentationMetrics.dimmingOpacity).ignoresSafeArea()
            VStack(spacing: PresentationMetrics.dialogCancelGap) {
                VStack(spacing: 0) {
                    if dialog.showsTitle || dialog.message != nil {
                        VStack(spacing: PresentationMetrics.alertTitleMessageSpacing) {
                            if dialog.showsTitle { dialog.title.containerTextRole(.dialogTitle) }
                            if let message = dialog.message { message.containerTextRole(.alertMessage) }
                        }
                        .foregroundStyle(ListMetrics.secondaryLabel)
                        .padding(.vertical, PresentationMetrics.dialogTitlePadding)
                        .padding(.horizontal, PresentationMetrics.alertTextInsets.leading)
                        .frame(maxWidth: .infinity)
                    }
                    ForEach(Array(dialog.actions.enumerated()), id: \.offset) { index, action in
                        if index > 0 || dialog.showsTitle || dialog.message != nil {
                            PresentationMetrics.separator.frame(height: 0.5)
                        }
                        DialogButtonCell(label: action)
                    }
                }
                .background(PresentationMetrics.cardBackground, in: RoundedRectangle(cornerRadius: PresentationMetrics.dialogCornerRadius))
                DialogButtonCell(label: dialog.defaultAction)
                    .background(Color.white, in: RoundedRectangle(cornerRadius: PresentationMetrics.dialogCornerRadius))
            }
            .padding(.horizontal, PresentationMetrics.dialogMargin)
            .padding(.bottom, PresentationMetrics.dialogMargin)
        }
    }
}

/// One button of an action sheet: its label centred in the accent colour, 57 points tall.
@usableFromInline nonisolated struct DialogButtonCell: View {
    let label: AnyView
    @usableFromInline var body: some View {
        label
            .containerTextRole(.dialogButton)
            .foregroundStyle(NavigationMetrics.accent)
            .frame(maxWidth: .infinity)
            .frame(height: PresentationMetrics.dialogButtonHeight)
    }
}
