import Foundation

/// An object whose values can be read by key. Arrange's own: it is how `NSPredicate(format:)` and
/// `NSSortDescriptor(key:ascending:)` read an object's values on Linux, where `NSObject` has no
/// key-value coding. Core Data's `NSManagedObject` conforms to it.
public protocol KeyValueReading: AnyObject {
    /// The value for `key`, or `nil` when the object has none.
    func value(forKey key: String) -> Any?
}

extension KeyValueReading {
    /// The value at a dotted key path such as `"note.title"` or `"tags.@count"`, read as
    /// `KeyValuePath` describes.
    public func value(forKeyPath keyPath: String) -> Any? {
        KeyValuePath(keyPath).value(of: self)
    }
}

/// A key path written as text: keys separated by dots (`"note.title"`, `"tags.@count"`), read
/// one after another. Arrange's own, as key-value coding's `value(forKeyPath:)` is missing on
/// Linux.
///
/// Each key is read from a `KeyValueReading` object through `value(forKey:)`, from a dictionary
/// (`[String: Any]`, `[AnyHashable: Any]`, `NSDictionary`) by key, and from any other value by
/// its stored property of that name. A key read from a collection (an array, set, `NSArray`,
/// `NSSet` or `NSOrderedSet`) is read from each element, giving the array of their values with
/// `NSNull` for the missing ones, as key-value coding does for to-many relationships. `@count`
/// is the number of elements of a collection; `@sum`, `@avg`, `@min` and `@max` combine the
/// values of the rest of the path read from each element. Optional values are unwrapped, and
/// `NSNull` reads as `nil`.
public struct KeyValuePath: Hashable, Sendable, CustomStringConvertible {
    /// The keys in reading order; empty for the object itself (`SELF`).
    public let keys: [String]

    /// The path written as `text`; a leading `SELF` and empty keys are dropped, so `""` and
    /// `"SELF"` are the object itself.
    public init(_ text: String) {
        self.init(keys: text.split(separator: ".").map(String.init))
    }

    /// The path of `keys`, read in order; a leading `SELF` and empty keys are dropped.
    public init(keys: [String]) {
        var keys = keys.filter { !$0.isEmpty }
        if let first = keys.first, first.uppercased() == "SELF" { keys.removeFirst() }
        self.keys = keys
    }

    /// The keys joined by dots, or `SELF` for the object itself.
    public var description: String {
        keys.isEmpty ? "SELF" : keys.joined(separator: ".")
    }

    /// The value at the path in `object`, or `nil` when a key along it has no value.
    public func value(of object: Any?) -> Any? {
        Self.value(at: keys[...], of: object)
    }

    private static func value(at keys: ArraySlice<String>, of object: Any?) -> Any? {
        var current = KeyValueReader.unwrapped(object)
        var index = keys.startIndex
        while index < keys.endIndex {
            guard let value = current else { return nil }
            let key = keys[index]
            if key.hasPrefix("@") {
                return collectionOperator(key, of: value, rest: keys[(index + 1)...])
            }
            if let elements = KeyValueReader.elements(of: value) {
                current = elements.map { KeyValueReader.value(forKey: key, of: $0) ?? NSNull() }
            } else {
                current = KeyValueReader.value(forKey: key, of: value)
            }
            index += 1
        }
        return current
    }

    /// `@count`, or `@sum`, `@avg`, `@min` or `@max` over the values of `rest` in each element.
    private static func collectionOperator(_ name: String, of value: Any, rest: ArraySlice<String>) -> Any? {
        if name == "@count" {
            if let elements = KeyValueReader.elements(of: value) { return Self.value(at: rest, of: elements.count) }
            if let dictionary = KeyValueReader.dictionary(value) { return Self.value(at: rest, of: dictionary.count) }
            return nil
        }
        guard let elements = KeyValueReader.elements(of: value) else { return nil }
        let values = elements.map { DynamicValue(Self.value(at: rest, of: $0)) }.filter { !$0.isNull }
        switch name {
        case "@sum": return DynamicValue.sum(of: values).object
        case "@avg": return DynamicValue.average(of: values).object
        case "@min": return values.min { $0.sortOrder(to: $1) == .orderedAscending }?.object
        case "@max": return values.max { $0.sortOrder(to: $1) == .orderedAscending }?.object
        default: return nil
        }
    }
}

/// How a single key is read from one value, and which values are collections.
enum KeyValueReader {
    /// The value for `key` in `object`, unwrapped; `nil` when it has none.
    static func value(forKey key: String, of object: Any) -> Any? {
        let found: Any?
        if let reader = object as? any KeyValueReading {
            found = reader.value(forKey: key)
        } else if let dictionary = dictionary(object) {
            found = dictionary[key]
        } else {
            found = storedProperty(key, of: object)
        }
        return unwrapped(found)
    }

    /// `value` without its optional wrappers, with `NSNull` as `nil`.
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        if let optional = value as? any OptionalValue { return unwrapped(optional.wrapped) }
        if value is NSNull { return nil }
        return value
    }

    /// The entries of a dictionary, or `nil` when `value` is not one.
    static func dictionary(_ value: Any) -> [AnyHashable: Any]? {
        if let dictionary = value as? [AnyHashable: Any] { return dictionary }
        if let dictionary = value as? NSDictionary {
            var entries: [AnyHashable: Any] = [:]
            for (key, element) in dictionary { if let key = key as? AnyHashable { entries[key] = element } }
            return entries
        }
        return nil
    }

    /// The elements of an array, set or ordered set; `nil` for anything else, strings and
    /// dictionaries included, which are read as single values.
    static func elements(of value: Any?) -> [Any]? {
        guard let value = unwrapped(value) else { return nil }
        if value is String || value is NSString || value is Data || value is NSData { return nil }
        // Foundation's collections first, as they are: bridging them to Swift's would copy them.
        if type(of: value) is NSOrderedSet.Type, let orderedSet = value as? NSOrderedSet { return orderedSet.array }
        if type(of: value) is NSSet.Type, let set = value as? NSSet { return set.allObjects }
        if let array = value as? [Any] { return array }
        if let set = value as? Set<AnyHashable> { return set.map(\.base) }
        return nil
    }

    /// The stored property `key` of `object` or of its superclasses, found by reflection, as
    /// Swift values have no key-value coding.
    private static func storedProperty(_ key: String, of object: Any) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == key }) { return child.value }
            mirror = current.superclassMirror
        }
        return nil
    }
}

/// An optional whose wrapped value can be taken out of an `Any`.
protocol OptionalValue {
    /// The wrapped value, or `nil`.
    var wrapped: Any? { get }
}

extension Optional: OptionalValue {
    var wrapped: Any? {
        switch self {
        case .some(let wrapped): wrapped
        case .none: nil
        }
    }
}
