import ArrangeCore
import ArrangeText
import Foundation

extension ViewType {
    /// The marker of `MultiDatePicker`.
    public struct MultiDatePicker: KnownViewType {
        /// `MultiDatePicker`.
        public static var typePrefix: String { "MultiDatePicker" }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The `MultiDatePicker` this view's child is.
    public func multiDatePicker() throws -> InspectableView<ViewType.MultiDatePicker> { try .init(try child(), parent: self) }
}

extension InspectableView where View: MultipleViewContent {
    /// The `MultiDatePicker` at `index` among this view's children.
    public func multiDatePicker(_ index: Int) throws -> InspectableView<ViewType.MultiDatePicker> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension InspectableView where View == ViewType.MultiDatePicker {
    /// The picker's label.
    public func labelView() throws -> InspectableView<ViewType.ClassifiedView> { try labelView("label") }

    /// Picks the days of `dateComponents` as the selection, as a person would; throws when the
    /// picker is disabled, hidden or not hit-testable.
    public func select(dateComponents: Set<DateComponents>) throws {
        try guardIsResponsive()
        try binding("selection", Set<DateComponents>.self).wrappedValue = dateComponents
    }

    /// The first selectable date, if the picker has a lower bound.
    public func minimumDate() throws -> Date? {
        try Inspector.attribute(label: "minimumDate", value: content.view, type: Date?.self)
    }

    /// The end of the selectable range, if the picker has an upper bound.
    public func maximumDate() throws -> Date? {
        try Inspector.attribute(label: "maximumDate", value: content.view, type: Date?.self)
    }
}
