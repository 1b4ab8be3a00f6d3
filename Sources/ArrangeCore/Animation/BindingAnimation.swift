import Foundation

extension Binding {
    /// Specifies an animation to perform when the binding value changes: a binding that reads and
    /// writes through this one, each write inside a transaction with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var binding = self
        binding.transaction.animation = animation
        return binding
    }

    /// Specifies a transaction for the binding: a binding that reads and writes through this
    /// one, each write inside `withTransaction(transaction)`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }
}
