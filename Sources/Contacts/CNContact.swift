import Foundation

/// A key of a contact's property that a fetch asks for.
public protocol CNKeyDescriptor: NSObjectProtocol {}

extension NSString: CNKeyDescriptor {}

/// The contact's given name.
public let CNContactGivenNameKey = "givenName"
/// The contact's family name.
public let CNContactFamilyNameKey = "familyName"
/// The contact's middle name.
public let CNContactMiddleNameKey = "middleName"
/// The contact's nickname.
public let CNContactNicknameKey = "nickname"
/// The contact's organisation.
public let CNContactOrganizationNameKey = "organizationName"
/// The contact's phone numbers.
public let CNContactPhoneNumbersKey = "phoneNumbers"
/// The contact's email addresses.
public let CNContactEmailAddressesKey = "emailAddresses"
/// The contact's postal addresses.
public let CNContactPostalAddressesKey = "postalAddresses"
/// The contact's picture.
public let CNContactImageDataKey = "imageData"
/// The contact's thumbnail picture.
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
/// Whether the contact has a picture.
public let CNContactImageDataAvailableKey = "imageDataAvailable"
/// The contact's birthday.
public let CNContactBirthdayKey = "birthday"
/// The contact's identifier.
public let CNContactIdentifierKey = "identifier"

/// A label for home values.
public let CNLabelHome = "_$!<Home>!$_"
/// A label for work values.
public let CNLabelWork = "_$!<Work>!$_"
/// A label for other values.
public let CNLabelOther = "_$!<Other>!$_"
/// A label for mobile numbers.
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
/// A label for iPhone numbers.
public let CNLabelPhoneNumberiPhone = "iPhone"
/// A label for main numbers.
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"

/// A phone number.
open class CNPhoneNumber: NSObject, @unchecked Sendable {
    /// The number as written.
    public let stringValue: String

    /// A phone number written as `stringValue`.
    public init(stringValue: String) {
        self.stringValue = stringValue
        super.init()
    }
}

/// A value of a contact with its label (`CNLabelHome`, a custom one, or none).
open class CNLabeledValue<ValueType: NSObjectProtocol>: NSObject, @unchecked Sendable {
    /// The label.
    public let label: String?
    /// The value.
    public let value: ValueType
    /// An identifier of the labelled value.
    public let identifier = UUID().uuidString

    /// A labelled value.
    public init(label: String?, value: ValueType) {
        self.label = label
        self.value = value
        super.init()
    }

    /// The label as people read it (`"home"` for `CNLabelHome`).
    open class func localizedString(forLabel label: String) -> String {
        guard label.hasPrefix("_$!<"), label.hasSuffix(">!$_") else { return label }
        return String(label.dropFirst(4).dropLast(4)).lowercased()
    }
}

/// A contact card, as Contacts' `CNContact`.
open class CNContact: NSObject, @unchecked Sendable {
    /// The contact's identifier.
    open internal(set) var identifier = UUID().uuidString
    /// The given name.
    open internal(set) var givenName = ""
    /// The middle name.
    open internal(set) var middleName = ""
    /// The family name.
    open internal(set) var familyName = ""
    /// The nickname.
    open internal(set) var nickname = ""
    /// The organisation.
    open internal(set) var organizationName = ""
    /// The job title.
    open internal(set) var jobTitle = ""
    /// The phone numbers.
    open internal(set) var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    /// The email addresses.
    open internal(set) var emailAddresses: [CNLabeledValue<NSString>] = []
    /// The postal addresses.
    open internal(set) var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    /// The picture's data.
    open internal(set) var imageData: Data?
    /// The thumbnail's data.
    open internal(set) var thumbnailImageData: Data?
    /// The birthday.
    open internal(set) var birthday: DateComponents?
    /// Whether the contact has a picture.
    open var imageDataAvailable: Bool { imageData != nil }

    /// An empty contact.
    public override init() {
        super.init()
    }

    /// Whether the key's value was fetched: every key is, here.
    open func isKeyAvailable(_ key: String) -> Bool { true }

    /// Whether the values of all `keyDescriptors` were fetched.
    open func areKeysAvailable(_ keyDescriptors: [any CNKeyDescriptor]) -> Bool { true }

    /// A mutable copy.
    open override func mutableCopy() -> Any {
        let copy = CNMutableContact()
        copy.identifier = identifier
        copy.givenName = givenName
        copy.middleName = middleName
        copy.familyName = familyName
        copy.nickname = nickname
        copy.organizationName = organizationName
        copy.jobTitle = jobTitle
        copy.phoneNumbers = phoneNumbers
        copy.emailAddresses = emailAddresses
        copy.postalAddresses = postalAddresses
        copy.imageData = imageData
        copy.thumbnailImageData = thumbnailImageData
        copy.birthday = birthday
        return copy
    }

    /// A predicate for contacts whose name contains `name`.
    open class func predicateForContacts(matchingName name: String) -> NSPredicate {
        NSPredicate { object, _ in
            guard let contact = object as? CNContact else { return false }
            return "\(contact.givenName) \(contact.familyName)".localizedCaseInsensitiveContains(name)
        }
    }

    /// A predicate for the contacts with the given identifiers.
    open class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        NSPredicate { object, _ in (object as? CNContact).map { identifiers.contains($0.identifier) } ?? false }
    }
}

/// A contact whose values can be set.
open class CNMutableContact: CNContact, @unchecked Sendable {
    open override var givenName: String { get { super.givenName } set { super.givenName = newValue } }
    open override var middleName: String { get { super.middleName } set { super.middleName = newValue } }
    open override var familyName: String { get { super.familyName } set { super.familyName = newValue } }
    open override var nickname: String { get { super.nickname } set { super.nickname = newValue } }
    open override var organizationName: String { get { super.organizationName } set { super.organizationName = newValue } }
    open override var jobTitle: String { get { super.jobTitle } set { super.jobTitle = newValue } }
    open override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { get { super.phoneNumbers } set { super.phoneNumbers = newValue } }
    open override var emailAddresses: [CNLabeledValue<NSString>] { get { super.emailAddresses } set { super.emailAddresses = newValue } }
    open override var postalAddresses: [CNLabeledValue<CNPostalAddress>] { get { super.postalAddresses } set { super.postalAddresses = newValue } }
    open override var imageData: Data? { get { super.imageData } set { super.imageData = newValue } }
    open override var birthday: DateComponents? { get { super.birthday } set { super.birthday = newValue } }
}

/// Writes a contact's name as people read it.
open class CNContactFormatter: Formatter, @unchecked Sendable {
    /// The name formats.
    public enum Style: Int, Sendable {
        case fullName, phoneticFullName
    }

    /// The format.
    open var style: Style = .fullName

    /// The contact's full name (given, middle and family names), or its organisation.
    open class func string(from contact: CNContact, style: Style) -> String? {
        let name = [contact.givenName, contact.middleName, contact.familyName].filter { !$0.isEmpty }.joined(separator: " ")
        let shown = name.isEmpty ? contact.organizationName : name
        return shown.isEmpty ? nil : shown
    }

    /// The contact's name in the formatter's style.
    open func string(from contact: CNContact) -> String? {
        Self.string(from: contact, style: style)
    }

    /// The key descriptor of the keys a style needs.
    open class func descriptorForRequiredKeys(for style: Style) -> any CNKeyDescriptor {
        CNContactGivenNameKey as NSString
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? CNContact).flatMap(string(from:))
    }
}
