import Observation

/// The observation point of a managed object or a store: reading a value registers an access
/// (a SwiftUI body reading it is evaluated again when it changes), changing one reports a
/// mutation. Managed objects are not `Observable` themselves, as on iOS.
final class ObjectChanges: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var version = 0

    /// Records that the caller reads the values.
    func access() {
        registrar.access(self, keyPath: \.version)
    }

    /// Reports a change to the observers.
    func change() {
        registrar.withMutation(of: self, keyPath: \.version) { version += 1 }
    }
}
