import Foundation

extension NodeAttachingModifier {
    /// Attaches a preference write.
    static func writing<K: PreferenceKey>(_ key: K.Type, _ write: PreferenceTable.Write) -> NodeAttachingModifier {
        var modifier = NodeAttachingModifier { builder, _ in
            let preferences = builder.graph.preferences
            return { node in preferences.attach(PreferenceTable.Writer(key: ObjectIdentifier(K.self), write: write), to: node) }
        }
        modifier.preferenceWrite = (ObjectIdentifier(K.self), write)
        return modifier
    }

    /// Attaches an observer that runs after a pass.
    static func observing(_ check: @escaping (PreferenceTable.ObserverState, Int32, LayoutEngine, PreferenceTable) -> (() -> Void)?) -> NodeAttachingModifier {
        NodeAttachingModifier { builder, identity in
            let graph = builder.graph
            return { node in graph.preferences.observe(identity, node: node, generation: graph.buildGeneration, check: check) }
        }
    }
}

nonisolated extension View {
    /// Sets a value for the given preference, as in SwiftUI (it replaces what the view's
    /// content produced for the key).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(NodeAttachingModifier.writing(K.self, .set(value)))
    }

    /// Applies a transformation to a preference value, as in SwiftUI.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(NodeAttachingModifier.writing(K.self, .transform { value in
            var typed = (value as? K.Value) ?? K.defaultValue
            callback(&typed)
            value = typed
        }))
    }

    /// Sets a value for the specified preference key, the value is a function of a geometry
    /// value tied to the current coordinate space, allowing readers of the value to convert the
    /// geometry to their local coordinates, as in SwiftUI.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(NodeAttachingModifier.writing(K.self, .anchored { frame in transform(value.resolve(frame)) }))
    }

    /// Sets a value for the specified preference key, the value is a function of the key's
    /// current value and a geometry value tied to the current coordinate space, allowing
    /// readers of the value to convert the geometry to their local coordinates, as in SwiftUI.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(NodeAttachingModifier.writing(K.self, .anchoredTransform { current, frame in
            var typed = (current as? K.Value) ?? K.defaultValue
            transform(&typed, value.resolve(frame))
            current = typed
        }))
    }

    /// Adds an action to perform when the specified preference key's value changes, as in
    /// SwiftUI: after the pass in which the value the view's content produces changed (also the
    /// first time it differs from the key's default). State it sets is applied and laid out
    /// again before the host answers, until the values settle.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(NodeAttachingModifier.observing { state, node, engine, preferences in
            let value = preferences.value(K.self, at: node, in: engine)
            let last = state.hasValue ? (state.last as? K.Value) : K.defaultValue
            state.last = value
            state.hasValue = true
            return last == value ? nil : { action(value) }
        })
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as an overlay to the original view, as in SwiftUI.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        overlay(alignment: alignment) { PreferenceValueReader<K, V>(alignment: alignment, transform: transform) }
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as the background of the original view, as in SwiftUI.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        background(alignment: alignment) { PreferenceValueReader<K, V>(alignment: alignment, transform: transform) }
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes, as
    /// in SwiftUI: after each pass in which the transformed value differs from the last one (and
    /// after the first). The proxy is the view's own geometry (its safe-area insets are zero).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> some View {
        onGeometryChange(for: T.self, of: transform) { (_: T, new: T) in action(new) }
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes, as
    /// in SwiftUI (the form with the old and new values; the first time both are the new one).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(NodeAttachingModifier.observing { state, node, engine, _ in
            guard let frame = engine.absoluteFrame(of: node) else { return nil }
            let proxy = GeometryProxy(size: frame.size, safeAreaInsets: EdgeInsets(), globalFrame: frame, namedOrigins: engine.namedOrigins(above: node))
            let value = transform(proxy)
            let last = state.last as? T
            state.last = value
            if let last, last == value { return nil }
            return { action(last ?? value, value) }
        })
    }
}
