import Foundation

extension GraphicsContext {
    /// The ways that a graphics context combines new content with background content, as in
    /// SwiftUI. The raw values are Core Graphics' `CGBlendMode` values, as SwiftUI's are.
    ///
    /// Arrange's renderers: Cairo draws every mode but `plusDarker` with its own operator and,
    /// for image output, `plusDarker` per pixel (PDF output draws it as `multiply`). The
    /// Porter–Duff modes apply within what is drawn (its shape's coverage), as in Core Graphics:
    /// `clear` erases a filled path's area, `sourceIn` leaves the rest of the canvas alone. In SVG
    /// the separable and non-separable modes are `mix-blend-mode`, `plusLighter` is
    /// `plus-lighter`; the other Porter–Duff modes and `plusDarker`, which SVG lacks, are drawn
    /// with Cairo and embedded as an image of the canvas.
    @frozen public struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// The mode's raw value (Core Graphics' `CGBlendMode`).
        public let rawValue: Int32
        /// Creates a blend mode from a raw value.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Draws the source over the background.
        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        /// Multiplies the source and background colours.
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        /// Multiplies the inverses of the source and background colours.
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        /// Multiplies or screens, depending on the background colour.
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        /// Keeps the darker of the source and background colours.
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        /// Keeps the lighter of the source and background colours.
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        /// Brightens the background to reflect the source.
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        /// Darkens the background to reflect the source.
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        /// Darkens or lightens softly, depending on the source colour.
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        /// Multiplies or screens, depending on the source colour.
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        /// Subtracts the darker colour from the lighter one.
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        /// Like `difference`, with lower contrast.
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        /// The source's hue with the background's saturation and luminosity.
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        /// The source's saturation with the background's hue and luminosity.
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        /// The source's hue and saturation with the background's luminosity.
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        /// The source's luminosity with the background's hue and saturation.
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        /// Clears what is drawn over: `R = 0`.
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        /// Replaces the background with the source: `R = S`.
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        /// Paints the source onto the opaque parts of the background: `R = S*Da`.
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        /// Paints the source onto the transparent parts of the background: `R = S*(1 - Da)`.
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        /// Paints the source onto the background, keeping its alpha: `R = S*Da + D*(1 - Sa)`.
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        /// Paints the source behind the background: `R = S*(1 - Da) + D`.
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        /// Keeps the background where the source is opaque: `R = D*Sa`.
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        /// Erases the background where the source is opaque: `R = D*(1 - Sa)`.
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        /// Keeps the background over the source, where the source is: `R = S*(1 - Da) + D*Sa`.
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        /// Keeps what only one of source and background covers: `R = S*(1 - Da) + D*(1 - Sa)`.
        public static var xor: BlendMode { BlendMode(rawValue: 25) }
        /// Adds the inverses of the colours and inverts the sum: `R = MAX(0, 1 - ((1 - D) + (1 - S)))`.
        public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        /// Adds the colours: `R = MIN(1, S + D)`.
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

        /// The context blend mode a view's `BlendMode` draws with.
        package init(_ mode: ArrangeCore.BlendMode) {
            switch mode {
            case .normal: self = .normal
            case .multiply: self = .multiply
            case .screen: self = .screen
            case .overlay: self = .overlay
            case .darken: self = .darken
            case .lighten: self = .lighten
            case .colorDodge: self = .colorDodge
            case .colorBurn: self = .colorBurn
            case .softLight: self = .softLight
            case .hardLight: self = .hardLight
            case .difference: self = .difference
            case .exclusion: self = .exclusion
            case .hue: self = .hue
            case .saturation: self = .saturation
            case .color: self = .color
            case .luminosity: self = .luminosity
            case .sourceAtop: self = .sourceAtop
            case .destinationOver: self = .destinationOver
            case .destinationOut: self = .destinationOut
            case .plusDarker: self = .plusDarker
            case .plusLighter: self = .plusLighter
            }
        }

        /// Whether drawing nothing in this mode still changes the background (`clear`, `copy`,
        /// `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`): such modes must be
        /// limited to the coverage of what is drawn, as Core Graphics limits them.
        package var affectsUncoveredBackground: Bool {
            switch rawValue {
            case 16, 17, 18, 19, 22, 24: return true
            default: return false
            }
        }

        /// Whether the mode is one of the Porter–Duff compositing operators (`clear`…`xor`).
        package var isPorterDuff: Bool { (16...25).contains(rawValue) }
    }
}
