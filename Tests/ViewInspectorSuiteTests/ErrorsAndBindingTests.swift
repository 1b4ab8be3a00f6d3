import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `BaseTypesTests`: every error's message, and a binding to a value of its own.
final class ErrorsAndBindingTests: XCTestCase {
    func testEachErrorCaseHasViewInspectorsMessage() {
        let cases: [(InspectionError, String)] = [
            (.typeMismatch(factual: "A", expected: "B"), "Type mismatch: A is not B"),
            (.attributeNotFound(label: "size", type: "Font"), "Font does not have 'size' attribute"),
            (.viewIndexOutOfBounds(index: 4, count: 2), "Enclosed view index '4' is out of bounds: '0 ..< 2'"),
            (.viewNotFound(parent: "Sheet"), "View for Sheet is absent"),
            (.modifierNotFound(parent: "Image", modifier: "padding", index: 0), "Image does not have 'padding' modifier"),
            (.modifierNotFound(parent: "Image", modifier: "padding", index: 2), "Image does not have 'padding' modifier at index 2"),
            (.notSupported("Nope"), "Nope"),
            (.textAttribute("No font"), "No font"),
            (.searchFailure(skipped: 0, blockers: ["One", "Two"]), "Search did not find a match. Possible blockers: One, Two"),
            (.searchFailure(skipped: 2, blockers: ["One"]), "Search did only find 2 matches. Possible blockers: One"),
            (.searchFailure(skipped: 5, blockers: []), "Search did only find 5 matches"),
            (.callbackNotFound(parent: "Gesture", callback: "onEnded"), "Gesture does not have 'onEnded' callback"),
            (.unresponsiveControl(name: "Button", reason: "it is disabled"), "Button is unresponsive: it is disabled"),
            (.parentViewNotFound(view: "Text"), "Text does not have parent"),
            (.missingEnvironmentObjects(view: "Screen", objects: ["model: Model"]), "Screen is missing EnvironmentObjects: [\"model: Model\"]"),
            (.inspection(path: "vStack().text(0)", factual: "Image", expected: "Text"), "vStack().text(0) found Image instead of Text"),
        ]
        for (error, message) in cases {
            XCTAssertEqual(error.localizedDescription, message)
        }
    }

    func testABindingWithItsOwnValueKeepsWrites() {
        let binding = Binding(wrappedValue: 1)
        XCTAssertEqual(binding.wrappedValue, 1)
        binding.wrappedValue = 7
        XCTAssertEqual(binding.wrappedValue, 7)
    }
}
