import Foundation

/// Haptic feedback, as UIKit's `UIFeedbackGenerator`: Arrange's stand-ins have no motor to drive,
/// so every method does nothing — SwiftUI code that taps out haptics compiles and runs unchanged.
@MainActor @preconcurrency
public class UIFeedbackGenerator {
    /// Gets the motor ready (nothing here).
    public func prepare() {}
}

/// Feedback for a collision, as UIKit's `UIImpactFeedbackGenerator` (see `UIFeedbackGenerator`).
@MainActor @preconcurrency
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy an impact feels.
    public enum FeedbackStyle: Int, Hashable, Sendable {
        /// The light feedback.
        case light
        /// The medium feedback.
        case medium
        /// The heavy feedback.
        case heavy
        /// The soft feedback.
        case soft
        /// The rigid feedback.
        case rigid
    }

    /// The style impacts have.
    public let style: FeedbackStyle

    /// A generator of impacts of the given style.
    public init(style: FeedbackStyle) { self.style = style }
    /// A generator of medium impacts.
    public override init() { style = .medium }

    /// Plays an impact (nothing here).
    public func impactOccurred() {}
    /// Plays an impact of the given strength from 0 to 1 (nothing here).
    public func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a task's outcome, as UIKit's `UINotificationFeedbackGenerator` (see
/// `UIFeedbackGenerator`).
@MainActor @preconcurrency
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcomes.
    public enum FeedbackType: Int, Hashable, Sendable {
        /// The success feedback.
        case success
        /// The warning feedback.
        case warning
        /// The error feedback.
        case error
    }

    /// A generator of outcome feedback.
    public override init() {}

    /// Plays the feedback of an outcome (nothing here).
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Feedback for a changed selection, as UIKit's `UISelectionFeedbackGenerator` (see
/// `UIFeedbackGenerator`).
@MainActor @preconcurrency
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// A generator of selection feedback.
    public override init() {}

    /// Plays a selection tick (nothing here).
    public func selectionChanged() {}
}
