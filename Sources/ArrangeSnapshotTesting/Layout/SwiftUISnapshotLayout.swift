import ArrangeCore
import Foundation

/// The size a view is snapshot at, as swift-snapshot-testing's `SwiftUISnapshotLayout` on iOS
/// (which Linux builds of that library leave out): a device's screen, a fixed size, or the
/// view's ideal size. Arrange's own, with swift-snapshot-testing's names, so tests written for
/// iOS (`.image(layout: .device(config: .iPhone16Pro))`) read the same.
public enum SwiftUISnapshotLayout: Sendable, Equatable {
    /// The view fills a device's screen: proposed the screen's size less its safe area, placed
    /// inside the safe area, in the device's size classes and display scale (`ViewImageConfig`).
    /// A configuration without a size fits the view, as `.sizeThatFits` does.
    case device(config: ViewImageConfig)
    /// The view is proposed `width` × `height` points and centred in an image that size.
    case fixed(width: CGFloat, height: CGFloat)
    /// The image is the view's ideal size (its answer to an unspecified proposal), as
    /// `ImageRenderer` draws it by default.
    case sizeThatFits
}
