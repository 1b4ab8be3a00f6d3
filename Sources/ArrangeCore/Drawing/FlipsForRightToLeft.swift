/// Mirrors its content in a right-to-left layout, as `flipsForRightToLeftLayoutDirection(_:)`
/// does: for drawings whose direction means something (arrows, birds facing the way text reads).
nonisolated struct FlippedForRightToLeft<Content: View>: View {
    let content: Content
    let enabled: Bool
    @Environment(\.layoutDirection) private var layoutDirection

    @MainActor var body: some View {
        content.scaleEffect(x: enabled && layoutDirection == .rightToLeft ? -1 : 1, y: 1)
    }
}

nonisolated extension View {
    /// Sets whether this view mirrors its contents horizontally when the layout direction is
    /// right-to-left, as in SwiftUI.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        FlippedForRightToLeft(content: self, enabled: enabled)
    }
}
