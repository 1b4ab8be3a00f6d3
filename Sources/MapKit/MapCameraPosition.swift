import Arrange
import ArrangeCore
import LinuxCoreLocation

/// A camera looking at the map, as MapKit's `MapCamera`.
public struct MapCamera: Equatable, Sendable {
    /// What it looks at.
    public var centerCoordinate: CLLocationCoordinate2D
    /// Its distance from that point, in metres.
    public var distance: Double
    /// Its heading, in degrees from north.
    public var heading: Double
    /// Its pitch, in degrees from straight down.
    public var pitch: Double

    /// A camera.
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    /// Cameras are equal when they look the same way from the same place.
    public static func == (a: MapCamera, b: MapCamera) -> Bool {
        a.centerCoordinate.latitude == b.centerCoordinate.latitude && a.centerCoordinate.longitude == b.centerCoordinate.longitude
            && a.distance == b.distance && a.heading == b.heading && a.pitch == b.pitch
    }

    /// The region it shows (about its distance across).
    var region: MKCoordinateRegion {
        MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: distance, longitudinalMeters: distance)
    }
}

/// Where a map looks, as MapKit's `MapCameraPosition` (iOS 17).
public struct MapCameraPosition: Equatable, Sendable {
    indirect enum Storage: Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case camera(MapCamera)
        case item(CLLocationCoordinate2D)
        case userLocation(fallback: Storage?)
    }

    let storage: Storage

    /// Framing the map's content.
    public static var automatic: MapCameraPosition { MapCameraPosition(storage: .automatic) }
    /// Showing a region.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(storage: .region(region)) }
    /// Through a camera.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(storage: .camera(camera)) }
    /// Around a map item.
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(storage: .item(item.placemark.coordinate))
    }
    /// Following the device's location (unknown in a preview), else the fallback.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(storage: .userLocation(fallback: fallback.storage))
    }

    /// The region shown, when the position names one.
    public var region: MKCoordinateRegion? {
        if case .region(let region) = storage { return region }
        return nil
    }

    /// The camera, when the position names one.
    public var camera: MapCamera? {
        if case .camera(let camera) = storage { return camera }
        return nil
    }

    /// Whether the map frames its content.
    public var positionedByUser: Bool { false }

    /// The region this position shows, when it says (Arrange's own).
    func resolvedRegion() -> MKCoordinateRegion? {
        func resolve(_ storage: Storage) -> MKCoordinateRegion? {
            switch storage {
            case .automatic: return nil
            case .region(let region): return region
            case .camera(let camera): return camera.region
            case .item(let coordinate): return MKCoordinateRegion(center: coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000)
            case .userLocation(let fallback): return fallback.flatMap(resolve)
            }
        }
        return resolve(storage)
    }

    /// Positions are equal when they show the same region.
    public static func == (a: MapCameraPosition, b: MapCameraPosition) -> Bool {
        switch (a.resolvedRegion(), b.resolvedRegion()) {
        case (nil, nil): return true
        case (let x?, let y?):
            return x.center.latitude == y.center.latitude && x.center.longitude == y.center.longitude
                && x.span.latitudeDelta == y.span.latitudeDelta && x.span.longitudeDelta == y.span.longitudeDelta
        default: return false
        }
    }
}

/// How a user may move the map, as MapKit's `MapInteractionModes`.
public struct MapInteractionModes: OptionSet, Sendable {
    /// The modes' bits.
    public let rawValue: Int
    /// Modes from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Panning.
    public static let pan = MapInteractionModes(rawValue: 1 << 0)
    /// Zooming.
    public static let zoom = MapInteractionModes(rawValue: 1 << 1)
    /// Rotating.
    public static let rotate = MapInteractionModes(rawValue: 1 << 2)
    /// Tilting.
    public static let pitch = MapInteractionModes(rawValue: 1 << 3)
    /// Every mode.
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// How a map's camera may move, as MapKit's `MapCameraBounds`.
public struct MapCameraBounds: Sendable {
    /// Bounds of distances.
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    /// Bounds of a region's centre and distances.
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// How a map draws the world, as MapKit's `MapStyle` (accepted: Arrange draws no tiles).
public struct MapStyle: Sendable {
    /// Elevation of the terrain.
    public enum Elevation: Sendable {
        /// The system's choice.
        case automatic
        /// Flat.
        case flat
        /// Realistic.
        case realistic
    }
    /// Roads and places.
    public static var standard: MapStyle { MapStyle() }
    /// Roads and places, with options.
    public static func standard(elevation: Elevation = .automatic, emphasis: Emphasis = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                                showsTraffic: Bool = false) -> MapStyle { MapStyle() }
    /// Satellite imagery.
    public static var imagery: MapStyle { MapStyle() }
    /// Satellite imagery, with options.
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle() }
    /// Imagery with roads.
    public static var hybrid: MapStyle { MapStyle() }
    /// Imagery with roads, with options.
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle {
        MapStyle()
    }

    /// How strongly the standard style draws its features.
    public enum Emphasis: Sendable {
        /// The system's choice.
        case automatic
        /// Muted.
        case muted
    }
}

/// Kinds of point of interest a map shows, as MapKit's `PointOfInterestCategories`.
public struct PointOfInterestCategories: Sendable {
    /// Every kind.
    public static let all = PointOfInterestCategories()
    /// None.
    public static let excludingAll = PointOfInterestCategories()
}

/// Whether a map follows the device's location (iOS 14), as MapKit's `MapUserTrackingMode`.
public enum MapUserTrackingMode: Sendable {
    /// It does not.
    case none
    /// It does.
    case follow
}
