@_spi(Reflection) import Swift

/// A property wrapper whose storage lives in the view graph rather than in the view value
/// (`State`, `StateObject`, `Environment`, `ObservedObject`, `EnvironmentObject`): before a body
/// is evaluated, the graph installs the storage that belongs to the view's identity into each such
/// field, as SwiftUI does with `DynamicProperty` fields.
protocol GraphProperty {
    /// Installs the storage for the field at `field` (a value of `Self`).
    static func _install(at field: UnsafeMutableRawPointer, in installer: inout PropertyInstaller)
}

/// What installation of one view's graph properties works with: the view's record (its slots,
/// in field order) and the environment the view is built in.
struct PropertyInstaller {
    let record: ViewRecord
    let environment: EnvironmentValues
    /// The next slot of `record.slots`.
    var slot = 0
    /// The types of the `@EnvironmentObject`s the environment has no object for: the body
    /// cannot be evaluated.
    var missingObjects: [Any.Type] = []

    /// The storage this field had when the view was built before, if it was.
    func existingSlot() -> AnyObject? {
        slot < record.slots.count ? record.slots[slot] : nil
    }

    /// Keeps `storage` as this field's storage and moves on to the next field.
    mutating func keep(_ storage: AnyObject) {
        if slot < record.slots.count { record.slots[slot] = storage } else { record.slots.append(storage) }
        slot += 1
    }
}

/// Which fields of a view type are graph properties, found once per type by reflection over the
/// type's stored fields (custom `DynamicProperty` structs are searched too, as SwiftUI does).
struct ViewTypePlan {
    struct Field {
        let offset: Int
        let type: any GraphProperty.Type
    }
    struct CustomField {
        let offset: Int
        let type: any DynamicProperty.Type
    }
    /// The graph properties, in field order.
    let fields: [Field]
    /// Custom `DynamicProperty` fields, inner ones first: their `update()` runs after the graph
    /// properties inside them are installed.
    let customFields: [CustomField]

    init<V>(_ type: V.Type) {
        var fields: [Field] = []
        var customFields: [CustomField] = []
        Self.collect(V.self, base: 0, into: &fields, &customFields, depth: 0)
        self.fields = fields
        self.customFields = customFields
    }

    private static func collect(_ type: Any.Type, base: Int, into fields: inout [Field], _ customFields: inout [CustomField], depth: Int) {
        // Property wrappers nest a few levels at most; the limit only guards against odd types.
        guard depth < 8 else { return }
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let property = fieldType as? any GraphProperty.Type {
                fields.append(Field(offset: base + offset, type: property))
            } else if let custom = fieldType as? any DynamicProperty.Type {
                collect(fieldType, base: base + offset, into: &fields, &customFields, depth: depth + 1)
                customFields.append(CustomField(offset: base + offset, type: custom))
            }
            return true
        }
    }

    /// Whether the type has no dynamic properties at all.
    var isEmpty: Bool { fields.isEmpty && customFields.isEmpty }

    /// Installs the storage of `record` into `view`'s graph properties. Returns the types of the
    /// `@EnvironmentObject`s the environment has no object for (the body must not be evaluated:
    /// it would read them), else nothing; custom properties are not updated then either.
    func install<V>(into view: inout V, record: ViewRecord, environment: EnvironmentValues) -> [Any.Type] {
        guard !isEmpty else { return [] }
        var installer = PropertyInstaller(record: record, environment: environment)
        withUnsafeMutableBytes(of: &view) { raw in
            guard let base = raw.baseAddress else { return }
            for field in fields { field.type._install(at: base + field.offset, in: &installer) }
            guard installer.missingObjects.isEmpty else { return }
            for field in customFields { callUpdate(field.type, at: base + field.offset) }
        }
        return installer.missingObjects
    }
}

private func callUpdate<P: DynamicProperty>(_ type: P.Type, at field: UnsafeMutableRawPointer) {
    field.assumingMemoryBound(to: P.self).pointee.update()
}
