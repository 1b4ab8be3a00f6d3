import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `AngularGradientTests`: a angular gradient inspects, is reached and found, and gives back
/// its gradient and center, startAngle, endAngle.
final class AngularGradientTests: XCTestCase {
    private let palette = Gradient(colors: [.blue, .green])

    func testInspect() throws {
        XCTAssertNoThrow(try AngularGradient(gradient: palette, center: .bottom).inspect())
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(AngularGradient(gradient: palette, center: .bottom)).inspect().anyView().angularGradient())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { AngularGradient(gradient: palette, center: .bottom); AngularGradient(gradient: palette, center: .bottom) }
        XCTAssertNoThrow(try row.inspect().hStack().angularGradient(0))
        XCTAssertNoThrow(try row.inspect().hStack().angularGradient(1))
    }

    func testSearch() throws {
        XCTAssertEqual(try AnyView(AngularGradient(gradient: palette, center: .bottom)).inspect().find(ViewType.AngularGradient.self).pathToRoot, "anyView().angularGradient()")
    }

    func testGradient() throws {
        XCTAssertEqual(try AngularGradient(gradient: palette, center: .bottom).inspect().angularGradient().gradient(), palette)
    }

    func testCenter() throws {
        let expected = UnitPoint.bottomTrailing
        XCTAssertEqual(try AngularGradient(gradient: palette, center: expected).inspect().angularGradient().center(), expected)
    }

    func testStartAngle() throws {
        let expected = Angle.degrees(30)
        XCTAssertEqual(try AngularGradient(gradient: palette, center: .center, startAngle: expected, endAngle: .degrees(300)).inspect().angularGradient().startAngle(), expected)
    }

    func testEndAngle() throws {
        let expected = Angle.degrees(300)
        XCTAssertEqual(try AngularGradient(gradient: palette, center: .center, startAngle: .degrees(30), endAngle: expected).inspect().angularGradient().endAngle(), expected)
    }
}
