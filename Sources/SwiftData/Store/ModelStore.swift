import Foundation
import Observation

/// The in-memory store of one container, shared by all its contexts: the registered models in
/// insertion order. Observable through `changeCount`, which grows with every insertion and
/// deletion.
final class ModelStore: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var order: [PersistentIdentifier] = []
    private var models: [PersistentIdentifier: any PersistentModel] = [:]
    private var _changeCount = 0

    /// How many insertions and deletions happened; reading it registers an observation.
    var changeCount: Int {
        registrar.access(self, keyPath: \.changeCount)
        return lock.withLock { _changeCount }
    }

    /// Registers `model`; false if it already was.
    @discardableResult
    func add(_ model: any PersistentModel) -> Bool {
        let id = model.persistentModelID
        let added = lock.withLock {
            guard models[id] == nil else { return false }
            models[id] = model
            order.append(id)
            return true
        }
        if added { bump() }
        return added
    }

    /// Unregisters `model`; false if it was not registered.
    @discardableResult
    func remove(_ model: any PersistentModel) -> Bool {
        let id = model.persistentModelID
        let removed = lock.withLock {
            guard models.removeValue(forKey: id) != nil else { return false }
            order.removeAll { $0 == id }
            return true
        }
        if removed { bump() }
        return removed
    }

    /// Whether `model` is registered.
    func contains(_ model: any PersistentModel) -> Bool {
        lock.withLock { models[model.persistentModelID] != nil }
    }

    /// The model registered under `id`.
    func model(for id: PersistentIdentifier) -> (any PersistentModel)? {
        lock.withLock { models[id] }
    }

    /// Every registered model, in insertion order (no observation registered).
    func allModels() -> [any PersistentModel] {
        lock.withLock { order.compactMap { models[$0] } }
    }

    /// The registered models that are `T` (subclasses included), in insertion order, registering
    /// an observation of insertions and deletions.
    func models<T: PersistentModel>(of type: T.Type) -> [T] {
        _ = changeCount
        return lock.withLock { order.compactMap { models[$0] as? T } }
    }

    /// Unregisters every model.
    func removeAll() {
        lock.withLock {
            models.removeAll()
            order.removeAll()
        }
        bump()
    }

    private func bump() {
        registrar.withMutation(of: self, keyPath: \.changeCount) {
            lock.withLock { _changeCount += 1 }
        }
    }
}
