@testable import ArrangeCore
import Foundation
import Testing

/// A custom guide for the registry's tests.
private enum RegistryTestID: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
}

/// A14.1, A14.4: the alignment registry's numbers and the facts an `AlignmentKey` knows by them.
@Suite("A14.1: alignment keys by number")
struct AlignmentRegistryTests {
    @Test("A14.1: each built-in guide's fraction gives its default value")
    func builtinFractionsMatchDefaultValues() {
        let size = CGSize(width: 40, height: 60)
        for (number, id) in AlignmentRegistry.builtins.enumerated() {
            #expect(AlignmentRegistry.number(of: id) == UInt32(number))
            for axis in [Axis.horizontal, .vertical] {
                let key = AlignmentKey(id: id, axis: axis)
                // Each built-in guide measures the axis its alignment type names.
                let measured = number < 3 ? Axis.horizontal : .vertical
                guard axis == measured else { continue }
                #expect(key.defaultValue(for: size) == id.defaultValue(in: ViewDimensions(size: size, source: nil)), "\(key)")
            }
        }
    }

    @Test("A14.4: the frame guides are not merged, the baselines take the outermost value, custom guides the mean")
    func merges() {
        #expect(HorizontalAlignment.leading.key.merge == .none)
        #expect(VerticalAlignment.bottom.key.merge == .none)
        #expect(VerticalAlignment.firstTextBaseline.key.merge == .minimum)
        #expect(VerticalAlignment.lastTextBaseline.key.merge == .maximum)
        #expect(HorizontalAlignment(RegistryTestID.self).key.merge == .mean)
    }

    @Test("A custom guide keeps one number and its type, has no fraction, and equals only itself")
    func customGuides() {
        let a = AlignmentKey(id: RegistryTestID.self, axis: .horizontal)
        let b = AlignmentKey(id: RegistryTestID.self, axis: .horizontal)
        #expect(a == b)
        #expect(a != AlignmentKey(id: RegistryTestID.self, axis: .vertical))
        #expect(a != HorizontalAlignment.center.key)
        #expect(a.fraction == nil)
        #expect(ObjectIdentifier(a.id) == ObjectIdentifier(RegistryTestID.self))
        #expect(a.description == "RegistryTest")
        #expect(a.defaultValue(in: ViewDimensions(size: CGSize(width: 40, height: 10), source: nil)) == 10)
        #expect(MemoryLayout<AlignmentKey>.size <= 8)
    }
}
