import Foundation

/// A type-erased transition, as in SwiftUI: how a view is inserted into and removed from the
/// view hierarchy.
///
/// Accepted: Arrange shows the end state, where a view in the hierarchy is in its transition's
/// identity state and a removed view is gone, so a transition never changes layout or drawing.
/// The value records what was asked for, for a later update model.
public struct AnyTransition: Sendable {
    indirect enum Storage: Sendable {
        case identity
        case opacity
        case scale(scale: CGFloat, anchor: UnitPoint)
        case slide
        case move(Edge)
        case offset(CGSize)
        case push(Edge)
        case asymmetric(insertion: AnyTransition, removal: AnyTransition)
        case combined(AnyTransition, AnyTransition)
        case animation(AnyTransition, Animation?)
        /// `modifier(active:identity:)`, with the modifier type's name.
        case modifier(String)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// A transition that returns the input view, unmodified, as the output view.
    public static let identity = AnyTransition(storage: .identity)

    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    public static let opacity = AnyTransition(storage: .opacity)

    /// Returns a transition that scales the view.
    public static var scale: AnyTransition { scale(scale: 0, anchor: .center) }

    /// Returns a transition that scales the view by the specified amount, about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(storage: .scale(scale: scale, anchor: anchor))
    }

    /// A transition that inserts by moving in from the leading edge, and removes by moving out
    /// towards the trailing edge.
    public static var slide: AnyTransition { AnyTransition(storage: .slide) }

    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(storage: .move(edge)) }

    /// A transition that moves the view by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(storage: .offset(offset)) }

    /// A transition that moves the view by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Creates a transition that moves the view in from `edge` while fading it in, and out
    /// towards the opposite edge while fading it out.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(storage: .push(edge)) }

    /// Provides a composite transition that uses a different transition for insertion versus removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(storage: .asymmetric(insertion: insertion, removal: removal))
    }

    /// Returns a transition defined between an active modifier and an identity modifier.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(storage: .modifier(String(describing: E.self)))
    }

    /// Combines this transition with another, returning a new transition that is the result of
    /// both transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(storage: .combined(self, other))
    }

    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(storage: .animation(self, animation))
    }
}
