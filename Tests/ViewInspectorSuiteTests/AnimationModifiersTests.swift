import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `AnimationModifiersTests` (class `ViewAnimationsTests`): animation, transition and
/// transaction modifiers don't block inspection; a transaction closure is called.
final class ViewAnimationsTests: XCTestCase {
    func testAnimation() throws {
        XCTAssertNoThrow(try EmptyView().animation(.linear).inspect().emptyView())
    }

    func testAnimationValue() throws {
        XCTAssertNoThrow(try EmptyView().animation(.linear, value: 1).inspect().emptyView())
    }

    func testTransition() throws {
        XCTAssertNoThrow(try EmptyView().transition(.opacity).inspect().emptyView())
    }

    func testTransaction() throws {
        XCTAssertNoThrow(try EmptyView().transaction { _ in }.inspect().emptyView())
    }

    func testTransactionInspection() throws {
        let called = XCTestExpectation(description: "transaction")
        try EmptyView().transaction { _ in called.fulfill() }.inspect().emptyView().callTransaction()
        wait(for: [called], timeout: 0.1)
    }
}
