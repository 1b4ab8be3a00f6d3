import Foundation

/// Starts and stops the delivery of location events, as CoreLocation's `CLLocationManager`.
///
/// Arrange's stand-in: a preview or test has no position and nobody to grant access, so the
/// authorisation stays `.notDetermined` and no location is delivered. Requests are accepted and
/// kept (`isUpdatingLocation`), so the code that makes them runs as on iOS; `requestLocation()`
/// answers the delegate with `CLError.locationUnknown` on the main queue, as iOS does when no
/// fix can be had.
open class CLLocationManager: NSObject {
    /// The object told of locations and authorisation changes (held weakly, as on iOS).
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy asked for.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance to move before a new location is delivered.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// What the locations are used for.
    open var activityType: CLActivityType = .other
    /// Whether updates may pause when the position does not change.
    open var pausesLocationUpdatesAutomatically = true
    /// Whether updates continue in the background.
    open var allowsBackgroundLocationUpdates = false
    /// Whether the status bar shows that location is used in the background.
    open var showsBackgroundLocationIndicator = false
    /// Whether `startUpdatingLocation()` has been called without `stopUpdatingLocation()`
    /// (Arrange's own: what a test can check).
    public private(set) var isUpdatingLocation = false

    /// Creates a manager.
    public override init() {
        super.init()
    }

    /// The last location delivered: none in a preview.
    open var location: CLLocation? { nil }
    /// The app's authorisation: `.notDetermined` in a preview.
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    /// Precise or approximate locations.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    /// The app's authorisation (before iOS 14's instance property): `.notDetermined`.
    @available(*, deprecated, message: "Use the authorizationStatus property")
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    /// Whether location services are on: off in a preview.
    open class func locationServicesEnabled() -> Bool { false }
    /// Whether the device reports headings: no.
    open class func headingAvailable() -> Bool { false }
    /// Whether the device reports significant changes: no.
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }

    /// Asks for access while the app is in use: nobody answers in a preview.
    open func requestWhenInUseAuthorization() {}
    /// Asks for access at any time: nobody answers in a preview.
    open func requestAlwaysAuthorization() {}
    /// Asks for precise locations for a while.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        completion?(nil)
    }
    /// Starts delivering locations (none come in a preview).
    open func startUpdatingLocation() { isUpdatingLocation = true }
    /// Stops delivering locations.
    open func stopUpdatingLocation() { isUpdatingLocation = false }
    /// Starts delivering headings (none come).
    open func startUpdatingHeading() {}
    /// Stops delivering headings.
    open func stopUpdatingHeading() {}
    /// Starts delivering significant changes (none come).
    open func startMonitoringSignificantLocationChanges() {}
    /// Stops delivering significant changes.
    open func stopMonitoringSignificantLocationChanges() {}

    /// Asks for one location: the delegate hears `CLError.locationUnknown` on the main queue.
    open func requestLocation() {
        nonisolated(unsafe) let manager = self
        DispatchQueue.main.async {
            manager.delegate?.locationManager(manager, didFailWithError: CLError(.locationUnknown))
        }
    }
}
