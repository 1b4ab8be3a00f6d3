import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `RadialGradientTests`: a radial gradient inspects, is reached and found, and gives back
/// its gradient and center, startRadius, endRadius.
final class RadialGradientTests: XCTestCase {
    private let palette = Gradient(colors: [.blue, .green])

    func testInspect() throws {
        XCTAssertNoThrow(try RadialGradient(gradient: palette, center: .bottom, startRadius: 0, endRadius: 4).inspect())
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(RadialGradient(gradient: palette, center: .bottom, startRadius: 0, endRadius: 4)).inspect().anyView().radialGradient())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { RadialGradient(gradient: palette, center: .bottom, startRadius: 0, endRadius: 4); RadialGradient(gradient: palette, center: .bottom, startRadius: 0, endRadius: 4) }
        XCTAssertNoThrow(try row.inspect().hStack().radialGradient(0))
        XCTAssertNoThrow(try row.inspect().hStack().radialGradient(1))
    }

    func testSearch() throws {
        XCTAssertEqual(try AnyView(RadialGradient(gradient: palette, center: .bottom, startRadius: 0, endRadius: 4)).inspect().find(ViewType.RadialGradient.self).pathToRoot, "anyView().radialGradient()")
    }

    func testGradient() throws {
        XCTAssertEqual(try RadialGradient(gradient: palette, center: .bottom, startRadius: 0, endRadius: 4).inspect().radialGradient().gradient(), palette)
    }

    func testCenter() throws {
        let expected = UnitPoint.bottomTrailing
        XCTAssertEqual(try RadialGradient(gradient: palette, center: expected, startRadius: 0, endRadius: 4).inspect().radialGradient().center(), expected)
    }

    func testStartRadius() throws {
        let expected = CGFloat(1.5)
        XCTAssertEqual(try RadialGradient(gradient: palette, center: .center, startRadius: expected, endRadius: 4).inspect().radialGradient().startRadius(), expected)
    }

    func testEndRadius() throws {
        let expected = CGFloat(2.5)
        XCTAssertEqual(try RadialGradient(gradient: palette, center: .center, startRadius: 0, endRadius: expected).inspect().radialGradient().endRadius(), expected)
    }
}
