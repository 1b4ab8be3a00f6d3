import ArrangeCore
import Foundation

/// A type that describes the ability to select text, as in SwiftUI. Arrange draws static
/// pictures, so selectability is accepted and has no effect.
public protocol TextSelectability {
    /// Whether text is selectable.
    static var allowsSelection: Bool { get }
}

/// A selectability type that enables text selection by the person using your app.
public struct EnabledTextSelectability: TextSelectability {
    /// `true`.
    public static let allowsSelection = true
}

/// A selectability type that disables text selection by the person using your app.
public struct DisabledTextSelectability: TextSelectability {
    /// `false`.
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// A selectability value that enables text selection.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// A selectability value that disables text selection.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

nonisolated extension View {
    /// Controls whether people can select text within this view. Accepted; no effect on
    /// layout or drawing.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        self
    }
}
