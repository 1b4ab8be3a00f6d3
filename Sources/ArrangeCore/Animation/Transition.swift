import Foundation

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy, as in SwiftUI (unlike SwiftUI's, not isolated to the main actor, like `View` here).
///
/// `View.transition(_:)` accepts any transition and leaves the view unchanged: Arrange shows the
/// end state, where a view in the hierarchy is in the `identity` phase, and transitions should
/// make no visual change in that phase. `apply(content:phase:)` builds the transition's body.
@MainActor @preconcurrency
public protocol Transition {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body(content:phase:)`.
    typealias Content = PlaceholderContentView<Self>
    /// Gets the current body of the caller.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// Returns the properties this transition type has. Defaults to `TransitionProperties()`.
    nonisolated static var properties: TransitionProperties { get }
}

nonisolated extension Transition {
    /// The default properties: `TransitionProperties()`.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// The transition's body applied to `content` in `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        content.modifier(TransitionBodyModifier(transition: self, phase: phase))
    }

    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }

    /// Combines this transition with another, returning a new transition that is the result of
    /// both transitions being applied.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }
}

/// A placeholder used to construct an inline modifier, transition, or other helper type, as in
/// SwiftUI: the content a `Transition`'s body receives.
nonisolated public struct PlaceholderContentView<Value>: View {
    /// A primitive: it has no body.
    public typealias Body = Never
    /// Builds the content the transition was applied to.
    public static func _makeLayoutNodes(of view: Self, in builder: _LayoutTreeBuilder) {
        builder.buildModifierContent()
    }
}

/// Builds a transition's body around the modified content.
@usableFromInline nonisolated struct TransitionBodyModifier<T: Transition>: NodeModifier {
    @usableFromInline typealias Body = Never
    let transition: T
    let phase: TransitionPhase

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        builder.withModifierContent({ $0.build(content) }) {
            builder.build(assumingMainActor((transition, phase)) { $0.0.body(content: PlaceholderContentView(), phase: $0.1) })
        }
    }
}

/// An indication of which the current stage of a transition, as in SwiftUI.
public enum TransitionPhase: Hashable, Sendable {
    /// The transition is being applied to a view that is about to be inserted.
    case willAppear
    /// The transition is being applied to a view that is in the view hierarchy.
    case identity
    /// The transition is being applied to a view that has been requested to be removed.
    case didDisappear

    /// Whether the transition should have an identity effect: `true` in the `identity` phase.
    public var isIdentity: Bool { self == .identity }

    /// 0 in the `identity` phase, -1 for `willAppear` and 1 for `didDisappear`.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// The properties a `Transition` can have, as in SwiftUI.
public struct TransitionProperties: Sendable {
    /// Whether the transition includes motion.
    public var hasMotion: Bool
    /// Creates the properties of a transition.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

nonisolated extension View {
    /// Associates a transition with the view. Accepted; a view in the tree is in the
    /// transition's identity phase, which leaves it unchanged.
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(AcceptedModifier())
    }
}

extension AnyTransition {
    /// Creates a type-erased transition from a `Transition`.
    public init<T: Transition>(_ transition: T) {
        self.init(storage: .modifier(String(describing: T.self)))
    }
}

// MARK: Built-in transitions

/// A transition that returns the input view, unmodified, as the output view.
nonisolated public struct IdentityTransition: Transition {
    /// Creates the identity transition.
    public init() {}
    /// The content, unmodified.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    /// No motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
nonisolated public struct OpacityTransition: Transition {
    /// Creates the opacity transition.
    public init() {}
    /// The content, transparent outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
    /// No motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Returns a transition that scales the view.
nonisolated public struct ScaleTransition: Transition {
    /// The amount to scale the view by.
    public var scale: Double
    /// The anchor point to scale the view around.
    public var anchor: UnitPoint
    /// Creates a transition that scales the view by the specified amount.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    /// The content, scaled outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

/// A transition that moves the view by the specified offset.
nonisolated public struct OffsetTransition: Transition {
    /// The amount to offset the view by.
    public var offset: CGSize
    /// Creates a transition that offsets the view by the specified amount.
    public init(_ offset: CGSize) { self.offset = offset }
    /// The content, offset outside the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Returns a transition that moves the view away, towards the specified edge of the view.
/// Arrange draws only the identity phase, in which the view is not moved.
nonisolated public struct MoveTransition: Transition {
    /// The edge to move the view towards.
    public var edge: Edge
    /// Creates a transition that moves the view away, towards the specified edge of the view.
    public init(edge: Edge) { self.edge = edge }
    /// The content (the identity phase's appearance).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that inserts by moving in from the leading edge, and removes by moving out
/// towards the trailing edge. Arrange draws only the identity phase, in which the view is not moved.
nonisolated public struct SlideTransition: Transition {
    /// Creates the slide transition.
    public init() {}
    /// The content (the identity phase's appearance).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that moves the view in from the specified edge while fading it in, and out
/// towards the opposite edge while fading it out.
nonisolated public struct PushTransition: Transition {
    /// The edge from which the view will be animated in.
    public var edge: Edge
    /// Creates a transition that animates a view by moving and fading it.
    public init(edge: Edge) { self.edge = edge }
    /// The content, transparent outside the identity phase (the movement is not drawn).
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

/// A composite transition that uses a different transition for insertion versus removal.
nonisolated public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition to apply on insertion.
    public var insertion: Insertion
    /// The transition to apply on removal.
    public var removal: Removal
    /// Creates a composite transition.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    /// Insertion's body before and in the identity phase, removal's after.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        if phase == .didDisappear {
            content.modifier(TransitionBodyModifier(transition: removal, phase: phase))
        } else {
            content.modifier(TransitionBodyModifier(transition: insertion, phase: phase))
        }
    }
}

nonisolated struct AnimatedTransition<Base: Transition>: Transition {
    let base: Base
    let animation: Animation?
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(TransitionBodyModifier(transition: base, phase: phase))
    }
    static var properties: TransitionProperties { Base.properties }
}

nonisolated struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(TransitionBodyModifier(transition: first, phase: phase))
            .modifier(TransitionBodyModifier(transition: second, phase: phase))
    }
    static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }
}

nonisolated extension Transition where Self == IdentityTransition {
    /// A transition that returns the input view, unmodified, as the output view.
    public static var identity: IdentityTransition { IdentityTransition() }
}

nonisolated extension Transition where Self == OpacityTransition {
    /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

nonisolated extension Transition where Self == ScaleTransition {
    /// Returns a transition that scales the view.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// Returns a transition that scales the view by the specified amount.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self { ScaleTransition(scale, anchor: anchor) }
}

nonisolated extension Transition where Self == OffsetTransition {
    /// Returns a transition that offsets the view by the specified amount.
    public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }
    /// Returns a transition that offsets the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { OffsetTransition(CGSize(width: x, height: y)) }
}

nonisolated extension Transition where Self == MoveTransition {
    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

nonisolated extension Transition where Self == SlideTransition {
    /// A transition that inserts by moving in from the leading edge, and removes by moving out
    /// towards the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

nonisolated extension Transition where Self == PushTransition {
    /// Creates a transition that animates a view by moving and fading it.
    public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}

/// A transition that animates the insertion or removal of a view by combining blurring and
/// scaling effects. Arrange draws only the identity phase, which is neither blurred nor scaled.
nonisolated public struct BlurReplaceTransition: Transition {
    /// Configuration properties for a transition.
    public struct Configuration: Equatable, Sendable {
        private let scalesDownOnRemoval: Bool
        /// Scales the view down while removing it and up while inserting it.
        public static let downUp = Configuration(scalesDownOnRemoval: true)
        /// Scales the view up while both removing and inserting it.
        public static let upUp = Configuration(scalesDownOnRemoval: false)
    }

    /// The transition configuration.
    public var configuration: Configuration
    /// Creates a new transition.
    public init(configuration: Configuration) { self.configuration = configuration }
    /// The content, transparent outside the identity phase (blur and scale are not drawn).
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

nonisolated extension Transition where Self == BlurReplaceTransition {
    /// A transition that animates the insertion or removal of a view by combining blurring and
    /// scaling effects.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    /// A transition that animates the insertion or removal of a view by combining blurring and
    /// scaling effects, with the given configuration.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        BlurReplaceTransition(configuration: config)
    }
}
