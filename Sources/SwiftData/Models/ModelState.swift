import Foundation
import Observation

/// The per-instance state `@Model` adds to a class (as `_$modelState`): its identifier, its
/// observation registrar, the context it was inserted into and its change flags. Not meant to
/// be used directly.
public final class _ModelState: @unchecked Sendable {
    /// The registrar the model's property accessors report to.
    public let registrar = ObservationRegistrar()
    /// The model's identifier, unique from creation on.
    public let identifier: PersistentIdentifier

    private let lock = NSLock()
    private weak var _context: ModelContext?
    private var _isDeleted = false
    private var _hasChanges = false

    /// Creates the state of a new model of the class named `entityName`.
    public init(entityName: String) {
        identifier = PersistentIdentifier.next(entityName: entityName)
    }

    /// The context the model is registered in, if any.
    var context: ModelContext? {
        get { lock.withLock { _context } }
        set { lock.withLock { _context = newValue } }
    }

    /// Whether the model was deleted from its context.
    var isDeleted: Bool {
        get { lock.withLock { _isDeleted } }
        set { lock.withLock { _isDeleted = newValue } }
    }

    /// Whether the model has changes not yet saved.
    var hasChanges: Bool {
        get { lock.withLock { _hasChanges } }
        set { lock.withLock { _hasChanges = newValue } }
    }
}
