struct EnvironmentWritingModifier<Value>: NodeModifier {
    typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func buildNodes<C: View>(content: C, in builder: _LayoutTreeBuilder) {
        builder.withEnvironment({ $0[keyPath: keyPath] = value }) { builder.build(content) }
    }
}

extension View {
    /// Sets the environment value of the specified key path to the given value, for this view
    /// and the views it contains (for example `\.layoutDirection` or `\.displayScale`).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }
}
