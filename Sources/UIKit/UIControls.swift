import ArrangeCore
import ArrangeText
import Foundation

/// A control, as UIKit's, with its states: the base of the controls SwiftUI apps restyle
/// through appearance proxies. Accepted and kept (see `UIAppearanceContainer`).
open class UIControl: UIView {
    /// The states a control's look is set for.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The normal state.
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control responds to touches.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false

    open override class func appearance() -> UIControl {
        _appearanceProxy { UIControl(frame: .zero) }
    }
}

/// A segmented control (SwiftUI's segmented `Picker`), restyled through
/// `UISegmentedControl.appearance()`.
open class UISegmentedControl: UIControl {
    /// The selected segment's tint.
    open var selectedSegmentTintColor: UIColor?
    /// The selected segment's position.
    open var selectedSegmentIndex = 0
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    open override class func appearance() -> UISegmentedControl {
        _appearanceProxy { UISegmentedControl(frame: .zero) }
    }

    /// Sets the titles' attributes in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The titles' attributes in `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}

/// A page control (a paging `TabView`'s dots), restyled through `UIPageControl.appearance()`.
open class UIPageControl: UIControl {
    /// The current page's dot colour.
    open var currentPageIndicatorTintColor: UIColor?
    /// The other dots' colour.
    open var pageIndicatorTintColor: UIColor?
    /// The number of pages.
    open var numberOfPages = 0
    /// The current page.
    open var currentPage = 0

    open override class func appearance() -> UIPageControl {
        _appearanceProxy { UIPageControl(frame: .zero) }
    }
}

/// A switch (SwiftUI's `Toggle`), restyled through `UISwitch.appearance()`.
open class UISwitch: UIControl {
    /// The on colour.
    open var onTintColor: UIColor?
    /// The thumb's colour.
    open var thumbTintColor: UIColor?
    /// Whether it is on.
    open var isOn = false

    open override class func appearance() -> UISwitch {
        _appearanceProxy { UISwitch(frame: .zero) }
    }
}

/// A slider, restyled through `UISlider.appearance()`.
open class UISlider: UIControl {
    /// The track's colour below the thumb.
    open var minimumTrackTintColor: UIColor?
    /// The track's colour above the thumb.
    open var maximumTrackTintColor: UIColor?
    /// The thumb's colour.
    open var thumbTintColor: UIColor?

    open override class func appearance() -> UISlider {
        _appearanceProxy { UISlider(frame: .zero) }
    }
}

/// A label, restyled through `UILabel.appearance()`.
open class UILabel: UIView {
    /// The text.
    open var text: String?
    /// The font.
    open var font: UIFont?
    /// The text colour.
    open var textColor: UIColor?
    /// Whether text shrinks to fit.
    open var adjustsFontSizeToFitWidth = false
    /// The most lines (0: any).
    open var numberOfLines = 1

    open override class func appearance() -> UILabel {
        _appearanceProxy { UILabel(frame: .zero) }
    }
}

/// A text view (SwiftUI's `TextEditor` on iOS 13–15), restyled through `UITextView.appearance()`.
open class UITextView: UIScrollView {
    /// The text.
    open var text: String?
    /// The font.
    open var font: UIFont?
    /// The text colour.
    open var textColor: UIColor?

    open override class func appearance() -> UITextView {
        _appearanceProxy { UITextView(frame: .zero) }
    }
}
