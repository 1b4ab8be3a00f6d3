import ArrangeCore
import Foundation

/// The point size of every text style at every Dynamic Type size: Apple's table (Human Interface
/// Guidelines, "Typography" → "Specifications" → iOS Dynamic Type sizes), as in
/// `docs/ios-metrics.md`, "Dynamic Type".
enum DynamicTypeSizes {
    /// Sizes by style, in `DynamicTypeSize.allCases` order (xSmall … xxxLarge, then AX1 … AX5).
    static let table: [Font.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The point size of `style` at `size`.
    static func pointSize(_ style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        table[style]?[size.index] ?? style.defaultSize
    }

    /// `value` scaled as `style` scales from the default size (`.large`) to `size`.
    static func scale(_ value: CGFloat, relativeTo style: Font.TextStyle, at size: DynamicTypeSize) -> CGFloat {
        guard size != .large else { return value }
        return value * pointSize(style, at: size) / style.defaultSize
    }
}
