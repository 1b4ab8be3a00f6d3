// Linux's `WebKit` (Arrange's own module): `WKWebView` and its configuration and delegates,
// and SwiftUI's `WebView` and `WebPage` (iOS 26), so screens that show web content compile
// unchanged. Linux has no web engine here: a page is never loaded or drawn; `WebView` draws a
// placeholder naming the page's address, with a diagnostic, and a `WKWebView` wrapped in a
// `UIViewRepresentable` shows a representable's placeholder.
@_exported import Foundation
@_exported import FoundationNetworking
@_exported import UIKit
