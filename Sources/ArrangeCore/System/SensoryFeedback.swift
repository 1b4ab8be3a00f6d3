/// Represents a type of haptic and/or audio feedback that can be played, as in SwiftUI
/// (iOS 17). Recorded by `sensoryFeedback`; Arrange plays nothing.
public struct SensoryFeedback: Equatable, Sendable {
    /// The weight to be represented by a type of feedback.
    public struct Weight: Equatable, Sendable {
        let value: Int
        /// A weight to communicate a collision between small or lightweight UI objects.
        public static let light = Weight(value: 0)
        /// A weight to communicate a collision between medium-sized or medium-weight UI objects.
        public static let medium = Weight(value: 1)
        /// A weight to communicate a collision between large or heavyweight UI objects.
        public static let heavy = Weight(value: 2)
    }

    /// The flexibility to be represented by a type of feedback.
    public struct Flexibility: Equatable, Sendable {
        let value: Int
        /// Communicates a collision between hard or inflexible UI objects.
        public static let rigid = Flexibility(value: 0)
        /// Communicates a collision between solid UI objects of medium flexibility.
        public static let solid = Flexibility(value: 1)
        /// Communicates a collision between soft or flexible UI objects.
        public static let soft = Flexibility(value: 2)
    }

    /// The feedback's name (`"success"`, `"impact"`, …). Arrange's own.
    public let name: String
    private let weight: Weight?
    private let flexibility: Flexibility?
    private let intensity: Double?

    private init(_ name: String, weight: Weight? = nil, flexibility: Flexibility? = nil, intensity: Double? = nil) {
        self.name = name
        self.weight = weight
        self.flexibility = flexibility
        self.intensity = intensity
    }

    /// Indicates that a task or action has completed.
    public static let success = SensoryFeedback("success")
    /// Indicates that a task or action has produced a warning of some kind.
    public static let warning = SensoryFeedback("warning")
    /// Indicates that an error has occurred.
    public static let error = SensoryFeedback("error")
    /// Indicates that a UI element's values are changing.
    public static let selection = SensoryFeedback("selection")
    /// Indicates that an important value increased above a significant threshold.
    public static let increase = SensoryFeedback("increase")
    /// Indicates that an important value decreased below a significant threshold.
    public static let decrease = SensoryFeedback("decrease")
    /// Indicates that an activity started.
    public static let start = SensoryFeedback("start")
    /// Indicates that an activity stopped.
    public static let stop = SensoryFeedback("stop")
    /// Indicates the alignment of a dragged item.
    public static let alignment = SensoryFeedback("alignment")
    /// Indicates movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback("levelChange")
    /// Provides a physical metaphor you can use to complement a visual experience.
    public static let impact = SensoryFeedback("impact")

    /// Provides a physical metaphor you can use to complement a visual experience.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback("impact", weight: weight, intensity: intensity)
    }

    /// Provides a physical metaphor you can use to complement a visual experience.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback("impact", flexibility: flexibility, intensity: intensity)
    }
}

nonisolated extension View {
    /// Plays the specified feedback when the provided trigger value changes. Recorded; no
    /// layout effect.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        annotated(.sensoryFeedback(feedback))
    }

    /// Plays the specified feedback when the provided trigger value changes and the condition
    /// returns true. Recorded; no layout effect.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        annotated(.sensoryFeedback(feedback))
    }

    /// Plays feedback when returned from the feedback closure after the provided trigger value
    /// changes. Recorded (without a feedback, which the closure chooses); no layout effect.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        annotated(.sensoryFeedback(nil))
    }
}
