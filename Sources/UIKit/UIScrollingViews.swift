import ArrangeCore
import Foundation

/// A scrolling view, as UIKit's: SwiftUI apps reach it through `UIScrollView.appearance()`
/// (`keyboardDismissMode`, `bounces`). Accepted and kept (see `UIAppearanceContainer`).
open class UIScrollView: UIView {
    /// When scrolling dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// When scrolling dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether the content bounces at its edges.
    open var bounces = true
    /// Whether the content bounces vertically when it fits.
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally when it fits.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops at multiples of the bounds.
    open var isPagingEnabled = false
    /// Whether scrolling is enabled.
    open var isScrollEnabled = true
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// The content's inset.
    open var contentInset: UIEdgeInsets = .zero

    open override class func appearance() -> UIScrollView {
        _appearanceProxy { UIScrollView(frame: .zero) }
    }
}

/// The table view behind a SwiftUI `List` on iOS 13–15, which apps restyle through
/// `UITableView.appearance()` (`backgroundColor = .clear`, `separatorStyle = .none`).
open class UITableView: UIScrollView {
    /// How rows are separated.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    /// The table's style.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// How rows are separated.
    open var separatorStyle: SeparatorStyle = .singleLine
    /// The separators' colour.
    open var separatorColor: UIColor?
    /// The separators' insets.
    open var separatorInset: UIEdgeInsets = .zero
    /// The view behind the rows.
    open var backgroundView: UIView?
    /// The space above section headers.
    open var sectionHeaderTopPadding: CGFloat = 0
    /// The table's footer view.
    open var tableFooterView: UIView?
    /// The table's header view.
    open var tableHeaderView: UIView?
    /// Whether rows can be selected.
    open var allowsSelection = true

    open override class func appearance() -> UITableView {
        _appearanceProxy { UITableView(frame: .zero) }
    }
}

/// A row of a table view, restyled through `UITableViewCell.appearance()`.
open class UITableViewCell: UIView {
    /// How a selected row looks.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// How a selected row looks.
    open var selectionStyle: SelectionStyle = .default
    /// The view behind a selected row.
    open var selectedBackgroundView: UIView?

    open override class func appearance() -> UITableViewCell {
        _appearanceProxy { UITableViewCell(frame: .zero) }
    }
}

/// A collection view, restyled through `UICollectionView.appearance()` (behind iOS 16's `List`).
open class UICollectionView: UIScrollView {
    open override class func appearance() -> UICollectionView {
        _appearanceProxy { UICollectionView(frame: .zero) }
    }
}
