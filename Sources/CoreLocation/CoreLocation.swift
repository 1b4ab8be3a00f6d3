// Linux's `CoreLocation` (Arrange's own module): CoreLocation's value types and a location
// manager that never has a location, so SwiftUI code that shows places, distances and "near
// you" screens compiles unchanged. A preview has no position: the manager's authorisation stays
// `.notDetermined`, its `location` is `nil`, and a geocoder answers with `CLError.network`.
@_exported import Foundation

/// Latitude or longitude in degrees.
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// An accuracy in metres.
public typealias CLLocationAccuracy = Double
/// A speed in metres per second.
public typealias CLLocationSpeed = Double
/// A speed's accuracy in metres per second.
public typealias CLLocationSpeedAccuracy = Double
/// A direction in degrees from true north.
public typealias CLLocationDirection = Double
/// A direction's accuracy in degrees.
public typealias CLLocationDirectionAccuracy = Double

/// The best accuracy (`desiredAccuracy`).
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// The best accuracy, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// Ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// A hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// A kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// An approximate location only.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// No distance filter: every movement is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// A distance CoreLocation uses for "as far as possible".
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
/// The invalid coordinate.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
