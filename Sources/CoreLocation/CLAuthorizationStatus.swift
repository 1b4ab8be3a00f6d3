/// Whether the app may use location services, as CoreLocation's `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The user has not chosen (a preview's status).
    case notDetermined = 0
    /// The app may not use location services, and the user cannot change that.
    case restricted = 1
    /// The user refused.
    case denied = 2
    /// The app may use location services at any time.
    case authorizedAlways = 3
    /// The app may use location services while in use.
    case authorizedWhenInUse = 4

    /// The old name of `authorizedAlways`.
    @available(*, deprecated, renamed: "authorizedAlways")
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// Whether the app gets precise or approximate locations.
public enum CLAccuracyAuthorization: Int, Sendable {
    /// Precise locations.
    case fullAccuracy = 0
    /// Approximate locations.
    case reducedAccuracy = 1
}

/// What a location is used for, which the system tunes updates to.
public enum CLActivityType: Int, Sendable {
    /// Unknown.
    case other = 1
    /// Driving.
    case automotiveNavigation = 2
    /// Fitness (walking, running, cycling).
    case fitness = 3
    /// Other navigation (boats, trains, planes).
    case otherNavigation = 4
    /// Flying.
    case airborne = 5
}
