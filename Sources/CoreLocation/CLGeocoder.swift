import Foundation

/// Converts between coordinates and addresses, as CoreLocation's `CLGeocoder`.
///
/// Arrange's stand-in: geocoding is Apple's network service, so every request fails with
/// `CLError.network` (on the main queue, for the completion-handler forms), as iOS answers
/// without a network.
open class CLGeocoder: NSObject, @unchecked Sendable {
    /// Whether a request is running: never, as each ends at once.
    open var isGeocoding: Bool { false }

    /// Creates a geocoder.
    public override init() {
        super.init()
    }

    /// A completion handler's type.
    public typealias CLGeocodeCompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void

    /// The placemarks at a location: fails with `CLError.network`.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        fail(completionHandler)
    }

    /// The placemarks at a location, in a locale: fails with `CLError.network`.
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CLGeocodeCompletionHandler) {
        fail(completionHandler)
    }

    /// The placemarks for an address: fails with `CLError.network`.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        fail(completionHandler)
    }

    /// The placemarks at a location: throws `CLError.network`.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// The placemarks at a location, in a locale: throws `CLError.network`.
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// The placemarks for an address: throws `CLError.network`.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Cancels a running request: there is none.
    open func cancelGeocode() {}

    private func fail(_ completionHandler: @escaping CLGeocodeCompletionHandler) {
        DispatchQueue.main.async { completionHandler(nil, CLError(.network)) }
    }
}

/// A place's address parts, as CoreLocation's `CLPlacemark`.
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// Where it is.
    open var location: CLLocation?
    /// Its name.
    open var name: String?
    /// Street number.
    open var subThoroughfare: String?
    /// Street.
    open var thoroughfare: String?
    /// Neighbourhood.
    open var subLocality: String?
    /// City.
    open var locality: String?
    /// County.
    open var subAdministrativeArea: String?
    /// State or province.
    open var administrativeArea: String?
    /// Postal code.
    open var postalCode: String?
    /// Country.
    open var country: String?
    /// ISO country code.
    open var isoCountryCode: String?
    /// Time zone.
    open var timeZone: TimeZone?
    /// Nearby points of interest.
    open var areasOfInterest: [String]?

    /// A placemark with the same parts as `placemark`.
    public init(placemark: CLPlacemark) {
        location = placemark.location
        name = placemark.name
        subThoroughfare = placemark.subThoroughfare
        thoroughfare = placemark.thoroughfare
        subLocality = placemark.subLocality
        locality = placemark.locality
        subAdministrativeArea = placemark.subAdministrativeArea
        administrativeArea = placemark.administrativeArea
        postalCode = placemark.postalCode
        country = placemark.country
        isoCountryCode = placemark.isoCountryCode
        timeZone = placemark.timeZone
        areasOfInterest = placemark.areasOfInterest
        super.init()
    }

    /// A placemark of the given parts (Arrange's own: for tests and previews, which iOS builds
    /// only from geocoding).
    public init(location: CLLocation? = nil, name: String? = nil, locality: String? = nil, administrativeArea: String? = nil,
                country: String? = nil, isoCountryCode: String? = nil, postalCode: String? = nil) {
        self.location = location
        self.name = name
        self.locality = locality
        self.administrativeArea = administrativeArea
        self.country = country
        self.isoCountryCode = isoCountryCode
        self.postalCode = postalCode
        super.init()
    }
}
