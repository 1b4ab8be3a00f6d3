import Foundation

/// An entity of a model: its name, the class of its objects, its attributes and relationships.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    /// The entity's name.
    open var name: String?
    /// The name of the class its objects are instances of (`representedClassName`, without a
    /// module prefix).
    open var managedObjectClassName: String!
    /// Whether the entity only serves as a parent of others.
    open var isAbstract: Bool = false
    /// The entity it inherits properties from.
    open internal(set) weak var superentity: NSEntityDescription?
    /// The entities that inherit from it.
    open internal(set) var subentities: [NSEntityDescription] = []
    /// The model it belongs to.
    open internal(set) weak var managedObjectModel: NSManagedObjectModel?
    /// Information the model attaches to the entity.
    open var userInfo: [AnyHashable: Any]?
    /// How Xcode generates the entity's class: `"class"`, `"category"` (properties only), or
    /// `nil` (written by hand). Arrange's own: read from the model file for code generation.
    public internal(set) var codeGenerationType: String?
    /// The parent's name as the model file gives it, joined once the model is read.
    var parentName: String?

    private var ownProperties: [NSPropertyDescription] = []

    /// An empty entity.
    public override init() {
        super.init()
    }

    /// Its own properties and those it inherits.
    open var properties: [NSPropertyDescription] {
        get { (superentity?.properties ?? []) + ownProperties }
        set {
            ownProperties = newValue
            for property in newValue { property.entity = self }
        }
    }

    /// Its attributes by name.
    open var attributesByName: [String: NSAttributeDescription] {
        Dictionary(properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Its relationships by name.
    open var relationshipsByName: [String: NSRelationshipDescription] {
        Dictionary(properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Its properties by name.
    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Whether it is `entity` or inherits from it.
    open func isKindOf(entity: NSEntityDescription) -> Bool {
        var current: NSEntityDescription? = self
        while let candidate = current {
            if candidate === entity { return true }
            current = candidate.superentity
        }
        return false
    }

    /// The entity named `entityName` in the model of `context`'s coordinator.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.model.entitiesByName[entityName]
    }

    /// A new object of the entity named `entityName`, inserted into `context`.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        let entity = context.model.entity(named: entityName)
        let type = ManagedObjectClasses.type(for: entity)
        return type.init(entity: entity, insertInto: context)
    }
}
