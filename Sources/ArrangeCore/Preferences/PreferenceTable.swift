import Foundation

/// The preferences of a host's views: what each layout node writes, how values are collected up
/// the tree, and the observers that run after a pass when what they observe changed
/// (`onPreferenceChange`, `onGeometryChange`).
final class PreferenceTable {
    /// One write of one key at one node.
    struct Writer {
        let key: ObjectIdentifier
        let write: Write
    }

    enum Write {
        /// `preference(key:value:)`: replaces what the content produced.
        case set(Any)
        /// `transformPreference`: changes what the content produced.
        case transform((inout Any) -> Void)
        /// `anchorPreference`: a value made from an anchor of the node, resolved when collected.
        case anchored((CGRect) -> Any)
        /// `transformAnchorPreference`: changes what the content produced with an anchor of the
        /// node, resolved when collected.
        case anchoredTransform((inout Any, CGRect) -> Void)
    }

    /// Writers by node, in the order applied (inner modifiers first).
    private(set) var writers: [Int32: [Writer]] = [:]
    /// Whether any node writes any preference (a tree without preferences skips collection).
    var isEmpty: Bool { writers.isEmpty }

    func attach(_ writer: Writer, to node: Int32) {
        writers[node, default: []].append(writer)
    }

    /// How many writers `node` has.
    func writerCount(_ node: Int32) -> Int { writers[node]?.count ?? 0 }

    /// Drops the writers of `node` after the first `count` (enclosing views' writes, which they
    /// make again when built again).
    func truncateWriters(_ node: Int32, to count: Int) {
        guard let list = writers[node], list.count > count else { return }
        writers[node] = count == 0 ? nil : Array(list.prefix(count))
    }

    /// Forgets every writer (a build from the root makes new nodes).
    func removeAllWriters() { writers.removeAll() }

    /// The value of `K` produced by the subtree at `node`: its children's values reduced in
    /// order, then the node's own writes. Only placed nodes contribute.
    func value<K: PreferenceKey>(_ key: K.Type, at node: Int32, in engine: LayoutEngine) -> K.Value {
        collect(K.self, node, engine)?.value ?? K.defaultValue
    }

    private func collect<K: PreferenceKey>(_ key: K.Type, _ node: Int32, _ engine: LayoutEngine) -> (value: K.Value, Void)? {
        var result: K.Value?
        let info = engine.tree.nodes[Int(node)]
        for i in 0..<Int(info.childCount) {
            let child = engine.tree.childList[Int(info.firstChild) + i]
            guard engine.caches.placements.isPlaced(Int(child)), let childValue = collect(K.self, child, engine)?.value else { continue }
            if var accumulated = result {
                K.reduce(value: &accumulated) { childValue }
                result = accumulated
            } else {
                result = childValue
            }
        }
        guard let own = writers[node] else { return result.map { ($0, ()) } }
        let id = ObjectIdentifier(K.self)
        for writer in own where writer.key == id {
            switch writer.write {
            case .set(let value):
                if let value = value as? K.Value { result = value }
            case .transform(let transform):
                var value: Any = result ?? K.defaultValue
                transform(&value)
                if let value = value as? K.Value { result = value }
            case .anchored(let make):
                guard let frame = engine.absoluteFrame(of: node), let value = make(frame) as? K.Value else { continue }
                result = value
            case .anchoredTransform(let transform):
                guard let frame = engine.absoluteFrame(of: node) else { continue }
                var value: Any = result ?? K.defaultValue
                transform(&value, frame)
                if let value = value as? K.Value { result = value }
            }
        }
        return result.map { ($0, ()) }
    }

    // MARK: Observers

    /// What an observer remembers between passes (its last value).
    final class ObserverState {
        var last: Any?
        var hasValue = false
    }

    struct Observer {
        var node: Int32
        /// Given the observed node, returns the action to run when what it observes changed.
        var check: (ObserverState, Int32, LayoutEngine, PreferenceTable) -> (() -> Void)?
        let state: ObserverState
    }

    private var observers = IdentityRegistry<Observer>()

    /// Gives the writers and observers their nodes' numbers in a compacted tree
    /// (`LayoutEngine.compactTree`): the writers of nodes that are gone are dropped, and their
    /// observers get -1, which is never shown.
    func renumberNodes(_ map: (Int32) -> Int32) {
        writers = renumberedKeys(writers, map)
        observers.visit(staleBefore: nil) { _, observer, _ in observer.node = map(observer.node) }
    }

    /// Forgets every writer and observer (the host is gone).
    func tearDown() {
        writers.removeAll()
        observers.removeAll()
    }

    /// Registers (or updates, keeping what it remembers) the observer at `key`.
    func observe(_ key: ViewIdentity, node: Int32, generation: UInt64,
                 check: @escaping (ObserverState, Int32, LayoutEngine, PreferenceTable) -> (() -> Void)?) {
        observers.register(key, generation: generation, update: { observer in
            observer.node = node
            observer.check = check
        }, make: { Observer(node: node, check: check, state: ObserverState()) })
    }

    /// The observers' actions due after a pass, in registration order (deepest views first).
    /// With `staleBefore`, observers not registered since that build from the root are dropped.
    func actionsAfterPass(engine: LayoutEngine, staleBefore generation: UInt64?) -> [() -> Void] {
        guard !observers.isEmpty else { return [] }
        var actions: [() -> Void] = []
        observers.visit(staleBefore: generation) { _, observer, stale in
            guard !stale, engine.isShown(observer.node) else { return }
            if let action = observer.check(observer.state, observer.node, engine, self) { actions.append(action) }
        }
        return actions
    }
}
