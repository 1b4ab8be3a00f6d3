import Foundation
import Observation

/// Inserts, fetches and deletes models in a container's in-memory store.
///
/// All contexts of a container share one store, and changes reach it at once: a model inserted
/// in one context is fetched by every other context of the container right away, before any
/// save. A context still keeps its pending (unsaved) insertions, deletions and changes, for
/// ``hasChanges``, ``save()`` and ``rollback()``.
///
/// Observation: ``fetch(_:)``, ``fetchCount(_:)`` and ``_changeCount`` register an observation
/// of the store, so a `withObservationTracking` block that fetches is told of every insertion
/// and deletion in the container; predicates and sort descriptors read model properties through
/// their observable getters, so changes to those are reported too.
public final class ModelContext {
    /// The container the context belongs to.
    public let container: ModelContainer
    /// Whether changes are saved implicitly. Kept for compatibility: the store holds every
    /// change at once, so there is nothing to write.
    public var autosaveEnabled = false
    /// The author name recorded with saved changes (kept, unused).
    public var author: String?

    let pending = PendingChanges()

    /// A context for `container`.
    public init(_ container: ModelContainer) {
        self.container = container
    }

    var store: ModelStore { container.store }

    /// A number that grows with every insertion and deletion in the container's store. Reading
    /// it registers an observation, so `withObservationTracking` is told when models of any
    /// type are inserted or deleted.
    public var _changeCount: Int { store.changeCount }

    // MARK: Inserting and deleting

    /// Registers `model` (and the models it refers to through relationships) with the store.
    /// Inserting a model that is already registered does nothing; inserting a deleted one
    /// registers it again.
    public func insert<T: PersistentModel>(_ model: T) {
        var visited = Set<PersistentIdentifier>()
        insertGraph(model, visited: &visited)
    }

    private func insertGraph(_ model: any PersistentModel, visited: inout Set<PersistentIdentifier>) {
        guard visited.insert(model.persistentModelID).inserted else { return }
        let state = model._$modelState
        if !store.contains(model) {
            state.isDeleted = false
            state.context = self
            store.add(model)
            if pending.deleted.removeValue(forKey: model.persistentModelID) == nil {
                pending.inserted[model.persistentModelID] = model
            }
        }
        for property in type(of: model)._$properties where property.isRelationship {
            for related in property.related(model) {
                insertGraph(related, visited: &visited)
            }
        }
    }

    /// Deletes `model`: unregisters it, deletes the models of its `.cascade` relationships, and
    /// removes references to it from the other registered models (optional references become
    /// nil, arrays lose it). Deleting a model that is not registered does nothing.
    public func delete<T: PersistentModel>(_ model: T) {
        deleteGraph(model)
    }

    private func deleteGraph(_ model: any PersistentModel) {
        guard store.contains(model) else { return }
        store.remove(model)
        let state = model._$modelState
        state.isDeleted = true
        if pending.inserted.removeValue(forKey: model.persistentModelID) == nil {
            pending.deleted[model.persistentModelID] = model
        }
        pending.changed.removeValue(forKey: model.persistentModelID)

        let properties = type(of: model)._$properties
        for property in properties where property.isRelationship && property.deleteRule == .cascade {
            for related in property.related(model) {
                deleteGraph(related)
            }
        }
        for other in store.allModels() {
            for property in type(of: other)._$properties where property.isRelationship {
                property.removeReference(other, model)
            }
        }
    }

    /// Deletes every model of `model` type matching `predicate` (all when nil); subclasses'
    /// instances too unless `includeSubclasses` is false.
    public func delete<T: PersistentModel>(
        model: T.Type,
        where predicate: Predicate<T>? = nil,
        includeSubclasses: Bool = true
    ) throws {
        var matches = try fetch(FetchDescriptor<T>(predicate: predicate))
        if !includeSubclasses {
            matches.removeAll { type(of: $0) != T.self }
        }
        for match in matches { delete(match) }
    }

    /// Records that a registered model's property changed.
    func modelDidChange(_ model: any PersistentModel) {
        let id = model.persistentModelID
        guard pending.inserted[id] == nil, pending.changed[id] == nil else { return }
        pending.changed[id] = model
    }

    // MARK: Saving

    /// Whether the context has insertions, deletions or changes not yet saved. Observable.
    public var hasChanges: Bool { pending.hasChanges }

    /// The models inserted since the last save.
    public var insertedModelsArray: [any PersistentModel] { pending.insertedModels }
    /// The models deleted since the last save.
    public var deletedModelsArray: [any PersistentModel] { pending.deletedModels }
    /// The registered models changed since the last save.
    public var changedModelsArray: [any PersistentModel] { pending.changedModels }

    /// Commits the pending changes: they are already in the store, so this clears the pending
    /// lists and the models' `hasChanges`.
    public func save() throws {
        for model in pending.insertedModels + pending.changedModels {
            model._$modelState.hasChanges = false
        }
        for model in pending.deletedModels {
            model._$modelState.context = nil
        }
        pending.clear()
    }

    /// Undoes the pending insertions (unregistering those models) and deletions (registering
    /// those models again). Property changes are kept: the store keeps no earlier values.
    public func rollback() {
        for model in pending.insertedModels {
            store.remove(model)
            model._$modelState.context = nil
            model._$modelState.isDeleted = false
        }
        for model in pending.deletedModels {
            model._$modelState.isDeleted = false
            model._$modelState.context = self
            store.add(model)
        }
        for model in pending.changedModels {
            model._$modelState.hasChanges = false
        }
        pending.clear()
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Does nothing: changes reach the store at once.
    public func processPendingChanges() {}

    // MARK: Looking models up

    /// The registered model with `persistentModelID`, or nil.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        store.model(for: persistentModelID) as? T
    }

    /// The model with `persistentModelID`: the registered one, else a deleted one this context
    /// still holds, else a placeholder model of no class of the app (there is no store to load
    /// an unknown identifier from).
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        if let model = store.model(for: persistentModelID) { return model }
        if let model = pending.deleted[persistentModelID] { return model }
        return UnresolvedModel(entityName: persistentModelID.entityName)
    }
}

/// A context's unsaved insertions, deletions and changes; observable through `hasChanges`.
final class PendingChanges: Observable {
    private let registrar = ObservationRegistrar()
    var inserted: [PersistentIdentifier: any PersistentModel] = [:] { didSet { changed(oldValue.count, inserted.count) } }
    var deleted: [PersistentIdentifier: any PersistentModel] = [:] { didSet { changed(oldValue.count, deleted.count) } }
    var changed: [PersistentIdentifier: any PersistentModel] = [:] { didSet { changed(oldValue.count, changed.count) } }

    var hasChanges: Bool {
        registrar.access(self, keyPath: \.hasChanges)
        return !inserted.isEmpty || !deleted.isEmpty || !changed.isEmpty
    }

    var insertedModels: [any PersistentModel] { inserted.values.sorted { $0.persistentModelID.number < $1.persistentModelID.number } }
    var deletedModels: [any PersistentModel] { deleted.values.sorted { $0.persistentModelID.number < $1.persistentModelID.number } }
    var changedModels: [any PersistentModel] { changed.values.sorted { $0.persistentModelID.number < $1.persistentModelID.number } }

    func clear() {
        inserted = [:]
        deleted = [:]
        changed = [:]
    }

    private func changed(_ oldCount: Int, _ newCount: Int) {
        guard oldCount != newCount else { return }
        registrar.withMutation(of: self, keyPath: \.hasChanges) {}
    }
}
