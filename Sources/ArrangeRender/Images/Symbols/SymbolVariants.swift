import ArrangeCore
import Foundation

/// A variant of a symbol, as in SwiftUI: `Image(systemName: "heart").symbolVariant(.fill)` draws
/// "heart.fill". Variants combine (`.circle.fill`); a symbol draws the most specific variant
/// that exists, dropping the fill, then the shape, then the slash until one does.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant for a symbol.
    public static let none = SymbolVariants()
    /// A variant that encapsulates the symbol in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// A variant that encapsulates the symbol in a square.
    public static let square = SymbolVariants(shape: .square)
    /// A variant that encapsulates the symbol in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// A variant that fills the symbol.
    public static let fill = SymbolVariants(isFilled: true)
    /// A variant that draws a slash through the symbol.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant in a circle.
    public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
    /// This variant in a square.
    public var square: SymbolVariants { var v = self; v.shape = .square; return v }
    /// This variant in a rectangle.
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
    /// This variant filled.
    public var fill: SymbolVariants { var v = self; v.isFilled = true; return v }
    /// This variant with a slash.
    public var slash: SymbolVariants { var v = self; v.isSlashed = true; return v }

    /// Whether this variant has every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// `other` added to this variant (its shape replaces this one's).
    func combined(with other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: other.shape ?? shape, isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed)
    }

    /// The names to try for `name` with these variants, most specific first, in SF Symbols'
    /// order of suffixes (`mic.slash.circle.fill`); parts the name has already are not added.
    func candidateNames(for name: String) -> [String] {
        let parts = Set(name.split(separator: ".").map(String.init))
        let slash = isSlashed && !parts.contains("slash") ? ".slash" : ""
        var shapeSuffix = ""
        if let shape, !parts.contains("circle"), !parts.contains("square"), !parts.contains("rectangle") {
            switch shape {
            case .circle: shapeSuffix = ".circle"
            case .square: shapeSuffix = ".square"
            case .rectangle: shapeSuffix = ".rectangle"
            }
        }
        let fillSuffix = isFilled && !parts.contains("fill") ? ".fill" : ""
        // A name given as "star.fill" with `.circle` asks for "star.circle.fill": the fill goes last.
        var base = name
        var trailingFill = fillSuffix
        if parts.contains("fill"), name.hasSuffix(".fill"), !shapeSuffix.isEmpty || !slash.isEmpty {
            base = String(name.dropLast(5))
            trailingFill = ".fill"
        }
        var names: [String] = []
        for candidate in [base + slash + shapeSuffix + trailingFill, base + slash + shapeSuffix, base + slash + trailingFill,
                          base + slash, base + trailingFill, name] where !names.contains(candidate) {
            names.append(candidate)
        }
        return names
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The symbol variant to use in this environment (`.none` by default).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes symbols within the view show a particular variant; variants set outside are
    /// combined with it (`.symbolVariant(.circle)` inside `.symbolVariant(.fill)` is
    /// `.circle.fill`).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { $0 = $0.combined(with: variant) }
    }
}
