import ArrangeCore
import ArrangeText
import Foundation

/// A modifier that presents a popup (an alert, action sheet, sheet, full-screen cover or
/// popover) and says how: the wrapper modifiers ViewInspector's guide has apps use conform.
public protocol BasePopupPresenter {
    /// The popup as presented now; throws `viewNotFound` when it is not presented.
    func buildPopup() throws -> Any
    /// Dismisses the popup (its binding set back, then `onDismiss`).
    func dismissPopup()
    /// The view the modifier's body presents from (its `viewModifierContent()`).
    func content() throws -> ViewInspector.Content
    /// Whether the popup is an `Alert`.
    var isAlertPresenter: Bool { get }
    /// Whether the popup is an `ActionSheet`.
    var isActionSheetPresenter: Bool { get }
    /// Whether the modifier presents a popover.
    var isPopoverPresenter: Bool { get }
    /// Whether the modifier presents a sheet or a full-screen cover.
    var isSheetPresenter: Bool { get }
}

/// A popup presenter driven by a `Bool` binding.
public protocol PopupPresenter: BasePopupPresenter {
    /// The popup's type.
    associatedtype Popup
    /// Whether the popup is presented.
    var isPresented: Binding<Bool> { get }
    /// Makes the popup.
    var popupBuilder: () -> Popup { get }
    /// Runs after the popup is dismissed.
    var onDismiss: (() -> Void)? { get }
}

/// A popup presenter driven by an optional item.
public protocol ItemPopupPresenter: BasePopupPresenter {
    /// The popup's type.
    associatedtype Popup
    /// The item's type.
    associatedtype Item: Identifiable
    /// The item the popup is presented for (`nil`: not presented).
    var item: Binding<Item?> { get }
    /// Makes the popup for an item.
    var popupBuilder: (Item) -> Popup { get }
    /// Runs after the popup is dismissed.
    var onDismiss: (() -> Void)? { get }
}

extension BasePopupPresenter {
    /// Not an alert.
    public var isAlertPresenter: Bool { false }
    /// Not an action sheet.
    public var isActionSheetPresenter: Bool { false }
    /// Not a popover.
    public var isPopoverPresenter: Bool { false }
    /// Not a sheet.
    public var isSheetPresenter: Bool { false }

    func subject<T>(_ type: T.Type) -> String {
        if isPopoverPresenter { return "Popover" }
        if isSheetPresenter { return "Sheet" }
        return Inspector.typeName(type: T.self)
    }
}

extension PopupPresenter {
    /// The popup, when `isPresented` is true.
    public func buildPopup() throws -> Any {
        guard isPresented.wrappedValue else { throw InspectionError.viewNotFound(parent: subject(Popup.self)) }
        return popupBuilder()
    }

    /// Sets `isPresented` to false, then runs `onDismiss`.
    public func dismissPopup() {
        isPresented.wrappedValue = false
        onDismiss?()
    }
}

extension ItemPopupPresenter {
    /// The popup, for the item when there is one.
    public func buildPopup() throws -> Any {
        guard let value = item.wrappedValue else { throw InspectionError.viewNotFound(parent: subject(Popup.self)) }
        return popupBuilder(value)
    }

    /// Sets the item to `nil`, then runs `onDismiss`.
    public func dismissPopup() {
        item.wrappedValue = nil
        onDismiss?()
    }
}

extension PopupPresenter where Popup == Alert {
    /// An alert.
    public var isAlertPresenter: Bool { true }
}

extension ItemPopupPresenter where Popup == Alert {
    /// An alert.
    public var isAlertPresenter: Bool { true }
}

extension PopupPresenter where Popup == ActionSheet {
    /// An action sheet.
    public var isActionSheetPresenter: Bool { true }
}

extension ItemPopupPresenter where Popup == ActionSheet {
    /// An action sheet.
    public var isActionSheetPresenter: Bool { true }
}

extension ArrangeCore.ViewModifier where Self: BasePopupPresenter {
    /// The view the modifier's body presents from.
    public func content() throws -> ViewInspector.Content {
        try ViewInspector.Content(self).viewModifierContentOfBody()
    }
}

extension ArrangeCore.ViewModifier where Self: PopupPresenter {
    /// Whether the body presents with `popover`.
    public var isPopoverPresenter: Bool { (try? content())?.presentationKind == .popover }
    /// Whether the body presents with `sheet` or `fullScreenCover`.
    public var isSheetPresenter: Bool { [.sheet, .fullScreenCover].contains((try? content())?.presentationKind) }
}

extension ArrangeCore.ViewModifier where Self: ItemPopupPresenter {
    /// Whether the body presents with `popover`.
    public var isPopoverPresenter: Bool { (try? content())?.presentationKind == .popover }
    /// Whether the body presents with `sheet` or `fullScreenCover`.
    public var isSheetPresenter: Bool { [.sheet, .fullScreenCover].contains((try? content())?.presentationKind) }
}

/// How a view presents: Arrange's sheet, full-screen cover and popover are overlays whose
/// content is their presentation while it is presented.
enum PresentationKind {
    case sheet, fullScreenCover, popover, alert, confirmationDialog
}

extension Content {
    /// The `_ViewModifier_Content` in the body of the custom modifier this content is.
    func viewModifierContentOfBody() throws -> Content {
        let body = try CustomViews.unwrappedBody(of: self)
        let root = InspectableView<ViewType.ClassifiedView>(unchecked: body, parent: nil, call: "", index: nil)
        return try root.find(ViewType.ViewModifierContent.self).content
    }

    /// What the modifiers applied to this view present, by their overlays' types.
    var presentationKind: PresentationKind? {
        for modifier in medium.viewModifiers where Inspector.typeName(value: modifier, generics: .remove) == "SecondaryModifier" {
            let name = Inspector.typeName(value: modifier)
            if name.contains("PopoverContent") { return .popover }
            if name.contains("FullScreenPresentation") { return .fullScreenCover }
            if name.contains("SheetPresentation") { return .sheet }
        }
        return nil
    }
}

extension ViewType {
    /// A presented popup and its presenter (the content popup markers hold).
    struct PopupContainer {
        let popup: Any
        let presenter: any BasePopupPresenter
        /// The marker's type prefix (`Sheet`, `Alert`…).
        let kind: String
    }

    /// A sheet's content (also a full-screen cover's).
    public struct Sheet: KnownViewType {
        /// Identified by its presenter, not its type.
        public static var typePrefix: String { "Sheet" }
    }

    /// A full-screen cover's content.
    public typealias FullScreenCover = Sheet

    /// A popover's content.
    public struct Popover: KnownViewType {
        /// Identified by its presenter.
        public static var typePrefix: String { "Popover" }
    }

    /// An alert.
    public struct Alert: KnownViewType {
        /// Identified by its presenter.
        public static var typePrefix: String { "Alert" }
    }

    /// An action sheet.
    public struct ActionSheet: KnownViewType {
        /// Identified by its presenter.
        public static var typePrefix: String { "ActionSheet" }
    }

    /// A button of an alert or action sheet.
    public struct AlertButton: KnownViewType, ContentMatchingViewType {
        /// `Alert.Button`.
        public static var typePrefix: String { "Alert.Button" }
        /// Checked by what the view is.
        public static var namespacedPrefixes: [String] { [] }
        static func matches(_ content: Content) -> Bool { content.view is AlertButtonContent }
    }
}

extension ViewType.Sheet: SingleViewContent {
    /// The sheet's view.
    public static func child(_ content: Content) throws -> Content {
        try Unwrapping.unwrap(try popupContainer(of: content).popup, medium: content.medium.resettingViewModifiers())
    }
}

extension ViewType.Sheet: MultipleViewContent {
    /// The sheet's views.
    public static func children(_ content: Content) throws -> LazyGroup<Content> {
        try Unwrapping.viewsInContainer(try popupContainer(of: content).popup, medium: content.medium)
    }
}

extension ViewType.Popover: SingleViewContent {
    /// The popover's view.
    public static func child(_ content: Content) throws -> Content { try ViewType.Sheet.child(content) }
}

extension ViewType.Popover: MultipleViewContent {
    /// The popover's views.
    public static func children(_ content: Content) throws -> LazyGroup<Content> { try ViewType.Sheet.children(content) }
}

private func popupContainer(of content: Content) throws -> ViewType.PopupContainer {
    try Inspector.cast(content.view, to: ViewType.PopupContainer.self)
}

extension InspectableView {
    /// The sheet this view presents (the `index`-th presenter of sheets).
    public func sheet(_ index: Int? = nil) throws -> InspectableView<ViewType.Sheet> {
        try popup(name: "Sheet", index: index) { $0.isSheetPresenter }
    }

    /// The full-screen cover this view presents.
    public func fullScreenCover(_ index: Int? = nil) throws -> InspectableView<ViewType.FullScreenCover> {
        try popup(name: "FullScreenCover", index: index) { $0.isSheetPresenter }
    }

    /// The popover this view presents.
    public func popover(_ index: Int? = nil) throws -> InspectableView<ViewType.Popover> {
        try popup(name: "Popover", index: index) { $0.isPopoverPresenter }
    }

    /// The alert this view presents.
    public func alert(_ index: Int? = nil) throws -> InspectableView<ViewType.Alert> {
        try popup(name: "Alert", index: index) { $0.isAlertPresenter }
    }

    /// The action sheet this view presents.
    public func actionSheet(_ index: Int? = nil) throws -> InspectableView<ViewType.ActionSheet> {
        try popup(name: "ActionSheet", index: index) { $0.isActionSheetPresenter }
    }

    private func popup<Popup: BaseViewType>(name: String, index: Int?, _ matches: (any BasePopupPresenter) -> Bool) throws -> InspectableView<Popup> {
        let presenters = StandardPresenter.presenters(in: contentForModifierLookup.medium).map(\.presenter).filter(matches)
        guard (index ?? 0) < presenters.count else {
            throw modifierNotFound(name.prefix(1).lowercased() + name.dropFirst(), index: index ?? 0)
        }
        let presenter = presenters[index ?? 0]
        let popup: Any
        do {
            popup = try presenter.buildPopup()
        } catch InspectionError.viewNotFound {
            throw InspectionError.viewNotFound(parent: name)
        }
        let container = ViewType.PopupContainer(popup: popup, presenter: presenter, kind: Popup.typePrefix)
        let call = ViewType.inspectionCall(base: name.prefix(1).lowercased() + name.dropFirst() + "(\(ViewType.indexPlaceholder))", index: index)
        return InspectableView<Popup>(unchecked: Content(container, medium: content.medium.resettingViewModifiers()), parent: self, call: call, index: index)
    }
}

extension InspectableView where View == ViewType.Sheet {
    /// Dismisses the sheet.
    public func dismiss() throws { try popupContainer(of: content).presenter.dismissPopup() }
    /// Dismisses the sheet, running its `onDismiss`.
    public func callOnDismiss() throws { try dismiss() }
}

extension InspectableView where View == ViewType.Popover {
    /// Dismisses the popover.
    public func dismiss() throws { try popupContainer(of: content).presenter.dismissPopup() }
    /// Whether the popover is presented.
    public func isPresented() throws -> Bool { true }
    /// The popover's view.
    public func contentView() throws -> InspectableView<ViewType.ClassifiedView> {
        try .init(try ViewType.Sheet.child(content), parent: self, call: "contentView()")
    }
    /// The popover's view (the type is not checked: ViewInspector's deprecated form).
    @available(*, deprecated, message: "Simply remove `contentView()` from the inspection chain")
    public func contentView<T>(_ viewType: T.Type) throws -> InspectableView<ViewType.ClassifiedView> {
        try .init(try ViewType.Sheet.child(content), parent: self, call: "contentView()")
    }
    /// The edge the popover's arrow points from (`.top` unless one was given).
    public func arrowEdge() throws -> Edge {
        let edge = try Inspector.attribute(label: "arrowEdge", value: try popoverContent(), type: Edge?.self)
        return edge ?? .top
    }
    /// Where the popover attaches to the view that presents it.
    public func attachmentAnchor() throws -> PopoverAttachmentAnchor {
        try Inspector.attribute(label: "attachmentAnchor", value: try popoverContent(), type: PopoverAttachmentAnchor.self)
    }

    /// Arrange's record of the popover (its content with the anchor and arrow edge): the
    /// popup of a plain `popover`, else the one a presenter's body presents.
    private func popoverContent() throws -> Any {
        let container = try popupContainer(of: content)
        if (try? Inspector.attribute(label: "arrowEdge", value: container.popup)) != nil { return container.popup }
        let presented = try container.presenter.content()
        guard let popover = StandardPresenter.presenters(in: presented.medium).first(where: { $0.presenter.isPopoverPresenter }) else {
            throw InspectionError.attributeNotFound(label: "arrowEdge", type: "Popover")
        }
        return try popover.presenter.buildPopup()
    }
}

extension PopoverAttachmentAnchor: Equatable {
    /// Anchors are equal when they are of the same kind and attach at the same place (ViewInspector
    /// adds this conformance; SwiftUI's anchor is not `Equatable`).
    public static func == (lhs: PopoverAttachmentAnchor, rhs: PopoverAttachmentAnchor) -> Bool {
        switch (lhs, rhs) {
        case let (.point(left), .point(right)):
            return left == right
        case let (.rect(left), .rect(right)):
            let frames = [CGRect(x: 3, y: 5, width: 7, height: 11), CGRect(x: -13, y: 17, width: 19, height: 23)]
            return frames.allSatisfy { left.inspectedRect(in: $0) == right.inspectedRect(in: $0) }
        default:
            return false
        }
    }
}

extension InspectableView where View == ViewType.Alert {
    /// The alert's title.
    public func title() throws -> InspectableView<ViewType.Text> {
        let popup = try popupContainer(of: content).popup
        if let dialog = popup as? DialogValue { return try .init(try dialog.title(), parent: self, call: "title()") }
        return try .init(Content(try Inspector.attribute(label: "title", value: popup)), parent: self, call: "title()")
    }

    /// The alert's message.
    public func message() throws -> InspectableView<ViewType.ClassifiedView> {
        let popup = try popupContainer(of: content).popup
        if let dialog = popup as? DialogValue {
            guard let message = try dialog.message() else { throw InspectionError.viewNotFound(parent: "message") }
            return try .init(message, parent: self, call: "message()")
        }
        guard let message = try Inspector.attribute(label: "message", value: popup) as? Text else {
            throw InspectionError.viewNotFound(parent: "message")
        }
        return try .init(Content(message), parent: self, call: "message()")
    }

    /// The actions of an alert made with `alert(_:isPresented:actions:)`: its buttons.
    public func actions() throws -> InspectableView<ViewType.ClassifiedView> {
        guard let dialog = try popupContainer(of: content).popup as? DialogValue else {
            throw InspectionError.notSupported("actions() is for alerts made with alert(_:isPresented:actions:); use primaryButton() and secondaryButton()")
        }
        return try .init(try dialog.actions(), parent: self, call: "actions()")
    }

    /// The first button (the dismiss button of a one-button alert).
    public func primaryButton() throws -> InspectableView<ViewType.AlertButton> { try alertButton(0, call: "primaryButton()") }

    /// The second button.
    public func secondaryButton() throws -> InspectableView<ViewType.AlertButton> { try alertButton(1, call: "secondaryButton()") }

    /// Dismisses the alert.
    public func dismiss() throws { try popupContainer(of: content).presenter.dismissPopup() }
}

extension InspectableView where View == ViewType.ClassifiedView {
    /// The string of the `Text` this view is (Arrange's own: ViewInspector's guide reads an
    /// alert's `message()`, a classified view, with it).
    public func string(locale: Locale = .testsDefault) throws -> String {
        try asInspectableView(ofType: ViewType.Text.self).string(locale: locale)
    }
}

extension InspectableView where View == ViewType.ActionSheet {
    /// The action sheet's title.
    public func title() throws -> InspectableView<ViewType.Text> {
        try .init(Content(try Inspector.attribute(label: "title", value: try popupContainer(of: content).popup)), parent: self, call: "title()")
    }

    /// The action sheet's message.
    public func message() throws -> InspectableView<ViewType.Text> {
        guard let message = try Inspector.attribute(label: "message", value: try popupContainer(of: content).popup) as? Text else {
            throw InspectionError.viewNotFound(parent: "message")
        }
        return try .init(Content(message), parent: self, call: "message()")
    }

    /// The button at `index`.
    public func button(_ index: Int) throws -> InspectableView<ViewType.AlertButton> { try alertButton(index, call: "button(\(index))") }

    /// Dismisses the action sheet.
    public func dismiss() throws { try popupContainer(of: content).presenter.dismissPopup() }
}

extension InspectableView {
    fileprivate func alertButton(_ index: Int, call: String) throws -> InspectableView<ViewType.AlertButton> {
        let container = try popupContainer(of: content)
        var buttons = try Inspector.attribute(label: "buttons", value: container.popup, type: [Alert.Button].self)
        // An alert made with no button shows SwiftUI's default OK button, its primary one.
        if buttons.isEmpty && call == "primaryButton()" { buttons = [.default(Text("OK"))] }
        guard index < buttons.count else {
            let named = call == "primaryButton()" || call == "secondaryButton()"
            throw InspectionError.viewNotFound(parent: named ? String(call.dropLast(2)) : "button at index \(index)")
        }
        return InspectableView<ViewType.AlertButton>(unchecked: Content(AlertButtonContent(button: buttons[index], presenter: container.presenter)),
                                                     parent: self, call: call, index: nil)
    }
}

/// An alert button with the presenter that dismisses its alert.
struct AlertButtonContent {
    let button: Alert.Button
    let presenter: any BasePopupPresenter
}

extension InspectableView where View == ViewType.AlertButton {
    /// The button's label.
    public func labelView() throws -> InspectableView<ViewType.Text> {
        let button = try Inspector.cast(content.view, to: AlertButtonContent.self).button
        return try .init(Content(try Inspector.attribute(label: "label", value: button)), parent: self, call: "labelView()")
    }

    /// The button's style.
    public func style() throws -> Alert.Button.Style {
        let button = try Inspector.cast(content.view, to: AlertButtonContent.self).button
        switch try Inspector.attribute(label: "role", value: button, type: ButtonRole?.self) {
        case .cancel?: return .cancel
        case .destructive?: return .destructive
        default: return .default
        }
    }

    /// Taps the button: dismisses the popup, then runs the button's action.
    public func tap() throws {
        let content = try Inspector.cast(content.view, to: AlertButtonContent.self)
        content.presenter.dismissPopup()
        content.button.inspectedAction?()
    }
}

extension Alert.Button {
    /// How an alert button looks (ViewInspector's `style()`).
    public enum Style: Equatable {
        /// A default button.
        case `default`
        /// A button that cancels.
        case cancel
        /// A button that destroys data (drawn red).
        case destructive
    }
}

/// A dialog Arrange's `alert(_:isPresented:actions:message:)` and `confirmationDialog` present
/// (`_DialogContent`), read for inspection.
struct DialogValue {
    let dialog: Any

    private func view(_ label: String) throws -> Any {
        let stored = try Inspector.attribute(label: label, value: dialog)
        guard let unwrapped = Inspector.unwrappingOptional(stored) else { throw InspectionError.viewNotFound(parent: label) }
        return unwrapped
    }

    /// The title, unwrapped of its `AnyView`.
    func title() throws -> Content { try Unwrapping.unwrap(try Inspector.attribute(label: "view", value: try view("title")), medium: Content.Medium()) }

    /// The message, if there is one.
    func message() throws -> Content? {
        guard let message = Inspector.unwrappingOptional(try Inspector.attribute(label: "message", value: dialog)) else { return nil }
        var view = try Inspector.attribute(label: "view", value: message)
        // The view the message builder made, kept apart from the AnyView around it.
        if Inspector.typeName(value: view, generics: .remove) == "DialogMessageView" { view = try Inspector.attribute(label: "content", value: view) }
        return try Unwrapping.unwrap(view, medium: Content.Medium())
    }

    /// The actions, as a group of views (each an `AnyView`'s view); one action is the view the
    /// actions builder made (an `AnyView` it returned stays one, as ViewInspector reads it).
    func actions() throws -> Content {
        let actions = try Inspector.attribute(label: "actions", value: dialog, type: [AnyView].self)
        let views = actions.compactMap { try? Inspector.attribute(label: "view", value: $0) }
        if views.count == 1 {
            if let built = try? Inspector.attribute(label: "builtActions", value: dialog) as? AnyView,
               let view = try? Inspector.attribute(label: "view", value: built) {
                return try Unwrapping.unwrap(view, medium: Content.Medium())
            }
            return try Unwrapping.unwrap(views[0], medium: Content.Medium())
        }
        return Content(DialogActions(views: views))
    }
}

/// A dialog's actions, a view whose children are the action views.
struct DialogActions {
    let views: [Any]
}

/// A presenter for Arrange's own presentations (`sheet`, `fullScreenCover`, `popover`,
/// `alert(_:isPresented:actions:)`, `confirmationDialog`), which need no wrapper modifier:
/// Arrange presents them as an overlay holding the presentation while it is presented.
struct StandardPresenter: BasePopupPresenter {
    let kind: PresentationKind
    /// The presented view (a sheet's content) or dialog; `nil` when not presented.
    let popup: Any?
    /// Dismisses the presentation (the binding set back, then `onDismiss`).
    let dismiss: (@MainActor () -> Void)?
    /// Whether it presents a plain `actionSheet(isPresented:content:)`, an action sheet rather
    /// than a confirmation dialog to inspection.
    var isLegacyActionSheet = false

    func buildPopup() throws -> Any {
        guard let popup else { throw InspectionError.viewNotFound(parent: kind.name) }
        return popup
    }

    func dismissPopup() { if let dismiss { assumingMainActor(dismiss) { $0() } } }
    func content() throws -> Content { throw InspectionError.notSupported("Arrange's own presentations have no wrapper body") }
    var isAlertPresenter: Bool { kind == .alert }
    var isActionSheetPresenter: Bool { kind == .confirmationDialog }
    var isPopoverPresenter: Bool { kind == .popover }
    var isSheetPresenter: Bool { kind == .sheet || kind == .fullScreenCover }

    /// The presenters of the presentations the modifiers in `medium` make, innermost first, with
    /// the position of the modifier in `medium.viewModifiers`.
    static func presenters(in medium: Content.Medium) -> [(position: Int, presenter: any BasePopupPresenter)] {
        medium.viewModifiers.enumerated().reversed().compactMap { position, modifier -> (Int, any BasePopupPresenter)? in
            if let presenter = modifier as? any BasePopupPresenter { return (position, presenter) }
            guard let secondary = SecondaryContent(modifier), let kind = PresentationKind(typeName: Inspector.typeName(value: secondary.view)) else {
                return nil
            }
            guard let presented = try? Unwrapping.unwrap(secondary.view, medium: Content.Medium()) else {
                return (position, StandardPresenter(kind: kind, popup: nil, dismiss: nil))
            }
            let actions = presented.medium.viewModifiers.compactMap { (try? Inspector.attribute(label: "action", value: $0)) as? ControlAction }
            let dismiss = actions.first { $0.kind == .presentation || $0.kind == .dialog }?.activate
            var popup: Any = presented.view
            if kind == .confirmationDialog, let dialog = try? Inspector.attribute(label: "dialog", value: presented.view),
               let source = (try? Inspector.attribute(label: "legacySource", value: dialog)).flatMap(Inspector.unwrappingOptional), source is ActionSheet {
                // A plain `actionSheet(isPresented:content:)`: inspected as its `ActionSheet`.
                var presenter = StandardPresenter(kind: kind, popup: source, dismiss: dismiss)
                presenter.isLegacyActionSheet = true
                return (position, presenter)
            }
            if kind == .alert || kind == .confirmationDialog, let dialog = try? Inspector.attribute(label: "dialog", value: presented.view) {
                popup = DialogValue(dialog: dialog)
            } else if let content = try? Inspector.attribute(label: "content", value: presented.view) {
                popup = content
            }
            return (position, StandardPresenter(kind: kind, popup: popup, dismiss: dismiss))
        }
    }
}

extension PresentationKind {
    /// The kind of Arrange's presentation overlay whose content has this type name.
    init?(typeName: String) {
        if typeName.contains("PopoverContent") { self = .popover }
        else if typeName.contains("FullScreenPresentation") { self = .fullScreenCover }
        else if typeName.contains("SheetPresentation") { self = .sheet }
        else if typeName.contains("ConfirmationDialogPresentation") { self = .confirmationDialog }
        else if typeName.contains("AlertPresentation") { self = .alert }
        else { return nil }
    }

    /// The popup's name in messages.
    var name: String {
        switch self {
        case .sheet: return "Sheet"
        case .fullScreenCover: return "FullScreenCover"
        case .popover: return "Popover"
        case .alert: return "Alert"
        case .confirmationDialog: return "ConfirmationDialog"
        }
    }
}

extension ViewType {
    /// A confirmation dialog (`confirmationDialog(_:isPresented:titleVisibility:actions:)`).
    public struct ConfirmationDialog: KnownViewType {
        /// Identified by its presenter.
        public static var typePrefix: String { "ConfirmationDialog" }
    }
}

extension InspectableView {
    /// The confirmation dialog this view presents.
    public func confirmationDialog(_ index: Int? = nil) throws -> InspectableView<ViewType.ConfirmationDialog> {
        let presenters = StandardPresenter.presenters(in: contentForModifierLookup.medium).map(\.presenter)
            .filter { ($0 as? StandardPresenter).map { $0.kind == .confirmationDialog && !$0.isLegacyActionSheet } == true }
        guard (index ?? 0) < presenters.count else { throw modifierNotFound("confirmationDialog", index: index ?? 0) }
        let presenter = presenters[index ?? 0]
        let popup: Any
        do {
            popup = try presenter.buildPopup()
        } catch InspectionError.viewNotFound {
            throw InspectionError.viewNotFound(parent: "ConfirmationDialog")
        }
        let container = ViewType.PopupContainer(popup: popup, presenter: presenter, kind: "ConfirmationDialog")
        return InspectableView<ViewType.ConfirmationDialog>(unchecked: Content(container, medium: content.medium.resettingViewModifiers()),
                                                            parent: self, call: "confirmationDialog(\(index.map(String.init) ?? ""))", index: index)
    }
}

extension InspectableView where View == ViewType.ConfirmationDialog {
    private var dialog: DialogValue {
        get throws { try Inspector.cast(try popupContainer(of: content).popup, to: DialogValue.self) }
    }

    /// The dialog's title.
    public func title() throws -> InspectableView<ViewType.Text> { try .init(try dialog.title(), parent: self, call: "title()") }

    /// The dialog's message.
    public func message() throws -> InspectableView<ViewType.ClassifiedView> {
        guard let message = try dialog.message() else { throw InspectionError.viewNotFound(parent: "message") }
        return try .init(message, parent: self, call: "message()")
    }

    /// The dialog's actions (its buttons).
    public func actions() throws -> InspectableView<ViewType.ClassifiedView> { try .init(try dialog.actions(), parent: self, call: "actions()") }

    /// Whether the title is shown.
    public func titleVisibility() throws -> Visibility {
        (try Inspector.attribute(label: "showsTitle", value: try dialog.dialog, type: Bool.self)) ? .visible : .hidden
    }

    /// Dismisses the dialog.
    public func dismiss() throws { try popupContainer(of: content).presenter.dismissPopup() }
}
