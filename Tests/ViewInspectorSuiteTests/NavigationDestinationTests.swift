import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `NavigationDestinationTests`: a presented destination doesn't block inspection; errors
/// when missing or not presented; unwrapping it and its content; search into it; reading and
/// setting isPresented.
final class NavigationDestinationTests: XCTestCase {
    func testInspectionNotBlocked() throws {
        XCTAssertNoThrow(try EmptyView().navigationDestination(isPresented: Binding(wrappedValue: true), destination: { EmptyView() }).inspect().emptyView())
    }

    func testInspectionErrorNoModifier() throws {
        assertThrows(try EmptyView().offset().inspect().emptyView().navigationDestination(), "EmptyView does not have 'navigationDestination' modifier")
    }

    func testInspectionErrorWhenNotPresented() throws {
        let view = EmptyView().navigationDestination(isPresented: Binding(wrappedValue: false), destination: { EmptyView() })
        assertThrows(try view.inspect().emptyView().navigationDestination(), "View for NavigationDestination is absent")
    }

    func testSimpleUnwrap() throws {
        let view = EmptyView().navigationDestination(isPresented: Binding(wrappedValue: true), destination: { EmptyView() })
        XCTAssertEqual(try view.inspect().emptyView().navigationDestination().pathToRoot, "emptyView().navigationDestination()")
    }

    func testDestinationInspection() throws {
        let view = EmptyView().navigationDestination(isPresented: Binding(wrappedValue: true), destination: { EmptyView() })
        XCTAssertEqual(try view.inspect().emptyView().navigationDestination().emptyView().pathToRoot, "emptyView().navigationDestination().emptyView()")
    }

    func testDestinationSearch() throws {
        let view = Color.gray.navigationDestination(isPresented: Binding(wrappedValue: true), destination: { Text("Details") })
        XCTAssertNoThrow(try view.inspect().find(text: "Details"))
    }

    func testDestinationIsPresented() throws {
        let view = EmptyView().navigationDestination(isPresented: Binding(wrappedValue: true), destination: { EmptyView() })
        let destination = try view.inspect().emptyView().navigationDestination()
        XCTAssertTrue(try destination.isPresented())
        try destination.set(isPresented: false)
        XCTAssertFalse(try destination.isPresented())
    }
}
