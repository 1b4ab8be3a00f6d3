import ArrangeCore
import ArrangeRender
import Foundation
import FoundationAdditions

/// An item of a bar, as UIKit's `UIBarItem`.
open class UIBarItem: NSObject {
    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: UIImage?
    /// Whether the item responds to taps.
    open var isEnabled = true
    /// An integer identifying the item.
    open var tag = 0
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the title's attributes in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The title's attributes in `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}

/// A button of a navigation bar or toolbar, as UIKit's `UIBarButtonItem`: SwiftUI apps restyle
/// bar buttons through `UIBarButtonItem.appearance()` (see `UIAppearanceContainer`).
open class UIBarButtonItem: UIBarItem {
    /// The item's look.
    public enum Style: Int, Sendable {
        case plain, bordered, done, prominent
    }

    /// The system's items.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search,
             refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    /// The item's look.
    open var style: Style = .plain
    /// The item's tint.
    open var tintColor: UIColor?
    /// The object the action is sent to.
    open weak var target: AnyObject?
    /// The action sent when the item is tapped.
    open var action: Selector?
    /// The system item it is, if it is one.
    public private(set) var systemItem: SystemItem?

    /// An item with nothing in it.
    public override init() {
        super.init()
    }

    /// An item with a title.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item with an image.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// One of the system's items.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
    }

    /// The proxy whose settings restyle every bar button item.
    open class func appearance() -> UIBarButtonItem {
        BarItemAppearance.proxy
    }

    /// The proxy for items inside the given containers (the same proxy here).
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIBarButtonItem {
        BarItemAppearance.proxy
    }
}

/// The bar button items' appearance proxy.
private enum BarItemAppearance {
    nonisolated(unsafe) static let proxy = UIBarButtonItem()
}
