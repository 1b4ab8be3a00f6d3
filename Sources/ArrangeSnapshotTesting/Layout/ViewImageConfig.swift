import ArrangeCore
import Foundation

/// A screen a view is snapshot on: its size in points, safe-area insets, display scale and size
/// classes. Arrange's own, named after swift-snapshot-testing's iOS-only `ViewImageConfig`
/// (whose `traits` collection is replaced by the three traits Arrange reads). The presets for
/// current iPhones and iPads are in `ViewImageConfig+Devices.swift`; their numbers and sources
/// are in `docs/ios-metrics.md` ("Device screens").
public struct ViewImageConfig: Sendable, Equatable {
    /// How a device is held.
    public enum Orientation: Sendable, Equatable, CaseIterable {
        /// On its side: the longer edge is horizontal.
        case landscape
        /// Upright: the longer edge is vertical.
        case portrait
    }

    /// The insets of the system's bars and the screen's cut-outs (status bar, Dynamic Island,
    /// home indicator), on physical edges: `leading` is the left edge, as `HostingView` takes them.
    public var safeArea: EdgeInsets
    /// The screen's size in points; `nil` fits the view to its ideal size.
    public var size: CGSize?
    /// Pixels per point of the screen: the default scale of image snapshots and the view's
    /// `\.displayScale`.
    public var displayScale: CGFloat
    /// The `\.horizontalSizeClass` the view sees (`nil`: the environment's default).
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// The `\.verticalSizeClass` the view sees (`nil`: the environment's default).
    public var verticalSizeClass: UserInterfaceSizeClass?

    /// A screen of `size` points (or the view's ideal size when `nil`) with the given insets,
    /// scale and size classes.
    public init(
        safeArea: EdgeInsets = EdgeInsets(),
        size: CGSize? = nil,
        displayScale: CGFloat = 1,
        horizontalSizeClass: UserInterfaceSizeClass? = nil,
        verticalSizeClass: UserInterfaceSizeClass? = nil
    ) {
        self.safeArea = safeArea
        self.size = size
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }
}
