import Foundation

/// The identity of a model: the entity (class) name and a number unique within the process,
/// given when the model is created. Ordered by entity name, then by creation order.
public struct PersistentIdentifier: Hashable, Codable, Comparable, Sendable, CustomStringConvertible {
    /// The name of the model's entity (its class name).
    public let entityName: String
    /// The store the model belongs to; always nil for the in-memory store.
    public let storeIdentifier: String?
    /// The creation-order number.
    let number: Int

    init(entityName: String, number: Int) {
        self.entityName = entityName
        self.storeIdentifier = nil
        self.number = number
    }

    /// Allocates the identifier of a new model of `entityName`.
    static func next(entityName: String) -> PersistentIdentifier {
        PersistentIdentifier(entityName: entityName, number: IdentifierCounter.shared.next())
    }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        (lhs.entityName, lhs.number) < (rhs.entityName, rhs.number)
    }

    /// `EntityName/p<number>`, for debugging.
    public var description: String { "\(entityName)/p\(number)" }
}

/// The process-wide counter identifiers are numbered from.
private final class IdentifierCounter: @unchecked Sendable {
    static let shared = IdentifierCounter()
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
