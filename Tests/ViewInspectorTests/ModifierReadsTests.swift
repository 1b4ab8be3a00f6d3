import SwiftUI
import ViewInspector
import XCTest

/// Reading the modifiers applied to a view: environment values, text layout, aspect ratio,
/// masks, safe areas, submit actions.
final class ModifierReadsTests: XCTestCase {
    func testTextLayoutModifiers() throws {
        let sut = try Text("a").lineLimit(2).lineSpacing(4).multilineTextAlignment(.trailing).truncationMode(.head)
            .minimumScaleFactor(0.5).allowsTightening(true).inspect().text()
        XCTAssertEqual(try sut.lineLimit(), 2)
        XCTAssertEqual(try sut.lineSpacing(), 4)
        XCTAssertEqual(try sut.multilineTextAlignment(), .trailing)
        XCTAssertEqual(try sut.truncationMode(), .head)
        XCTAssertEqual(try sut.minimumScaleFactor(), 0.5)
        XCTAssertEqual(try sut.allowsTightening(), true)
        XCTAssertThrowsError(try Text("a").inspect().text().lineSpacing()) { error in
            XCTAssertEqual(error.localizedDescription, "Text does not have 'lineSpacing' modifier")
        }
    }

    func testAnEnvironmentModifierOfTheParentReachesTheChild() throws {
        let sut = try VStack { Text("a") }.lineSpacing(4).inspect().vStack()
        XCTAssertEqual(try sut.lineSpacing(), 4)
        XCTAssertEqual(try sut.text(0).lineSpacing(), 4)
        XCTAssertThrowsError(try VStack { Text("a").padding(2) }.inspect().vStack().padding())
    }

    func testEnvironmentValueSetOnTheView() throws {
        let sut = try Text("a").environment(\.layoutDirection, .rightToLeft).inspect().text()
        XCTAssertEqual(try sut.environment(\.layoutDirection), .rightToLeft)
        XCTAssertThrowsError(try sut.environment(\.displayScale))
    }

    func testAspectRatioMaskSafeAreaAndSubmit() throws {
        var submitted = false
        let sut = try Color.red.aspectRatio(2, contentMode: .fill).mask { Circle() }.ignoresSafeArea(edges: .top)
            .onSubmit { submitted = true }.inspect().color()
        XCTAssertEqual(try sut.aspectRatio().aspectRatio, 2)
        XCTAssertTrue(try sut.isScaledToFill())
        XCTAssertNoThrow(try sut.mask().shape())
        XCTAssertEqual(try sut.edgesIgnoringSafeArea(), .top)
        try sut.callOnSubmit()
        XCTAssertTrue(submitted)
    }

    func testLabelsHiddenIsInherited() throws {
        let sut = try VStack { Toggle("On", isOn: .constant(true)) }.labelsHidden().inspect().vStack()
        XCTAssertTrue(sut.labelsHidden())
        XCTAssertTrue(try sut.toggle(0).labelsHidden())
    }
}
