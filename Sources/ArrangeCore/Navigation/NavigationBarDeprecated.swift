import Foundation

// The navigation bar modifiers of iOS 13 and 14, deprecated since but still in apps' code: each
// is the current modifier SwiftUI's documentation points to.

nonisolated extension View {
    /// Hides the navigation bar for this view, as SwiftUI's deprecated `navigationBarHidden(_:)`:
    /// `toolbar(.hidden, for: .navigationBar)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(.hidden) instead.")
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        transformPreference(NavigationBarLayoutKey.self) { if hidden { $0.navigationBarHidden = true } }
    }

    /// Hides the navigation bar's back button on this screen, as SwiftUI's
    /// `navigationBarBackButtonHidden(_:)`.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        transformPreference(NavigationBarLayoutKey.self) { if hidesBackButton { $0.backButtonHidden = true } }
    }

    /// Sets the navigation bar items for this view, as SwiftUI's deprecated
    /// `navigationBarItems(leading:trailing:)`: toolbar items at the bar's leading and trailing ends.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Sets the navigation bar's leading item for this view, as SwiftUI's deprecated
    /// `navigationBarItems(leading:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Sets the navigation bar's trailing item for this view, as SwiftUI's deprecated
    /// `navigationBarItems(trailing:)`.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}
