/// Evaluation of main-actor-isolated view code (`View.body`, `ViewModifier.body(content:)`) by a
/// host, on the thread that uses the host.
///
/// Bodies are isolated to the main actor so that they may read main-actor state, as in SwiftUI;
/// hosts are usable from any thread, one at a time, so that servers lay out documents
/// concurrently. A host therefore runs a body where it is asked for its layout, without hopping
/// to the main actor (which would serialise every server render on one thread, and deadlock a
/// host used from a thread the main actor waits on). On the main thread this is exactly
/// SwiftUI's behaviour; a host used elsewhere must only hold views whose bodies are safe to run
/// there — the price of the any-thread contract, stated in the `View` documentation.
enum MainActorBody {
    /// Runs `body` on `value` without a hop to the main actor. The value is an argument rather
    /// than a capture, so that no non-`Sendable` view is sent into the isolated closure.
    ///
    /// The call goes through a nonisolated function of the same shape: a synchronous function's
    /// isolation is not part of its calling convention, so the call itself is ordinary. This is
    /// what `MainActor.assumeIsolated` does after its check, which would stop the program off the
    /// main thread.
    @inline(__always)
    static func evaluate<Value, T>(_ value: Value, _ body: @MainActor (Value) -> T) -> T {
        withoutActuallyEscaping(body) { escapable in
            unsafeBitCast(escapable, to: ((Value) -> T).self)(value)
        }
    }
}
