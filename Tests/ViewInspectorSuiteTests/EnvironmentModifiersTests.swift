import Combine
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `EnvironmentModifiersTests` (class `ViewEnvironmentTests`): environment values (also
/// closures) set with `environment(_:_:)` read back, with ViewInspector's error when unset;
/// environmentObject and transformEnvironment don't block inspection.
final class ViewEnvironmentTests: XCTestCase {
    func testEnvironmentValue() throws {
        let view = EmptyView().environment(\.suiteMarker, SuiteMarker())
        XCTAssertNoThrow(try view.inspect().emptyView())
        XCTAssertNoThrow(try view.inspect().emptyView().environment(\.suiteMarker))
        assertThrows(try EmptyView().inspect().emptyView().environment(\.suiteMarker), "EmptyView does not have 'environment(SuiteMarker)' modifier")
        XCTAssertEqual(try EmptyView().environment(\.colorScheme, .dark).inspect().emptyView().environment(\.colorScheme), .dark)
    }

    func testClosureEnvironmentValue() throws {
        let matcher: (_ value: String) -> Bool = { $0 == "ok" }
        let view = EmptyView().environment(\.suiteMatcher, matcher)
        XCTAssertNoThrow(try view.inspect().emptyView())
        XCTAssertNoThrow(try view.inspect().emptyView().environment(\.suiteMatcher))
        assertThrows(try EmptyView().inspect().emptyView().environment(\.suiteMatcher),
                     "EmptyView does not have 'environment((String) -> Bool)' modifier")
    }

    func testEnvironmentObject() throws {
        XCTAssertNoThrow(try EmptyView().environmentObject(Holder()).inspect().emptyView())
    }

    func testTransformEnvironment() throws {
        XCTAssertNoThrow(try EmptyView().transformEnvironment(\.suiteMarker, transform: { _ in }).inspect().emptyView())
    }
}

private final class Holder: ObservableObject {}

private struct SuiteMarker: EnvironmentKey {
    static var defaultValue: Self { .init() }
}

private struct MatcherKey: EnvironmentKey {
    static var defaultValue: (_ value: String) -> Bool { { _ in false } }
}

private extension EnvironmentValues {
    var suiteMarker: SuiteMarker {
        get { self[SuiteMarker.self] }
        set { self[SuiteMarker.self] = newValue }
    }

    var suiteMatcher: (_ value: String) -> Bool {
        get { self[MatcherKey.self] }
        set { self[MatcherKey.self] = newValue }
    }
}
