/// A set of accessibility traits that describe how an element behaves, as in SwiftUI.
/// Recorded by `accessibilityAddTraits(_:)` and `accessibilityRemoveTraits(_:)`.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    /// The traits as bits (Arrange's own representation).
    private var bits: UInt32

    private init(bits: UInt32) { self.bits = bits }

    /// The accessibility element is a button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// The accessibility element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// The accessibility element is currently selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// The accessibility element is a link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// The accessibility element is a search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// The accessibility element is an image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// The accessibility element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// The accessibility element behaves as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// The accessibility element is a static text that cannot be modified by the user.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// The accessibility element provides summary information when the application starts.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// The accessibility element frequently updates its label or value.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// The accessibility element starts a media session when it is activated.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// The accessibility element allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// The accessibility element causes an automatic page turn when VoiceOver finishes reading it.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// The accessibility element is modal.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// The accessibility element is a toggle.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    /// The accessibility element is a tab bar.
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    /// Creates an empty set of traits.
    public init() { bits = 0 }

    /// Whether the set contains `member`'s traits.
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits && member.bits != 0 }
    /// The traits in either set.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    /// The traits in both sets.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    /// The traits in one set but not both.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }
    /// Adds `newMember`'s traits.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    /// Removes `member`'s traits.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let present = intersection(member)
        bits &= ~member.bits
        return present.isEmpty ? nil : present
    }
    /// Adds `newMember`'s traits.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let present = intersection(newMember)
        bits |= newMember.bits
        return present.isEmpty ? nil : present
    }
    /// Keeps the traits in both sets.
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    /// Keeps the traits in both sets.
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    /// Keeps the traits in one set but not both.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}
