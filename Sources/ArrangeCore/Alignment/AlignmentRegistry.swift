import Foundation

/// Numbers for `AlignmentID` types, so an `AlignmentKey` is 4 bytes of number and its axis
/// instead of an existential metatype and the facts cached beside it: every frame and stack
/// rule holds alignments, and each byte of a rule is a byte per view.
///
/// The built-in guides have fixed numbers (0…7) and their facts in a constant table, so layout's
/// hot path (a built-in guide's default value, its merge) never takes the lock. A custom
/// `AlignmentID` gets the next number on first use, under the lock, and keeps it for the life of
/// the process.
enum AlignmentRegistry {
    /// The built-in guides, in the order of their numbers (`AlignmentKey.fraction` and `merge`
    /// know them by these numbers).
    static let builtins: [any AlignmentID.Type] = [
        LeadingID.self, HorizontalCenterID.self, TrailingID.self,
        TopID.self, VerticalCenterID.self, BottomID.self,
        FirstTextBaselineID.self, LastTextBaselineID.self,
    ]

    /// How many guides are built in: the numbers below it are theirs.
    static let builtinCount: UInt32 = 8

    /// The custom guides numbered so far, from `builtins.count` on.
    private final class CustomTable: @unchecked Sendable {
        // @unchecked: `lock` guards both collections.
        let lock = ReadWriteLock()
        var numbers: [ObjectIdentifier: UInt32] = [:]
        var types: [any AlignmentID.Type] = []
    }
    private static let custom = CustomTable()

    /// The number of `id`: fixed for the built-in guides, given on first use to a custom one.
    static func number(of id: any AlignmentID.Type) -> UInt32 {
        let identity = ObjectIdentifier(id)
        for (number, builtin) in builtins.enumerated() where ObjectIdentifier(builtin) == identity { return UInt32(number) }
        if let known = custom.lock.reading({ custom.numbers[identity] }) { return known }
        return custom.lock.writing {
            if let known = custom.numbers[identity] { return known }
            let number = builtinCount + UInt32(custom.types.count)
            custom.types.append(id)
            custom.numbers[identity] = number
            return number
        }
    }

    /// The `AlignmentID` type numbered `number`.
    static func type(numbered number: UInt32) -> any AlignmentID.Type {
        let index = Int(number)
        if number < builtinCount { return builtins[index] }
        return custom.lock.reading { custom.types[index - Int(builtinCount)] }
    }
}
