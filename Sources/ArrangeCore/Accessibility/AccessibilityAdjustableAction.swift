import Foundation

/// A directional indicator you use when making an accessibility element adjustable, as in
/// SwiftUI.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Increment an adjustable accessibility element.
    case increment
    /// Decrement an adjustable accessibility element.
    case decrement
}

nonisolated extension View {
    /// Adds an accessibility adjustable action to the view: what swiping up (increment) or down
    /// (decrement) with VoiceOver does. Recorded; no layout effect.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityAdjustableAction(handler)))
    }

    /// Adds an accessibility scroll action to the view: what a three-finger swipe toward an
    /// edge does. Recorded; no layout effect.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(.accessibilityScrollAction(handler)))
    }
}
