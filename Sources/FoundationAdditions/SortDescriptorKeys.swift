import Foundation

/// Sort descriptors by key and by key paths to values that are not `Comparable`, which Linux's
/// Foundation lacks: it marks `init(key:ascending:)` unavailable, and its
/// `init(keyPath:ascending:)` takes `Comparable` values only. Arrange's own.
///
/// Values are compared as `NSPredicate(format:)` compares them: numbers of any kind with each
/// other, strings with `compare(_:)`, dates, UUIDs, and `false` before `true`; `nil` comes before
/// any value when ascending, as Core Data sorts on iOS, and values of different kinds are the same.
///
/// Linux's `NSSortDescriptor` reads a sort value by casting the object to the key path's root and
/// applying the key path, then orders the two values with its comparator. The key-based
/// descriptors keep the identity key path `\Any.self` (which reads any object) and a comparator that
/// reads the key from both objects through `KeyValuePath`.
extension NSSortDescriptor {
    /// A descriptor ordering objects by their value for `key`, a dotted key path read as
    /// `KeyValuePath` reads it; `nil` orders the objects themselves.
    public convenience init(key: String?, ascending: Bool) {
        let path = KeyValuePath(key ?? "")
        self.init(keyPath: \Any.self, ascending: ascending, comparator: { first, second in
            DynamicValue(path.value(of: first)).sortOrder(to: DynamicValue(path.value(of: second)))
        })
    }

    /// A descriptor ordering objects by `comparator` applied to their values for `key`; a missing
    /// value is passed as `NSNull`.
    public convenience init(key: String?, ascending: Bool, comparator: @escaping Comparator) {
        let path = KeyValuePath(key ?? "")
        self.init(keyPath: \Any.self, ascending: ascending, comparator: { first, second in
            comparator(path.value(of: first) ?? NSNull(), path.value(of: second) ?? NSNull())
        })
    }

    /// A descriptor ordering objects by the value at `keyPath` when it is not `Comparable`: an
    /// optional (`Date?`, `String?`, `Bool?`), an `NSNumber` in a protocol, and the like.
    /// Comparable values keep Foundation's own initializer, which the compiler prefers.
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending, comparator: { first, second in
            DynamicValue(first).sortOrder(to: DynamicValue(second))
        })
    }
}

/// The order of `lhs` and `rhs` by `descriptors`: the first that does not find them the same
/// decides. Arrange's own, for sorting a Swift array as `NSArray.sortedArray(using:)` sorts:
/// `items.sorted { _arrangeCompare($0, $1, by: descriptors) == .orderedAscending }`.
public func _arrangeCompare(_ lhs: Any, _ rhs: Any, by descriptors: [NSSortDescriptor]) -> ComparisonResult {
    for descriptor in descriptors {
        let order = descriptor.compare(lhs, to: rhs)
        if order != .orderedSame { return order }
    }
    return .orderedSame
}
