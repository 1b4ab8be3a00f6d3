// Linux's `Contacts` (Arrange's own module, built as `LinuxContacts` and imported under Apple's
// name): contacts and postal addresses as values, their formatters, and a contact store with no
// contacts (Linux has no address book, so access is never granted), so files that format a
// placemark's address or read the user's contacts compile unchanged.
@_exported import Foundation
