/// Calls main-actor code — a view's `body`, a modifier's `body(content:)`, a style's
/// `makeBody(configuration:)`, a button's action — from the engine.
///
/// The engine is nonisolated code that hosts (`HostingView`, `ImageRenderer`), which are
/// main-actor isolated, call synchronously, so it runs on the main actor's thread. Swift cannot
/// see that through the engine's synchronous calls, so this states it: `body` is called as the
/// plain function it is at run time (a main-actor function type has the same representation).
/// There is no run-time check, because one step of a very deep tree continues on a helper
/// thread with a larger stack while the main thread waits for it (`StackRoom`), which is the
/// main actor's work carried on elsewhere, not concurrent with it.
@inline(__always)
package func assumingMainActor<Input, Output>(_ input: Input, _ body: @MainActor (Input) -> Output) -> Output {
    withoutActuallyEscaping(body) { escapable in
        unsafeBitCast(escapable, to: ((Input) -> Output).self)(input)
    }
}
