import Foundation

/// A position on Earth with its accuracy, altitude, speed, course and time, as CoreLocation's
/// `CLLocation`.
open class CLLocation: NSObject, @unchecked Sendable {
    /// Where it is.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty of `coordinate`, in metres (negative when invalid).
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of `altitude`, in metres (negative when invalid).
    public let verticalAccuracy: CLLocationAccuracy
    /// Metres per second (negative when unknown).
    public let speed: CLLocationSpeed
    /// The speed's accuracy (negative when unknown).
    public let speedAccuracy: CLLocationSpeedAccuracy
    /// Degrees from true north (negative when unknown).
    public let course: CLLocationDirection
    /// The course's accuracy (negative when unknown).
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// When it was measured.
    public let timestamp: Date

    /// A location at a latitude and longitude, measured now.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    /// A location with its altitude and accuracies.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                            verticalAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy, verticalAccuracy: verticalAccuracy,
                  course: -1, speed: -1, timestamp: timestamp)
    }

    /// A location with its altitude, accuracies, course and speed.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                            verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy, verticalAccuracy: verticalAccuracy,
                  course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    /// A location with every measurement and its accuracy.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
                speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
        super.init()
    }

    /// The distance in metres to `location` along the Earth's surface (great-circle distance on
    /// a sphere of the Earth's mean radius, 6,371,008.8 m); O(1).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let toRadians = Double.pi / 180
        let φ1 = coordinate.latitude * toRadians, φ2 = location.coordinate.latitude * toRadians
        let Δφ = φ2 - φ1
        let Δλ = (location.coordinate.longitude - coordinate.longitude) * toRadians
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    /// "<+lat,+lon> +/- acc m (speed … mps / course …) @ time", as CoreLocation describes it.
    open override var description: String {
        String(format: "<%+.8f,%+.8f> +/- %.2fm (speed %.2f mps / course %.2f) @ %@", coordinate.latitude, coordinate.longitude,
               horizontalAccuracy, speed, course, "\(timestamp)")
    }
}
