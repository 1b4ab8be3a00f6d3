import ArrangeCore
import Foundation

/// A specification for the appearance and interaction of a text field, as in SwiftUI. Arrange
/// draws the built-in styles; a style of another type draws as `.automatic`.
public protocol TextFieldStyle {}

/// The kinds of text field Arrange draws.
enum TextFieldStyleKind: Hashable, Sendable {
    case plain, roundedBorder
}

/// The built-in styles: which kind each draws.
protocol BuiltinTextFieldStyle: TextFieldStyle {
    var kind: TextFieldStyleKind { get }
}

/// The default text field style, based on the text field's context, as in SwiftUI: plain on
/// iOS outside forms.
public struct DefaultTextFieldStyle: BuiltinTextFieldStyle {
    /// Creates a default text field style.
    public init() {}
    var kind: TextFieldStyleKind { .plain }
}

/// A text field style with no decoration, as in SwiftUI.
public struct PlainTextFieldStyle: BuiltinTextFieldStyle {
    /// Creates a plain text field style.
    public init() {}
    var kind: TextFieldStyleKind { .plain }
}

/// A text field style with a system-defined rounded border, as in SwiftUI.
public struct RoundedBorderTextFieldStyle: BuiltinTextFieldStyle {
    /// Creates a rounded border text field style.
    public init() {}
    var kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKindKey: EnvironmentKey {
    static let defaultValue = TextFieldStyleKind.plain
}

extension EnvironmentValues {
    /// The style set by the nearest `.textFieldStyle(_:)`.
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKindKey.self] }
        set { self[TextFieldStyleKindKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for text fields within this view, as in SwiftUI.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleKind, (style as? any BuiltinTextFieldStyle)?.kind ?? .plain).recordingStyle(style)
    }
}
