import ArrangeCore
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
        for modifier in view.content.medium.viewModifiers.reversed() {
            if let secondary = SecondaryContent(modifier) {
                let name = secondary.isBackground ? "background" : "overlay"
                let index = nextIndex(name)
                guard let content = try? Unwrapping.unwrap(secondary.view, medium: view.content.medium.resettingViewModifiers()) else { continue }
                result.append(supplementaryView(content, parent: view, call: "\(name)(\(index.map(String.init) ?? ""))"))
            } else if let presenter = modifier as? any BasePopupPresenter, presenter.isSheetPresenter || presenter.isPopoverPresenter,
                      let popup = try? presenter.buildPopup() {
                let kind = presenter.isPopoverPresenter ? "Popover" : "Sheet"
                let name = kind.lowercased()
                let index = nextIndex(name)
                let container = ViewType.PopupContainer(popup: popup, presenter: presenter, kind: kind)
                result.append(InspectableView<ViewType.ClassifiedView>(unchecked: Content(container, medium: view.content.medium.resettingViewModifiers()),
                                                                       parent: view, call: "\(name)(\(index.map(String.init) ?? ""))", index: index))
                if !Inspector.isSystemType(value: modifier) {
                    let typeName = Inspector.typeName(value: modifier)
                    let modifierIndex = nextIndex("modifier " + typeName)
                    let call = ViewType.inspectionCall(base: "modifier(\(typeName).self\(ViewType.commaPlaceholder)\(ViewType.indexPlaceholder))", index: modifierIndex)
                    result.append(InspectableView<ViewType.ClassifiedView>(unchecked: Content(modifier, medium: view.content.medium.resettingViewModifiers()),
                                                                           parent: view, call: call, index: modifierIndex))
                }
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

/// An overlay or a background (Arrange's `SecondaryModifier`), read by reflection.
struct SecondaryContent {
    /// The view drawn over or behind.
    let view: Any
    /// Whether it is drawn behind.
    let isBackground: Bool
    /// Its alignment.
    let alignment: Alignment

    init?(_ modifier: Any) {
        guard Inspector.typeName(value: modifier, generics: .remove) == "SecondaryModifier",
              let view = try? Inspector.attribute(label: "secondary", value: modifier),
              let isBackground = try? Inspector.attribute(path: "rule|isBackground", value: modifier, type: Bool.self),
              let alignment = try? Inspector.attribute(path: "rule|alignment", value: modifier, type: Alignment.self) else { return nil }
        self.view = view
        self.isBackground = isBackground
        self.alignment = alignment
    }
}
