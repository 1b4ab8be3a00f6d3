import ArrangeCore
import ArrangeText
import Foundation

/// The size of `Image(systemName:)`'s placeholder, drawn for names Arrange has no glyph for (or
/// when the icon font is missing): a square **as wide and as tall as one line of text in the environment's font** (its
/// `Text` height: ascent + descent + line gap, on the pixel grid) — `Image(systemName:)
/// .font(.title)` grows with the font as a symbol does, and a symbol beside a one-line `Text`
/// matches its height. With the default `.body` font (17 pt, DejaVu Sans) that is 20 × 20; with
/// the test font (`Font.testFontFamily`) exactly the font's size. Real symbols vary in width and
/// sit slightly differently on the baseline; this is a stand-in of the right scale, not a copy.
enum SymbolPlaceholder {
    private struct Key: Hashable {
        var font: Font?
        var family: String?
        var displayScale: CGFloat
        var dynamicTypeSize: DynamicTypeSize
    }

    private final class Sizes: @unchecked Sendable {
        // @unchecked: `values` is only touched while `lock` is held.
        let lock = NSLock()
        var values: [Key: CGFloat] = [:]
    }

    private static let sizes = Sizes()

    /// The side of the square in `environment`: the height of a one-line `Text` there, measured
    /// by the text engine once per font, family and display scale.
    static func side(in environment: EnvironmentValues) -> CGFloat {
        let key = Key(font: environment.font, family: environment.defaultFontFamily, displayScale: environment.displayScale,
                      dynamicTypeSize: environment.dynamicTypeSize)
        sizes.lock.lock()
        let known = sizes.values[key]
        sizes.lock.unlock()
        if let known { return known }
        // A host of its own measures the line with the same font a Text here would use; only the
        // settings in the key are copied, so line limits or spacing around the image do not count.
        var measuring = EnvironmentValues()
        measuring.font = key.font
        measuring.defaultFontFamily = key.family
        measuring.displayScale = key.displayScale
        measuring.dynamicTypeSize = key.dynamicTypeSize
        // Measured while a tree is built or laid out, on the main actor (see `assumingMainActor`).
        let height = assumingMainActor(measuring) { measuring in
            HostingView(rootView: Text(verbatim: "X"), size: .zero, environment: measuring).sizeThatFits(.unspecified).height
        }
        let side = height.isFinite && height > 0 ? height : 17
        sizes.lock.lock()
        if sizes.values.count > 256 { sizes.values.removeAll() }
        sizes.values[key] = side
        sizes.lock.unlock()
        return side
    }
}
