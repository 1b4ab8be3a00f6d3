/// Defines the behaviour for the child elements of the new parent element, as in SwiftUI
/// (`accessibilityElement(children:)`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case ignore, contain, combine }
    private let kind: Kind

    /// Any child accessibility elements become hidden.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// Any child accessibility elements become children of the new accessibility element.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// Combine any child accessibility element's properties for the new accessibility element.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}
