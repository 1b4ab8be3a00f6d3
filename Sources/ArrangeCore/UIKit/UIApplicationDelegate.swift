import Foundation

/// The methods an app's delegate implements, as UIKit's `UIApplicationDelegate`, for apps that
/// attach one with `@UIApplicationDelegateAdaptor`. Arrange's stand-in has the launch methods
/// SwiftUI apps implement, each with UIKit's default; Linux has no app life cycle, so none is
/// called (see `UIApplicationDelegateAdaptor`).
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
    /// Tells the delegate that the launch process is almost done.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Tells the delegate that the launch process has begun.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Tells the delegate that the app has become active.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Tells the delegate that the app is about to become inactive.
    func applicationWillResignActive(_ application: UIApplication)
    /// Tells the delegate that the app is now in the background.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Tells the delegate that the app is about to terminate.
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// UIKit's default: the launch goes on.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// UIKit's default: the launch goes on.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// UIKit's default: nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// UIKit's default: nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// UIKit's default: nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// UIKit's default: nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
}

extension UIApplication {
    /// Keys of the launch options dictionary, as in UIKit.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The launch was to open a URL.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The launch came from a remote notification.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }
}

/// A property wrapper type that you use to create a UIKit app delegate, as in SwiftUI:
/// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`.
///
/// Where Arrange differs: Swift on Linux can make an object from a class's type only through a
/// `required` initializer, and `NSObject`'s is not one there, so Arrange cannot make the
/// delegate: the app compiles, its previews and renders (which never run the app's `main`) are
/// unaffected, and reading `appDelegate` stops the program with a message saying so.
@MainActor @preconcurrency
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    private let delegateType: DelegateType.Type

    /// Creates a UIKit app delegate adaptor.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        self.delegateType = delegateType
    }

    /// The underlying app delegate (see the type's note: Arrange cannot make one).
    public var wrappedValue: DelegateType {
        preconditionFailure("Arrange cannot make the app delegate \(delegateType) on Linux: Swift makes an object from its class only through a required initializer, and NSObject's init() is not one here.")
    }
}
