import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `LinearGradientTests`: a linear gradient inspects, is reached and found, and gives back
/// its gradient and startPoint, endPoint.
final class LinearGradientTests: XCTestCase {
    private let palette = Gradient(colors: [.blue, .green])

    func testInspect() throws {
        XCTAssertNoThrow(try LinearGradient(gradient: palette, startPoint: .leading, endPoint: .trailing).inspect())
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(LinearGradient(gradient: palette, startPoint: .leading, endPoint: .trailing)).inspect().anyView().linearGradient())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { LinearGradient(gradient: palette, startPoint: .leading, endPoint: .trailing); LinearGradient(gradient: palette, startPoint: .leading, endPoint: .trailing) }
        XCTAssertNoThrow(try row.inspect().hStack().linearGradient(0))
        XCTAssertNoThrow(try row.inspect().hStack().linearGradient(1))
    }

    func testSearch() throws {
        XCTAssertEqual(try AnyView(LinearGradient(gradient: palette, startPoint: .leading, endPoint: .trailing)).inspect().find(ViewType.LinearGradient.self).pathToRoot, "anyView().linearGradient()")
    }

    func testGradient() throws {
        XCTAssertEqual(try LinearGradient(gradient: palette, startPoint: .leading, endPoint: .trailing).inspect().linearGradient().gradient(), palette)
    }

    func testStartPoint() throws {
        let expected = UnitPoint.bottomTrailing
        XCTAssertEqual(try LinearGradient(gradient: palette, startPoint: expected, endPoint: .trailing).inspect().linearGradient().startPoint(), expected)
    }

    func testEndPoint() throws {
        let expected = UnitPoint.bottomTrailing
        XCTAssertEqual(try LinearGradient(gradient: palette, startPoint: .leading, endPoint: expected).inspect().linearGradient().endPoint(), expected)
    }
}
