import Foundation

/// Records a `preferredColorScheme(_:)` for the host: the first non-nil one built (in tree
/// order) wins, as the presentation takes one scheme.
@usableFromInline nonisolated struct PreferredColorSchemeModifier: NodeModifier {
    @usableFromInline typealias Body = Never
    let colorScheme: ColorScheme?

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        if let colorScheme, builder.engine.tree.preferredColorScheme == nil {
            builder.engine.tree.preferredColorScheme = colorScheme
        }
        builder.build(content)
    }
}

nonisolated extension View {
    /// Sets the preferred colour scheme for this presentation, as in SwiftUI.
    ///
    /// In SwiftUI the preference travels up to the nearest presentation (the window) and changes
    /// the scheme of everything in it, not only of this view. In Arrange the presentation is the
    /// host: `HostingView` and `ImageRenderer` build the whole root view with `\.colorScheme` set
    /// to the first non-nil preferred scheme found in the tree (building it once more when the
    /// preference differs from the scheme it was built in); `nil` leaves the host's environment
    /// as it is. A `.environment(\.colorScheme, …)` inside still wins for its subtree.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(colorScheme: colorScheme))
    }

    /// Sets this view's colour scheme (for this view and the views it contains), as in SwiftUI.
    @available(*, deprecated, renamed: "preferredColorScheme(_:)", message: "Use preferredColorScheme(_:) instead.")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
