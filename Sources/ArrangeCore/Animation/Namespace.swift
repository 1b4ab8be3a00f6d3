import Foundation

/// A dynamic property type that allows access to a namespace defined by the persistent identity
/// of the object containing the property (a view), as in SwiftUI. Each `Namespace` value has an
/// identifier of its own; nothing in Arrange compares them across updates, since
/// `matchedGeometryEffect`, which takes them, is accepted without effect.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identifier.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    /// The namespace's identifier.
    public var wrappedValue: Namespace.ID {
        ID(value: storage.value)
    }

    private let storage = NamespaceStorage()

    /// Creates a namespace.
    public init() {}
}

/// The number of one namespace: a new one for each `Namespace` value made.
private final class NamespaceStorage: Sendable {
    let value: Int

    init() {
        value = NamespaceStorage.counter.next()
    }

    private static let counter = NamespaceCounter()
}

/// Hands out namespace numbers from any thread.
private final class NamespaceCounter: @unchecked Sendable {
    // @unchecked: `last` is only touched while `lock` is held.
    private let lock = NSLock()
    private var last = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}

/// The properties of a view a `matchedGeometryEffect` matches, as in SwiftUI.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The properties as bits.
    public let rawValue: UInt32
    /// Properties from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view's position, in window coordinates.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size, in local coordinates.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both the position and the size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
    /// Defines a group of views with synchronized geometry using an identifier and namespace, as
    /// in SwiftUI. Accepted: SwiftUI uses it to animate a view into another's place when one
    /// replaces the other, and Arrange shows the end state, in which only one of them is present
    /// and keeps its own frame. (When a source and a non-source are both present, SwiftUI gives
    /// the non-source the source's frame; Arrange does not.)
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        self
    }
}
