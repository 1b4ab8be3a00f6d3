import Foundation

/// A property of an entity: an attribute or a relationship.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    /// The property's name, the key its values are stored under.
    open var name: String = ""
    /// Whether the property may be `nil`.
    open var isOptional: Bool = true
    /// Whether the property is computed and never stored.
    open var isTransient: Bool = false
    /// The entity the property belongs to (`nil` until it is added to one).
    open internal(set) weak var entity: NSEntityDescription?
    /// Information the model attaches to the property.
    open var userInfo: [AnyHashable: Any]?
}

/// An attribute of an entity: its type, whether Xcode generates it as a Swift scalar, and its
/// default value.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    /// The attribute's type.
    open var attributeType: NSAttributeType = .undefinedAttributeType
    /// The class name of a transformable attribute's values.
    open var attributeValueClassName: String?
    /// The value a new object starts with.
    open var defaultValue: Any?
    /// Whether Xcode's generated property is a Swift scalar (`Int16`, `Double`, `Bool`) rather
    /// than an optional `NSNumber`. Arrange's own: read from the model file for code generation.
    public internal(set) var usesScalarValueType = false
}

/// A relationship of an entity to another.
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    /// What deleting the source object does to the destination objects.
    public enum DeleteRule: UInt, Sendable {
        case noActionDeleteRule, nullifyDeleteRule, cascadeDeleteRule, denyDeleteRule
    }

    /// The entity at the other end.
    open internal(set) weak var destinationEntity: NSEntityDescription?
    /// The relationship back from the destination, when the model names one.
    open internal(set) weak var inverseRelationship: NSRelationshipDescription?
    /// The most destination objects one object may have (0: no limit).
    open var maxCount: Int = 1
    /// The fewest destination objects one object must have.
    open var minCount: Int = 0
    /// What deleting the source does to the destination.
    open var deleteRule: DeleteRule = .nullifyDeleteRule
    /// Whether a to-many relationship keeps its order (`NSOrderedSet`).
    open var isOrdered: Bool = false
    /// Whether the relationship holds many objects (an `NSSet` or `NSOrderedSet`).
    open var isToMany: Bool { maxCount != 1 }

    /// The destination and inverse as the model file names them, joined once the model is read.
    var destinationName = ""
    var inverseName: String?
}
