/// What ``ModelContext/model(for:)`` returns for an identifier no context knows: a model of
/// no app class, with no properties.
final class UnresolvedModel: PersistentModel {
    let _$modelState: _ModelState

    init(entityName: String) {
        _$modelState = _ModelState(entityName: entityName)
    }

    static var _$properties: [_ModelProperty] { [] }
}
