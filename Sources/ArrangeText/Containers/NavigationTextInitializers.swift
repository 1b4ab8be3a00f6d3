import ArrangeCore
import Foundation

// The `Text`-titled forms of the navigation API, declared where `Text` is.

nonisolated extension View {
    /// Configures the view's title for purposes of navigation, using a text view.
    public func navigationTitle(_ title: Text) -> some View {
        _navigationTitle(AnyView(title))
    }

    /// Configures the view's title for purposes of navigation, using a localized string.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        _navigationTitle(AnyView(Text(titleKey)))
    }

    /// Configures the view's title for purposes of navigation, using a string. Disfavoured, as
    /// in SwiftUI, so that literals pick the key form.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        _navigationTitle(AnyView(Text(title)))
    }

    /// Sets the title in the navigation bar, as SwiftUI's deprecated `navigationBarTitle(_:)`:
    /// `navigationTitle(_:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// Sets the title in the navigation bar from a localized string key (deprecated in SwiftUI).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// Sets the title in the navigation bar from a string (deprecated in SwiftUI).
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// Sets the title and its display mode in the navigation bar, as SwiftUI's deprecated
    /// `navigationBarTitle(_:displayMode:)`: `navigationTitle(_:)` with
    /// `navigationBarTitleDisplayMode(_:)`.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title from a localized string key and its display mode (deprecated in SwiftUI).
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title from a string and its display mode (deprecated in SwiftUI).
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a string. Disfavoured, as in SwiftUI.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a navigation link that presents a destination view, with a text label from a
    /// localized string key (deprecated in SwiftUI for the closure form).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label from a
    /// string (deprecated in SwiftUI for the closure form).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link with a text label from a localized string key that presents a
    /// destination view while `isActive` is true (deprecated in SwiftUI).
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// Creates a navigation link with a text label from a string that presents a destination
    /// view while `isActive` is true (deprecated in SwiftUI). Disfavoured, as in SwiftUI.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// Creates a navigation link with a text label from a localized string key that presents a
    /// destination view while `selection` equals `tag` (deprecated in SwiftUI).
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// Creates a navigation link with a text label from a string that presents a destination
    /// view while `selection` equals `tag` (deprecated in SwiftUI). Disfavoured, as in SwiftUI.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label that the link generates from a localized string key.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label that the link generates from a string. Disfavoured, as in SwiftUI.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
