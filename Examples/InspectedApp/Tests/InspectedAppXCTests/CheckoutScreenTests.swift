@testable import InspectedApp
import SwiftUI
import ViewInspector
import XCTest

extension Inspection: InspectionEmissary {}

/// The checkout screen's tests as a ViewInspector user writes them in XCTest: the same file runs
/// against ViewInspector on a Mac.
final class CheckoutScreenTests: XCTestCase {
    func testTheBasketsItemsAreListed() throws {
        let sut = CheckoutScreen().environmentObject(Basket(items: ["Tea", "Scones"]))
        let texts = try sut.inspect().findAll(ViewType.Text.self).map { try $0.string() }
        // Labels are views too: the field's and the button's.
        XCTAssertEqual(texts, ["Checkout", "Tea", "Scones", "Promotion code", "Apply"])
    }

    func testApplyIsDisabledUntilACodeIsTyped() throws {
        let sut = CheckoutScreen()
        ViewHosting.host(view: sut.environmentObject(Basket()))
        let exp = sut.inspection.inspect { view in
            XCTAssertFalse(try view.find(button: "Apply").isResponsive())
            try view.find(ViewType.TextField.self).setInput("SPRING")
        }
        let exp2 = sut.inspection.inspect(after: 0.05) { view in
            XCTAssertTrue(try view.find(button: "Apply").isResponsive())
            try view.find(button: "Apply").tap()
            XCTAssertEqual(try view.find(viewWithAccessibilityIdentifier: "confirmation").text().string(), "Applied SPRING")
        }
        wait(for: [exp, exp2], timeout: 2)
    }
}
