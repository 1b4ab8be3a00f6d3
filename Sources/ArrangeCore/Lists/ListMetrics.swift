import Foundation

/// iOS 17/18's default geometry and colours (light and dark) of lists and forms, in one place. Each number is a
/// row of the "Lists and navigation" section of `docs/ios-metrics.md`, with its source.
enum ListMetrics {
    /// The minimum height of a row (`defaultMinListRowHeight` on iOS).
    static let minRowHeight: CGFloat = 44
    /// A row's content insets: 20 leading and trailing, 11 above and below (a 22-point body line
    /// in a 44-point row).
    static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// The margin of an inset-grouped section's card from the list's edges on an iPhone narrower
    /// than 414 points.
    static let compactSectionMargin: CGFloat = 16
    /// The same margin on iPhones 414 points wide and wider (Plus and Max models).
    static let regularSectionMargin: CGFloat = 20
    /// The width from which `regularSectionMargin` applies.
    static let regularMarginMinWidth: CGFloat = 414
    /// The corner radius of an inset-grouped section's card.
    static let cardCornerRadius: CGFloat = 10
    /// The space above each section (header or card) in the grouped styles (`.default`
    /// section spacing).
    static let groupedSectionSpacing: CGFloat = 35
    /// `ListSectionSpacing.compact`.
    static let compactSectionSpacing: CGFloat = 20
    /// The space between a header's text and its section's first row, and between the last row
    /// and the footer's text.
    static let headerFooterGap: CGFloat = 7
    /// The vertical padding of a plain list's section header bar.
    static let plainHeaderVerticalPadding: CGFloat = 6
    /// The thickness of a row separator (one pixel at 2×).
    static let separatorThickness: CGFloat = 0.5
    /// The width and height of the disclosure chevron a navigation link shows in a row, and the
    /// space between it and the row's content.
    static let chevronSize = CGSize(width: 7, height: 12)
    static let chevronSpacing: CGFloat = 12
    /// How far each deeper level of nested disclosure groups indents its rows
    /// (`UITableViewCell.indentationWidth`'s default).
    static let outlineIndentation: CGFloat = 10
    /// How far a row's content moves right in edit mode to make room for the delete control.
    static let editControlShift: CGFloat = 38
    /// The diameter of the delete control (a red circle with a white minus).
    static let deleteControlDiameter: CGFloat = 22
    /// The diameter of the selection circle of a row in a list that selects a set, in edit mode
    /// (estimated: the delete control's), and its ring's width when unselected.
    static let selectionControlDiameter: CGFloat = 22
    static let selectionRingWidth: CGFloat = 1.5
    /// The width and thickness of the delete control's minus.
    static let deleteControlMinus = CGSize(width: 12, height: 2)
    /// How far a row's content ends before the trailing inset in edit mode, to make room for the
    /// reorder control.
    static let reorderControlShift: CGFloat = 38
    /// The reorder control: three lines this wide and thick, this far apart (centre to centre).
    static let reorderLineSize = CGSize(width: 18, height: 1.5)
    static let reorderLineSpacing: CGFloat = 5

    /// The grouped background (`systemGroupedBackground`: light 242, 242, 247; dark black).
    static let groupedBackground = dynamic(C(242, 242, 247), C(0, 0, 0))
    /// A grouped row's background (`secondarySystemGroupedBackground`: light white; dark 28, 28, 30).
    static let groupedRowBackground = dynamic(C(255, 255, 255), C(28, 28, 30))
    /// A plain list's and row's background (`systemBackground`: light white; dark black).
    static let plainBackground = dynamic(C(255, 255, 255), C(0, 0, 0))
    /// A plain list's section header background (`secondarySystemBackground`: light 242, 242,
    /// 247; dark 28, 28, 30).
    static let plainHeaderBackground = dynamic(C(242, 242, 247), C(28, 28, 30))
    /// Row separators (`separator`).
    static let separator = dynamic(C(60, 60, 67, 0.29), C(84, 84, 88, 0.6))
    /// Header and footer text (`secondaryLabel`).
    static let secondaryLabel = dynamic(C(60, 60, 67, 0.6), C(235, 235, 245, 0.6))
    /// The disclosure chevron (`tertiaryLabel`).
    static let tertiaryLabel = dynamic(C(60, 60, 67, 0.3), C(235, 235, 245, 0.3))

    /// A selected row's background in edit mode (`systemGray4`: light 209, 209, 214; dark 58,
    /// 58, 60), estimated from UIKit's selected cells.
    static let selectedRowBackground = dynamic(C(209, 209, 214), C(58, 58, 60))
    /// The ring of an unselected row's selection circle (`systemGray3`: light 199, 199, 204;
    /// dark 72, 72, 74), estimated.
    static let selectionRing = dynamic(C(199, 199, 204), C(72, 72, 74))

    /// The delete control's circle (`systemRed`: light 255, 59, 48; dark 255, 69, 58).
    static let deleteControlRed = Color.red
    /// The reorder control's lines (`systemGray`: 142, 142, 147).
    static let reorderControlGray = Color.gray

    private typealias C = Color.Components

    /// A colour with light and dark values, unnamed so the tree dump shows its light value as
    /// hex (as the fixed colours did).
    private static func dynamic(_ light: Color.Components, _ dark: Color.Components) -> Color {
        Color(name: nil, light: light, dark: dark)
    }

    /// The inset-grouped card margin for a list `width` wide.
    static func sectionMargin(forWidth width: CGFloat) -> CGFloat {
        width >= regularMarginMinWidth ? regularSectionMargin : compactSectionMargin
    }
}
