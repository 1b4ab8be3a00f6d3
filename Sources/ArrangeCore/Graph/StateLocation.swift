import Foundation

/// The storage of one `@State`: it outlives the view values that refer to it, belongs to the
/// view's identity, and invalidates its view when written with a different value.
///
/// Reads and writes take a lock, so a write from another thread (a task finishing, a callback)
/// is safe; the host applies it on its next use.
final class StateLocation<Value>: GraphStorage, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    /// The record of the view the state belongs to, once installed.
    weak var owner: ViewRecord?
    /// Set when the owner's view left the tree: writes still land (a binding may outlive the
    /// view) but invalidate nothing.
    private var isDetached = false

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.withLock { stored } }
        set {
            let changed: Bool = lock.withLock {
                if valuesEqual(stored, newValue) { return false }
                stored = newValue
                return !isDetached
            }
            if changed { owner?.invalidate() }
        }
    }

    func detach() {
        lock.withLock { isDetached = true }
    }
}
