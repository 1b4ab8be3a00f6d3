extension Schema {
    /// A stored property that refers to other models.
    public final class Relationship: @unchecked Sendable {
        /// The property's name (empty for one made from `@Relationship`'s arguments alone).
        public let name: String
        /// What happens to related models when the owner is deleted.
        public let deleteRule: DeleteRule
        /// The options it was declared with.
        public let options: [Option]
        /// The fewest related models allowed (0 for no limit).
        public let minimumModelCount: Int?
        /// The most related models allowed (0 for no limit).
        public let maximumModelCount: Int?
        /// The name it had in an earlier schema version.
        public let originalName: String?
        /// The key path of the inverse relationship, if declared.
        public let inverseKeyPath: AnyKeyPath?
        /// The version hash modifier it was declared with.
        public let hashModifier: String?

        /// A relationship with the arguments `@Relationship` takes.
        public init(
            _ options: Option...,
            deleteRule: DeleteRule = .nullify,
            minimumModelCount: Int? = 0,
            maximumModelCount: Int? = 0,
            originalName: String? = nil,
            inverse: AnyKeyPath? = nil,
            hashModifier: String? = nil
        ) {
            self.name = ""
            self.deleteRule = deleteRule
            self.options = options
            self.minimumModelCount = minimumModelCount
            self.maximumModelCount = maximumModelCount
            self.originalName = originalName
            self.inverseKeyPath = inverse
            self.hashModifier = hashModifier
        }

        init(name: String, deleteRule: DeleteRule) {
            self.name = name
            self.deleteRule = deleteRule
            self.options = []
            self.minimumModelCount = 0
            self.maximumModelCount = 0
            self.originalName = nil
            self.inverseKeyPath = nil
            self.hashModifier = nil
        }

        /// What deleting a model does to the models its relationship refers to.
        public enum DeleteRule: String, Codable, Hashable, Sendable, CaseIterable {
            /// Related models are kept; references to the deleted model are removed.
            case nullify
            /// Related models are deleted too.
            case cascade
            /// Deleting is refused while related models exist (not enforced in memory).
            case deny
            /// Related models are left as they are.
            case noAction
        }

        /// How SwiftData stores a relationship. The in-memory store ignores them.
        public struct Option: Hashable, Sendable {
            /// The option's name.
            let name: String

            /// The related model is unique across the owner's instances.
            public static let unique = Option(name: "unique")
        }
    }
}
