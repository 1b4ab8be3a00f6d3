/// Whether two values are equal as far as the graph can tell: `==` for equatable values, equal
/// bytes for plain data, otherwise "not known equal" (`false`). Used to skip updates a write
/// would not change, as SwiftUI does.
func valuesEqual<T>(_ a: T, _ b: T) -> Bool {
    if let equatable = a as? any Equatable { return equatable.isEqual(toAny: b) }
    if _isPOD(T.self) {
        return withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
    }
    return false
}

extension Equatable {
    /// `self == other` when `other` is of the same type.
    func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
