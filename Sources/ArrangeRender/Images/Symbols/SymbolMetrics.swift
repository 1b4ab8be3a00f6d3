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
    /// Material Icons' design grid (the em square) and the live area inside its padding, in grid
    /// units (Google's Material Design icon guidelines: 24 dp with 2 dp padding).
    static let gridUnits: CGFloat = 24
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
    /// nil with a reason when the name is not in the table or the icon font is missing.
    static func resolve(_ name: String, in environment: EnvironmentValues, mode: SymbolRenderingMode? = nil) -> Result<ResolvedSymbol, SymbolProblem> {
        let candidates = environment.symbolVariants.candidateNames(for: name)
        guard let found = candidates.first(where: { SymbolNames.material[$0] != nil }),
              let material = SymbolNames.material[found] else { return .failure(.unknownName) }
        guard let glyph = SymbolFont.glyph(named: material) else {
            return .failure(SymbolFont.isInstalled ? .missingGlyph(material) : .fontMissing)
        }
        let metrics = SymbolTextMetrics(in: environment)
        let box = metrics.pointSize * SymbolMetrics.boxPerPoint * SymbolMetrics.factor(environment.imageScale)
        guard box.isFinite, box > 0 else { return .success(ResolvedSymbol(name: found, outline: [], size: .zero, strokeWidth: 0)) }
        // The live area (20 of the grid's 24 units) fills the box.
        let pointsPerUnit = box / SymbolMetrics.liveUnits * SymbolMetrics.gridUnits / glyph.unitsPerEm
        let flip = CGAffineTransform(a: pointsPerUnit, b: 0, c: 0, d: -pointsPerUnit, tx: 0, ty: 0)
        let scaled = glyph.segments.map { $0.applying(flip) }
        let ink = Path(segments: scaled).boundingRect
        guard ink.width.isFinite, ink.height.isFinite, !ink.isNull else { return .failure(.missingGlyph(material)) }
        // The frame is the glyph's ink, its edges moved out to the pixel grid.
        let pixel = environment.pixelLength > 0 ? environment.pixelLength : 1
        let minX = (ink.minX / pixel).rounded(.down) * pixel, minY = (ink.minY / pixel).rounded(.down) * pixel
        let maxX = (ink.maxX / pixel).rounded(.up) * pixel, maxY = (ink.maxY / pixel).rounded(.up) * pixel
        let move = CGAffineTransform(translationX: -minX, y: -minY)
        let steps = CGFloat(max(0, metrics.weight - 400)) / 100
        let outline = scaled.map { $0.applying(move) }
        return .success(ResolvedSymbol(name: found, outline: outline,
                                       size: CGSize(width: maxX - minX, height: maxY - minY),
                                       strokeWidth: steps * SymbolMetrics.strokePerWeightStep * box,
                                       layers: SymbolLayers.layers(name: found, outline: outline, mode: mode, in: environment)))
    }
}

/// Why a symbol could not be drawn.
enum SymbolProblem: Error, Equatable {
    case unknownName
    case missingGlyph(String)
    case fontMissing

    func message(for name: String) -> String {
        switch self {
        case .unknownName:
            return "No symbol named \"\(name)\" in Arrange's table of SF Symbols (\(SymbolNames.material.count) names drawn with Material Icons); Image(systemName: \"\(name)\") is drawn as a placeholder."
        case .missingGlyph(let material):
            return "The icon font has no glyph \"\(material)\" for the symbol \"\(name)\"; it is drawn as a placeholder."
        case .fontMissing:
            return "The icon font \(SymbolFont.family) (Debian's fonts-material-design-icons-iconfont) is not installed; Image(systemName: \"\(name)\") is drawn as a placeholder."
        }
    }
}
