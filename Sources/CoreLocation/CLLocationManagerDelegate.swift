import Foundation

/// What a location manager tells its delegate, as CoreLocation's `CLLocationManagerDelegate`.
/// Every method is optional on iOS; here each has an empty default.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// New locations, the most recent last.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// A failure to get a location.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The app's authorisation or accuracy changed (iOS 14 and later).
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The app's authorisation changed (before iOS 14).
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// Updates paused.
    func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
    /// Updates resumed.
    func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    /// Does nothing, as an unimplemented optional method.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
    /// Does nothing, as an unimplemented optional method.
    public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
}
