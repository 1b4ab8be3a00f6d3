import Foundation

/// Configurations with empty placeholders, for the ViewInspector module's style inspection
/// (`style.inspect(isPressed:)`): a style's body made from one shows where the label goes.
extension ButtonStyleConfiguration {
    /// A configuration with an empty label.
    package init(inspectedIsPressed isPressed: Bool) {
        self.init(label: Label(content: AnyView(EmptyView())), role: nil, isPressed: isPressed)
    }
}

extension PrimitiveButtonStyleConfiguration {
    /// A configuration with an empty label whose `trigger()` runs `onTrigger`.
    package init(inspectedTrigger onTrigger: @escaping () -> Void) {
        self.init(label: Label(content: AnyView(EmptyView())), action: assumingMainActorClosure(onTrigger), role: nil, outerStyle: nil)
    }
}

extension ToggleStyleConfiguration {
    /// A configuration with an empty label, on or off.
    package init(inspectedIsOn isOn: Bool) {
        self.init(label: Label(content: AnyView(EmptyView())), isOn: .constant(isOn), outerStyle: nil)
    }
}

extension LabelStyleConfiguration {
    /// A configuration with an empty title and icon.
    package static var inspected: LabelStyleConfiguration {
        LabelStyleConfiguration(outerStyle: nil, title: Title(content: AnyView(EmptyView())), icon: Icon(content: AnyView(EmptyView())))
    }
}

extension GroupBoxStyleConfiguration {
    /// A configuration with an empty label and content.
    package static var inspected: GroupBoxStyleConfiguration {
        GroupBoxStyleConfiguration(label: Label(content: AnyView(EmptyView())), content: Content(content: AnyView(EmptyView())), outerStyle: nil)
    }
}

extension ProgressViewStyleConfiguration {
    /// A configuration with empty labels at `fractionCompleted`.
    package init(inspectedFractionCompleted fraction: Double?) {
        self.init(outerStyle: nil, fractionCompleted: fraction, label: Label(content: AnyView(EmptyView())),
                  currentValueLabel: CurrentValueLabel(content: AnyView(EmptyView())))
    }
}

/// `action` as a main-actor closure: tests and hosts call it on the main thread.
private func assumingMainActorClosure(_ action: @escaping () -> Void) -> @MainActor () -> Void {
    unsafeBitCast(action, to: (@MainActor () -> Void).self)
}

extension MenuStyleConfiguration {
    /// A configuration with an empty label and content.
    package static var inspected: MenuStyleConfiguration {
        MenuStyleConfiguration(label: Label(content: AnyView(EmptyView())), content: Content(content: AnyView(EmptyView())),
                               primaryAction: nil, outerStyle: nil)
    }
}
