import Foundation

/// A model: the entities an app's objects are instances of, read from the `.xcdatamodeld` Xcode
/// compiles into the app's bundle (Arrange bundles the model folder itself as `Name.momd`).
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// The model's entities.
    open var entities: [NSEntityDescription] = [] {
        didSet { join() }
    }

    /// An empty model.
    public override init() {
        super.init()
    }

    /// The model at `url`: a `.momd` or `.xcdatamodeld` folder (its current version), a
    /// `.xcdatamodel` folder, or its `contents` file; `nil` when none is there or it cannot be read.
    public init?(contentsOf url: URL) {
        guard let file = Self.contentsFile(at: url), let text = try? String(contentsOf: file, encoding: .utf8),
              let entities = ModelFile.entities(in: text) else { return nil }
        super.init()
        self.entities = entities
        join()
    }

    /// The models in `bundles` (the main bundle when `nil`) merged into one.
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        let models = (bundles ?? [Bundle.main]).flatMap { bundle in
            ModelFile.modelFolders(in: bundle.bundleURL).compactMap { NSManagedObjectModel(contentsOf: $0) }
        }
        return NSManagedObjectModel(byMerging: models)
    }

    /// One model with the entities of all of `models`.
    public convenience init?(byMerging models: [NSManagedObjectModel]?) {
        self.init()
        entities = (models ?? []).flatMap(\.entities)
    }

    /// The entities by name.
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The entity named `name`, or a new entity of that name with no properties when the model
    /// has none (a class used without its model: its values are still kept by key).
    func entity(named name: String) -> NSEntityDescription {
        if let known = entitiesByName[name] { return known }
        let entity = NSEntityDescription()
        entity.name = name
        entity.managedObjectClassName = name
        entity.managedObjectModel = self
        entities.append(entity)
        return entity
    }

    /// Links each entity to its model, parent and relationships' destinations and inverses.
    private func join() {
        let byName = entitiesByName
        for entity in entities {
            entity.managedObjectModel = self
            entity.subentities = []
        }
        for entity in entities {
            if let parent = entity.parentName.flatMap({ byName[$0] }) {
                entity.superentity = parent
                parent.subentities.append(entity)
            }
        }
        for entity in entities {
            for relationship in entity.relationshipsByName.values {
                relationship.destinationEntity = byName[relationship.destinationName]
                if let inverse = relationship.inverseName {
                    relationship.inverseRelationship = relationship.destinationEntity?.relationshipsByName[inverse]
                }
            }
        }
    }

    /// The `contents` file of the model at `url`.
    static func contentsFile(at url: URL) -> URL? {
        let manager = FileManager.default
        if url.lastPathComponent == "contents" { return url }
        if url.pathExtension == "xcdatamodel" { return url.appendingPathComponent("contents") }
        // A versioned model names its current version in `.xccurrentversion`.
        var version: String?
        if let data = try? Data(contentsOf: url.appendingPathComponent(".xccurrentversion")),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            version = plist["_XCCurrentVersionName"] as? String
        }
        let versions = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        guard let chosen = version.flatMap({ versions.contains($0) ? $0 : nil }) ?? versions.last else { return nil }
        let file = url.appendingPathComponent(chosen).appendingPathComponent("contents")
        return manager.fileExists(atPath: file.path) ? file : nil
    }
}
