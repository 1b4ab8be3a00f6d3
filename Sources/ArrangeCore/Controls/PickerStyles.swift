import Foundation

/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy, as in SwiftUI. Arrange draws the built-in styles; a style of another type draws as
/// `.menu`.
public protocol PickerStyle {}

/// The built-in styles: which kind of picker each draws.
protocol BuiltinPickerStyle: PickerStyle {
    var kind: PickerStyleKind { get }
}

/// The default picker style, based on the picker's context, as in SwiftUI: on iOS outside
/// lists, a menu.
public struct DefaultPickerStyle: BuiltinPickerStyle {
    /// Creates a default picker style.
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// A picker style that presents the options as a menu when the user presses a button, as in
/// SwiftUI: drawn as the current option with up/down chevrons.
public struct MenuPickerStyle: BuiltinPickerStyle {
    /// Creates a menu picker style.
    public init() {}
    var kind: PickerStyleKind { .menu }
}

/// A picker style that presents the options in a segmented control, as in SwiftUI.
public struct SegmentedPickerStyle: BuiltinPickerStyle {
    /// Creates a segmented picker style.
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

/// A picker style that presents the options in a scrollable wheel, as in SwiftUI.
public struct WheelPickerStyle: BuiltinPickerStyle {
    /// Creates a wheel picker style.
    public init() {}
    var kind: PickerStyleKind { .wheel }
}

/// A picker style that presents the options inline with other views, as in SwiftUI: outside a
/// list on iOS, a wheel.
public struct InlinePickerStyle: BuiltinPickerStyle {
    /// Creates an inline picker style.
    public init() {}
    var kind: PickerStyleKind { .wheel }
}

/// A picker style that represents a navigation link that pushes a list of the options, as in
/// SwiftUI: drawn as the row that leads there (label, current option, chevron).
public struct NavigationLinkPickerStyle: BuiltinPickerStyle {
    /// Creates a navigation link picker style.
    public init() {}
    var kind: PickerStyleKind { .navigationLink }
}

/// A picker style that presents the options as a row of compact elements, as in SwiftUI: drawn
/// as a segmented control outside menus and toolbars.
public struct PalettePickerStyle: BuiltinPickerStyle {
    /// Creates a palette picker style.
    public init() {}
    var kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A picker style that presents the options in a scrollable wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style that presents the options inline with other views.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A picker style that represents a navigation link to a list of the options.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A picker style that presents the options as a row of compact elements.
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
