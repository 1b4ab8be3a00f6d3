import Foundation

/// The context of the current state-processing update, as in SwiftUI: it carries the animation
/// of a state change.
///
/// `withTransaction` and `withAnimation` make a transaction current (a task-local value,
/// `Transaction._current`) while their body runs; the state changes made there are applied by
/// the host like any other (`HostingView.update()`), without interpolation: views always show the
/// end state.
public struct Transaction {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?
    /// A Boolean value that indicates whether views should disable animations.
    public var disablesAnimations: Bool = false
    /// A Boolean value that indicates whether the transaction originated from an action that
    /// produces a sequence of values.
    public var isContinuous: Bool = false
    /// Whether this transaction will track the velocity of any animatable properties that change.
    public var tracksVelocity: Bool = false
    /// Completions added with `addAnimationCompletion(criteria:_:)`, run after the body of the
    /// `withTransaction` or `withAnimation` that made this transaction current.
    var completions: [() -> Void] = []

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Adds a completion to run when the animations created with this transaction are all
    /// complete. Arrange creates no animations, so it runs right after the body of the
    /// `withTransaction` this transaction is given to.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// The transaction current on this task: the innermost `withTransaction` or `withAnimation`
    /// being run, or an empty transaction. For hosts that apply state changes.
    public static var _current: Transaction { TransactionStorage.current?.transaction ?? Transaction() }
}

/// The criteria that determines when an animation is considered finished, as in SwiftUI.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let removes: Bool
    /// The animation has logically completed, but may still be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria(removes: false)
    /// The entire animation is finished and will now be removed.
    public static let removed = AnimationCompletionCriteria(removes: true)
}

/// The current transaction, boxed so that a task-local can hold it (`Transaction` keeps
/// completion closures and is not `Sendable`, as in SwiftUI). The box is immutable and only read
/// by the task that set it and its child tasks.
final class TransactionStorage: @unchecked Sendable {
    let transaction: Transaction
    init(_ transaction: Transaction) { self.transaction = transaction }
    @TaskLocal static var current: TransactionStorage?
}

/// Executes a closure with the specified transaction and returns the result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    var current = transaction
    current.completions = []
    defer { for completion in transaction.completions { completion() } }
    return try TransactionStorage.$current.withValue(TransactionStorage(current)) { try body() }
}

/// Executes a closure with the specified transaction key path and value and returns the result.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction._current
    transaction.completions = []
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Returns the result of recomputing the view's body with the provided animation. The body runs
/// once, immediately; Arrange shows the end state.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction._current
    transaction.completions = []
    transaction.animation = animation
    return try withTransaction(transaction, body)
}

/// Returns the result of recomputing the view's body with the provided animation, and runs the
/// completion when all animations are complete: right after the body, since Arrange creates no
/// animations (as SwiftUI does when a change creates none).
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction._current
    transaction.completions = []
    transaction.animation = animation
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
