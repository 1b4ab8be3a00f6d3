import ArrangeCore
import ArrangeText
import Foundation

extension InspectableView {
    /// The accessibility label, as a `Text`.
    public func accessibilityLabel() throws -> InspectableView<ViewType.Text> {
        if let label = (content.view as? Text)?.inspectedAccessibilityLabel {
            // `Text.accessibilityLabel(_:)`, which keeps the label in the text.
            return try .init(Content(Text(verbatim: label)), parent: self, call: "accessibilityLabel()")
        }
        return try accessibilityText("accessibilityLabel") { if case .accessibilityLabel(let value) = $0 { return value } else { return nil } }
    }

    /// The accessibility value, as a `Text`.
    public func accessibilityValue() throws -> InspectableView<ViewType.Text> {
        try accessibilityText("accessibilityValue") { if case .accessibilityValue(let value) = $0 { return value } else { return nil } }
    }

    /// The accessibility hint, as a `Text`.
    public func accessibilityHint() throws -> InspectableView<ViewType.Text> {
        try accessibilityText("accessibilityHint") { if case .accessibilityHint(let value) = $0 { return value } else { return nil } }
    }

    /// The identifier set with `.accessibilityIdentifier(_:)`.
    public func accessibilityIdentifier() throws -> String {
        for case .accessibilityIdentifier(let value) in annotations { return value }
        throw modifierNotFound("accessibilityIdentifier")
    }

    /// Whether `.accessibilityHidden(_:)` hides this view.
    public func accessibilityHidden() throws -> Bool {
        for case .accessibilityHidden(let value) in annotations { return value }
        throw modifierNotFound("accessibilityHidden")
    }

    /// The priority set with `.accessibilitySortPriority(_:)`.
    public func accessibilitySortPriority() throws -> Double {
        for case .accessibilitySortPriority(let value) in annotations { return value }
        throw modifierNotFound("accessibilitySortPriority")
    }

    /// The text of `.help(_:)`, as given (without the view's modifiers).
    public func help() throws -> InspectableView<ViewType.Text> {
        let modifier = try self.modifier(named: "HelpModifier", call: "help")
        guard let help = modifier as? HelpModifier else { throw modifierNotFound("help") }
        return try .init(Content(help.text), parent: self, call: "help()")
    }

    /// Whether `.statusBar(hidden:)` (or `.statusBarHidden(_:)`) hides the status bar.
    public func statusBarHidden() throws -> Bool {
        for case .statusBarHidden(let hidden) in annotations { return hidden }
        throw modifierNotFound("statusBar(hidden:)")
    }

    private func accessibilityText(_ call: String, _ match: (ViewAnnotation) -> String?) throws -> InspectableView<ViewType.Text> {
        guard let string = annotations.lazy.compactMap(match).first else { throw modifierNotFound(call) }
        return try .init(Content(Text(verbatim: string)), parent: self, call: "\(call)()")
    }
}

extension InspectableView {
    /// The identifier set with `.accessibility(selectionIdentifier:)`.
    public func accessibilitySelectionIdentifier() throws -> AnyHashable {
        for case .accessibilitySelectionIdentifier(let value) in annotations { return value }
        throw modifierNotFound("accessibilitySelectionIdentifier")
    }

    /// The point set with `.accessibilityActivationPoint(_:)`.
    public func accessibilityActivationPoint() throws -> UnitPoint {
        for case .accessibilityActivationPoint(let value) in annotations { return value }
        throw modifierNotFound("accessibilityActivationPoint")
    }
}

extension InspectableView {
    /// Runs the accessibility action of `kind` set with `.accessibilityAction(_:_:)`.
    public func callAccessibilityAction(_ kind: AccessibilityActionKind) throws {
        for case .accessibilityAction(let record) in annotations where record.kind == kind {
            record.handler()
            return
        }
        let described = kind.isBuiltinKind ? ".\(kind.name)" : "named: \"\(kind.name)\""
        throw modifierNotFound("accessibilityAction(\(described))")
    }

    /// Runs the accessibility action named `name`.
    public func callAccessibilityAction<S: StringProtocol>(_ name: S) throws {
        for case .accessibilityAction(let record) in annotations where record.kind.name == String(name) {
            record.handler()
            return
        }
        throw modifierNotFound("accessibilityAction(named: \"\(name)\")")
    }
}

extension AccessibilityActionKind {
    /// Whether this is one of the kinds SwiftUI names (`.default`, `.escape`, `.magicTap`…).
    var isBuiltinKind: Bool { [AccessibilityActionKind.default, .escape, .magicTap].contains(self) }
}
