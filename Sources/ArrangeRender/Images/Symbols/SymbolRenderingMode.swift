import ArrangeCore
import Foundation

/// A symbol rendering mode, as in SwiftUI.
///
/// Arrange's symbols are one icon-font glyph or composed of parts (`SymbolArtwork`). A composed
/// symbol's parts are its layers (a cloud and its rain, an enclosure and its mark); a single
/// glyph with a composite name (a mark in an enclosure, such as `xmark.circle.fill` or
/// `exclamationmark.triangle.fill`) is split into SF Symbols' two layers (see `SymbolLayers`).
/// `.hierarchical` draws the secondary layers in the foreground style's second level (60%
/// opacity) and the primary ones in its first; `.palette` draws the primary layers in the first
/// style of `foregroundStyle(_:_:)` and the secondary ones in the second; `.multicolor` gives the
/// layers SF Symbols colours their colours (`SymbolMulticolor`: the weather symbols' sun, rain and
/// lightning, badges, and a table of well-known symbols) and the others the foreground style, as
/// does `Image.renderingMode(.original)` on a symbol. Symbols with one layer, and `.monochrome`,
/// draw the whole symbol in the foreground style.
public struct SymbolRenderingMode: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind

    /// A mode that renders symbols as a single layer filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// A mode that renders symbols as multiple layers with their inherent styles.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// A mode that renders symbols as multiple layers, with different opacities applied to the
    /// foreground style.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// A mode that renders symbols as multiple layers, with different styles applied to the
    /// layers (the foreground style's levels).
    public static let palette = SymbolRenderingMode(kind: .palette)
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
    /// The current symbol rendering mode, or `nil` when the mode is the symbol's default.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the rendering mode for symbol images within this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}
