import LinuxContacts
import Foundation

extension CLPlacemark {
    /// The placemark's address as a postal address (nil when it has no street, city or country).
    public var postalAddress: CNPostalAddress? {
        guard thoroughfare != nil || locality != nil || country != nil else { return nil }
        let address = CNMutablePostalAddress()
        address.street = [subThoroughfare, thoroughfare].compactMap { $0 }.joined(separator: " ")
        address.subLocality = subLocality ?? ""
        address.city = locality ?? ""
        address.subAdministrativeArea = subAdministrativeArea ?? ""
        address.state = administrativeArea ?? ""
        address.postalCode = postalCode ?? ""
        address.country = country ?? ""
        address.isoCountryCode = isoCountryCode ?? ""
        return address
    }
}
