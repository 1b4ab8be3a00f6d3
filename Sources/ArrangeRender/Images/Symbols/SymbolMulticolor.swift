import ArrangeCore
import Foundation

/// The colours `.symbolRenderingMode(.multicolor)` (and `.renderingMode(.original)`) gives
/// symbols that SF Symbols draws in colour. Estimated from the SF Symbols app's multicolour
/// previews: Apple publishes no table (see `docs/symbols.md`). Layers SF Symbols leaves
/// undefined, and symbols not listed, draw in the foreground style, as SwiftUI draws them.
enum SymbolMulticolor {
    /// The colour of a one-layer symbol, or of a composite symbol's enclosure and mark.
    struct Colors {
        var enclosure: Color
        var mark: Color?
    }

    /// The sun of the weather symbols.
    static let sun = Color.yellow
    /// Rain, drizzle and water drops.
    static let water = Color.cyan
    /// Lightning.
    static let lightning = Color.yellow
    /// A badge that adds or confirms (`badge.plus`, `badge.checkmark`).
    static let positive = Color.green
    /// A badge that removes or refuses (`badge.minus`, `badge.xmark`), and a notification dot.
    static let negative = Color.red

    /// Symbols drawn from one glyph (or whose parts share one colour), by SF name. Composed
    /// symbols colour their parts themselves (`SymbolRecipes`, `SymbolBadge`).
    static let colors: [String: Colors] = [
        "exclamationmark.triangle.fill": Colors(enclosure: .yellow, mark: .black),
        "checkmark.circle": Colors(enclosure: .green, mark: .green),
        "checkmark.circle.fill": Colors(enclosure: .green, mark: .white),
        "plus.circle.fill": Colors(enclosure: .green, mark: .white),
        "minus.circle.fill": Colors(enclosure: .red, mark: .white),
        "xmark.octagon.fill": Colors(enclosure: .red, mark: .white),
        "exclamationmark.octagon.fill": Colors(enclosure: .red, mark: .white),
        "heart.circle.fill": Colors(enclosure: .red, mark: .white),
        "heart": Colors(enclosure: .red),
        "heart.fill": Colors(enclosure: .red),
        "suit.heart": Colors(enclosure: .red),
        "suit.heart.fill": Colors(enclosure: .red),
        "cross.fill": Colors(enclosure: .red),
        "star": Colors(enclosure: .yellow),
        "star.fill": Colors(enclosure: .yellow),
        "bolt": Colors(enclosure: lightning),
        "bolt.fill": Colors(enclosure: lightning),
        "flame": Colors(enclosure: .orange),
        "flame.fill": Colors(enclosure: .orange),
        "leaf": Colors(enclosure: .green),
        "leaf.fill": Colors(enclosure: .green),
        "sun.max": Colors(enclosure: sun),
        "sun.max.fill": Colors(enclosure: sun),
        "sun.min": Colors(enclosure: sun),
        "sun.min.fill": Colors(enclosure: sun),
        "drop": Colors(enclosure: water),
        "drop.fill": Colors(enclosure: water),
    ]
}
