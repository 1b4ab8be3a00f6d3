import XCTest
@testable import ViewInspector

/// Upstream `LazyGroupTests`: the internal lazy collection — empty, elements by index with bounds
/// errors, and concatenation.
final class LazyGroupTests: XCTestCase {
    func testEmpty() {
        XCTAssertEqual(LazyGroup<String>.empty.count, 0)
    }

    func testElementAtIndex() throws {
        let group = LazyGroup<Int>(count: 4) { $0 * 10 }
        for index in 0..<4 {
            XCTAssertEqual(try group.element(at: index), index * 10)
        }
        assertThrows(try group.element(at: -1), "Enclosed view index '-1' is out of bounds: '0 ..< 4'")
        assertThrows(try group.element(at: 4), "Enclosed view index '4' is out of bounds: '0 ..< 4'")
    }

    func testPlusOperator() throws {
        let first = LazyGroup<String>(count: 2) { "a\($0)" }
        let second = LazyGroup<String>(count: 3) { "b\($0)" }
        let joined = first + second
        XCTAssertEqual(joined.count, 5)
        XCTAssertEqual(try (0..<5).map { try joined.element(at: $0) }, ["a0", "a1", "b0", "b1", "b2"])
    }
}
