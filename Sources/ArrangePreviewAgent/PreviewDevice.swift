import ArrangeCore
import ArrangePreviews
import Foundation

/// A device screen a preview can be shown on, in portrait: its size in points, safe area and
/// size classes. Arrange's own. The numbers are those of `ArrangeSnapshotTesting`'s presets
/// (sources in docs/ios-metrics.md, "Device screens"); this target keeps its own short list so
/// the preview program does not link swift-snapshot-testing (and XCTest with it).
public struct PreviewDevice: Sendable, Equatable {
    /// The name the page's menu shows and settings carry.
    public let name: String
    /// The screen in portrait, in points.
    public let size: CGSize
    /// The safe area in portrait (status bar or Dynamic Island, home indicator).
    public let safeArea: EdgeInsets
    /// The safe area in landscape (the cut-out's inset on both sides).
    public let landscapeSafeArea: EdgeInsets
    /// Size classes in portrait and in landscape.
    let portraitClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass)
    let landscapeClasses: (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass)
    /// The orientation the size classes are given for (set by `oriented(_:)`).
    private(set) var isLandscape = false

    /// The same preset in the same orientation.
    public static func == (a: PreviewDevice, b: PreviewDevice) -> Bool {
        a.name == b.name && a.isLandscape == b.isLandscape
    }

    /// The `\.horizontalSizeClass` a view on this device sees.
    public var horizontalSizeClass: UserInterfaceSizeClass { isLandscape ? landscapeClasses.horizontal : portraitClasses.horizontal }
    /// The `\.verticalSizeClass` a view on this device sees.
    public var verticalSizeClass: UserInterfaceSizeClass { isLandscape ? landscapeClasses.vertical : portraitClasses.vertical }

    /// The screen's size and safe area held in `orientation` (landscape swaps the sides).
    public func screen(_ orientation: InterfaceOrientation) -> (size: CGSize, safeArea: EdgeInsets) {
        let landscape = orientation == .landscapeLeft || orientation == .landscapeRight
        return landscape ? (CGSize(width: size.height, height: size.width), landscapeSafeArea) : (size, safeArea)
    }

    /// The device with its size classes for `orientation`.
    public func oriented(_ orientation: InterfaceOrientation) -> PreviewDevice {
        var device = self
        device.isLandscape = orientation == .landscapeLeft || orientation == .landscapeRight
        return device
    }

    private static func phone(_ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat,
                              sides: CGFloat, landscapeBottom: CGFloat, landscapeWidth: UserInterfaceSizeClass) -> PreviewDevice {
        PreviewDevice(name: name, size: CGSize(width: width, height: height),
                      safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
                      landscapeSafeArea: EdgeInsets(top: 0, leading: sides, bottom: landscapeBottom, trailing: sides),
                      portraitClasses: (.compact, .regular), landscapeClasses: (landscapeWidth, .compact))
    }

    private static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat) -> PreviewDevice {
        let insets = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        return PreviewDevice(name: name, size: CGSize(width: width, height: height), safeArea: insets, landscapeSafeArea: insets,
                             portraitClasses: (.regular, .regular), landscapeClasses: (.regular, .regular))
    }

    /// iPhone 16: 393 × 852 points, Dynamic Island. The default.
    public static let `default` = phone("iPhone 16", 393, 852, top: 59, bottom: 34, sides: 59, landscapeBottom: 21, landscapeWidth: .compact)

    /// The presets, smallest first.
    public static let all: [PreviewDevice] = [
        phone("iPhone SE (3rd generation)", 375, 667, top: 20, bottom: 0, sides: 0, landscapeBottom: 0, landscapeWidth: .compact),
        .default,
        phone("iPhone 16 Pro", 402, 874, top: 62, bottom: 34, sides: 62, landscapeBottom: 21, landscapeWidth: .compact),
        phone("iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, sides: 62, landscapeBottom: 21, landscapeWidth: .regular),
        pad("iPad mini", 744, 1133),
        pad("iPad (10th generation)", 820, 1180),
        pad("iPad Pro 13-inch (M4)", 1032, 1376),
    ]
}
