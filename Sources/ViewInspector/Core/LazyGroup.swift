/// A collection of `count` elements made when asked for (a container's children, which may
/// evaluate bodies or closures).
public struct LazyGroup<T> {
    private let access: (Int) throws -> T
    /// How many elements there are.
    public let count: Int

    init(count: Int, _ access: @escaping (Int) throws -> T) {
        self.count = count
        self.access = access
    }

    /// The element at `index`; throws `viewIndexOutOfBounds` outside `0 ..< count`. Complexity:
    /// whatever making it costs.
    func element(at index: Int) throws -> T {
        guard index >= 0 && index < count else { throw InspectionError.viewIndexOutOfBounds(index: index, count: count) }
        return try access(index)
    }

    /// An empty group.
    static var empty: Self { .init(count: 0) { _ in throw InspectionError.viewIndexOutOfBounds(index: 0, count: 0) } }

    /// The elements of `self` followed by those of `other`.
    static func + (lhs: LazyGroup, rhs: LazyGroup) -> LazyGroup {
        LazyGroup(count: lhs.count + rhs.count) { index in
            index < lhs.count ? try lhs.element(at: index) : try rhs.element(at: index - lhs.count)
        }
    }
}
