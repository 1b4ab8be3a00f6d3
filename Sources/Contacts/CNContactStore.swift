import Foundation

/// What a contact store holds.
public enum CNEntityType: Int, Sendable {
    case contacts
}

/// Whether the app may read contacts.
public enum CNAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, authorized, limited
}

/// A fetch of contacts.
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
    /// The keys to fetch.
    open var keysToFetch: [any CNKeyDescriptor]
    /// Which contacts.
    open var predicate: NSPredicate?

    /// A request for `keysToFetch`.
    public init(keysToFetch: [any CNKeyDescriptor]) {
        self.keysToFetch = keysToFetch
        super.init()
    }
}

/// The user's contacts, as Contacts' `CNContactStore`. Linux has no address book: access is
/// never granted (the status stays `.notDetermined`, a request answers `false`), and fetches
/// find no contacts.
open class CNContactStore: NSObject, @unchecked Sendable {
    /// A store of the user's contacts.
    public override init() {
        super.init()
    }

    /// Whether the app may read contacts: not determined, as before any request.
    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus {
        .notDetermined
    }

    /// Asks for access; the handler is told it was not granted.
    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(false, CNError(.authorizationDenied))
    }

    /// Asks for access: not granted.
    open func requestAccess(for entityType: CNEntityType) async throws -> Bool {
        false
    }

    /// The contacts `predicate` matches: none.
    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws -> [CNContact] {
        []
    }

    /// The contact with `identifier`: there is none.
    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
        throw CNError(.recordDoesNotExist)
    }

    /// Calls `block` for each contact: none.
    open func enumerateContacts(with fetchRequest: CNContactFetchRequest, usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {}

    /// The identifier of the default container.
    open func defaultContainerIdentifier() -> String { "local" }
}

/// Why a contacts operation failed.
public struct CNError: Error, Hashable, Sendable {
    /// The kinds of failure.
    public enum Code: Int, Sendable {
        case communicationError = 1, dataAccessError = 2, authorizationDenied = 100, noAccessableWritableContainers = 101,
             recordDoesNotExist = 200, insertedRecordAlreadyExists = 201
    }

    /// What failed.
    public let code: Code

    /// A failure of kind `code`.
    public init(_ code: Code) {
        self.code = code
    }
}
