import ArrangeCore
import ArrangeText
import Foundation

/// The phone the container tests lay out on: 390 × 844 points, 47 points of status bar above the
/// safe area and 34 of home indicator below (an iPhone 14's portrait screen).
public enum Phone {
    /// The screen, in points.
    public static let size = CGSize(width: 390, height: 844)
    /// The status bar's and home indicator's insets.
    public static let safeArea = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
}

/// A host for `view` on the test phone (`Phone`), with the test font (every character 1 em wide).
@MainActor public func phoneHost<V: View>(_ view: V) -> HostingView<some View> {
    HostingView(rootView: view.environment(\.defaultFontFamily, Font.testFontFamily), size: Phone.size, safeAreaInsets: Phone.safeArea)
}
