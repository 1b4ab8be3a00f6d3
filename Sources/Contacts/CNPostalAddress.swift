import Foundation

/// A postal address, as Contacts' `CNPostalAddress`.
open class CNPostalAddress: NSObject, @unchecked Sendable {
    /// The street, with its number.
    open internal(set) var street = ""
    /// The neighbourhood.
    open internal(set) var subLocality = ""
    /// The city.
    open internal(set) var city = ""
    /// The county.
    open internal(set) var subAdministrativeArea = ""
    /// The state or province.
    open internal(set) var state = ""
    /// The postal code.
    open internal(set) var postalCode = ""
    /// The country.
    open internal(set) var country = ""
    /// The ISO country code.
    open internal(set) var isoCountryCode = ""

    /// An empty address.
    public override init() {
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CNPostalAddress else { return false }
        return [street, subLocality, city, subAdministrativeArea, state, postalCode, country, isoCountryCode]
            == [other.street, other.subLocality, other.city, other.subAdministrativeArea, other.state, other.postalCode, other.country, other.isoCountryCode]
    }

    open override var hash: Int { [street, city, postalCode, country].hashValue }

    /// A mutable copy.
    open override func mutableCopy() -> Any {
        let copy = CNMutablePostalAddress()
        copy.copyFields(from: self)
        return copy
    }

    func copyFields(from other: CNPostalAddress) {
        street = other.street
        subLocality = other.subLocality
        city = other.city
        subAdministrativeArea = other.subAdministrativeArea
        state = other.state
        postalCode = other.postalCode
        country = other.country
        isoCountryCode = other.isoCountryCode
    }
}

/// A postal address whose fields can be set.
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    open override var street: String { get { super.street } set { super.street = newValue } }
    open override var subLocality: String { get { super.subLocality } set { super.subLocality = newValue } }
    open override var city: String { get { super.city } set { super.city = newValue } }
    open override var subAdministrativeArea: String { get { super.subAdministrativeArea } set { super.subAdministrativeArea = newValue } }
    open override var state: String { get { super.state } set { super.state = newValue } }
    open override var postalCode: String { get { super.postalCode } set { super.postalCode = newValue } }
    open override var country: String { get { super.country } set { super.country = newValue } }
    open override var isoCountryCode: String { get { super.isoCountryCode } set { super.isoCountryCode = newValue } }
}

/// Writes postal addresses as they are written on envelopes.
open class CNPostalAddressFormatter: Formatter, @unchecked Sendable {
    /// The address formats.
    public enum Style: Int, Sendable {
        case mailingAddress
    }

    /// The format the formatter writes.
    open var style: Style = .mailingAddress

    /// `postalAddress` in `style`, lines joined by newlines: the street; the city, state and postal
    /// code (in the order the address's country writes them); the country.
    open class func string(from postalAddress: CNPostalAddress, style: Style) -> String {
        AddressLines.lines(of: postalAddress).joined(separator: "\n")
    }

    /// `postalAddress` in the formatter's style.
    open func string(from postalAddress: CNPostalAddress) -> String {
        Self.string(from: postalAddress, style: style)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? CNPostalAddress).map(string(from:))
    }
}

/// The lines of an address by country: the United States and Canada write "City State Postcode",
/// the United Kingdom the postcode on a line of its own, most of Europe "Postcode City".
enum AddressLines {
    static func lines(of address: CNPostalAddress) -> [String] {
        func joined(_ parts: [String], _ separator: String = " ") -> String {
            parts.filter { !$0.isEmpty }.joined(separator: separator)
        }
        let code = address.isoCountryCode.lowercased()
        var lines = [address.street]
        switch code {
        case "us", "ca", "au", "":
            lines.append(joined([address.city, joined([address.state, address.postalCode])], code == "au" ? " " : " "))
        case "gb", "ie":
            lines += [address.city, address.postalCode]
        case "jp", "cn", "kr":
            lines.append(joined([address.postalCode, address.state, address.city]))
        default:
            lines.append(joined([address.postalCode, address.city]))
            lines.append(address.state)
        }
        lines.append(address.country)
        return lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
