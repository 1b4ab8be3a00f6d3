import ArrangeCore
import Foundation

extension InspectableView {
    /// Runs the `onAppear` action (the `index`-th, innermost first).
    public func callOnAppear(index: Int = 0) throws {
        try lifecycleAction("onAppear", index: index) { if case .appear(let action) = $0 { return action } else { return nil } }()
    }

    /// Runs the `onDisappear` action (the `index`-th, innermost first).
    public func callOnDisappear(index: Int = 0) throws {
        try lifecycleAction("onDisappear", index: index) { if case .disappear(let action) = $0 { return action } else { return nil } }()
    }

    /// Runs the `onChange(of:)` action for a change to `value` (its old value is the one the
    /// modifier was given).
    public func callOnChange<E: Equatable>(newValue value: E, index: Int = 0) throws {
        let action = try lifecycleAction("onChange", index: index) { action -> (() -> Void)? in
            guard case .change(let old, _, _, let perform) = action, old is E || old is E? else { return nil }
            return { perform(old, value) }
        }
        action()
    }

    /// Runs the `onChange(of:)` action for a change from `oldValue` to `newValue`.
    public func callOnChange<E: Equatable>(oldValue: E, newValue: E, index: Int = 0) throws {
        let action = try lifecycleAction("onChange", index: index) { action -> (() -> Void)? in
            guard case .change(let old, _, _, let perform) = action, old is E || old is E? else { return nil }
            return { perform(oldValue, newValue) }
        }
        action()
    }

    /// Runs the transform of `.transaction(_:)` on a new `Transaction`.
    public func callTransaction() throws {
        guard let modifier = contentForModifierLookup.medium.viewModifiers.reversed().lazy.compactMap({ $0 as? TransactionModifier }).first else {
            throw modifierNotFound("transaction")
        }
        var transaction = Transaction()
        modifier.transform(&transaction)
    }

    /// Runs the `task` action and waits for it.
    public func callTask() async throws {
        let modifier = lifecycleActions().compactMap { action -> (@Sendable () async -> Void)? in
            if case .task(_, _, let perform) = action { return perform } else { return nil }
        }.first
        guard let modifier else { throw modifierNotFound("task") }
        await modifier()
    }

    /// The lifecycle actions of the modifiers applied directly to this view, innermost first.
    private func lifecycleActions() -> [LifecycleTable.Action] {
        modifiers(named: "NodeAttachingModifier").compactMap { try? Inspector.attribute(label: "lifecycle", value: $0) as? LifecycleTable.Action }
    }

    private func lifecycleAction<T>(_ call: String, index: Int, _ match: (LifecycleTable.Action) -> T?) throws -> T {
        let found = lifecycleActions().compactMap(match)
        guard index < found.count else { throw modifierNotFound(call, index: index) }
        return found[index]
    }
}
