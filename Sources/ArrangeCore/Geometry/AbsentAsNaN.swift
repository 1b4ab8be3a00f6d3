import Foundation

/// A length that may be absent, kept in 8 bytes instead of an optional's 16: absence is stored as
/// NaN, which no length that reaches a rule is (bad input is replaced or dropped where it is
/// given: frames drop a NaN dimension, guides are fractions). Rules hold many such lengths, and
/// every byte of a rule is a byte per view.
@propertyWrapper
package struct AbsentAsNaN: Equatable, Sendable {
    private var stored: CGFloat

    package init(wrappedValue: CGFloat?) {
        stored = wrappedValue ?? .nan
    }

    package var wrappedValue: CGFloat? {
        @inline(__always) get { stored.isNaN ? nil : stored }
        set { stored = newValue ?? .nan }
    }

    /// The length as stored, NaN when absent: for arithmetic that reads NaN as absent without
    /// making an optional of each length first.
    package var storedLength: CGFloat { @inline(__always) get { stored } }

    package static func == (lhs: AbsentAsNaN, rhs: AbsentAsNaN) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}
