nonisolated extension View {
    /// Shows `label` at the trailing edge of this view's list row (the `Text`, `String` and
    /// `Int` forms of `badge(_:)` are declared with `Text`, which they build). Arrange's own
    /// entry point for them.
    public func _badge(_ label: AnyView?) -> some View {
        ListRowTraitView(content: self) { $0.badge = label }
    }
}
