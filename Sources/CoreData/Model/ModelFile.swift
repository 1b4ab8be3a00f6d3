import Foundation

/// Reads Xcode's model file (`Name.xcdatamodel/contents`): the `<entity>` elements with their
/// `<attribute>` and `<relationship>` elements. The file is machine-written XML with one element
/// per line and attributes in double quotes, so a scan of its tags reads it whole.
enum ModelFile {
    /// The entities of a model file's text; `nil` when it is not a model file.
    static func entities(in text: String) -> [NSEntityDescription]? {
        guard text.contains("<model") else { return nil }
        var entities: [NSEntityDescription] = []
        var current: NSEntityDescription?
        var properties: [NSPropertyDescription] = []
        func finish() {
            if let entity = current {
                entity.properties = properties
                entities.append(entity)
            }
            current = nil
            properties = []
        }
        for tag in tags(in: text) {
            switch tag.name {
            case "entity":
                finish()
                let entity = NSEntityDescription()
                entity.name = tag.attributes["name"]
                entity.managedObjectClassName = className(tag.attributes["representedClassName"] ?? tag.attributes["name"] ?? "NSManagedObject")
                entity.isAbstract = tag.attributes["isAbstract"] == "YES"
                entity.parentName = tag.attributes["parentEntity"]
                entity.codeGenerationType = tag.attributes["codeGenerationType"]
                current = entity
                if tag.closed { finish() }
            case "/entity":
                finish()
            case "attribute" where current != nil:
                let attribute = NSAttributeDescription()
                attribute.name = tag.attributes["name"] ?? ""
                attribute.isOptional = tag.attributes["optional"] == "YES"
                attribute.isTransient = tag.attributes["transient"] == "YES"
                attribute.attributeType = NSAttributeType(modelName: tag.attributes["attributeType"] ?? "")
                attribute.usesScalarValueType = tag.attributes["usesScalarValueType"] == "YES"
                    || (tag.attributes["usesScalarValueType"] == nil && attribute.attributeType.isNumeric && attribute.attributeType != .decimalAttributeType)
                attribute.attributeValueClassName = tag.attributes["customClassName"].map(className)
                attribute.defaultValue = tag.attributes["defaultValueString"].flatMap { defaultValue($0, for: attribute.attributeType) }
                if tag.attributes["defaultDateTimeInterval"].flatMap(Double.init) != nil {
                    attribute.defaultValue = tag.attributes["defaultDateTimeInterval"].flatMap(Double.init).map { Date(timeIntervalSinceReferenceDate: $0) }
                }
                properties.append(attribute)
            case "relationship" where current != nil:
                let relationship = NSRelationshipDescription()
                relationship.name = tag.attributes["name"] ?? ""
                relationship.isOptional = tag.attributes["optional"] == "YES"
                relationship.maxCount = tag.attributes["toMany"] == "YES" ? Int(tag.attributes["maxCount"] ?? "") ?? 0 : 1
                relationship.minCount = Int(tag.attributes["minCount"] ?? "") ?? 0
                relationship.isOrdered = tag.attributes["ordered"] == "YES"
                relationship.destinationName = tag.attributes["destinationEntity"] ?? ""
                relationship.inverseName = tag.attributes["inverseName"]
                switch tag.attributes["deletionRule"] {
                case "Cascade": relationship.deleteRule = .cascadeDeleteRule
                case "Deny": relationship.deleteRule = .denyDeleteRule
                case "No Action": relationship.deleteRule = .noActionDeleteRule
                default: relationship.deleteRule = .nullifyDeleteRule
                }
                properties.append(relationship)
            default:
                continue
            }
        }
        finish()
        return entities
    }

    /// A class name without the module prefix Xcode may write (`MyApp.Item`, `$(PRODUCT_MODULE_NAME).Item`).
    static func className(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// A default value as the model file writes it, as the attribute's type.
    static func defaultValue(_ text: String, for type: NSAttributeType) -> Any? {
        switch type {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType: Int(text) ?? Double(text).map { Int($0) }
        case .doubleAttributeType, .floatAttributeType: Double(text)
        case .decimalAttributeType: Decimal(string: text)
        case .booleanAttributeType: text == "YES" || text == "1" || text.lowercased() == "true"
        case .stringAttributeType: text
        case .UUIDAttributeType: UUID(uuidString: text)
        case .URIAttributeType: URL(string: text)
        default: nil
        }
    }

    /// One tag of the file: its name (`/entity` for a closing tag), attributes, and whether it
    /// closes itself.
    struct Tag {
        var name: String
        var attributes: [String: String]
        var closed: Bool
    }

    /// The tags of `text`, in order.
    static func tags(in text: String) -> [Tag] {
        var tags: [Tag] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let body = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            guard let first = body.first, first != "?", first != "!" else { continue }
            let closed = body.hasSuffix("/")
            let inner = closed ? body.dropLast() : body
            let name = String(inner.prefix { !$0.isWhitespace })
            tags.append(Tag(name: name, attributes: attributes(in: inner.dropFirst(name.count)), closed: closed))
        }
        return tags
    }

    /// `key="value"` pairs, with XML's entities decoded.
    static func attributes(in text: Substring) -> [String: String] {
        var found: [String: String] = [:]
        var rest = text
        while let equals = rest.firstIndex(of: "=") {
            let key = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            guard let quoteStart = rest[equals...].firstIndex(where: { $0 == "\"" || $0 == "'" }) else { break }
            let quote = rest[quoteStart]
            let valueStart = rest.index(after: quoteStart)
            guard let valueEnd = rest[valueStart...].firstIndex(of: quote) else { break }
            found[key] = decode(rest[valueStart..<valueEnd])
            rest = rest[rest.index(after: valueEnd)...]
        }
        return found
    }

    private static func decode(_ value: Substring) -> String {
        value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The model folders in a bundle folder: `.momd` (how Arrange bundles an app's models), and
    /// `.xcdatamodeld` or `.xcdatamodel` folders copied as they are.
    static func modelFolders(in folder: URL) -> [URL] {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return entries.filter { $0.hasSuffix(".momd") || $0.hasSuffix(".xcdatamodeld") || $0.hasSuffix(".xcdatamodel") }
            .map { folder.appendingPathComponent($0) }
    }
}
