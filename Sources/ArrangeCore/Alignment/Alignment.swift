/// An alignment in both axes, as in SwiftUI.
public struct Alignment: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// An alignment from its two components.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centres views in both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edges, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edges, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edges, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edges, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centre horizontally, first text baseline vertically.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centre horizontally, last text baseline vertically.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading horizontally, first text baseline vertically.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Leading horizontally, last text baseline vertically.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing horizontally, first text baseline vertically.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Trailing horizontally, last text baseline vertically.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// A textual description, used in dumps and messages.
    public var description: String { "\(horizontal)/\(vertical)" }
}
