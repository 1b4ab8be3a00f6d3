/// The semantic meaning of a text input area. Arrange's own, standing in for UIKit's
/// `UITextContentType` (which SwiftUI's `textContentType(_:)` takes on iOS) with UIKit's
/// constant names, so `.textContentType(.emailAddress)` compiles unchanged.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The identifier UIKit gives the content type.
    public let rawValue: String
    /// Creates a content type from its identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// The prefix or title of a name.
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    /// A person's first name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A person's middle name.
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// A person's last name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// The suffix of a name.
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// The name of a company or organization.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A location, such as a point of interest, an address, or another way to identify a location.
    public static let location = UITextContentType(rawValue: "location")
    /// A street address that fully identifies a location.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    /// A city name.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A state name.
    public static let addressState = UITextContentType(rawValue: "addressState")
    /// A city name combined with a state name.
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    /// A sublocality.
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    /// A country or region name.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// An account or login name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A single-factor SMS login code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A parcel tracking number.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    /// An airline flight number.
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    /// A date, time, or duration.
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    /// A birth date.
    public static let birthdate = UITextContentType(rawValue: "birthdate")
}

nonisolated extension View {
    /// Sets the text content type for this view, which the system uses to offer suggestions
    /// while the user enters text. Recorded; no layout effect.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        annotated(.textContentType(textContentType))
    }
}
