@usableFromInline nonisolated struct EnvironmentWritingModifier<Value>: NodeModifier {
    @usableFromInline typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        builder.withEnvironment({ $0[keyPath: keyPath] = value }) { builder.build(content) }
    }
}

nonisolated extension View {
    /// Sets the environment value of the specified key path to the given value, for this view
    /// and the views it contains (for example `\.layoutDirection` or `\.displayScale`).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }
}

@usableFromInline nonisolated struct EnvironmentTransformingModifier<Value>: NodeModifier {
    @usableFromInline typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    @usableFromInline func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        builder.withEnvironment({ transform(&$0[keyPath: keyPath]) }) { builder.build(content) }
    }
}

nonisolated extension View {
    /// Transforms the environment value of the specified key path with the given function, for
    /// this view and the views it contains.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentTransformingModifier(keyPath: keyPath, transform: transform))
    }
}
