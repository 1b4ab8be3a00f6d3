import ArrangeCore
import Foundation
import FoundationNetworking

/// A view that shows web content, as WebKit's `WKWebView`. Arrange's stand-in keeps what it is
/// asked to load (`url`) and tells its navigation delegate nothing, as no page loads.
open class WKWebView: UIView {
    /// The configuration it was made with.
    public let configuration: WKWebViewConfiguration
    /// The object told of navigation (held weakly, as on iOS).
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// The object that presents the page's dialogs (held weakly, as on iOS).
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The address of the page asked for last.
    open private(set) var url: URL?
    /// The page's title: none, as nothing loads.
    open var title: String? { nil }
    /// Whether a page is loading: never.
    open var isLoading: Bool { false }
    /// How much of the page has loaded: nothing.
    open var estimatedProgress: Double { 0 }
    /// Whether there is a page to go back to.
    open var canGoBack: Bool { false }
    /// Whether there is a page to go forward to.
    open var canGoForward: Bool { false }
    /// Whether swipes go back and forward.
    open var allowsBackForwardNavigationGestures = false
    /// Whether a link's preview shows on a long press.
    open var allowsLinkPreview = true
    /// The user agent sent instead of the default.
    open var customUserAgent: String?
    /// Whether Safari's Web Inspector may inspect it.
    open var isInspectable = false

    /// A web view with a frame and configuration.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    /// A web view with a frame and the default configuration.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// Asks for a page (kept in `url`; nothing loads).
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return WKNavigation()
    }

    /// Asks for a page of HTML (nothing loads).
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }

    /// Asks for a local file (kept in `url`; nothing loads).
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        url = URL
        return WKNavigation()
    }

    /// Reloads (nothing loads).
    @discardableResult open func reload() -> WKNavigation? { nil }
    /// Goes back (there is nothing to go back to).
    @discardableResult open func goBack() -> WKNavigation? { nil }
    /// Goes forward (there is nothing to go forward to).
    @discardableResult open func goForward() -> WKNavigation? { nil }
    /// Stops loading.
    open func stopLoading() {}

    /// Runs JavaScript: there is no engine, so the handler hears an error.
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil) {
        guard let completionHandler else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { completionHandler(nil, WKError(.javaScriptExceptionOccurred)) } }
    }
}

/// A web view's settings, as WebKit's `WKWebViewConfiguration`.
open class WKWebViewConfiguration: NSObject {
    /// The page's preferences.
    open var preferences = WKPreferences()
    /// The default preferences of pages.
    open var defaultWebpagePreferences = WKWebpagePreferences()
    /// The scripts and message handlers.
    open var userContentController = WKUserContentController()
    /// Whether media plays inline.
    open var allowsInlineMediaPlayback = false
    /// Creates the default configuration.
    public override init() {
        super.init()
    }
}

/// A web view's preferences, as WebKit's `WKPreferences`.
open class WKPreferences: NSObject {
    /// Whether JavaScript may open windows without a user action.
    open var javaScriptCanOpenWindowsAutomatically = false
    /// The smallest font size.
    open var minimumFontSize: CGFloat = 0
}

/// A page's preferences, as WebKit's `WKWebpagePreferences`.
open class WKWebpagePreferences: NSObject {
    /// Whether JavaScript runs.
    open var allowsContentJavaScript = true
}

/// The scripts and message handlers of a web view, as WebKit's `WKUserContentController`.
open class WKUserContentController: NSObject {
    /// The scripts added.
    open private(set) var userScripts: [WKUserScript] = []
    private var handlers: [String: any WKScriptMessageHandler] = [:]

    /// Adds a script.
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    /// Removes every script.
    open func removeAllUserScripts() { userScripts.removeAll() }
    /// Adds a handler of `window.webkit.messageHandlers.<name>` messages.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) { handlers[name] = scriptMessageHandler }
    /// Removes a handler.
    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
}

/// A script injected into pages, as WebKit's `WKUserScript`.
open class WKUserScript: NSObject {
    /// When a script runs.
    public enum InjectionTime: Int, Sendable {
        /// Before the document loads.
        case atDocumentStart
        /// After it loads.
        case atDocumentEnd
    }

    /// The script.
    public let source: String
    /// When it runs.
    public let injectionTime: InjectionTime
    /// Whether it runs in the main frame only.
    public let isForMainFrameOnly: Bool

    /// A script.
    public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
}

/// A message a page's script sent, as WebKit's `WKScriptMessage`.
open class WKScriptMessage: NSObject {
    /// What the script sent.
    open var body: Any { "" }
    /// The handler's name.
    open var name: String { "" }
}

/// Receives a page's script messages, as WebKit's `WKScriptMessageHandler`.
public protocol WKScriptMessageHandler: NSObjectProtocol {
    /// A script sent a message.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A page load, as WebKit's `WKNavigation`.
open class WKNavigation: NSObject {}

/// A request to navigate, as WebKit's `WKNavigationAction`.
open class WKNavigationAction: NSObject {
    /// The request.
    open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
}

/// A navigation's response, as WebKit's `WKNavigationResponse`.
open class WKNavigationResponse: NSObject {}

/// Whether a navigation goes ahead.
public enum WKNavigationActionPolicy: Int, Sendable {
    /// Cancel it.
    case cancel
    /// Allow it.
    case allow
    /// Allow it without opening another app.
    case download
}

/// Whether a response is shown.
public enum WKNavigationResponsePolicy: Int, Sendable {
    /// Cancel it.
    case cancel
    /// Allow it.
    case allow
    /// Download it.
    case download
}

/// What a web view tells its navigation delegate, as `WKNavigationDelegate`; every method is
/// optional on iOS and has an empty default here. No page loads, so none is called.
public protocol WKNavigationDelegate: NSObjectProtocol {
    /// A navigation started.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// A navigation finished.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// A navigation failed.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    /// Whether a navigation goes ahead.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
}

extension WKNavigationDelegate {
    /// Does nothing, as an unimplemented optional method.
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Does nothing, as an unimplemented optional method.
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Does nothing, as an unimplemented optional method.
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    /// Allows it, as an unimplemented optional method.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {
        MainActor.assumeIsolated { decisionHandler(.allow) }
    }
}

/// What a web view asks its UI delegate, as `WKUIDelegate`; every method is optional.
public protocol WKUIDelegate: NSObjectProtocol {}

/// A WebKit error, as `WKError`.
public struct WKError: Error, Hashable, Sendable {
    /// What went wrong.
    public enum Code: Int, Sendable {
        /// An unknown error.
        case unknown = 1
        /// The web content process ended.
        case webContentProcessTerminated = 2
        /// A script threw.
        case javaScriptExceptionOccurred = 4
    }

    /// The error's code.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
}
