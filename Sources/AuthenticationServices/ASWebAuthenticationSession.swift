import Foundation

/// A web authentication session's error, as `ASWebAuthenticationSessionError`.
public struct ASWebAuthenticationSessionError: Error, Hashable, Sendable {
    /// What went wrong.
    public enum Code: Int, Sendable {
        /// The user cancelled (or, on Linux, there is no browser).
        case canceledLogin = 1
        /// No presentation context was given.
        case presentationContextNotProvided = 2
        /// The presentation context was invalid.
        case presentationContextInvalid = 3
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
}

/// Provides the window a web authentication session is shown over.
public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    /// The window.
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// Signs in through a web page, as `ASWebAuthenticationSession`. Linux has no browser to show
/// it in: `start()` answers `false` and the completion handler hears
/// `ASWebAuthenticationSessionError.canceledLogin` on the main queue.
open class ASWebAuthenticationSession: NSObject {
    /// A completion handler's type.
    public typealias CompletionHandler = @Sendable (URL?, (any Error)?) -> Void

    /// The page signing in starts at.
    public let url: URL
    /// The scheme the callback comes back with.
    public let callbackURLScheme: String?
    let completionHandler: CompletionHandler
    /// The object that provides the window (held weakly, as on iOS).
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    /// Whether the session shares no cookies with the browser.
    open var prefersEphemeralWebBrowserSession = false

    /// A session starting at `url`.
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        url = URL
        self.callbackURLScheme = callbackURLScheme
        self.completionHandler = completionHandler
        super.init()
    }

    /// Starts the session: there is no browser, so it answers `false` and the handler hears
    /// that the login was cancelled.
    @discardableResult
    open func start() -> Bool {
        let handler = completionHandler
        DispatchQueue.main.async { handler(nil, ASWebAuthenticationSessionError(.canceledLogin)) }
        return false
    }

    /// Cancels the session.
    open func cancel() {}
}
