/// Entries that modifiers registered for their nodes (lifecycle actions, preference observers),
/// kept by the identity of the modifier that registered them so that a view built again keeps
/// what its entries remember, in order of first registration (deepest views first, a view's
/// modifiers in the order written), each stamped with the build that last registered it.
struct IdentityRegistry<Entry> {
    private var entries: [ViewIdentity: (entry: Entry, generation: UInt64)] = [:]
    private var order: [ViewIdentity] = []

    /// Whether nothing is registered (hosts without any skip the work).
    var isEmpty: Bool { entries.isEmpty }

    /// The entry at `key`, if registered.
    subscript(key: ViewIdentity) -> Entry? {
        get { entries[key]?.entry }
        set {
            guard let newValue, let generation = entries[key]?.generation else { return }
            entries[key] = (newValue, generation)
        }
    }

    /// Registers the entry at `key` in the build `generation`: `update` changes the existing
    /// entry, else `make` gives a new one, placed last. O(1).
    mutating func register(_ key: ViewIdentity, generation: UInt64, update: (inout Entry) -> Void, make: () -> Entry) {
        if var existing = entries[key]?.entry {
            update(&existing)
            entries[key] = (existing, generation)
        } else {
            entries[key] = (make(), generation)
            order.append(key)
        }
    }

    /// Visits every entry in order. With `staleBefore` (after a build from the root), entries not
    /// registered since that build are visited as stale (`true`), then forgotten. O(n).
    mutating func visit(staleBefore generation: UInt64?, _ body: (ViewIdentity, inout Entry, _ isStale: Bool) -> Void) {
        var removed = false
        for key in order {
            guard let stored = entries[key] else { continue }
            var entry = stored.entry
            let registered = stored.generation
            let stale = generation.map { registered < $0 } ?? false
            body(key, &entry, stale)
            if stale {
                entries[key] = nil
                removed = true
            } else {
                entries[key] = (entry, registered)
            }
        }
        if removed { order.removeAll { entries[$0] == nil } }
    }

    /// Every entry, in no particular order.
    var allEntries: some Collection<Entry> { entries.values.lazy.map(\.entry) }

    /// Forgets every entry.
    mutating func removeAll() {
        entries.removeAll()
        order.removeAll()
    }
}
