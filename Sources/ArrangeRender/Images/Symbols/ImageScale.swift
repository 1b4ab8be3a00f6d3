import ArrangeCore
import Foundation

extension Image {
    /// A scale to apply to vector images relative to text, as in SwiftUI: the size of a symbol
    /// next to text of the same font. `.small` is 20% smaller than `.medium` and `.large` 30%
    /// larger (Apple, WWDC20 "SF Symbols 2"; see `SymbolMetrics`).
    public enum Scale: Hashable, Sendable {
        /// A scale that produces small images.
        case small
        /// A scale that produces medium-sized images (the default).
        case medium
        /// A scale that produces large images.
        case large
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The image scale for this environment (`.medium` by default): how large symbols are
    /// relative to the font.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Scales images within the view according to one of the relative sizes available: symbols
    /// (`Image(systemName:)`) inside are drawn at that scale of their font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
