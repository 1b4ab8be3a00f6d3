import ArrangeCore
import Foundation

// The device presets: screen sizes in points, safe areas and size classes of current iPhones and
// iPads, full screen, in both orientations. Numbers and sources: docs/ios-metrics.md, "Device
// screens". Each preset is a property (portrait, as swift-snapshot-testing's presets) and a
// function of the orientation.
extension ViewImageConfig {

    /// iPhone SE (3rd generation): 375 × 667 points at 2×, a status bar in portrait and none in landscape; portrait. Arrange's own.
    public static let iPhoneSE3 = ViewImageConfig.iPhoneSE3(.portrait)

    /// iPhone SE (3rd generation): 375 × 667 points at 2×, a status bar in portrait and none in landscape, in `orientation`. Arrange's own.
    public static func iPhoneSE3(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 375, height: 667, scale: 2, portraitInsets: (top: 20, bottom: 0),
              landscapeInsets: (sides: 0, bottom: 0), landscapeWidthClass: .compact, orientation)
    }

    /// iPhone 15: 393 × 852 points at 3×, Dynamic Island; portrait. Arrange's own.
    public static let iPhone15 = ViewImageConfig.iPhone15(.portrait)

    /// iPhone 15: 393 × 852 points at 3×, Dynamic Island, in `orientation`. Arrange's own.
    public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 393, height: 852, scale: 3, portraitInsets: (top: 59, bottom: 34),
              landscapeInsets: (sides: 59, bottom: 21), landscapeWidthClass: .compact, orientation)
    }

    /// iPhone 15 Plus: 430 × 932 points at 3×, Dynamic Island; portrait. Arrange's own.
    public static let iPhone15Plus = ViewImageConfig.iPhone15Plus(.portrait)

    /// iPhone 15 Plus: 430 × 932 points at 3×, Dynamic Island, in `orientation`. Arrange's own.
    public static func iPhone15Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 430, height: 932, scale: 3, portraitInsets: (top: 59, bottom: 34),
              landscapeInsets: (sides: 59, bottom: 21), landscapeWidthClass: .regular, orientation)
    }

    /// iPhone 15 Pro: 393 × 852 points at 3×, Dynamic Island; portrait. Arrange's own.
    public static let iPhone15Pro = ViewImageConfig.iPhone15Pro(.portrait)

    /// iPhone 15 Pro: 393 × 852 points at 3×, Dynamic Island, in `orientation`. Arrange's own.
    public static func iPhone15Pro(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 393, height: 852, scale: 3, portraitInsets: (top: 59, bottom: 34),
              landscapeInsets: (sides: 59, bottom: 21), landscapeWidthClass: .compact, orientation)
    }

    /// iPhone 15 Pro Max: 430 × 932 points at 3×, Dynamic Island; portrait. Arrange's own.
    public static let iPhone15ProMax = ViewImageConfig.iPhone15ProMax(.portrait)

    /// iPhone 15 Pro Max: 430 × 932 points at 3×, Dynamic Island, in `orientation`. Arrange's own.
    public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 430, height: 932, scale: 3, portraitInsets: (top: 59, bottom: 34),
              landscapeInsets: (sides: 59, bottom: 21), landscapeWidthClass: .regular, orientation)
    }

    /// iPhone 16: 393 × 852 points at 3×, Dynamic Island; portrait. Arrange's own.
    public static let iPhone16 = ViewImageConfig.iPhone16(.portrait)

    /// iPhone 16: 393 × 852 points at 3×, Dynamic Island, in `orientation`. Arrange's own.
    public static func iPhone16(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 393, height: 852, scale: 3, portraitInsets: (top: 59, bottom: 34),
              landscapeInsets: (sides: 59, bottom: 21), landscapeWidthClass: .compact, orientation)
    }

    /// iPhone 16 Plus: 430 × 932 points at 3×, Dynamic Island; portrait. Arrange's own.
    public static let iPhone16Plus = ViewImageConfig.iPhone16Plus(.portrait)

    /// iPhone 16 Plus: 430 × 932 points at 3×, Dynamic Island, in `orientation`. Arrange's own.
    public static func iPhone16Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 430, height: 932, scale: 3, portraitInsets: (top: 59, bottom: 34),
              landscapeInsets: (sides: 59, bottom: 21), landscapeWidthClass: .regular, orientation)
    }

    /// iPhone 16 Pro: 402 × 874 points at 3×, Dynamic Island (thinner borders, so a taller status bar); portrait. Arrange's own.
    public static let iPhone16Pro = ViewImageConfig.iPhone16Pro(.portrait)

    /// iPhone 16 Pro: 402 × 874 points at 3×, Dynamic Island (thinner borders, so a taller status bar), in `orientation`. Arrange's own.
    public static func iPhone16Pro(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 402, height: 874, scale: 3, portraitInsets: (top: 62, bottom: 34),
              landscapeInsets: (sides: 62, bottom: 21), landscapeWidthClass: .compact, orientation)
    }

    /// iPhone 16 Pro Max: 440 × 956 points at 3×, Dynamic Island (thinner borders, so a taller status bar); portrait. Arrange's own.
    public static let iPhone16ProMax = ViewImageConfig.iPhone16ProMax(.portrait)

    /// iPhone 16 Pro Max: 440 × 956 points at 3×, Dynamic Island (thinner borders, so a taller status bar), in `orientation`. Arrange's own.
    public static func iPhone16ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 440, height: 956, scale: 3, portraitInsets: (top: 62, bottom: 34),
              landscapeInsets: (sides: 62, bottom: 21), landscapeWidthClass: .regular, orientation)
    }

    /// iPad (10th generation): 820 × 1180 points at 2×, status bar and home indicator; portrait. Arrange's own.
    public static let iPad10 = ViewImageConfig.iPad10(.portrait)

    /// iPad (10th generation): 820 × 1180 points at 2×, status bar and home indicator, in `orientation`. Arrange's own.
    public static func iPad10(_ orientation: Orientation) -> ViewImageConfig {
        pad(width: 820, height: 1180, orientation)
    }

    /// iPad Air 11-inch (M2): 820 × 1180 points at 2×, status bar and home indicator; portrait. Arrange's own.
    public static let iPadAir11 = ViewImageConfig.iPadAir11(.portrait)

    /// iPad Air 11-inch (M2): 820 × 1180 points at 2×, status bar and home indicator, in `orientation`. Arrange's own.
    public static func iPadAir11(_ orientation: Orientation) -> ViewImageConfig {
        pad(width: 820, height: 1180, orientation)
    }

    /// iPad Air 13-inch (M2): 1024 × 1366 points at 2×, status bar and home indicator; portrait. Arrange's own.
    public static let iPadAir13 = ViewImageConfig.iPadAir13(.portrait)

    /// iPad Air 13-inch (M2): 1024 × 1366 points at 2×, status bar and home indicator, in `orientation`. Arrange's own.
    public static func iPadAir13(_ orientation: Orientation) -> ViewImageConfig {
        pad(width: 1024, height: 1366, orientation)
    }

    /// iPad Pro 11-inch (M4): 834 × 1210 points at 2×, status bar and home indicator; portrait. Arrange's own.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.portrait)

    /// iPad Pro 11-inch (M4): 834 × 1210 points at 2×, status bar and home indicator, in `orientation`. Arrange's own.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        pad(width: 834, height: 1210, orientation)
    }

    /// iPad Pro 13-inch (M4): 1032 × 1376 points at 2×, status bar and home indicator; portrait. Arrange's own.
    public static let iPadPro13 = ViewImageConfig.iPadPro13(.portrait)

    /// iPad Pro 13-inch (M4): 1032 × 1376 points at 2×, status bar and home indicator, in `orientation`. Arrange's own.
    public static func iPadPro13(_ orientation: Orientation) -> ViewImageConfig {
        pad(width: 1032, height: 1376, orientation)
    }

    /// iPad mini (6th generation and A17 Pro): 744 × 1133 points at 2×, status bar and home indicator; portrait. Arrange's own.
    public static let iPadMini = ViewImageConfig.iPadMini(.portrait)

    /// iPad mini (6th generation and A17 Pro): 744 × 1133 points at 2×, status bar and home indicator, in `orientation`. Arrange's own.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        pad(width: 744, height: 1133, orientation)
    }

    /// An iPhone held upright or on its side. In portrait the status bar (or the Dynamic Island)
    /// is at the top and the home indicator at the bottom; in landscape the status bar is hidden,
    /// the cut-out's inset is on both sides (the interface does not know which side it is on),
    /// and the home indicator's inset is shorter. Portrait is compact width, regular height;
    /// landscape is compact height and compact width, or regular on the largest phones (HIG).
    private static func phone(
        width: CGFloat, height: CGFloat, scale: CGFloat,
        portraitInsets: (top: CGFloat, bottom: CGFloat),
        landscapeInsets: (sides: CGFloat, bottom: CGFloat),
        landscapeWidthClass: UserInterfaceSizeClass,
        _ orientation: Orientation
    ) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(
                safeArea: EdgeInsets(top: portraitInsets.top, leading: 0, bottom: portraitInsets.bottom, trailing: 0),
                size: CGSize(width: width, height: height), displayScale: scale,
                horizontalSizeClass: .compact, verticalSizeClass: .regular)
        case .landscape:
            return ViewImageConfig(
                safeArea: EdgeInsets(top: 0, leading: landscapeInsets.sides, bottom: landscapeInsets.bottom, trailing: landscapeInsets.sides),
                size: CGSize(width: height, height: width), displayScale: scale,
                horizontalSizeClass: landscapeWidthClass, verticalSizeClass: .compact)
        }
    }

    /// An iPad at full screen: the status bar (24 points) at the top and the home indicator
    /// (20 points) at the bottom in both orientations, regular in both size classes, at 2×.
    private static func pad(width: CGFloat, height: CGFloat, _ orientation: Orientation) -> ViewImageConfig {
        let size = orientation == .portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width)
        return ViewImageConfig(
            safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
            size: size, displayScale: 2, horizontalSizeClass: .regular, verticalSizeClass: .regular)
    }
}
