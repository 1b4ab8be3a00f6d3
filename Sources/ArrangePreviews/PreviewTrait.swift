import ArrangeCore
import Foundation

/// A trait that customises the appearance of a preview, as DeveloperToolsSupport's.
public struct PreviewTrait<T>: @unchecked Sendable {
    /// How a preview is laid out. Arrange's own name for what the layout traits say.
    public enum Layout: Equatable, Sendable {
        /// The preview fills a device's screen (`.defaultLayout`).
        case device
        /// The preview is as large as the view wants (`.sizeThatFitsLayout`).
        case sizeThatFits
        /// The preview has a fixed size (`.fixedLayout(width:height:)`).
        case fixed(width: CGFloat, height: CGFloat)
    }

    /// The layout the trait sets, if it is a layout trait. Arrange's own.
    public let layout: Layout?
    /// The orientation the trait sets, if it is an orientation trait. Arrange's own.
    public let orientation: InterfaceOrientation?

    init(layout: Layout? = nil, orientation: InterfaceOrientation? = nil) {
        self.layout = layout
        self.orientation = orientation
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Preview with the default layout: a device's screen.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(layout: .device) }
    /// Preview with a size that fits the view.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(layout: .sizeThatFits) }
    /// Preview with a fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }
    /// Preview in portrait orientation.
    public static var portrait: PreviewTrait<T> { PreviewTrait(orientation: .portrait) }
    /// Preview in upside-down portrait orientation.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(orientation: .portraitUpsideDown) }
    /// Preview in landscape orientation, home button on the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(orientation: .landscapeLeft) }
    /// Preview in landscape orientation, home button on the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(orientation: .landscapeRight) }
}

/// The orientation of the interface from the user's perspective, as in SwiftUI.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    /// The orientation's identifier.
    public let id: String

    /// The device is in portrait mode, with the top of the device on top.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// The device is in portrait mode, but is upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// The device is in landscape mode, with the top of the device on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// The device is in landscape mode, with the top of the device on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// All orientations.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}
