import Foundation

/// What a fetch request can return: managed objects, object identities, dictionaries or counts.
public protocol NSFetchRequestResult: AnyObject {}

extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}
