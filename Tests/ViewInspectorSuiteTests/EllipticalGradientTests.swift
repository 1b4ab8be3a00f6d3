import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `EllipticalGradientTests`: a elliptical gradient inspects, is reached and found, and gives back
/// its gradient and center, startRadiusFraction, endRadiusFraction.
final class EllipticalGradientTests: XCTestCase {
    private let palette = Gradient(colors: [.blue, .green])

    func testInspect() throws {
        XCTAssertNoThrow(try EllipticalGradient(gradient: palette, center: .bottom).inspect())
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(EllipticalGradient(gradient: palette, center: .bottom)).inspect().anyView().ellipticalGradient())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { EllipticalGradient(gradient: palette, center: .bottom); EllipticalGradient(gradient: palette, center: .bottom) }
        XCTAssertNoThrow(try row.inspect().hStack().ellipticalGradient(0))
        XCTAssertNoThrow(try row.inspect().hStack().ellipticalGradient(1))
    }

    func testSearch() throws {
        XCTAssertEqual(try AnyView(EllipticalGradient(gradient: palette, center: .bottom)).inspect().find(ViewType.EllipticalGradient.self).pathToRoot, "anyView().ellipticalGradient()")
    }

    func testGradient() throws {
        XCTAssertEqual(try EllipticalGradient(gradient: palette, center: .bottom).inspect().ellipticalGradient().gradient(), palette)
    }

    func testCenter() throws {
        let expected = UnitPoint.bottomTrailing
        XCTAssertEqual(try EllipticalGradient(gradient: palette, center: expected).inspect().ellipticalGradient().center(), expected)
    }

    func testStartRadiusFraction() throws {
        let expected = CGFloat(0.2)
        XCTAssertEqual(try EllipticalGradient(gradient: palette, center: .center, startRadiusFraction: expected, endRadiusFraction: 0.9).inspect().ellipticalGradient().startRadiusFraction(), expected)
    }

    func testEndAngle() throws {
        let expected = CGFloat(0.9)
        XCTAssertEqual(try EllipticalGradient(gradient: palette, center: .center, startRadiusFraction: 0.2, endRadiusFraction: expected).inspect().ellipticalGradient().endRadiusFraction(), expected)
    }
}
