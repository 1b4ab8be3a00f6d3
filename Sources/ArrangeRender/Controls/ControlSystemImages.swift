import ArrangeCore
import ArrangeText
import Foundation

// The controls' initialisers that take a symbol or image name: their labels are
// `Label<Text, Image>`, so they live where `Image` is declared.

extension Button where Label == ArrangeCore.Label<Text, Image> {
    /// Creates a button with a system image and a title generated from a localized string, as
    /// in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ArrangeCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a system image and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ArrangeCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a specified role, a system image and a localized title.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { ArrangeCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a specified role, a system image and a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { ArrangeCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a button with an image file and a localized title.
    public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ArrangeCore.Label(titleKey, image: image) }
    }
}

extension Toggle where Label == ArrangeCore.Label<Text, Image> {
    /// Creates a toggle with a system image and a title generated from a localized string, as
    /// in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ArrangeCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle with a system image and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ArrangeCore.Label(title, systemImage: systemImage) }
    }
}

extension Menu where Label == ArrangeCore.Label<Text, Image> {
    /// Creates a menu with a system image and a title generated from a localized string, as in
    /// SwiftUI.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ArrangeCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a menu with a system image and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ArrangeCore.Label(title, systemImage: systemImage) }
    }
}

extension Picker where Label == ArrangeCore.Label<Text, Image> {
    /// Creates a picker with a system image and a title generated from a localized string, as
    /// in SwiftUI.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { ArrangeCore.Label(titleKey, systemImage: systemImage) }
    }
}
