import Foundation

/// UIKit's appearance proxies (`UINavigationBar.appearance().tintColor = .white`,
/// `UITableView.appearance().backgroundColor = .clear`), which SwiftUI apps of iOS 13–15 set in
/// an `init()` to restyle bars and lists. Arrange's stand-in keeps one proxy object per class
/// (whatever containment is asked for), so the settings are accepted and can be read back; the
/// drawing of SwiftUI's bars and lists does not read them.
public protocol UIAppearanceContainer: AnyObject {}

/// The proxies, one per class, made on first use.
enum AppearanceProxies {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var proxies: [ObjectIdentifier: AnyObject] = [:]

    /// The proxy of `type`, made by `make` the first time.
    static func proxy<Proxy: AnyObject>(of type: AnyClass, make: () -> Proxy) -> Proxy {
        lock.withLock {
            if let known = proxies[ObjectIdentifier(type)] as? Proxy { return known }
            let made = make()
            proxies[ObjectIdentifier(type)] = made
            return made
        }
    }
}

extension UIView: UIAppearanceContainer {}

extension UIViewController: UIAppearanceContainer {}
