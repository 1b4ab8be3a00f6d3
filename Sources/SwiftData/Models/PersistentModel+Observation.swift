import Observation

extension PersistentModel {
    /// Reports a read of the property at `keyPath` to the model's registrar; called by the
    /// getters `@Model` generates.
    public func _$observationAccess<Member>(_ keyPath: KeyPath<Self, Member>) {
        _$modelState.registrar.access(self, keyPath: keyPath)
    }

    /// Runs `mutation` as a change of the property at `keyPath`: observers are told, the model
    /// is marked changed and its context records it. Called by the setters `@Model` generates.
    public func _$observationMutation<Member, Result>(
        _ keyPath: KeyPath<Self, Member>,
        _ mutation: () throws -> Result
    ) rethrows -> Result {
        let result = try _$modelState.registrar.withMutation(of: self, keyPath: keyPath, mutation)
        let state = _$modelState
        if let context = state.context, !state.isDeleted {
            state.hasChanges = true
            context.modelDidChange(self)
        }
        return result
    }
}
