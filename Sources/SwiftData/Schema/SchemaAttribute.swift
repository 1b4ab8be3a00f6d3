extension Schema {
    /// A stored property that is not a relationship.
    public final class Attribute: @unchecked Sendable {
        /// The property's name (empty for one made from options alone).
        public let name: String
        /// The name it had in an earlier schema version.
        public let originalName: String?
        /// The options it was declared with.
        public let options: [Option]
        /// The version hash modifier it was declared with.
        public let hashModifier: String?

        /// An attribute with `options`, as `@Attribute` takes them.
        public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
            self.name = ""
            self.originalName = originalName
            self.options = options
            self.hashModifier = hashModifier
        }

        init(name: String) {
            self.name = name
            self.originalName = nil
            self.options = []
            self.hashModifier = nil
        }

        /// How SwiftData stores an attribute. The in-memory store ignores them all.
        public struct Option: Hashable, Sendable, CustomStringConvertible {
            /// The option's name.
            let name: String

            /// Values are unique across the model's instances.
            public static let unique = Option(name: "unique")
            /// The value is stored outside the main store (for large data).
            public static let externalStorage = Option(name: "externalStorage")
            /// The value is indexed for Spotlight.
            public static let spotlight = Option(name: "spotlight")
            /// The value is encrypted in CloudKit.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// The value is kept in history after the model is deleted.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// The value is tracked for changes but not persisted.
            public static let ephemeral = Option(name: "ephemeral")

            /// The value is transformed by the value transformer registered under `transformerName`.
            public static func transformable(by transformerName: String) -> Option {
                Option(name: "transformable(\(transformerName))")
            }

            /// The value is transformed by a value transformer of `transformerType`.
            public static func transformable(by transformerType: AnyClass) -> Option {
                Option(name: "transformable(\(String(describing: transformerType)))")
            }

            /// The option's name.
            public var description: String { name }
        }
    }
}
