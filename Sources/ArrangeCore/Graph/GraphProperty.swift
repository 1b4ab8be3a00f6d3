@_spi(Reflection) import Swift
import Foundation

/// A property wrapper whose storage lives in the view graph rather than in the view value
/// (`State`, `StateObject`, `Environment`, `ObservedObject`, `EnvironmentObject`): before a body
/// is evaluated, the graph installs the storage that belongs to the view's identity into each such
/// field, as SwiftUI does with `DynamicProperty` fields.
protocol GraphProperty {
    /// Installs the storage for the field at `field` (a value of `Self`).
    static func _install(at field: UnsafeMutableRawPointer, in installer: inout PropertyInstaller)
    /// Whether the field is an input the enclosing view passes (an `@ObservedObject`: another
    /// object is another view) rather than storage the graph installs: inputs are compared when
    /// deciding whether a view built again is unchanged.
    static var _isViewInput: Bool { get }
}

extension GraphProperty {
    static var _isViewInput: Bool { false }
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
    /// How the view's inputs (everything but its dynamic properties, whose storage is
    /// installed afresh) are compared to tell whether a view built again is the same as before;
    /// `nil` when the value is not a struct.
    let inputs: ViewInputComparison?

    init<V>(_ type: V.Type) {
        var fields: [Field] = []
        var customFields: [CustomField] = []
        var steps: [ViewInputComparison.Step] = []
        var comparable = true
        let isStruct = Self.collect(V.self, base: 0, into: &fields, &customFields, inputs: &steps, comparable: &comparable, depth: 0)
        self.fields = fields
        self.customFields = customFields
        inputs = isStruct ? ViewInputComparison(steps: comparable ? steps : nil) : nil
    }

    /// Whether two values of a view are the same view as far as its body is concerned: `==`
    /// for equatable views, else its inputs compared field by field (`ViewInputComparison`;
    /// inputs that cannot be compared exactly count as changed, which only costs a body).
    func isEquivalent<V>(_ old: V, _ new: V) -> Bool {
        if let equatable = old as? any Equatable { return equatable.isEqual(toAny: new) }
        guard let inputs else { return false }
        return withUnsafeBytes(of: old) { a in
            withUnsafeBytes(of: new) { b in
                guard let a = a.baseAddress, let b = b.baseAddress else { return inputs.steps?.isEmpty ?? false }
                return inputs.isEqual(a, b)
            }
        }
    }

    /// Finds the dynamic properties of `type` (at `base` in the view), and the steps that
    /// compare its other fields; `false` when the type's fields cannot be listed (not a struct).
    @discardableResult
    private static func collect(_ type: Any.Type, base: Int, into fields: inout [Field], _ customFields: inout [CustomField],
                                inputs: inout [ViewInputComparison.Step], comparable: inout Bool, depth: Int) -> Bool {
        // Property wrappers nest a few levels at most; the limit only guards against odd types.
        guard depth < 8 else { return false }
        return _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let property = fieldType as? any GraphProperty.Type {
                fields.append(Field(offset: base + offset, type: property))
                if property._isViewInput, !ViewInputComparison.appendSteps(for: fieldType, at: base + offset, to: &inputs) {
                    comparable = false
                }
            } else if let custom = fieldType as? any DynamicProperty.Type {
                // A custom property (a `Binding`, a user's `DynamicProperty`) is an input, apart
                // from the graph properties inside it.
                collect(fieldType, base: base + offset, into: &fields, &customFields, inputs: &inputs, comparable: &comparable, depth: depth + 1)
                customFields.append(CustomField(offset: base + offset, type: custom))
            } else if !ViewInputComparison.appendSteps(for: fieldType, at: base + offset, to: &inputs) {
                comparable = false
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
