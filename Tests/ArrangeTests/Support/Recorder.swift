import Foundation

/// A value written from inside layout callbacks (which must be `Sendable`) and read by the test.
final class Recorder<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Value

    init(_ initial: Value) { storage = initial }

    var value: Value {
        lock.lock(); defer { lock.unlock() }
        return storage
    }

    func set(_ newValue: Value) {
        update { $0 = newValue }
    }

    func update(_ change: (inout Value) -> Void) {
        lock.lock(); defer { lock.unlock() }
        change(&storage)
    }
}
