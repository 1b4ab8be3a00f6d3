import ArrangeCore
import Foundation

/// The colours `.symbolRenderingMode(.multicolor)` gives well-known symbols that SF Symbols
/// draws in colour: the enclosure (or the whole glyph) and, for composite symbols, the mark
/// inside it. Read from the SF Symbols app's multicolour previews (estimated: Apple publishes no
/// table; see `docs/ios-metrics.md`, "Symbols"). Symbols not listed draw in the foreground style,
/// as SwiftUI draws symbols without multicolour annotations.
enum SymbolMulticolor {
    struct Colors {
        var enclosure: Color
        var mark: Color?
    }

    static let colors: [String: Colors] = [
        "exclamationmark.triangle.fill": Colors(enclosure: .yellow, mark: .black),
        "checkmark.circle.fill": Colors(enclosure: .green, mark: .white),
        "plus.circle.fill": Colors(enclosure: .green, mark: .white),
        "minus.circle.fill": Colors(enclosure: .red, mark: .white),
        "heart.fill": Colors(enclosure: .red),
        "star.fill": Colors(enclosure: .yellow),
        "bolt.fill": Colors(enclosure: .yellow),
        "flame.fill": Colors(enclosure: .orange),
        "leaf.fill": Colors(enclosure: .green),
        "sun.max.fill": Colors(enclosure: .yellow),
        "drop.fill": Colors(enclosure: .cyan),
    ]
}
