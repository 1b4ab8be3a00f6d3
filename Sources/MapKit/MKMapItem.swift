import LinuxCoreLocation
import Foundation

/// A placemark with its coordinate, as MapKit's `MKPlacemark`.
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
    /// Where it is.
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? CLLocationCoordinate2D() }

    /// A placemark at a coordinate.
    public init(coordinate: CLLocationCoordinate2D) {
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }

    /// A placemark at a coordinate, with its address's parts (`CNPostalAddress` keys are not read).
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude),
                   name: addressDictionary?["Name"] as? String, locality: addressDictionary?["City"] as? String,
                   administrativeArea: addressDictionary?["State"] as? String, country: addressDictionary?["Country"] as? String)
    }

    /// A placemark with the same parts as another.
    public override init(placemark: CLPlacemark) {
        super.init(placemark: placemark)
    }

    /// The address on one line: street, city, region and country, as far as they are known.
    open var title: String? {
        let parts = [name, locality, administrativeArea, country].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

/// A point of interest on the map, as MapKit's `MKMapItem`.
open class MKMapItem: NSObject, @unchecked Sendable {
    /// Its placemark.
    open var placemark: MKPlacemark
    /// Its name.
    open var name: String?
    /// Its phone number.
    open var phoneNumber: String?
    /// Its website.
    open var url: URL?
    /// Its time zone.
    open var timeZone: TimeZone?
    /// Whether it is the device's location.
    open private(set) var isCurrentLocation = false
    /// The kind of place it is, when it is a point of interest.
    open var pointOfInterestCategory: MKPointOfInterestCategory?

    /// An item for a placemark.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        name = placemark.name
        super.init()
    }

    /// An item for the device's location (unknown in a preview: at (0, 0)).
    open class func forCurrentLocation() -> MKMapItem {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D()))
        item.isCurrentLocation = true
        return item
    }

    /// Opens the item in Maps: there is no Maps app, so it answers `false`.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}
