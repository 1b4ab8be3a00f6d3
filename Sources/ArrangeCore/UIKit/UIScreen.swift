import Foundation

/// The device's screen, as UIKit's `UIScreen`, for SwiftUI code that sizes views from
/// `UIScreen.main.bounds`. Arrange's stand-in (Linux has no screen) describes the screen of the
/// device the view is shown on: an iPhone 16 in portrait (393 × 852 points at 3×) unless a host
/// says otherwise (`arrange preview` and `arrange render --device` set the preset's screen).
@MainActor @preconcurrency
public final class UIScreen {
    /// The screen views are shown on.
    public static let main = UIScreen()

    /// The screen's bounds in points, in the current orientation.
    public private(set) var bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// Pixels per point.
    public private(set) var scale: CGFloat = 3
    /// The safe area of the screen's window (the status bar and home indicator of an iPhone
    /// 16). Arrange's own: UIKit asks a window or view for it.
    public private(set) var safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    private init() {}

    /// The screen's bounds in pixels, in portrait.
    public var nativeBounds: CGRect {
        let width = min(bounds.width, bounds.height), height = max(bounds.width, bounds.height)
        return CGRect(x: 0, y: 0, width: width * scale, height: height * scale)
    }
    /// Pixels per point of the physical screen (as `scale` here).
    public var nativeScale: CGFloat { scale }

    /// Sets the screen the views are shown on. Arrange's own, for hosts that show views on a
    /// device preset.
    public func setBounds(_ bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// Sets the safe area of the screen's window. Arrange's own, beside `setBounds(_:scale:)`.
    public func setSafeAreaInsets(_ insets: UIEdgeInsets) {
        safeAreaInsets = insets
    }
}
