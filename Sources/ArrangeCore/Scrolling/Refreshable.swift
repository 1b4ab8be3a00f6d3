nonisolated extension View {
    /// Marks this view as refreshable. Recorded (`AnnotatedView.refresh()` runs the action); no
    /// layout effect.
    public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
        annotated(.refreshable(action))
    }
}
