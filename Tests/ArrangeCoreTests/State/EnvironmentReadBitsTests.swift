@testable import ArrangeCore
import Foundation
import Testing

private struct FirstAppKey: EnvironmentKey { static let defaultValue = 0 }
private struct SecondAppKey: EnvironmentKey { static let defaultValue = "" }
private struct ThirdAppKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }

@Suite("Environment reads: which keys a view read")
struct EnvironmentReadBitsTests {
    @Test("The keys building reads for every view have bits no other key shares")
    func keysEveryViewReadsHaveBitsOfTheirOwn() {
        let everyView = [LayoutDirectionKey.self, ColorSchemeKey.self, DisplayScaleKey.self, ResourceLimitsKey.self]
            .map { EnvironmentReads.bit(ObjectIdentifier($0)) }
        #expect(everyView == [1, 2, 4, 8])
        // The getters note the first two by bit, without the lookup.
        #expect(everyView[0] == EnvironmentReads.layoutDirectionBit)
        #expect(everyView[1] == EnvironmentReads.colorSchemeBit)
        var environment = EnvironmentValues()
        let reads = EnvironmentReads()
        environment.reads = reads
        _ = environment.layoutDirection
        _ = environment.colorScheme
        #expect(reads.mask == 0b11)
        // Keys of an app fall in the other 60 bits, whatever their types' addresses.
        for key in [FirstAppKey.self, SecondAppKey.self, ThirdAppKey.self] as [any EnvironmentKey.Type] {
            let bit = EnvironmentReads.bit(ObjectIdentifier(key))
            #expect(bit & 0b1111 == 0)
            #expect(bit.nonzeroBitCount == 1)
        }
    }
}
