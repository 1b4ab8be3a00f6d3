import Foundation

/// An alert or action sheet, as UIKit's `UIAlertController`. Arrange's stand-in keeps its
/// title, message, actions and text fields; presenting it (`present(_:animated:)`) records it on
/// the presenting controller, and no alert is drawn, as UIKit draws none in SwiftUI's tree.
open class UIAlertController: UIViewController {
    /// Alert or action sheet.
    public enum Style: Int, Sendable {
        /// An action sheet.
        case actionSheet = 0
        /// An alert.
        case alert = 1
    }

    /// The message.
    open var message: String?
    /// The style.
    public let preferredStyle: Style
    /// The actions, in order.
    open private(set) var actions: [UIAlertAction] = []
    /// The action that is emphasised.
    open var preferredAction: UIAlertAction?
    /// The alert's text fields, in order.
    open private(set) var textFields: [UITextField]?

    /// An alert controller.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    /// Adds an action.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Adds a text field, configured by the handler.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// Runs the action titled `title`, as a tap on it would (Arrange's own, for tests).
    public func tapAction(titled title: String) {
        actions.first { $0.title == title }.map { $0.handler?($0) }
    }
}

/// A button of an alert, as UIKit's `UIAlertAction`.
open class UIAlertAction: NSObject {
    /// How the action looks.
    public enum Style: Int, Sendable {
        /// The default style.
        case `default` = 0
        /// Cancels.
        case cancel = 1
        /// Destroys data.
        case destructive = 2
    }

    /// The title.
    public let title: String?
    /// The style.
    public let style: Style
    /// Whether the action is enabled.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// An action with a title, style and handler.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// An editable text field, as UIKit's `UITextField`: Arrange's stand-in keeps what code sets
/// (it is not drawn, as UIKit views are not).
open class UITextField: UIView {
    /// The text.
    open var text: String?
    /// The placeholder.
    open var placeholder: String?
    /// Whether the text is hidden, as for a password.
    open var isSecureTextEntry = false
    /// The keyboard shown.
    open var keyboardType: UIKeyboardType = .default
    /// How text is capitalised.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
}
