import Foundation

extension Binding {
    /// Specifies an animation to perform when the binding value changes: the returned binding
    /// reads and writes through this one, each write inside `withAnimation(animation)`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { newValue in withAnimation(animation) { self.wrappedValue = newValue } })
    }

    /// Specifies a transaction for the binding: the returned binding reads and writes through
    /// this one, each write inside `withTransaction(transaction)`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { newValue in withTransaction(transaction) { self.wrappedValue = newValue } })
    }
}
