import ArrangeCore
import ArrangePreviews
import Foundation

/// A device screen a preview can be shown on, in portrait: its size in points, safe area and
/// size classes. Arrange's own. The numbers are those of `ArrangeSnapshotTesting`'s presets
/// (sources in docs/ios-metrics.md, "Device screens"); this target keeps its own short list so
/// the preview program does not link swift-snapshot-testing (and XCTest with it).
public struct DevicePreset: Sendable, Equatable {
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
    public static func == (a: DevicePreset, b: DevicePreset) -> Bool {
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
    public func oriented(_ orientation: InterfaceOrientation) -> DevicePreset {
        var device = self
        device.isLandscape = orientation == .landscapeLeft || orientation == .landscapeRight
        return device
    }

    private static func phone(_ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat,
                              sides: CGFloat, landscapeBottom: CGFloat, landscapeWidth: UserInterfaceSizeClass) -> DevicePreset {
        DevicePreset(name: name, size: CGSize(width: width, height: height),
                      safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
                      landscapeSafeArea: EdgeInsets(top: 0, leading: sides, bottom: landscapeBottom, trailing: sides),
                      portraitClasses: (.compact, .regular), landscapeClasses: (landscapeWidth, .compact))
    }

    private static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat) -> DevicePreset {
        let insets = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        return DevicePreset(name: name, size: CGSize(width: width, height: height), safeArea: insets, landscapeSafeArea: insets,
                             portraitClasses: (.regular, .regular), landscapeClasses: (.regular, .regular))
    }

    /// iPhone 16: 393 × 852 points, Dynamic Island. The default.
    public static let `default` = phone("iPhone 16", 393, 852, top: 59, bottom: 34, sides: 59, landscapeBottom: 21, landscapeWidth: .compact)

    /// The preset named `name`, or the one with the same screen as the iPhone named (`"iPhone 13
    /// Pro"` has the iPhone 12's screen, and so on), as `previewDevice(_:)` names devices.
    public static func named(_ name: String) -> DevicePreset? {
        if let preset = all.first(where: { $0.name == name }) { return preset }
        return screens.first { $0.names.contains(name) }?.preset
    }

    /// Earlier iPhones, each screen with the names of the models that have it.
    static let screens: [(names: Set<String>, preset: DevicePreset)] = [
        (["iPhone 8", "iPhone SE (2nd generation)", "iPhone SE"],
         phone("iPhone 8", 375, 667, top: 20, bottom: 0, sides: 0, landscapeBottom: 0, landscapeWidth: .compact)),
        (["iPhone 8 Plus"], phone("iPhone 8 Plus", 414, 736, top: 20, bottom: 0, sides: 0, landscapeBottom: 0, landscapeWidth: .regular)),
        (["iPhone X", "iPhone Xs", "iPhone 11 Pro"],
         phone("iPhone 11 Pro", 375, 812, top: 44, bottom: 34, sides: 44, landscapeBottom: 21, landscapeWidth: .compact)),
        (["iPhone Xʀ", "iPhone XR", "iPhone 11"], phone("iPhone 11", 414, 896, top: 48, bottom: 34, sides: 48, landscapeBottom: 21, landscapeWidth: .regular)),
        (["iPhone Xs Max", "iPhone 11 Pro Max"],
         phone("iPhone 11 Pro Max", 414, 896, top: 44, bottom: 34, sides: 44, landscapeBottom: 21, landscapeWidth: .regular)),
        (["iPhone 12 mini", "iPhone 13 mini"], phone("iPhone 13 mini", 375, 812, top: 50, bottom: 34, sides: 50, landscapeBottom: 21, landscapeWidth: .compact)),
        (["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14"],
         phone("iPhone 13 Pro", 390, 844, top: 47, bottom: 34, sides: 47, landscapeBottom: 21, landscapeWidth: .compact)),
        (["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"],
         phone("iPhone 13 Pro Max", 428, 926, top: 47, bottom: 34, sides: 47, landscapeBottom: 21, landscapeWidth: .regular)),
        (["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro"], phone("iPhone 15", 393, 852, top: 59, bottom: 34, sides: 59, landscapeBottom: 21, landscapeWidth: .compact)),
        (["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"],
         phone("iPhone 15 Pro Max", 430, 932, top: 59, bottom: 34, sides: 59, landscapeBottom: 21, landscapeWidth: .regular)),
    ]

    /// The presets, smallest first.
    public static let all: [DevicePreset] = [
        phone("iPhone SE (3rd generation)", 375, 667, top: 20, bottom: 0, sides: 0, landscapeBottom: 0, landscapeWidth: .compact),
        .default,
        phone("iPhone 16 Pro", 402, 874, top: 62, bottom: 34, sides: 62, landscapeBottom: 21, landscapeWidth: .compact),
        phone("iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, sides: 62, landscapeBottom: 21, landscapeWidth: .regular),
        pad("iPad mini", 744, 1133),
        pad("iPad (10th generation)", 820, 1180),
        pad("iPad Pro 13-inch (M4)", 1032, 1376),
    ]
}
