import ArrangeCore
import Foundation

/// A symbol rendering mode, as in SwiftUI.
///
/// Arrange's symbols come from a one-layer icon font, so every mode draws the whole glyph in
/// the first level of the foreground style: `.monochrome` as SwiftUI does, `.hierarchical` and
/// `.palette` as their primary layer, `.multicolor` without the symbol's own colours. The mode is
/// kept in the environment for views that read it.
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

extension View {
    /// Sets the rendering mode for symbol images within this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}
