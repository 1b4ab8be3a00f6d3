import Foundation

/// The identity of a managed object: its entity and a number its store gives it.
open class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
    /// The object's entity.
    open var entity: NSEntityDescription { objectEntity }
    /// Whether the object has not been saved yet.
    open internal(set) var isTemporaryID = true
    /// The store's number for the object, unique in the program.
    let number: Int
    private let objectEntity: NSEntityDescription

    init(entity: NSEntityDescription, number: Int) {
        objectEntity = entity
        self.number = number
        super.init()
    }

    /// The identity as a URL (`x-coredata://arrange/Entity/p12`).
    open func uriRepresentation() -> URL {
        URL(string: "x-coredata://arrange/\(objectEntity.name ?? "Entity")/\(isTemporaryID ? "t" : "p")\(number)") ?? URL(fileURLWithPath: "/")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSManagedObjectID)?.number == number
    }

    open override var hash: Int { number.hashValue }

    open override var description: String { uriRepresentation().absoluteString }
}
