extension Schema {
    /// One model class of a schema: its name and the stored properties `@Model` listed.
    public final class Entity: @unchecked Sendable {
        /// The class name.
        public let name: String
        /// The properties that are not relationships.
        public let attributes: [Schema.Attribute]
        /// The properties that refer to other models.
        public let relationships: [Schema.Relationship]

        init(type: any PersistentModel.Type) {
            name = String(describing: type)
            let properties = type._$properties
            attributes = properties.filter { !$0.isRelationship }.map { Schema.Attribute(name: $0.name) }
            relationships = properties.filter(\.isRelationship).map {
                Schema.Relationship(name: $0.name, deleteRule: $0.deleteRule)
            }
        }

        /// The names of all stored properties, attributes first.
        public var storedPropertyNames: [String] {
            attributes.map(\.name) + relationships.map(\.name)
        }
    }
}
