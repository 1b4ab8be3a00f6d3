import Foundation

/// The default label style in the current context, as in SwiftUI: on iOS outside lists and
/// menus, the icon and the title side by side (`TitleAndIconLabelStyle`).
nonisolated public struct DefaultLabelStyle: LabelStyle {
    /// Creates an automatic label style.
    public init() {}
    /// The icon and the title side by side.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// A label style that shows both the title and icon of the label, as in SwiftUI: the icon, then
/// the title, centred vertically, 8 points apart (see `ControlMetrics.labelSpacing`).
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates a label style that shows both the title and icon of the label.
    public init() {}
    /// The icon and the title in a row.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .center, spacing: ControlMetrics.labelSpacing) {
            configuration.icon
            configuration.title
        }
    }
}

/// A label style that only displays the title of the label, as in SwiftUI.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates a title-only label style.
    public init() {}
    /// The title alone.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// A label style that only displays the icon of the label, as in SwiftUI.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates an icon-only label style.
    public init() {}
    /// The icon alone.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically based on the current context.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// A label style that shows both the title and icon of the label.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// A label style that only displays the title of the label.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    /// A label style that only displays the icon of the label.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
