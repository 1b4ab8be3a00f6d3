/// `onAppear`, `onDisappear`, `onChange` and `task`: actions the host runs after a layout pass
/// (see `LifecycleTable`). They add no layout node; each is registered for every node its content
/// produced (`NodeAttachingModifier`).
extension NodeAttachingModifier {
    /// Registers a lifecycle action for the node.
    static func lifecycle(_ action: LifecycleTable.Action) -> NodeAttachingModifier {
        NodeAttachingModifier(attachment: { builder, identity in
            let graph = builder.graph
            return { node in graph.lifecycle.register(identity, node: node, action: action, generation: graph.buildGeneration) }
        }, lifecycle: action)
    }
}

nonisolated extension View {
    /// Adds an action to perform before this view appears, as in SwiftUI: after the layout pass
    /// in which it first enters the laid-out tree.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(NodeAttachingModifier.lifecycle(.appear(action ?? {})))
    }

    /// Adds an action to perform after this view disappears, as in SwiftUI: after the pass in
    /// which it left the laid-out tree.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(NodeAttachingModifier.lifecycle(.disappear(action ?? {})))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes, as in
    /// SwiftUI: the action gets the old and new values, after the update that changed it; with
    /// `initial`, also when the view appears (old and new both the value).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(NodeAttachingModifier.lifecycle(.change(
            value: value, initial: initial,
            isEqual: { ($0 as? V) == ($1 as? V) },
            action: { old, new in if let old = old as? V, let new = new as? V { action(old, new) } })))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes, as in
    /// SwiftUI (the form without the values).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }

    /// Adds a modifier for this view that fires an action when a specific value changes, as in
    /// SwiftUI (deprecated there in favour of the two forms above).
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        onChange(of: value, initial: false) { (_: V, new: V) in action(new) }
    }

    /// Adds an asynchronous task to perform before this view appears, as in SwiftUI: started
    /// after the pass in which the view appears, cancelled when it disappears.
    /// `HostingView.settle()` waits for it.
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(NodeAttachingModifier.lifecycle(.task(id: nil, priority: priority, action: action)))
    }

    /// Adds a task to perform before this view appears or when a specified value changes, as
    /// in SwiftUI: a new `id` cancels the running task and starts it again.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(NodeAttachingModifier.lifecycle(.task(id: AnyHashable(EquatableBox(value: value)), priority: priority, action: action)))
    }
}

/// An equatable value made hashable (all in one bucket), so `task(id:)` can keep any
/// `Equatable` id as SwiftUI's does.
private struct EquatableBox<T: Equatable>: Hashable {
    let value: T
    static func == (a: Self, b: Self) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) {}
}
