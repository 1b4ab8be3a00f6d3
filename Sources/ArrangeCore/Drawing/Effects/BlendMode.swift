import Foundation

/// Modes for compositing a view with overlapping content, as in SwiftUI.
///
/// Views draw in the matching `GraphicsContext.BlendMode`. Cairo draws every mode but
/// `plusDarker` with its own operator, and `plusDarker` per pixel in image output (as
/// `multiply` in PDF); SVG uses `mix-blend-mode` for the separable and non-separable modes and
/// `plus-lighter` for `plusLighter`. SVG has no Porter–Duff compositing of groups: inside a
/// `compositingGroup` (or `drawingGroup`) the group is drawn by Cairo and embedded as an image;
/// elsewhere `sourceAtop`, `destinationOver`, `destinationOut` and `plusDarker` draw normally.
public enum BlendMode: Sendable, Equatable, Hashable {
    /// Draws the view over what is behind it.
    case normal
    /// Multiplies the colours: the result is never lighter than either.
    case multiply
    /// Multiplies the inverses of the colours: the result is never darker than either.
    case screen
    /// Multiplies or screens, depending on the colour behind.
    case overlay
    /// Keeps the darker of the two colours.
    case darken
    /// Keeps the lighter of the two colours.
    case lighten
    /// Brightens the colour behind to reflect the view's colour.
    case colorDodge
    /// Darkens the colour behind to reflect the view's colour.
    case colorBurn
    /// Darkens or lightens, depending on the view's colour, softly.
    case softLight
    /// Multiplies or screens, depending on the view's colour.
    case hardLight
    /// Subtracts the darker colour from the lighter one.
    case difference
    /// Like `difference`, with lower contrast.
    case exclusion
    /// The hue of the view with the saturation and luminosity of what is behind.
    case hue
    /// The saturation of the view with the hue and luminosity of what is behind.
    case saturation
    /// The hue and saturation of the view with the luminosity of what is behind.
    case color
    /// The luminosity of the view with the hue and saturation of what is behind.
    case luminosity
    /// Draws the view only where something is behind it (Porter–Duff source atop).
    case sourceAtop
    /// Draws the view behind what is already there (Porter–Duff destination over).
    case destinationOver
    /// Erases what is behind where the view is opaque (Porter–Duff destination out).
    case destinationOut
    /// Adds the colours and subtracts from white, darkening.
    case plusDarker
    /// Adds the colours, lightening.
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
