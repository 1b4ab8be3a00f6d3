import ArrangeCore
import ArrangeText
import Foundation

/// The numbers that size `Image(systemName:)` like an SF Symbol. See `docs/ios-metrics.md`,
/// "Symbols", for the source of each.
enum SymbolMetrics {
    /// The side of the square a symbol's design area fills, per point of font size, at the
    /// `.medium` scale: a 17 pt `.body` symbol's live area is 20.4 points. Estimated (SF Symbols
    /// are about as tall as a line of their font; Apple publishes no ratio).
    static let boxPerPoint: CGFloat = 1.2
    /// `Image.Scale.small`: 20% smaller than `.medium` (Apple, WWDC20 "SF Symbols 2").
    static let smallScale: CGFloat = 0.8
    /// `Image.Scale.large`: 30% larger than `.medium` (Apple, WWDC20 "SF Symbols 2").
    static let largeScale: CGFloat = 1.3
    /// The live area inside the icon fonts' 24-unit design grid (`SymbolFont.gridUnits`), in
    /// grid units (Google's Material Design icon guidelines: 24 dp with 2 dp padding).
    static let liveUnits: CGFloat = 20
    /// The outline added around the glyph per 100 of font weight above regular, as a fraction of
    /// the box side, so `.bold` symbols look heavier (Material Icons has one weight). Estimated.
    static let strokePerWeightStep: CGFloat = 0.012

    /// The scale factor of `scale`.
    static func factor(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: return smallScale
        case .medium: return 1
        case .large: return largeScale
        }
    }
}

/// A symbol found and sized for an environment: its outline in the image's own coordinates
/// (y down, its frame's top-left corner at the origin) and its frame's size.
struct ResolvedSymbol: Equatable {
    /// The SF name drawn (with the variants the environment asked for that exist).
    var name: String
    var outline: [PathSegment]
    var size: CGSize
    /// The width of the outline stroked around the glyph for heavier weights (0 for regular and
    /// lighter).
    var strokeWidth: CGFloat
    /// The layers drawn instead of `outline` in one colour, for the hierarchical, palette and
    /// multicolour rendering modes (`SymbolLayers`); empty: the whole outline in the foreground style.
    var layers: [SymbolLayer] = []

    /// The symbol `name` with the environment's variants, sized by its font and image scale;
    /// a failure with the reason when the name is not one Arrange draws or its font is missing.
    static func resolve(_ name: String, in environment: EnvironmentValues, mode: SymbolRenderingMode? = nil) -> Result<ResolvedSymbol, SymbolProblem> {
        let candidates = environment.symbolVariants.candidateNames(for: name)
        guard let found = candidates.first(where: SymbolArtwork.exists) else { return .failure(.unknownName) }
        let artwork: SymbolArtwork
        switch SymbolArtwork.named(found) {
        case .success(let drawn): artwork = drawn
        case .failure(let problem): return .failure(problem)
        }
        let metrics = SymbolTextMetrics(in: environment)
        let box = metrics.pointSize * SymbolMetrics.boxPerPoint * SymbolMetrics.factor(environment.imageScale)
        guard box.isFinite, box > 0 else { return .success(ResolvedSymbol(name: found, outline: [], size: .zero, strokeWidth: 0)) }
        // The live area (20 of the grid's 24 units) fills the box.
        let pointsPerUnit = box / SymbolMetrics.liveUnits
        let sized = artwork.placed(scale: pointsPerUnit, offset: .zero)
        let ink = sized.inkBounds
        guard ink.width.isFinite, ink.height.isFinite, !ink.isNull else { return .failure(.unknownName) }
        // The frame is the glyph's ink, its edges moved out to the pixel grid.
        let pixel = environment.pixelLength > 0 ? environment.pixelLength : 1
        let minX = (ink.minX / pixel).rounded(.down) * pixel, minY = (ink.minY / pixel).rounded(.down) * pixel
        let maxX = (ink.maxX / pixel).rounded(.up) * pixel, maxY = (ink.maxY / pixel).rounded(.up) * pixel
        let placed = sized.placed(scale: 1, offset: CGPoint(x: -minX, y: -minY))
        let steps = CGFloat(max(0, metrics.weight - 400)) / 100
        return .success(ResolvedSymbol(name: found, outline: placed.monochrome,
                                       size: CGSize(width: maxX - minX, height: maxY - minY),
                                       strokeWidth: steps * SymbolMetrics.strokePerWeightStep * box,
                                       layers: SymbolLayers.layers(name: found, artwork: placed, mode: mode, in: environment)))
    }
}

/// Why a symbol could not be drawn.
enum SymbolProblem: Error, Equatable {
    /// The name is not in Arrange's tables, and no enclosure of a known symbol.
    case unknownName
    /// The table names a glyph its font does not have (a font of another version).
    case missingGlyph(SymbolGlyph)
    /// The icon font is not installed.
    case fontMissing(SymbolFont.Face)

    func message(for name: String) -> String {
        switch self {
        case .unknownName:
            return "No symbol named \"\(name)\" in Arrange's table of SF Symbols (\(SymbolNames.count) names drawn with Material Icons and Material Design Icons glyphs); Image(systemName: \"\(name)\") is drawn as a placeholder."
        case .missingGlyph(let glyph):
            return "The icon font \(glyph.face.family) has no glyph \"\(glyph.name)\" for the symbol \"\(name)\"; it is drawn as a placeholder."
        case .fontMissing(let face):
            return "The icon font \(face.family) (Debian's \(face.debianPackage)) is not installed; Image(systemName: \"\(name)\") is drawn as a placeholder."
        }
    }
}
