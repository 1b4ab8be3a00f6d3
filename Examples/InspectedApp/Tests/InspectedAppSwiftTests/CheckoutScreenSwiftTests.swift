@testable import InspectedApp
import SwiftUI
import Testing
import ViewInspector

/// The checkout screen's tests in Swift Testing. Arrange keeps a view's `@State` in the view
/// value, so a test can tap and read without hosting or the `Inspection` helper.
@MainActor @Suite struct CheckoutScreenSwiftTests {
    @Test func applyingACodeShowsItsConfirmation() throws {
        let sut = CheckoutScreen()
        let screen = sut.environmentObject(Basket(items: ["Tea"]))
        #expect(throws: InspectionError.self) { try screen.inspect().find(viewWithAccessibilityIdentifier: "confirmation") }
        try screen.inspect().find(viewWithAccessibilityIdentifier: "code").textField().setInput("SPRING")
        try screen.inspect().find(button: "Apply").tap()
        #expect(try screen.inspect().find(viewWithAccessibilityIdentifier: "confirmation").text().string() == "Applied SPRING")
    }

    @Test func aDisabledButtonDoesNotTap() throws {
        let screen = CheckoutScreen().environmentObject(Basket())
        #expect(throws: InspectionError.unresponsiveControl(name: "Button", reason: "view(CheckoutScreen.self).vStack().button(3) is disabled")) {
            try screen.inspect().find(button: "Apply").tap()
        }
    }

    @Test func theConfirmationHasAFrameInTheHost() throws {
        let sut = CheckoutScreen()
        ViewHosting.host(view: sut.environmentObject(Basket()))
        defer { ViewHosting.expel() }
        try sut.inspect().find(ViewType.TextField.self).setInput("SPRING")
        try sut.inspect().find(button: "Apply").tap()
        let frame = try sut.inspect().find(viewWithAccessibilityIdentifier: "confirmation").frame()
        #expect(frame.minX == 16)
    }
}
