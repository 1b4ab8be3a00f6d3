import Foundation

/// iCloud Drive's file manager calls, which Linux's Foundation lacks. Arrange's own: there is no
/// iCloud account here, so the answers are those of a device signed out of iCloud — no container,
/// no identity, nothing ubiquitous — and apps fall back to their local files as they do there.
extension FileManager {
    /// The iCloud container for `containerIdentifier`; `nil`, as with no iCloud account.
    public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? {
        nil
    }

    /// The signed-in iCloud identity; `nil`, as with no iCloud account.
    public var ubiquityIdentityToken: (any NSCoding & NSCopying & NSObjectProtocol)? {
        nil
    }

    /// Whether `url` is stored in iCloud: never, here.
    public func isUbiquitousItem(at url: URL) -> Bool {
        false
    }

    /// Starts downloading `url` from iCloud: the item is local already, so nothing is done.
    public func startDownloadingUbiquitousItem(at url: URL) throws {}

    /// Removes the local copy of an iCloud item: nothing to remove for a local item.
    public func evictUbiquitousItem(at url: URL) throws {}

    /// Moves `url` into or out of iCloud; fails as with no iCloud account.
    public func setUbiquitous(_ flag: Bool, itemAt url: URL, destinationURL: URL) throws {
        throw CocoaError(.ubiquitousFileUnavailable, userInfo: [NSURLErrorKey: url])
    }
}
