import Foundation

extension NSManagedObject {
    /// The objects a relationship holds, whatever collection keeps them.
    func relatedObjects(forKey key: String) -> [NSManagedObject] {
        Self.managedObjects(in: values[key])
    }

    /// The managed objects `value` is or holds: one object, a set, an ordered set or an array.
    static func managedObjects(in value: Any?) -> [NSManagedObject] {
        switch value {
        case let object as NSManagedObject: [object]
        case let set as NSOrderedSet: set.array.compactMap { $0 as? NSManagedObject }
        case let set as NSSet: set.allObjects.compactMap { $0 as? NSManagedObject }
        case let array as [NSManagedObject]: array
        default: []
        }
    }

    /// Adds `object` to the to-many relationship `key` (and `self` to its inverse).
    func addRelated(_ object: NSManagedObject, forKey key: String, updatingInverse: Bool = true) {
        let relationship = entity.relationshipsByName[key]
        if relationship?.isOrdered == true { mutableOrderedSetValue(forKey: key).add(object) } else { mutableSetValue(forKey: key).add(object) }
        valuesChanged(key)
        if updatingInverse, let inverse = relationship?.inverseRelationship { object.link(self, as: inverse) }
    }

    /// Removes `object` from the to-many relationship `key` (and `self` from its inverse).
    func removeRelated(_ object: NSManagedObject, forKey key: String, updatingInverse: Bool = true) {
        if let set = values[key] as? NSMutableOrderedSet { set.remove(object) } else { mutableSetValue(forKey: key).remove(object) }
        valuesChanged(key)
        if updatingInverse, let inverse = entity.relationshipsByName[key]?.inverseRelationship { object.unlink(self, as: inverse) }
    }

    /// Keeps the inverse of a to-one relationship set through its property in step.
    func relationshipDidChange(_ key: String, from old: Any?, to new: Any?) {
        guard let relationship = entity.relationshipsByName[key], !relationship.isToMany,
              let inverse = relationship.inverseRelationship else { return }
        if let old = old as? NSManagedObject, old !== new as? NSManagedObject { old.unlink(self, as: inverse) }
        if let new = new as? NSManagedObject { new.link(self, as: inverse) }
    }

    /// Makes `object` part of `self`'s relationship `relationship` (the inverse side of a change).
    private func link(_ object: NSManagedObject, as relationship: NSRelationshipDescription) {
        if relationship.isToMany {
            addRelated(object, forKey: relationship.name, updatingInverse: false)
        } else {
            values[relationship.name] = object
            valuesChanged(relationship.name)
        }
    }

    /// Takes `object` out of `self`'s relationship `relationship`.
    private func unlink(_ object: NSManagedObject, as relationship: NSRelationshipDescription) {
        if relationship.isToMany {
            removeRelated(object, forKey: relationship.name, updatingInverse: false)
        } else if values[relationship.name] as? NSManagedObject === object {
            values[relationship.name] = nil
            valuesChanged(relationship.name)
        }
    }

    /// Reports a change of `key` made without `setValue`.
    func valuesChanged(_ key: String) {
        objectWillChange.send()
        recordChange(of: key)
    }
}

/// A relationship accessor Xcode generates, by its Objective-C selector: `addItemsObject:`,
/// `removeItemsObject:`, `addItems:`, `removeItems:` (sets or ordered sets of objects),
/// `insertObject:inItemsAtIndex:` and `removeObjectFromItemsAtIndex:`.
struct ManagedAccessor {
    enum Action { case add, remove, addAll, removeAll, insertAtIndex, removeAtIndex }
    let action: Action
    let key: String

    init?(selector: String) {
        func keyName(_ text: Substring) -> String { text.prefix(1).lowercased() + text.dropFirst() }
        let name = Substring(selector)
        if name.hasPrefix("insertObject:in"), name.hasSuffix("AtIndex:") {
            action = .insertAtIndex
            self.key = keyName(name.dropFirst("insertObject:in".count).dropLast("AtIndex:".count))
        } else if name.hasPrefix("removeObjectFrom"), name.hasSuffix("AtIndex:") {
            action = .removeAtIndex
            self.key = keyName(name.dropFirst("removeObjectFrom".count).dropLast("AtIndex:".count))
        } else if name.hasPrefix("add"), name.hasSuffix("Object:") {
            action = .add
            self.key = keyName(name.dropFirst(3).dropLast("Object:".count))
        } else if name.hasPrefix("remove"), name.hasSuffix("Object:") {
            action = .remove
            self.key = keyName(name.dropFirst(6).dropLast("Object:".count))
        } else if name.hasPrefix("add"), name.hasSuffix(":"), !name.dropLast().contains(":") {
            action = .addAll
            self.key = keyName(name.dropFirst(3).dropLast())
        } else if name.hasPrefix("remove"), name.hasSuffix(":"), !name.dropLast().contains(":") {
            action = .removeAll
            self.key = keyName(name.dropFirst(6).dropLast())
        } else {
            return nil
        }
        guard !key.isEmpty else { return nil }
    }

    /// Performs the accessor; `nil` when the arguments are not what it takes.
    func perform(on object: NSManagedObject, arguments: [Any]) -> Void? {
        switch action {
        case .add, .addAll:
            for related in NSManagedObject.managedObjects(in: arguments.first) { object.addRelated(related, forKey: key) }
        case .remove, .removeAll:
            for related in NSManagedObject.managedObjects(in: arguments.first) { object.removeRelated(related, forKey: key) }
        case .insertAtIndex:
            guard let related = arguments.first as? NSManagedObject, let index = arguments.dropFirst().first as? Int else { return nil }
            let set = object.mutableOrderedSetValue(forKey: key)
            set.insert(related, at: min(max(index, 0), set.count))
            object.valuesChanged(key)
        case .removeAtIndex:
            guard let index = arguments.first as? Int else { return nil }
            let set = object.mutableOrderedSetValue(forKey: key)
            guard index >= 0, index < set.count, let related = set.object(at: index) as? NSManagedObject else { return nil }
            object.removeRelated(related, forKey: key)
        }
        return ()
    }
}
