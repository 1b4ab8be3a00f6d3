@_spi(Reflection) import Swift
import Foundation

/// How a view's inputs — its stored properties, less the dynamic properties the graph installs —
/// are compared to tell whether a view built again is the same view, field by field, so that the
/// answer depends on the values alone: bytes that hold nothing (padding between fields, the
/// payload of an optional that is `nil`) are never read.
///
/// Each field is compared by the cheapest exact means its type allows: plain numbers, object
/// references and functions by their bytes (a closure made afresh is a new input, as in SwiftUI);
/// `Equatable` types with `==`; other structs and tuples field by field. A field of any other
/// kind (an enum or existential that is not `Equatable`) cannot be compared exactly, and a view
/// holding one counts as changed, which costs a body evaluation and is never wrong.
struct ViewInputComparison {
    enum Step {
        /// Equal bytes in this range (merged across adjacent plain fields).
        case bytes(Range<Int>)
        /// `==` of the values of this type at this offset.
        case equatable(offset: Int, type: any Equatable.Type)
    }

    /// The steps, in field order; `nil` when some input cannot be compared.
    let steps: [Step]?

    init(steps: [Step]?) {
        self.steps = steps
    }

    /// Whether the inputs of the values at `a` and `b` are equal.
    func isEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        guard let steps else { return false }
        for step in steps {
            switch step {
            case .bytes(let range):
                if memcmp(a + range.lowerBound, b + range.lowerBound, range.count) != 0 { return false }
            case .equatable(let offset, let type):
                if !Self.equal(type, a + offset, b + offset) { return false }
            }
        }
        return true
    }

    private static func equal<T: Equatable>(_ type: T.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee
    }

    /// Appends the steps that compare a field of `type` at `offset`; `false` when it cannot be
    /// compared exactly.
    static func appendSteps(for type: Any.Type, at offset: Int, to steps: inout [Step], depth: Int = 0) -> Bool {
        let size = sizeOf(type)
        guard size > 0 else { return true }
        let kind = MetadataKind(type)
        if isPlainBits(type) || kind == .class || type is AnyObject.Type || kind == .function || kind == .metatype {
            append(.bytes(offset..<(offset + size)), to: &steps)
            return true
        }
        if let equatable = type as? any Equatable.Type {
            steps.append(.equatable(offset: offset, type: equatable))
            return true
        }
        // Structs and tuples, field by field (property wrappers nest a few levels at most);
        // enums and existentials that are not equatable cannot be compared exactly.
        guard kind == .struct || kind == .tuple, depth < 8 else { return false }
        var comparable = true
        let listed = _forEachField(of: type, options: []) { _, fieldOffset, fieldType, _ in
            comparable = appendSteps(for: fieldType, at: offset + fieldOffset, to: &steps, depth: depth + 1)
            return comparable
        }
        return listed && comparable
    }

    /// Adds a byte range, joined to the previous one when they touch.
    private static func append(_ step: Step, to steps: inout [Step]) {
        if case .bytes(let range) = step, case .bytes(let last)? = steps.last, last.upperBound == range.lowerBound {
            steps[steps.count - 1] = .bytes(last.lowerBound..<range.upperBound)
        } else {
            steps.append(step)
        }
    }

    /// Types whose every byte is part of the value: fixed-width numbers and `Bool`.
    private static let plainBits: Set<ObjectIdentifier> = [
        ObjectIdentifier(Int.self), ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self), ObjectIdentifier(Int32.self),
        ObjectIdentifier(Int64.self), ObjectIdentifier(UInt.self), ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self),
        ObjectIdentifier(UInt32.self), ObjectIdentifier(UInt64.self), ObjectIdentifier(Double.self), ObjectIdentifier(Float.self),
        ObjectIdentifier(CGFloat.self), ObjectIdentifier(Bool.self),
    ]

    private static func isPlainBits(_ type: Any.Type) -> Bool {
        plainBits.contains(ObjectIdentifier(type))
    }

    /// The kind of a type, from the first word of its metadata (Swift's stable ABI).
    enum MetadataKind: Equatable {
        case `struct`, tuple, function, metatype, `class`, other

        init(_ type: Any.Type) {
            let word = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
            switch word {
            case 0x200: self = .struct
            case 0x301: self = .tuple
            case 0x302: self = .function
            case 0x304, 0x306: self = .metatype
            // Class metadata's first word is 0 without Objective-C interoperation (Linux), an isa
            // pointer with it, 0x203 for a foreign class; every other kind is below 0x800.
            case 0, 0x203: self = .class
            case 0x800...: self = .class
            default: self = .other
            }
        }
    }

    private static func sizeOf(_ type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }
}
