@testable import ArrangeCore
import Foundation
import Testing

/// A view whose stored properties leave bytes that hold nothing: padding after a `Bool`, and the
/// payload of an optional number that is `nil`.
private struct Padded: View {
    let flag: Bool
    let amount: Double?
    let label: String
    let action: () -> Void
    var body: some View { Color.clear }
}

private enum Choice {
    case one, two(Int)
}

private struct HoldsAnEnum: View {
    let choice: Choice
    var body: some View { Color.clear }
}

/// The two values built over memory first filled with different bytes.
private func valuesOverGarbage<V>(_ make: () -> V) -> (V, V) {
    func build(filling byte: UInt8) -> V {
        let raw = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<V>.size, alignment: MemoryLayout<V>.alignment)
        defer { raw.deallocate() }
        raw.initializeMemory(as: UInt8.self, repeating: byte, count: MemoryLayout<V>.size)
        let typed = raw.bindMemory(to: V.self, capacity: 1)
        typed.initialize(to: make())
        return typed.move()
    }
    return (build(filling: 0x00), build(filling: 0xA5))
}

@Suite("Unchanged views: inputs compared by value, never by bytes that hold nothing")
@MainActor struct ViewInputComparisonTests {
    @Test("Equal inputs are equal whatever the padding and nil payload bytes hold; a changed input is not")
    func paddingIsNotRead() {
        let plan = ViewTypePlan(Padded.self)
        let action: () -> Void = {}
        let (a, b) = valuesOverGarbage { Padded(flag: true, amount: nil, label: "x", action: action) }
        #expect(plan.isEquivalent(a, b))
        #expect(!plan.isEquivalent(a, Padded(flag: true, amount: 2, label: "x", action: action)))
        #expect(!plan.isEquivalent(a, Padded(flag: true, amount: nil, label: "y", action: action)))
        // A closure made afresh is a new input.
        #expect(!plan.isEquivalent(a, Padded(flag: true, amount: nil, label: "x", action: {})))
    }

    @Test("A view holding a value that cannot be compared exactly (a non-Equatable enum) counts as changed")
    func uncomparableInputsCountAsChanged() {
        let plan = ViewTypePlan(HoldsAnEnum.self)
        #expect(plan.inputs?.steps == nil)
        #expect(!plan.isEquivalent(HoldsAnEnum(choice: .one), HoldsAnEnum(choice: .one)))
    }
}
