nonisolated extension View {
    /// Sets the visibility of the status bar. Recorded; no layout effect (the host's safe area
    /// is what `HostingView.safeAreaInsets` says).
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        annotated(.statusBarHidden(hidden))
    }

    /// Sets the visibility of the status bar, as `statusBarHidden(_:)` does. Recorded; no
    /// layout effect.
    public func statusBar(hidden: Bool) -> some View {
        annotated(.statusBarHidden(hidden))
    }

    /// Sets the preferred visibility of the non-transient system views overlaying the app (the
    /// home indicator). Recorded; no layout effect.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        annotated(.persistentSystemOverlays(visibility))
    }
}
