import ArrangeCore
import Foundation

/// What `find` knows of each view: its type's marker (for the call `pathToRoot` prints), the
/// views it contains, and the views it shows besides (labels, headers…).
enum SearchIndex {
    /// The markers of SwiftUI's views `find` steps into, by namespaced name.
    nonisolated(unsafe) static let markers: [String: any BaseViewType.Type] = {
        let all: [any BaseViewType.Type] = [
            ViewType.AnyView.self, ViewType.EmptyView.self, ViewType.Group.self, ViewType.VStack.self, ViewType.HStack.self,
            ViewType.ZStack.self, ViewType.LazyVStack.self, ViewType.LazyHStack.self, ViewType.LazyVGrid.self,
            ViewType.LazyHGrid.self, ViewType.Grid.self, ViewType.GridRow.self, ViewType.ScrollView.self, ViewType.List.self,
            ViewType.Form.self, ViewType.Section.self, ViewType.ForEach.self, ViewType.NavigationStack.self,
            ViewType.NavigationView.self, ViewType.GeometryReader.self, ViewType.ScrollViewReader.self, ViewType.TimelineView.self, ViewType.OutlineGroup.self, ViewType.MultiDatePicker.self, ViewType.ViewThatFits.self, ViewType.TabView.self,
            ViewType.GroupBox.self, ViewType.LabeledContent.self, ViewType.Menu.self, ViewType.DisclosureGroup.self,
            ViewType.NavigationLink.self, ViewType.Picker.self, ViewType.ControlGroup.self, ViewType.Text.self,
            ViewType.Button.self, ViewType.Toggle.self, ViewType.TextField.self, ViewType.SecureField.self,
            ViewType.TextEditor.self, ViewType.Slider.self, ViewType.Stepper.self, ViewType.Link.self, ViewType.Label.self,
            ViewType.Spacer.self, ViewType.Divider.self, ViewType.Color.self, ViewType.Image.self, ViewType.ProgressView.self,
            ViewType.ColorPicker.self, ViewType.DatePicker.self, ViewType.EditButton.self, ViewType.TupleView.self,
            ViewType.Canvas.self, ViewType.AsyncImage.self, ViewType.ShareLink.self, ViewType.NavigationSplitView.self,
            ViewType.LinearGradient.self, ViewType.RadialGradient.self, ViewType.AngularGradient.self, ViewType.EllipticalGradient.self,
            ViewType.ViewModifierContent.self, ViewType.StyleConfiguration.Label.self, ViewType.StyleConfiguration.Content.self,
            ViewType.StyleConfiguration.Title.self, ViewType.StyleConfiguration.Icon.self, ViewType.StyleConfiguration.CurrentValueLabel.self,
        ]
        var markers: [String: any BaseViewType.Type] = [:]
        for marker in all { for name in marker.namespacedPrefixes { markers[name] = marker } }
        return markers
    }()

    /// The supplementary views of each marker: the stored property and the accessor's call.
    static let supplementary: [String: [(label: String, call: String)]] = [
        "Button": [("label", "labelView()")], "Toggle": [("label", "labelView()")], "Link": [("label", "labelView()")],
        "NavigationLink": [("label", "labelView()")], "Picker": [("label", "labelView()")], "Stepper": [("label", "labelView()")],
        "Slider": [("label", "labelView()")], "Menu": [("label", "labelView()")], "DisclosureGroup": [("label", "labelView()")],
        "GroupBox": [("label", "labelView()")], "LabeledContent": [("label", "labelView()")],
        "TextField": [("label", "labelView()"), ("prompt", "prompt()")],
        "SecureField": [("label", "labelView()")], "MultiDatePicker": [("label", "labelView()")], "ColorPicker": [("label", "labelView()")],
        "Label": [("title", "title()"), ("icon", "icon()")], "Section": [("header", "header()"), ("footer", "footer()")],
        "ProgressView": [("label", "labelView()"), ("currentValueLabel", "currentValueLabelView()")],
        
        "Canvas": [("symbols", "symbolsView()")], "DatePicker": [("label", "labelView()")],
    ]

    /// The marker of the view in `content`, if it is one of SwiftUI's views `find` knows.
    static func marker(of content: Content) -> (any BaseViewType.Type)? {
        if let marker = markers[Inspector.namespacedName(type: type(of: content.view))] { return marker }
        if let container = content.view as? ViewType.PopupContainer {
            return popupMarkers.first { $0.typePrefix == container.kind }
        }
        if ViewType.Shape.matches(content) { return ViewType.Shape.self }
        if ViewType.Toolbar.matches(content) { return ViewType.Toolbar.self }
        if ViewType.SafeAreaInset.matches(content) { return ViewType.SafeAreaInset.self }
        if ViewType.NavigationDestination.matches(content) { return ViewType.NavigationDestination.self }
        if content.view is AlertButtonContent { return ViewType.AlertButton.self }
        if ViewType.Toolbar.Item.matches(content) { return ViewType.Toolbar.Item.self }
        return nil
    }

    /// The markers of presented popups.
    nonisolated(unsafe) static let popupMarkers: [any BaseViewType.Type] = [ViewType.Sheet.self, ViewType.Popover.self, ViewType.Alert.self, ViewType.ActionSheet.self]

    /// The call that reaches `content` as a child at `index` (`nil` for the only child of a
    /// single-content view): `text(1)`, `vStack()`, `view(MyView.self, 2)`.
    static func call(for content: Content, index: Int?) -> String {
        if let item = content.view as? ToolbarItemValue {
            return "\(item.isGroup ? "itemGroup" : "item")(\(index ?? 0))"
        }
        if let marker = marker(of: content) {
            return ViewType.inspectionCall(base: marker.inspectionCall(typeName: marker.typePrefix), index: index)
        }
        if !Inspector.isSystemType(value: content.view), content.view is any SwiftUIView {
            let base = "view(\(Inspector.typeName(value: content.view, generics: .customViewPlaceholder)).self\(ViewType.commaPlaceholder)\(ViewType.indexPlaceholder))"
            return ViewType.inspectionCall(base: base, index: index)
        }
        if !Inspector.isSystemType(value: content.view), content.view is any ViewModifier {
            let base = ViewType.ViewModifier<ViewType.Stub>.inspectionCall(typeName: Inspector.typeName(value: content.view))
            return ViewType.inspectionCall(base: base, index: index)
        }
        return ViewType.inspectionCall(base: Inspector.typeName(value: content.view, generics: .remove).prefix(1).lowercased()
            + Inspector.typeName(value: content.view, generics: .remove).dropFirst() + "(\(ViewType.indexPlaceholder))", index: index)
    }

    /// Whether `find` can step into the view: one of SwiftUI's views it knows, or a custom view.
    static func isIdentified(_ content: Content) -> Bool {
        marker(of: content) != nil || content.view is DialogActions || (!Inspector.isSystemType(value: content.view) && (content.view is any SwiftUIView || content.view is any ViewModifier))
    }

    /// The views `view` contains, each as a view with its call: its children (of its marker,
    /// or a custom view's body), then its supplementary views. `isSingle` says a single child
    /// is reached without an index.
    static func descendants(of view: any UnwrappedView) -> [any UnwrappedView] {
        let content = view.content
        if view.isSupplementary {
            let call = call(for: content, index: nil)
            return [InspectableView<ViewType.ClassifiedView>(unchecked: content, parent: view, call: call, index: nil)]
        }
        if let popup = content.view as? ViewType.PopupContainer, popup.kind == "Alert" || popup.kind == "ActionSheet" {
            return PopupSearch.alertParts(of: view, popup)
        }
        if let actions = content.view as? DialogActions {
            return actions.views.enumerated().compactMap { index, action in
                guard let child = try? Unwrapping.unwrap(action, medium: Content.Medium()) else { return nil }
                return InspectableView<ViewType.ClassifiedView>(unchecked: child, parent: view, call: call(for: child, index: index), index: index)
            }
        }
        if let button = content.view as? AlertButtonContent {
            guard let label = try? Inspector.attribute(label: "label", value: button.button) else { return [] }
            return [InspectableView<ViewType.ClassifiedView>(unchecked: Content(label), parent: view, call: "labelView()", index: nil)]
        }
        var result: [any UnwrappedView] = []
        var children: LazyGroup<Content>?
        var isSingleContent = false
        if let marker = marker(of: content) {
            if let multiple = marker as? any MultipleViewContent.Type {
                children = try? multiple.children(content)
                isSingleContent = marker is any SingleViewContent.Type && children?.count == 1
            } else if let single = marker as? any SingleViewContent.Type, let child = try? single.child(content) {
                children = LazyGroup(count: 1) { _ in child }
                isSingleContent = true
            }
        } else if isIdentified(content) {
            children = try? CustomViews.body(of: content)
            isSingleContent = children?.count == 1
        }
        if let children {
            for index in 0..<children.count {
                guard let child = try? children.element(at: index) else { continue }
                let childIndex: Int? = isSingleContent ? nil : index
                let call = call(for: child, index: childIndex)
                result.append(InspectableView<ViewType.ClassifiedView>(unchecked: child, parent: view, call: call, index: childIndex))
            }
        }
        if let marker = marker(of: content) {
            for (label, call) in supplementary[marker.typePrefix] ?? [] {
                guard let stored = try? Inspector.attribute(label: label, value: content.view),
                      let child = try? Unwrapping.unwrap(stored, medium: content.medium.resettingViewModifiers()) else { continue }
                result.append(supplementaryStep(child, parent: view, call: call))
            }
        }
        if let computed = marker(of: content) as? any ComputedSupplementaryContent.Type {
            for (child, call) in computed.supplementaryViews(of: content) {
                result.append(supplementaryStep(child, parent: view, call: call))
            }
        }
        if let computed = marker(of: content) as? any ComputedPartsContent.Type {
            for (child, call) in computed.parts(of: content) {
                result.append(InspectableView<ViewType.ClassifiedView>(unchecked: child, parent: view, call: call, index: nil))
            }
        }
        result.append(contentsOf: ModifierViews.views(of: view))
        return result
    }
}

/// A marker whose view holds parts its accessors reach as views of their own (a share link's
/// `messageView()`, itself a Text): `find` steps into them as the given calls.
protocol ComputedPartsContent {
    static func parts(of content: Content) -> [(content: Content, call: String)]
}

/// A marker whose view shows views made from arguments rather than stored (a `TimelineView`'s
/// content for a date): `find` steps into them as the given calls.
protocol ComputedSupplementaryContent {
    static func supplementaryViews(of content: Content) -> [(content: Content, call: String)]
}

/// A step to a view shown beside its parent's content: several views (a `TupleView`) are
/// the step's children (`detailView().text(1)`), one view is reached through it
/// (`labelView().text()`).
func supplementaryStep(_ content: Content, parent: any UnwrappedView, call: String) -> any UnwrappedView {
    guard Unwrapping.tupleChildren(content.view) == nil else {
        return InspectableView<ViewType.ClassifiedView>(unchecked: content, parent: parent, call: call, index: nil)
    }
    return supplementaryView(content, parent: parent, call: call)
}

/// A step to a view shown beside its parent's content.
func supplementaryView(_ content: Content, parent: any UnwrappedView, call: String) -> InspectableView<ViewType.ClassifiedView> {
    var view = InspectableView<ViewType.ClassifiedView>(unchecked: content, parent: parent, call: call, index: nil)
    view.isSupplementary = true
    return view
}
