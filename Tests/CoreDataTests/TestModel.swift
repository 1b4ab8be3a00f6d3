import CoreData
import Foundation
import Testing

/// The model file of the tests' app: folders holding notes (to-many, cascade, inverse `folder`),
/// a `Note` with every kind of attribute, and `PinnedNote` inheriting from it; `Tag` is generated
/// by Xcode's "Category/Extension" codegen, the others by "Class Definition" or by hand.
let modelContents = """
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22522" systemVersion="23A344" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
    <entity name="Folder" representedClassName="Folder" syncable="YES">
        <attribute name="name" optional="YES" attributeType="String"/>
        <relationship name="notes" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Note" inverseName="folder" inverseEntity="Note"/>
    </entity>
    <entity name="Note" representedClassName="$(PRODUCT_MODULE_NAME).Note" syncable="YES" codeGenerationType="class">
        <attribute name="title" optional="YES" attributeType="String"/>
        <attribute name="created" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
        <attribute name="stars" optional="YES" attributeType="Integer 16" defaultValueString="3" usesScalarValueType="YES"/>
        <attribute name="price" optional="YES" attributeType="Double" defaultValueString="0.5" usesScalarValueType="YES"/>
        <attribute name="favorite" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
        <attribute name="id" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
        <attribute name="photo" optional="YES" attributeType="Binary"/>
        <relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" inverseName="notes" inverseEntity="Folder"/>
    </entity>
    <entity name="PinnedNote" representedClassName="PinnedNote" parentEntity="Note" syncable="YES" codeGenerationType="class">
        <attribute name="pinnedAt" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
    </entity>
    <entity name="Tag" representedClassName="Tag" syncable="YES" codeGenerationType="category">
        <attribute name="label" attributeType="String" defaultValueString="new"/>
    </entity>
</model>
"""

/// A folder with the model as `Notes.momd`, as Arrange bundles an app's `Notes.xcdatamodeld`.
func modelFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-coredata-\(UUID().uuidString)/Notes.momd/Notes.xcdatamodel")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(modelContents.utf8).write(to: folder.appendingPathComponent("contents"))
    return folder.deletingLastPathComponent()
}

/// A request for every note (`Note.fetchRequest()` alone is ambiguous, as on iOS: the class's
/// and `NSManagedObject`'s differ only in their result type).
func notesRequest() -> NSFetchRequest<Note> {
    Note.fetchRequest()
}

/// A container for the model, its store loaded.
func makeContainer() throws -> NSPersistentContainer {
    let model = try #require(NSManagedObjectModel(contentsOf: modelFolder()))
    let container = NSPersistentContainer(name: "Notes", managedObjectModel: model)
    container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
    container.loadPersistentStores { _, error in
        if let error { Issue.record(error) }
    }
    return container
}

// The classes as Arrange compiles an app's hand-written `+CoreDataClass`/`+CoreDataProperties`
// files (what `@NSManaged` becomes) and as it generates `Note`'s and `PinnedNote`'s.
public class Folder: NSManagedObject {}

extension Folder {
    public var name: String? { get { _managedValue(forKey: "name") } set { _setManagedValue(newValue, forKey: "name") } }
    public var notes: NSSet? { get { _managedValue(forKey: "notes") } set { _setManagedValue(newValue, forKey: "notes") } }
    public func addToNotes(_ value: Note) { _performManagedAccessor("addNotesObject:", value) }
    public func removeFromNotes(_ value: Note) { _performManagedAccessor("removeNotesObject:", value) }
}

public class Note: NSManagedObject {}

extension Note {
    public class func fetchRequest() -> NSFetchRequest<Note> { NSFetchRequest<Note>(entityName: "Note") }
    public var title: String? { get { _managedValue(forKey: "title") } set { _setManagedValue(newValue, forKey: "title") } }
    public var created: Date? { get { _managedValue(forKey: "created") } set { _setManagedValue(newValue, forKey: "created") } }
    public var stars: Int16 { get { _managedValue(forKey: "stars") } set { _setManagedValue(newValue, forKey: "stars") } }
    public var price: Double { get { _managedValue(forKey: "price") } set { _setManagedValue(newValue, forKey: "price") } }
    public var favorite: Bool { get { _managedValue(forKey: "favorite") } set { _setManagedValue(newValue, forKey: "favorite") } }
    public var folder: Folder? { get { _managedValue(forKey: "folder") } set { _setManagedValue(newValue, forKey: "folder") } }
}

public class PinnedNote: Note {}
