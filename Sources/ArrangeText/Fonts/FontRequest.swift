/// The design of the system font, as in SwiftUI's `Font.Design`.
enum FontDesign: Hashable, Sendable {
    /// The platform's sans-serif family.
    case `default`
    /// A serif family.
    case serif
    /// A rounded family; Linux has no standard one, so this resolves like `default`.
    case rounded
    /// A fixed-pitch family.
    case monospaced
}

/// What a piece of text asks of the font system: a family (or the system's), a weight, a slant
/// and a design. `FontLibrary` turns it into a loaded face.
struct FontRequest: Hashable, Sendable {
    /// A family name, or nil for the default family of `design`.
    var family: String?
    /// CSS-style weight, 100…900: 400 regular, 700 bold.
    var weight: Int
    /// Whether an italic (or oblique) face is wanted.
    var italic: Bool
    /// The design of the system family; ignored when `family` names one.
    var design: FontDesign
    /// fontconfig's width, 50…200: 100 normal, 75 condensed, 125 expanded.
    var width: Int

    init(family: String? = nil, weight: Int = 400, italic: Bool = false, design: FontDesign = .default, width: Int = 100) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.design = design
        self.width = width
    }
}
