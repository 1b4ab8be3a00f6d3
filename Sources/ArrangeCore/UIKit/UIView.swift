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
        /// Scales the content to fill the view, changing its aspect ratio if needed.
        case scaleToFill
        /// Scales the content to fit the view, keeping its aspect ratio.
        case scaleAspectFit
        /// Scales the content to fill the view, keeping its aspect ratio (some is clipped).
        case scaleAspectFill
        /// Redraws the content when the bounds change.
        case redraw
        /// Centres the content.
        case center
        /// Aligns the content with the top.
        case top
        /// Aligns the content with the bottom.
        case bottom
        /// Aligns the content with the left.
        case left
        /// Aligns the content with the right.
        case right
        /// Aligns the content with the top left.
        case topLeft
        /// Aligns the content with the top right.
        case topRight
        /// Aligns the content with the bottom left.
        case bottomLeft
        /// Aligns the content with the bottom right.
        case bottomRight
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

    /// The proxy whose properties restyle every view of this class (see `UIAppearanceContainer`).
    open class func appearance() -> UIView {
        _appearanceProxy { UIView(frame: .zero) }
    }

    /// This class's appearance proxy, made by `make` the first time. Arrange's own: subclasses'
    /// `appearance()` return theirs through it.
    public class func _appearanceProxy<Proxy: UIView>(make: () -> Proxy) -> Proxy {
        AppearanceProxies.proxy(of: self, make: make)
    }

    /// The proxy for views of this class inside the given containers (the same proxy here).
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIView {
        appearance()
    }

    /// Asks the view (or the field being edited in it) to give up the keyboard; `true`.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { true }

    /// The insets the view's safe area leaves (none, but for a window: its screen's).
    open var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }

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
