import ArrangeCore
import ArrangeText
import Foundation

/// The views a view's modifiers hold (overlays, backgrounds, custom modifiers' bodies), as
/// `find` reaches them.
enum ModifierViews {
    /// The steps to the views the modifiers applied directly to `view` hold, innermost first.
    static func views(of view: any UnwrappedView) -> [any UnwrappedView] {
        var result: [any UnwrappedView] = []
        var counts: [String: Int] = [:]
        func nextIndex(_ key: String) -> Int? {
            let count = counts[key, default: 0]
            counts[key] = count + 1
            return count == 0 ? nil : count
        }
        let presenters = StandardPresenter.presenters(in: view.content.medium)
        for (position, modifier) in view.content.medium.viewModifiers.enumerated().reversed() {
            if let presenter = presenters.first(where: { $0.position == position })?.presenter {
                guard let popup = try? presenter.buildPopup() else { continue }
                let kind = presenter.isPopoverPresenter ? "Popover" : presenter.isAlertPresenter ? "Alert"
                    : presenter.isActionSheetPresenter ? ((presenter as? StandardPresenter).map { $0.isLegacyActionSheet ? "ActionSheet" : "ConfirmationDialog" } ?? "ActionSheet") : "Sheet"
                let name = kind.prefix(1).lowercased() + kind.dropFirst()
                let index = nextIndex(name)
                let container = ViewType.PopupContainer(popup: popup, presenter: presenter, kind: kind == "ConfirmationDialog" ? "ActionSheet" : kind)
                result.append(InspectableView<ViewType.ClassifiedView>(unchecked: Content(container, medium: view.content.medium.resettingViewModifiers()),
                                                                       parent: view, call: "\(name)(\(index.map(String.init) ?? ""))", index: index))
                if modifier is any ViewModifier, !Inspector.isSystemType(value: modifier) {
                    let typeName = Inspector.typeName(value: modifier)
                    let modifierIndex = nextIndex("modifier " + typeName)
                    let call = ViewType.inspectionCall(base: "modifier(\(typeName).self\(ViewType.commaPlaceholder)\(ViewType.indexPlaceholder))", index: modifierIndex)
                    result.append(InspectableView<ViewType.ClassifiedView>(unchecked: Content(modifier, medium: view.content.medium.resettingViewModifiers()),
                                                                           parent: view, call: call, index: modifierIndex))
                }
            } else if let secondary = SecondaryContent(modifier) {
                // Arrange presents sheets and alerts as overlays; `find` reaches them through
                // their presenters (`sheet()`, `alert()`), not as overlays.
                if Inspector.typeName(value: secondary.view).contains("Presentation") { continue }
                if let reader = secondary.view as? any PreferenceValueReaderForInspection {
                    // `overlayPreferenceValue`/`backgroundPreferenceValue`: the view made from
                    // the key's default value, as their accessors give it.
                    let name = secondary.isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue"
                    let index = nextIndex(name)
                    guard let content = try? Unwrapping.unwrap(reader.inspectedContent, medium: view.content.medium.resettingViewModifiers()) else { continue }
                    result.append(supplementaryView(content, parent: view, call: "\(name)(\(index.map(String.init) ?? ""))"))
                    continue
                }
                let name = secondary.isBackground ? "background" : "overlay"
                let index = nextIndex(name)
                guard let content = try? Unwrapping.unwrap(secondary.view, medium: view.content.medium.resettingViewModifiers()) else { continue }
                result.append(supplementaryView(content, parent: view, call: "\(name)(\(index.map(String.init) ?? ""))"))
            } else if Inspector.typeName(value: modifier, generics: .remove) == "MaskModifier",
                      let mask = try? Inspector.attribute(label: "mask", value: modifier),
                      let content = try? Unwrapping.unwrap(mask, medium: view.content.medium.resettingViewModifiers()) {
                let index = nextIndex("mask")
                result.append(supplementaryView(content, parent: view, call: "mask(\(index.map(String.init) ?? ""))"))
            } else if let background = (modifier as? any InspectedListRowTraits)?.inspectedRowTraits.background,
                      let inner = try? Inspector.attribute(label: "view", value: background),
                      let content = try? Unwrapping.unwrap(inner, medium: view.content.medium.resettingViewModifiers()) {
                let index = nextIndex("listRowBackground")
                result.append(supplementaryView(content, parent: view, call: "listRowBackground(\(index.map(String.init) ?? ""))"))
            } else if let record = (modifier as? any InspectedStyleRecord)?.inspectedStyle as? InspectedNavigationDestination {
                let index = nextIndex("navigationDestination")
                guard record.isPresented.wrappedValue, record.destination != nil else { continue }
                result.append(InspectableView<ViewType.ClassifiedView>(unchecked: Content(record, medium: view.content.medium.resettingViewModifiers()),
                                                                       parent: view, call: "navigationDestination(\(index.map(String.init) ?? ""))", index: index))
            } else if let inset = SafeAreaInsetValue(modifier) {
                let index = nextIndex("safeAreaInset")
                result.append(InspectableView<ViewType.ClassifiedView>(unchecked: Content(inset, medium: view.content.medium.resettingViewModifiers()),
                                                                       parent: view, call: "safeAreaInset(\(index.map(String.init) ?? ""))", index: index))
            } else if Inspector.typeName(value: modifier, generics: .remove) == "TabItemView",
                      let label = try? Inspector.attribute(label: "label", value: modifier),
                      let content = try? Unwrapping.unwrap(label, medium: view.content.medium.resettingViewModifiers()) {
                result.append(supplementaryView(content, parent: view, call: "tabItem()"))
            } else if let help = modifier as? HelpModifier {
                // The help text is found as the view's `help()`, itself a Text.
                result.append(InspectableView<ViewType.ClassifiedView>(unchecked: Content(help.text), parent: view, call: "help()", index: nil))
            } else if let toolbar = modifier as? any InspectedToolbar {
                let index = nextIndex("toolbar")
                let value = ToolbarContentValue(items: toolbar.inspectedItems, details: toolbar.inspectedItemDetails,
                                                identifier: toolbar.inspectedIdentifier, groups: toolbar.inspectedItemGroups)
                let content = Content(value, medium: view.content.medium.resettingViewModifiers())
                result.append(InspectableView<ViewType.ClassifiedView>(unchecked: content, parent: view,
                                                                       call: "toolbar(\(index.map(String.init) ?? ""))", index: index))
            } else if modifier is any ViewModifier, !Inspector.isSystemType(value: modifier) {
                let name = Inspector.typeName(value: modifier)
                let index = nextIndex("modifier " + name)
                let call = ViewType.inspectionCall(base: "modifier(\(name).self\(ViewType.commaPlaceholder)\(ViewType.indexPlaceholder))", index: index)
                result.append(InspectableView<ViewType.ClassifiedView>(unchecked: Content(modifier, medium: view.content.medium.resettingViewModifiers()),
                                                                       parent: view, call: call, index: index))
            }
        }
        return result
    }
}

extension ModifierViews {
    /// Whether `find` steps from a view into a view `modifier` holds (an overlay, a sheet, a
    /// toolbar…; custom modifiers aside). What a custom modifier's body applies to its content
    /// is recorded on the content without these, so their views are found once, in the body.
    static func holdsViews(_ modifier: Any) -> Bool {
        let name = Inspector.typeName(value: modifier, generics: .remove)
        if modifier is any BasePopupPresenter || SecondaryContent(modifier) != nil || SafeAreaInsetValue(modifier) != nil { return true }
        if name == "MaskModifier" || name == "TabItemView" || modifier is HelpModifier || modifier is any InspectedToolbar { return true }
        if (modifier as? any InspectedListRowTraits)?.inspectedRowTraits.background != nil { return true }
        return (modifier as? any InspectedStyleRecord)?.inspectedStyle is InspectedNavigationDestination
    }
}

/// An overlay or a background (Arrange's `SecondaryModifier`), read by reflection.
struct SecondaryContent {
    /// The view drawn over or behind.
    let view: Any
    /// Whether it is drawn behind.
    let isBackground: Bool
    /// Its alignment.
    let alignment: Alignment
    /// Whether `border(_:width:)` made it.
    let isBorder: Bool

    init?(_ modifier: Any) {
        guard Inspector.typeName(value: modifier, generics: .remove) == "SecondaryModifier",
              let view = try? Inspector.attribute(label: "secondary", value: modifier),
              let isBackground = try? Inspector.attribute(path: "rule|isBackground", value: modifier, type: Bool.self),
              let alignment = try? Inspector.attribute(path: "rule|alignment", value: modifier, type: Alignment.self) else { return nil }
        self.view = view
        self.isBackground = isBackground
        self.alignment = alignment
        isBorder = (try? Inspector.attribute(path: "rule|isBorder", value: modifier, type: Bool.self)) ?? false
    }
}

/// The parts of an alert or action sheet `find` steps into: its title, message and buttons.
enum PopupSearch {
    static func alertParts(of view: any UnwrappedView, _ popup: ViewType.PopupContainer) -> [any UnwrappedView] {
        var result: [any UnwrappedView] = []
        if let dialog = popup.popup as? DialogValue {
            if let title = try? dialog.title() {
                result.append(InspectableView<ViewType.ClassifiedView>(unchecked: title, parent: view, call: "title()", index: nil))
            }
            if let message = (try? dialog.message()) ?? nil {
                // Several message views are the message's children (`message().text(1)`); one
                // is reached through it (`message().text()`).
                if Unwrapping.tupleChildren(message.view) != nil {
                    result.append(InspectableView<ViewType.ClassifiedView>(unchecked: message, parent: view, call: "message()", index: nil))
                } else {
                    result.append(supplementaryView(message, parent: view, call: "message()"))
                }
            }
            if let actions = try? dialog.actions() {
                result.append(InspectableView<ViewType.ClassifiedView>(unchecked: actions, parent: view, call: "actions()", index: nil))
            }
            return result
        }
        if let title = try? Inspector.attribute(label: "title", value: popup.popup) {
            result.append(InspectableView<ViewType.ClassifiedView>(unchecked: Content(title), parent: view, call: "title()", index: nil))
        }
        if let message = (try? Inspector.attribute(label: "message", value: popup.popup)) as? Text {
            // An alert's message is a view holding the text (`message().text()`); an action
            // sheet's is the text (`message()`), as ViewInspector reads them.
            if popup.kind == "Alert" {
                result.append(supplementaryView(Content(message), parent: view, call: "message()"))
            } else {
                result.append(InspectableView<ViewType.ClassifiedView>(unchecked: Content(message), parent: view, call: "message()", index: nil))
            }
        }
        let buttons = (try? Inspector.attribute(label: "buttons", value: popup.popup, type: [Alert.Button].self)) ?? []
        for (index, button) in buttons.enumerated() {
            let call = popup.kind == "Alert" ? (index == 0 ? "primaryButton()" : "secondaryButton()") : "button(\(index))"
            result.append(InspectableView<ViewType.ClassifiedView>(unchecked: Content(AlertButtonContent(button: button, presenter: popup.presenter)),
                                                                   parent: view, call: call, index: nil))
        }
        return result
    }
}
