import CArrangeStack
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Room on the thread's stack for recursion as deep as the view tree.
///
/// Building, measuring, placing, dumping and drawing a tree recurse once per level, and a server
/// may be handed a document 100,000 levels deep on a thread with a 512 KiB stack. Rather than
/// rewrite every algorithm iteratively, each recursive step checks how much of the current
/// thread's stack is left (a load and a compare), and when it runs low the step continues on a new
/// thread with a fresh, large stack (`continuationStackSize`) while the caller waits. Ordinary
/// trees never leave their thread; a tree 100,000 levels deep hops a few dozen times per pass.
///
/// One value per engine, used by one thread at a time: `enter()` at each public entry point
/// re-reads the current thread's stack bounds when the thread changed (see
/// `LayoutEngine.withStackRoom`).
struct StackRoom {
    /// The lowest stack address this thread may reach before a step moves to a fresh stack.
    private(set) var limit: UInt = 0
    /// The thread `limit` belongs to.
    private var thread: pthread_t?

    /// How much stack must be left for a step to run on the current thread: more than any single
    /// level of recursion uses between two checks, with room for the system's own calls.
    static let margin: UInt = 256 << 10

    /// The stack of each continuation thread. Address space only: the kernel commits the pages a
    /// thread touches.
    static let continuationStackSize = 256 << 20

    /// Makes `limit` that of the calling thread (cheap when the thread did not change).
    @inline(__always)
    mutating func enter() {
        let current = pthread_self()
        if let thread, pthread_equal(thread, current) != 0 { return }
        thread = current
        limit = StackRoom.lowestSafeAddress()
    }

    /// Whether the caller's frame is close to the end of the stack.
    @inline(__always)
    func isLow() -> Bool {
        StackRoom.stackPointer() < limit
    }

    /// The address of a local: where the stack is now (stacks grow down on every platform Swift
    /// runs on).
    @inline(__always)
    static func stackPointer() -> UInt {
        UInt(arrange_stack_address())
    }

    /// The current thread's lowest usable stack address plus the margin, cached per thread (the
    /// main thread's bounds come from /proc on Linux, too slow to read each time).
    private static func lowestSafeAddress() -> UInt {
        if let cached = pthread_getspecific(boundsKey) { return UInt(bitPattern: cached) }
        let low = threadStackLow()
        let safe = low == 0 ? 0 : low + margin
        pthread_setspecific(boundsKey, UnsafeRawPointer(bitPattern: safe))
        return safe
    }

    /// The lowest address of the calling thread's stack, 0 when it cannot be known (then no step
    /// ever moves, as before this existed).
    private static func threadStackLow() -> UInt {
        UInt(arrange_thread_stack_low())
    }

    private static let boundsKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `body` on a new thread with a fresh stack of `continuationStackSize` and returns its
    /// result; the caller waits. The body should `enter()` its own `StackRoom` first.
    static func onFreshStack<R>(_ body: () -> R) -> R {
        withoutActuallyEscaping(body) { body in
            let task = FreshStackTask(body)
            // No thread could be made (resource limits): carry on here, as before this existed.
            guard task.run(stackSize: StackRoom.continuationStackSize), let result = task.result else { return body() }
            return result
        }
    }
}

/// One call run on a fresh thread: the closure in, its result out.
private final class FreshStackTask<R>: @unchecked Sendable {
    // Read and written by the new thread while the creating thread waits in pthread_join.
    let body: () -> R
    var result: R?

    init(_ body: @escaping () -> R) { self.body = body }

    /// Runs `body` on a joined thread; false when no thread could be made.
    func run(stackSize: Int) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(self as AnyObject).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let created = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            let object = Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue()
            (object as? FreshStackRunnable)?.runBody()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<AnyObject>.fromOpaque(context).release()
            return false
        }
        #if canImport(Darwin)
        if let thread { pthread_join(thread, nil) }
        #else
        pthread_join(thread, nil)
        #endif
        return true
    }
}

/// What the thread entry point calls (the generic task seen through a non-generic protocol).
private protocol FreshStackRunnable: AnyObject {
    func runBody()
}

extension FreshStackTask: FreshStackRunnable {
    func runBody() { result = body() }
}

extension LayoutEngine {
    /// Makes the engine's stack room that of the calling thread. Call at each entry point that
    /// recurses over the tree (layout, measuring, dumping, drawing).
    @inline(__always)
    func enterStackRoom() {
        pass.stackRoom.enter()
    }

    /// Runs one step of a recursion over the tree: here, or on a fresh stack when this thread's
    /// is nearly used up (see `StackRoom`).
    @inline(__always)
    func withStackRoom<R>(_ body: () -> R) -> R {
        if _slowPath(pass.stackRoom.isLow()) { return continueOnFreshStack(body) }
        return body()
    }

    /// Continues a step on a fresh stack (the slow path of `withStackRoom`; the hottest
    /// recursions test `stackRoom.isLow()` themselves and call this, so their fast path has no
    /// closure at all).
    @inline(never)
    func continueOnFreshStack<R>(_ body: () -> R) -> R {
        let saved = pass.stackRoom
        defer { pass.stackRoom = saved }
        // Task-local values belong to the thread that bound them: the environment views read in
        // `body` is bound again on the new thread.
        let environment = EnvironmentValues.current
        return StackRoom.onFreshStack {
            pass.stackRoom.enter()
            return EnvironmentValues.$current.withValue(environment) { body() }
        }
    }
}
