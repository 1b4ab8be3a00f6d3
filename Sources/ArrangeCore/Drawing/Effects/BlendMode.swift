import Foundation

/// Modes for compositing a view with overlapping content, as in SwiftUI.
///
/// Cairo draws every mode but `plusDarker` with its own operator (`plusDarker` is drawn as
/// `multiply`, Cairo's nearest); SVG uses `mix-blend-mode` for the separable and non-separable
/// modes and `plus-lighter` for `plusLighter`, and draws the Porter–Duff modes
/// (`sourceAtop`, `destinationOver`, `destinationOut`) and `plusDarker` normally, having no
/// equivalent.
public enum BlendMode: Sendable, Equatable, Hashable {
    case normal
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case sourceAtop
    case destinationOver
    case destinationOut
    case plusDarker
    case plusLighter
}

/// The set of possible working colour spaces for colour-compositing operations, as in SwiftUI.
/// Arrange composites in sRGB whatever the mode (accepted for source compatibility).
public enum ColorRenderingMode: Sendable, Equatable, Hashable {
    /// The non-linear sRGB working colour space.
    case nonLinear
    /// The linear sRGB working colour space.
    case linear
    /// The extended linear sRGB working colour space.
    case extendedLinear
}
