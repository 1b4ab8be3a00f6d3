/// Kinds for the content shape of a view, as in SwiftUI.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a content shape kind.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The kind for hit-testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The kind for drag and drop previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The kind for context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The kind for hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The kind for accessibility visuals and sorting.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

nonisolated extension View {
    /// Defines the content shape for hit testing. Recorded as `.interaction`; the shape changes
    /// no frame.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        annotated(.contentShape(.interaction), .contentShapeValue(shape, eoFill: eoFill))
    }

    /// Sets the content shape for this view, for the kinds given. Recorded; no layout effect.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        annotated(.contentShape(kind), .contentShapeValue(shape, eoFill: eoFill))
    }

    /// Configures whether this view participates in hit test operations. Recorded; no layout
    /// effect.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        annotated(.allowsHitTesting(enabled))
    }
}
