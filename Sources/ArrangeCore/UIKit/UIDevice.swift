import Foundation

/// The device, as UIKit's `UIDevice`, for SwiftUI code that asks which kind of device it runs on.
/// Arrange's stand-in describes an iPhone running iOS in portrait.
@MainActor @preconcurrency
public final class UIDevice {
    /// The device the program runs on.
    public static let current = UIDevice()

    private init() {}

    /// The kind of interface: `.phone`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The orientation: `.portrait`.
    public var orientation: UIDeviceOrientation { .portrait }
    /// The device's name.
    public var name: String { "iPhone" }
    /// The model's name.
    public var model: String { "iPhone" }
    /// The system's name.
    public var systemName: String { "iOS" }
    /// The system's version.
    public var systemVersion: String { "18.0" }
    /// A vendor identifier: one fixed value here.
    public var identifierForVendor: UUID? { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)) }
    /// Whether the device sends orientation notifications (they never come here).
    public var isGeneratingDeviceOrientationNotifications: Bool { false }
    /// Starts orientation notifications (none come here).
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// Stops orientation notifications.
    public func endGeneratingDeviceOrientationNotifications() {}
    /// Posted when the orientation changes (never here).
    public nonisolated static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// The kinds of interface, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    /// The unspecified case, as UIKit names it.
    case unspecified = -1
    /// The phone case, as UIKit names it.
    case phone
    /// The pad case, as UIKit names it.
    case pad
    /// The tv case, as UIKit names it.
    case tv
    /// The car play case, as UIKit names it.
    case carPlay
    /// The mac case, as UIKit names it.
    case mac = 5
    /// The vision case, as UIKit names it.
    case vision = 6
}

/// A device's physical orientation, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    /// The unknown case, as UIKit names it.
    case unknown
    /// The portrait case, as UIKit names it.
    case portrait
    /// The portrait upside down case, as UIKit names it.
    case portraitUpsideDown
    /// The landscape left case, as UIKit names it.
    case landscapeLeft
    /// The landscape right case, as UIKit names it.
    case landscapeRight
    /// The face up case, as UIKit names it.
    case faceUp
    /// The face down case, as UIKit names it.
    case faceDown

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
