import Foundation

/// A value written from inside layout callbacks (which must be `Sendable`) and read by the test.
public final class Recorder<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Value

    public init(_ initial: Value) { storage = initial }

    public var value: Value {
        lock.lock(); defer { lock.unlock() }
        return storage
    }

    public func set(_ newValue: Value) {
        update { $0 = newValue }
    }

    public func update(_ change: (inout Value) -> Void) {
        lock.lock(); defer { lock.unlock() }
        change(&storage)
    }
}
