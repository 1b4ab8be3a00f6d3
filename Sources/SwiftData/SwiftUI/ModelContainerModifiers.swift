import ArrangeCore
import Foundation

/// The environment's model context when no `modelContainer` modifier gives one: a context of
/// an empty in-memory container, so `@Query` reads no models and inserts have somewhere to go.
private struct ModelContextKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue = ModelContext(ModelContainer(emptyInMemory: ()))
}

extension EnvironmentValues {
    /// The SwiftData model context that `@Query` fetches from and views insert into, as in
    /// SwiftData's SwiftUI support; set by `modelContainer(_:)` and `modelContext(_:)`.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

/// Keeps the container a `modelContainer(for:…)` modifier makes for its view's identity, so
/// the models inserted in it survive the view's updates.
private final class ContainerBox: @unchecked Sendable {
    let result: Result<ModelContainer, any Error>
    init(types: [any PersistentModel.Type], inMemory: Bool, autosave: Bool) {
        result = Result { try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)]) }
    }
}

/// The view a `modelContainer(for:…)` modifier makes: the container made once, its main
/// context in the environment.
nonisolated private struct ModelContainerHost<Content: View>: View {
    let content: Content
    @State private var box: ContainerBox
    let onSetup: (Result<ModelContainer, any Error>) -> Void
    let autosave: Bool

    init(content: Content, types: [any PersistentModel.Type], inMemory: Bool, autosave: Bool, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void) {
        self.content = content
        _box = State(wrappedValue: ContainerBox(types: types, inMemory: inMemory, autosave: autosave))
        self.onSetup = onSetup
        self.autosave = autosave
    }

    @MainActor var body: some View {
        switch box.result {
        case .success(let container):
            let context = container.mainContext
            content.environment(\.modelContext, context)
                .onAppear { context.autosaveEnabled = autosave; onSetup(.success(container)) }
        case .failure(let error):
            content.onAppear { onSetup(.failure(error)) }
        }
    }
}

/// The view a `modelContainer(_:)` modifier makes: the given container's main context in the
/// environment.
nonisolated private struct GivenContainerHost<Content: View>: View {
    let content: Content
    let container: ModelContainer
    @MainActor var body: some View {
        content.environment(\.modelContext, container.mainContext)
    }
}

nonisolated extension View {
    /// Sets the model container, and its main context, in this view's environment, as in
    /// SwiftData's SwiftUI support.
    public func modelContainer(_ container: ModelContainer) -> some View {
        GivenContainerHost(content: self, container: container)
    }

    /// Makes a model container for the model type (and the types it refers to), once for this
    /// view's identity, and sets it and its main context in the environment. Arrange's store is
    /// in memory whatever `inMemory` says; undo is not modelled. `onSetup` is called when the
    /// view appears with the container or the error that prevented it.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        ModelContainerHost(content: self, types: [modelType], inMemory: inMemory, autosave: isAutosaveEnabled, onSetup: onSetup)
    }

    /// Makes a model container for the model types, once for this view's identity (see
    /// `modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)` with one type).
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        ModelContainerHost(content: self, types: modelTypes, inMemory: inMemory, autosave: isAutosaveEnabled, onSetup: onSetup)
    }

    /// Sets the model context in this view's environment.
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

extension Scene {
    /// Sets the model container, and its main context, for the scene's windows.
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        _modifyingWindowContent { AnyView($0.modelContainer(container)) }
    }

    /// Makes a model container for the model type for the scene's windows (see the view
    /// modifier of the same name).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        let box = SceneModelTypes(types: [modelType], onSetup: onSetup)
        return _modifyingWindowContent { AnyView($0.modelContainer(for: box.types, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: box.onSetup)) }
    }

    /// Makes a model container for the model types for the scene's windows.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        let box = SceneModelTypes(types: modelTypes, onSetup: onSetup)
        return _modifyingWindowContent { AnyView($0.modelContainer(for: box.types, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: box.onSetup)) }
    }
}

/// A scene modifier's arguments, carried into its main-actor transform.
private struct SceneModelTypes: @unchecked Sendable {
    let types: [any PersistentModel.Type]
    let onSetup: (Result<ModelContainer, any Error>) -> Void
}
