import ArrangeCore
import ArrangeText
import Foundation

/// Inspecting a style's body on its own, with a configuration whose label is empty.
private func inspectBody<V: ArrangeCore.View>(_ body: V) throws -> InspectableView<ViewType.ClassifiedView> {
    try body.inspect()
}

nonisolated extension ButtonStyle {
    /// The style's body for a button that is (or is not) pressed.
    public func inspect(isPressed: Bool) throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = ButtonStyleConfiguration(inspectedIsPressed: isPressed)
        return try inspectBody(assumingMainActor((self, configuration)) { $0.0.makeBody(configuration: $0.1) })
    }
}

nonisolated extension PrimitiveButtonStyle {
    /// The style's body; its configuration's `trigger()` runs `onTrigger`.
    public func inspect(onTrigger: @escaping () -> Void = {}) throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = PrimitiveButtonStyleConfiguration(inspectedTrigger: onTrigger)
        return try inspectBody(assumingMainActor((self, configuration)) { $0.0.makeBody(configuration: $0.1) })
    }
}

nonisolated extension ToggleStyle {
    /// The style's body for a toggle that is on (or off).
    public func inspect(isOn: Bool) throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = ToggleStyleConfiguration(inspectedIsOn: isOn)
        return try inspectBody(assumingMainActor((self, configuration)) { $0.0.makeBody(configuration: $0.1) })
    }
}

nonisolated extension LabelStyle {
    /// The style's body.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        try inspectBody(assumingMainActor(self) { $0.makeBody(configuration: .inspected) })
    }
}

nonisolated extension GroupBoxStyle {
    /// The style's body.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        try inspectBody(assumingMainActor(self) { $0.makeBody(configuration: .inspected) })
    }
}

nonisolated extension MenuStyle {
    /// The style's body.
    public func inspect() throws -> InspectableView<ViewType.ClassifiedView> {
        try inspectBody(assumingMainActor(self) { $0.makeBody(configuration: .inspected) })
    }
}

nonisolated extension ProgressViewStyle {
    /// The style's body at `fractionCompleted`.
    public func inspect(fractionCompleted: Double? = nil) throws -> InspectableView<ViewType.ClassifiedView> {
        let configuration = ProgressViewStyleConfiguration(inspectedFractionCompleted: fractionCompleted)
        return try inspectBody(assumingMainActor((self, configuration)) { $0.0.makeBody(configuration: $0.1) })
    }
}

extension PrimitiveButtonStyleConfiguration {
    /// A configuration whose `trigger()` runs `onTrigger`, for inspecting a style's body.
    public init(onTrigger: @escaping () -> Void) {
        self.init(inspectedTrigger: onTrigger)
    }
}

extension ViewType {
    /// The namespace of the placeholders a style's configuration gives its body.
    public enum StyleConfiguration {
        /// A configuration's label.
        public struct Label: KnownViewType {
            /// `Label`.
            public static var typePrefix: String { "Label" }
            /// The labels of every configuration.
            public static var namespacedPrefixes: [String] {
                ["ButtonStyleConfiguration", "PrimitiveButtonStyleConfiguration", "ToggleStyleConfiguration",
                 "ProgressViewStyleConfiguration", "GroupBoxStyleConfiguration", "MenuStyleConfiguration",
                 "LabeledContentStyleConfiguration", "DisclosureGroupStyleConfiguration"].map { "SwiftUI.\($0).Label" }
            }
            /// `styleConfigurationLabel(###)`.
            public static func inspectionCall(typeName: String) -> String { "styleConfigurationLabel(\(ViewType.indexPlaceholder))" }
        }

        /// A configuration's content.
        public struct Content: KnownViewType {
            /// `Content`.
            public static var typePrefix: String { "Content" }
            /// The contents of every configuration.
            public static var namespacedPrefixes: [String] {
                ["GroupBoxStyleConfiguration", "MenuStyleConfiguration", "LabeledContentStyleConfiguration", "DisclosureGroupStyleConfiguration"]
                    .map { "SwiftUI.\($0).Content" }
            }
            /// `styleConfigurationContent(###)`.
            public static func inspectionCall(typeName: String) -> String { "styleConfigurationContent(\(ViewType.indexPlaceholder))" }
            /// The configurations messages name, as ViewInspector's (Arrange also reads the
            /// contents of `LabeledContent` and `DisclosureGroup` styles).
            static var expectedInMessages: [String] { ["GroupBoxStyleConfiguration.Content", "MenuStyleConfiguration.Content"] }
        }

        /// A label style's title.
        public struct Title: KnownViewType {
            /// `Title`.
            public static var typePrefix: String { "Title" }
            /// `LabelStyleConfiguration.Title`.
            public static var namespacedPrefixes: [String] { ["SwiftUI.LabelStyleConfiguration.Title"] }
            /// `styleConfigurationTitle(###)`.
            public static func inspectionCall(typeName: String) -> String { "styleConfigurationTitle(\(ViewType.indexPlaceholder))" }
        }

        /// A label style's icon.
        public struct Icon: KnownViewType {
            /// `Icon`.
            public static var typePrefix: String { "Icon" }
            /// `LabelStyleConfiguration.Icon`.
            public static var namespacedPrefixes: [String] { ["SwiftUI.LabelStyleConfiguration.Icon"] }
            /// `styleConfigurationIcon(###)`.
            public static func inspectionCall(typeName: String) -> String { "styleConfigurationIcon(\(ViewType.indexPlaceholder))" }
        }

        /// A progress view style's current value label.
        public struct CurrentValueLabel: KnownViewType {
            /// `CurrentValueLabel`.
            public static var typePrefix: String { "CurrentValueLabel" }
            /// `ProgressViewStyleConfiguration.CurrentValueLabel`.
            public static var namespacedPrefixes: [String] { ["SwiftUI.ProgressViewStyleConfiguration.CurrentValueLabel"] }
            /// `styleConfigurationCurrentValueLabel(###)`.
            public static func inspectionCall(typeName: String) -> String {
                "styleConfigurationCurrentValueLabel(\(ViewType.indexPlaceholder))"
            }
        }
    }
}

extension InspectableView where View: SingleViewContent {
    /// The configuration's label this view's child is.
    public func styleConfigurationLabel() throws -> InspectableView<ViewType.StyleConfiguration.Label> { try .init(try child(), parent: self) }
    /// The configuration's content this view's child is.
    public func styleConfigurationContent() throws -> InspectableView<ViewType.StyleConfiguration.Content> { try .init(try child(), parent: self) }
    /// The label style's title this view's child is.
    public func styleConfigurationTitle() throws -> InspectableView<ViewType.StyleConfiguration.Title> { try .init(try child(), parent: self) }
    /// The label style's icon this view's child is.
    public func styleConfigurationIcon() throws -> InspectableView<ViewType.StyleConfiguration.Icon> { try .init(try child(), parent: self) }
    /// The progress view style's current value label this view's child is.
    public func styleConfigurationCurrentValueLabel() throws -> InspectableView<ViewType.StyleConfiguration.CurrentValueLabel> {
        try .init(try child(), parent: self)
    }
}

extension InspectableView where View: MultipleViewContent {
    /// The configuration's label at `index`.
    public func styleConfigurationLabel(_ index: Int) throws -> InspectableView<ViewType.StyleConfiguration.Label> {
        try .init(try child(at: index), parent: self, index: index)
    }
    /// The configuration's content at `index`.
    public func styleConfigurationContent(_ index: Int) throws -> InspectableView<ViewType.StyleConfiguration.Content> {
        try .init(try child(at: index), parent: self, index: index)
    }
    /// The label style's title at `index`.
    public func styleConfigurationTitle(_ index: Int) throws -> InspectableView<ViewType.StyleConfiguration.Title> {
        try .init(try child(at: index), parent: self, index: index)
    }
    /// The label style's icon at `index`.
    public func styleConfigurationIcon(_ index: Int) throws -> InspectableView<ViewType.StyleConfiguration.Icon> {
        try .init(try child(at: index), parent: self, index: index)
    }
    /// The progress view style's current value label at `index`.
    public func styleConfigurationCurrentValueLabel(_ index: Int) throws -> InspectableView<ViewType.StyleConfiguration.CurrentValueLabel> {
        try .init(try child(at: index), parent: self, index: index)
    }
}

extension InspectableView {
    /// The button style set on this view.
    public func buttonStyle() throws -> Any { try style("buttonStyle") { $0 is any ButtonStyle || $0 is any PrimitiveButtonStyle } }
    /// The label style set on this view.
    public func labelStyle() throws -> Any { try style("labelStyle") { $0 is any LabelStyle } }
    /// The toggle style set on this view.
    public func toggleStyle() throws -> Any { try style("toggleStyle") { $0 is any ToggleStyle } }
    /// The picker style set on this view.
    public func pickerStyle() throws -> Any { try style("pickerStyle") { $0 is any PickerStyle } }
    /// The date picker style set on this view.
    public func datePickerStyle() throws -> Any { try style("datePickerStyle") { $0 is any DatePickerStyle } }
    /// The text field style set on this view.
    public func textFieldStyle() throws -> Any { try style("textFieldStyle") { $0 is any TextFieldStyle } }
    /// The list style set on this view.
    public func listStyle() throws -> Any { try style("listStyle") { $0 is any ListStyle } }
    /// The navigation view style set on this view.
    public func navigationViewStyle() throws -> Any { try style("navigationViewStyle") { $0 is any NavigationViewStyle } }
    /// The menu style set on this view.
    public func menuStyle() throws -> Any { try style("menuStyle") { $0 is any MenuStyle } }
    /// The progress view style set on this view.
    public func progressViewStyle() throws -> Any { try style("progressViewStyle") { $0 is any ProgressViewStyle } }
    /// The group box style set on this view.
    public func groupBoxStyle() throws -> Any { try style("groupBoxStyle") { $0 is any GroupBoxStyle } }
    /// The tab view style set on this view.
    public func tabViewStyle() throws -> Any { try style("tabViewStyle") { $0 is any TabViewStyle } }

    /// The value of a custom style set by a modifier named `<ModifierName>Modifier` whose
    /// value is stored in its `style` property (as the guide's custom-style recipe has it).
    public func customStyle(_ modifierName: String) throws -> Any {
        let name = modifierName.prefix(1).uppercased() + modifierName.dropFirst() + "Modifier"
        let modifier = try self.modifier(named: name, call: modifierName)
        return try Inspector.attribute(label: "style", value: modifier)
    }

    private func style(_ call: String, _ matches: (Any) -> Bool) throws -> Any {
        let styles = contentForModifierLookup.medium.viewModifiers.reversed()
            .compactMap { ($0 as? any InspectedStyleRecord)?.inspectedStyle }.filter(matches)
        guard let style = styles.first else { throw modifierNotFound(call) }
        return style
    }
}

// ViewInspector's internal initialisers, which its tests reach with `@testable import`.
extension ButtonStyleConfiguration {
    init(isPressed: Bool) { self.init(inspectedIsPressed: isPressed) }
}

extension ToggleStyleConfiguration {
    init(isOn: Bool) { self.init(inspectedIsOn: isOn) }
}

extension ProgressViewStyleConfiguration {
    init(fractionCompleted: Double?) { self.init(inspectedFractionCompleted: fractionCompleted) }
}
