import Foundation
import SwiftData

/// The shapes real apps declare models in, used by the tests.
@Model
final class Item {
    var name: String
    var date: Date
    var priority = 0
    var note: String?
    @Relationship(deleteRule: .cascade) var tags: [Tag] = []
    @Transient var scratch = 0
    var isStarred: Bool { priority > 5 }
    static let defaultName = "Untitled"

    init(name: String, date: Date = Date(timeIntervalSince1970: 0), priority: Int = 0) {
        self.name = name
        self.date = date
        self.priority = priority
    }
}

@Model
final class Tag {
    @Attribute(.unique) var title: String
    var item: Item?

    init(title: String) {
        self.title = title
    }
}

@Model
public class Folder {
    #Unique<Folder>([\.name])
    #Index<Folder>([\.name])
    public var name: String
    var people = [Person]()
    @Relationship(deleteRule: .nullify, inverse: \Note.folder) var notes: [Note]? = []
    @Attribute(.externalStorage, originalName: "blob") var data: Data?
    let createdBy: String

    public init(name: String, createdBy: String = "me") {
        self.name = name
        self.createdBy = createdBy
    }
}

@Model
class Person {
    var name: String = ""
    var count = 0
    var `class`: String = "A"
    init() {}
}

@Model
final class Note {
    var text: String
    var folder: Folder?
    @Relationship(deleteRule: .cascade) var attachment: Attachment
    init(text: String, attachment: Attachment) {
        self.text = text
        self.attachment = attachment
    }
}

@Model
final class Attachment {
    var size: Int = 0
    init(size: Int) { self.size = size }
}

@Model
final class Profile {
    var id: UUID = UUID()
    var displayName = "Guest"
    init() {}
}
