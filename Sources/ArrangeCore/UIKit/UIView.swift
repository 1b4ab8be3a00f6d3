import Foundation

/// An object that manages the content for a rectangular area on the screen, as UIKit's
/// `UIView`, for SwiftUI code that wraps UIKit views (`UIViewRepresentable`). Arrange's stand-in
/// keeps the properties such code sets; Linux has no UIKit, so a UIKit view is never drawn (a
/// representable shows a placeholder, see `UIViewRepresentable`). Not isolated to the main actor
/// as UIKit's is, so that it can be made wherever SwiftUI code makes it.
open class UIView: NSObject {
    /// The frame rectangle, in the superview's coordinates.
    open var frame: CGRect
    /// The bounds rectangle, in the view's own coordinates.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The view's background colour.
    open var backgroundColor: UIColor?
    /// The first non-default tint colour up the hierarchy.
    open var tintColor: UIColor?
    /// The view's alpha value.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden.
    open var isHidden = false
    /// Whether subviews are confined to the bounds.
    open var clipsToBounds = false
    /// Whether user events are delivered to the view.
    open var isUserInteractionEnabled = true
    /// An integer identifying the view.
    open var tag = 0
    /// Whether the autoresizing mask becomes Auto Layout constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view lays out its content when its bounds change.
    open var contentMode: ContentMode = .scaleToFill
    /// The view's subviews, in order.
    open private(set) var subviews: [UIView] = []
    /// The view's superview.
    open private(set) weak var superview: UIView?

    /// Options to specify how a view adjusts its content when its size changes.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }

    /// The value a view answers for a size it does not have on an axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Creates a view with the frame rectangle.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The natural size of the view's content (`noIntrinsicMetric` on both axes by default: a
    /// representable takes the size it is proposed).
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// The size that best fits `size` (the current size by default).
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

    /// Adds a view to the end of the subviews.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Marks the layout as needing an update (nothing to lay out on Linux).
    open func setNeedsLayout() {}
    /// Lays out subviews now (nothing to lay out on Linux).
    open func layoutIfNeeded() {}
    /// Marks the view as needing to be drawn (nothing is drawn on Linux).
    open func setNeedsDisplay() {}
}

/// An object that manages a view hierarchy, as UIKit's `UIViewController`, for SwiftUI code
/// that wraps controllers (`UIViewControllerRepresentable`). Arrange's stand-in keeps what such
/// code sets; presenting another controller records it in `presentedViewController`.
open class UIViewController: NSObject {
    /// The view the controller manages, made on first use.
    open lazy var view: UIView = UIView()
    /// The controller's title.
    open var title: String?
    /// The controller presented by this one.
    open private(set) var presentedViewController: UIViewController?
    /// The controller's children.
    open private(set) var children: [UIViewController] = []
    /// The presentation style for modal presentations.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Creates a view controller.
    public override init() {
        super.init()
    }

    /// Called after the controller's view is loaded (not called by Arrange: nothing loads).
    open func viewDidLoad() {}
    /// Called before the view appears (not called by Arrange).
    open func viewWillAppear(_ animated: Bool) {}

    /// Presents a view controller modally: recorded, then `completion` runs.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        completion?()
    }

    /// Dismisses the presented controller, then `completion` runs.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = nil
        completion?()
    }

    /// Adds a child controller.
    open func addChild(_ childController: UIViewController) {
        children.append(childController)
    }
}

/// Modal presentation styles, as in UIKit.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none, automatic
}

/// The methods of a navigation controller's delegate, as UIKit's protocol (all optional there;
/// none required here).
public protocol UINavigationControllerDelegate: AnyObject {}

/// The methods of an image picker's delegate, as UIKit's protocol, with UIKit's defaults.
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// Tells the delegate that the user picked an image or movie.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// Tells the delegate that the user cancelled the pick operation.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// UIKit's default: nothing.
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    /// UIKit's default: dismisses the picker.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}

/// A view controller that manages the system interfaces for taking pictures and choosing items
/// from the photo library, as UIKit's. On Linux there is no camera or library: the controller
/// keeps its settings and its delegate, and nothing is ever picked.
open class UIImagePickerController: UIViewController {
    /// The source of the picked media.
    public enum SourceType: Int, Sendable {
        case photoLibrary, camera, savedPhotosAlbum
    }

    /// Keys of the dictionary the delegate is given.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The original, uncropped image.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The edited image.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The URL of the picked image file.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The media type.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    }

    /// The picker's delegate.
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    /// Where media is picked from.
    open var sourceType: SourceType = .photoLibrary
    /// Whether the user may edit the picked image.
    open var allowsEditing = false
    /// The media types offered.
    open var mediaTypes: [String] = ["public.image"]

    /// Whether a source is available: none is on Linux.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
}
