import LinuxCoreLocation

/// The width and height of a map region in degrees, as MapKit's `MKCoordinateSpan`.
public struct MKCoordinateSpan: Sendable {
    /// Degrees of latitude.
    public var latitudeDelta: CLLocationDegrees
    /// Degrees of longitude.
    public var longitudeDelta: CLLocationDegrees

    /// A zero span.
    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }

    /// A span of degrees.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular map region around a centre, as MapKit's `MKCoordinateRegion`.
public struct MKCoordinateRegion: Sendable {
    /// The centre.
    public var center: CLLocationCoordinate2D
    /// The size.
    public var span: MKCoordinateSpan

    /// A region at (0, 0) with no size.
    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }

    /// A region of a centre and span.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region of a centre and distances in metres (a degree of latitude is 111,320 m; a
    /// degree of longitude shrinks with the cosine of the latitude).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_320.0
        let cosine = max(cos(center.latitude * .pi / 180), 1e-6)
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                                         longitudeDelta: longitudinalMeters / (metresPerDegree * cosine)))
    }

    /// Where `coordinate` falls in the region, from (0, 0) at its north-west corner to (1, 1)
    /// at its south-east one (Arrange's own: how `Map` places its markers).
    func unitPoint(of coordinate: CLLocationCoordinate2D) -> (x: Double, y: Double) {
        let width = span.longitudeDelta > 0 ? span.longitudeDelta : 1
        let height = span.latitudeDelta > 0 ? span.latitudeDelta : 1
        return ((coordinate.longitude - (center.longitude - width / 2)) / width,
                ((center.latitude + height / 2) - coordinate.latitude) / height)
    }

    /// The smallest region holding `coordinates`, with a margin (Arrange's own).
    static func enclosing(_ coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion? {
        guard let first = coordinates.first else { return nil }
        var south = first.latitude, north = first.latitude, west = first.longitude, east = first.longitude
        for coordinate in coordinates.dropFirst() {
            south = min(south, coordinate.latitude)
            north = max(north, coordinate.latitude)
            west = min(west, coordinate.longitude)
            east = max(east, coordinate.longitude)
        }
        let center = CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2)
        return MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: max((north - south) * 1.4, 0.01),
                                                                         longitudeDelta: max((east - west) * 1.4, 0.01)))
    }
}
