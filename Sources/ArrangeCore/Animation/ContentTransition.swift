import Foundation

/// A kind of transition that applies to the content within a single view, rather than to the
/// insertion or removal of a view, as in SwiftUI. Accepted: Arrange shows the end state, so a
/// content transition never changes what is laid out or drawn.
public struct ContentTransition: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        case identity
        case opacity
        case interpolate
        case numericText(countsDown: Bool)
        case numericTextValue(Double)
        case symbolEffect
    }

    let storage: Storage

    /// The identity content transition, which indicates that content changes shouldn't animate.
    public static let identity = ContentTransition(storage: .identity)

    /// A content transition that indicates content fades from transparent to opaque on insertion,
    /// and from opaque to transparent on removal.
    public static let opacity = ContentTransition(storage: .opacity)

    /// A content transition that indicates the views attempt to interpolate their contents
    /// during transitions, where appropriate.
    public static let interpolate = ContentTransition(storage: .interpolate)

    /// Creates a content transition intended to be used with `Text` views displaying numeric
    /// text.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(storage: .numericText(countsDown: countsDown))
    }

    /// Creates a content transition intended to be used with `Text` views displaying numbers;
    /// `value` decides the direction of the animation.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(storage: .numericTextValue(value))
    }

    /// A content transition that applies the default symbol effect transition to symbol images.
    public static var symbolEffect: ContentTransition { ContentTransition(storage: .symbolEffect) }
}

private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.identity
}

extension EnvironmentValues {
    /// The current method of animating the contents of views (`contentTransition(_:)`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}
