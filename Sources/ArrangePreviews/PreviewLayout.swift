import ArrangeCore
import Foundation

/// A size constraint for a preview, as SwiftUI's `PreviewLayout`, which a `PreviewProvider`'s
/// views set with `previewLayout(_:)`.
public enum PreviewLayout: Equatable, Sendable {
    /// The preview fills a device's screen.
    case device
    /// The preview is as large as the view wants.
    case sizeThatFits
    /// The preview has a fixed size.
    case fixed(width: CGFloat, height: CGFloat)

    /// The layout as the preview traits say it.
    public var traitLayout: PreviewTrait<Preview.ViewTraits>.Layout {
        switch self {
        case .device: .device
        case .sizeThatFits: .sizeThatFits
        case .fixed(let width, let height): .fixed(width: width, height: height)
        }
    }
}

/// The layout the previewed view asked for with `previewLayout(_:)`; the outermost wins.
package struct PreviewLayoutKey: PreferenceKey {
    package static var defaultValue: PreviewLayout? { nil }
    package static func reduce(value: inout PreviewLayout?, nextValue: () -> PreviewLayout?) {
        if value == nil { value = nextValue() }
    }
}

nonisolated extension View {
    /// Overrides the size of the container for the preview, as SwiftUI's `previewLayout(_:)`:
    /// `arrange preview` and `arrange render --preview` lay the preview out on a device's screen,
    /// at the size that fits the view, or at a fixed size, as it says.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        preference(key: PreviewLayoutKey.self, value: value)
    }
}
