import ArrangeCore
import FoundationAdditions

/// The responder the keyboard belongs to, as UIKit's `UIResponder`, for the action SwiftUI apps
/// send to hide the keyboard: `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)`.
/// Arrange's stand-in: UIKit's views are not responders here, so it only names the actions.
open class UIResponder: NSObject {
    /// Gives up first-responder status (the keyboard); `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Asks to become first responder; `false`: nothing takes the keyboard here.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Whether it is the first responder: never.
    open var isFirstResponder: Bool { false }
}

/// An event a control action is sent for.
open class UIEvent: NSObject {}

extension UIApplication {
    /// Sends an action to the first responder (when `target` is `nil`) or to `target`. Arrange's
    /// stand-in records nothing and answers `true` for `resignFirstResponder` (the keyboard is
    /// hidden: there is none), `false` for others, which no responder here handles.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        action.name == "resignFirstResponder" || action.name == "endEditing:"
    }
}
