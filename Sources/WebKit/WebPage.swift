import Arrange
import ArrangeCore
import Foundation
import FoundationNetworking
import Observation

/// A web page a `WebView` shows, as WebKit's `WebPage` (iOS 26): observable, so views follow its
/// `url`, `title` and loading state. Arrange's stand-in loads nothing: it keeps what it is asked
/// to load, its title stays empty and it is never loading.
@MainActor @Observable
public final class WebPage {
    /// The address asked for last.
    public private(set) var url: URL?
    /// The page's title: empty, as nothing loads.
    public private(set) var title = ""
    /// Whether a page is loading: never.
    public private(set) var isLoading = false
    /// How much of the page has loaded.
    public private(set) var estimatedProgress: Double = 0

    /// An empty page.
    public init() {}

    /// Asks for a page by its request.
    public func load(_ request: URLRequest) {
        url = request.url
    }

    /// Asks for a page by its address.
    public func load(_ url: URL) {
        self.url = url
    }

    /// Asks for a page of HTML.
    public func load(html: String, baseURL: URL = URL(string: "about:blank")!) {
        url = baseURL
    }

    /// Runs JavaScript: there is no engine, so it throws.
    public func callJavaScript(_ functionBody: String, arguments: [String: Any] = [:]) async throws -> Any? {
        throw WKError(.javaScriptExceptionOccurred)
    }

    /// Reloads (nothing loads).
    public func reload() {}
    /// Stops loading.
    public func stopLoading() {}
}

/// A view that shows a web page, as WebKit's SwiftUI `WebView` (iOS 26). It takes the space
/// it is offered; Arrange draws a placeholder naming the page's address, with a diagnostic.
public struct WebView: View {
    private let page: WebPage?
    private let url: URL?

    /// A view of a page.
    public init(_ page: WebPage) {
        self.page = page
        url = nil
    }

    /// A view of the page at an address.
    public init(url: URL?) {
        page = nil
        self.url = url
    }

    /// The placeholder: a grey area with a globe and the page's host.
    @MainActor public var body: some View {
        let address = page?.url ?? url
        return ReportingView(
            message: "WebView of \(address?.absoluteString ?? "no page") is web content; Linux has no web engine here, so a placeholder is drawn in its place.",
            content: ZStack {
                Color.gray.opacity(0.12)
                VStack(spacing: 8) {
                    Image(systemName: "globe")
                    Text(verbatim: address?.host ?? address?.absoluteString ?? "")
                        .font(.footnote)
                }
                .foregroundStyle(.secondary)
            })
    }
}
