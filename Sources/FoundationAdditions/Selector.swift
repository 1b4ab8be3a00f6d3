/// The name of a method, as the Objective-C runtime's `Selector`, which `#selector(…)` makes on
/// Apple's platforms. Arrange's own: Linux has no Objective-C runtime, so Arrange compiles
/// `#selector(UIResponder.resignFirstResponder)` as `Selector("resignFirstResponder")` and a
/// selector is only its name (UIKit's stand-ins compare it; nothing performs it).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name, in Objective-C's form (`"resignFirstResponder"`, `"addItemsObject:"`).
    public let name: String

    /// The selector named `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The selector named by a string literal.
    public init(stringLiteral name: String) {
        self.name = name
    }

    /// The method's name.
    public var description: String { name }
}
