import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `AccessibilityModifiersTests` — `ViewAccessibilityTests`: each accessibility modifier
/// (old `accessibility(…:)` and newer `accessibility…(_:)` forms) leaves the view inspectable and
/// reads back: label (also on a Text), value, hint, hidden, identifier, selection identifier,
/// activation point. (`testAccessibilitySelectionIdentifierInspection` is skipped upstream on
/// every current OS and not ported.)
final class ViewAccessibilityTests: XCTestCase {
    func testAccessibilityLabel() throws {
        XCTAssertNoThrow(try EmptyView().accessibility(label: Text("")).inspect().emptyView())
    }

    func testAccessibilityLabelInspection() throws {
        XCTAssertEqual(try EmptyView().accessibility(label: Text("Close")).inspect().emptyView().accessibilityLabel().string(), "Close")
        XCTAssertEqual(try EmptyView().accessibilityLabel(Text("Close")).inspect().emptyView().accessibilityLabel().string(), "Close")
        XCTAssertEqual(try EmptyView().accessibilityLabel("Close").inspect().emptyView().accessibilityLabel().string(), "Close")
    }

    func testAccessibilityLabelTextModifierInspection() throws {
        XCTAssertEqual(try Text("shown").accessibilityLabel("spoken").inspect().text().accessibilityLabel().string(), "spoken")
        let joined = Text("a").accessibilityLabel(Text("b")) + Text("c")
        XCTAssertEqual(try joined.inspect().text().accessibilityLabel().string(), "b")
    }

    func testAccessibilityValue() throws {
        XCTAssertNoThrow(try EmptyView().accessibility(value: Text("")).inspect().emptyView())
    }

    func testAccessibilityValueInspection() throws {
        XCTAssertEqual(try EmptyView().accessibility(value: Text("50%")).inspect().emptyView().accessibilityValue().string(), "50%")
        XCTAssertEqual(try EmptyView().accessibilityValue(Text("50%")).inspect().emptyView().accessibilityValue().string(), "50%")
        XCTAssertEqual(try EmptyView().accessibilityValue("50%").inspect().emptyView().accessibilityValue().string(), "50%")
    }

    func testAccessibilityHint() throws {
        XCTAssertNoThrow(try EmptyView().accessibility(hint: Text("")).inspect().emptyView())
    }

    func testAccessibilityHintInspection() throws {
        XCTAssertEqual(try EmptyView().accessibility(hint: Text("Opens menu")).inspect().emptyView().accessibilityHint().string(), "Opens menu")
        XCTAssertEqual(try EmptyView().accessibilityHint(Text("Opens menu")).inspect().emptyView().accessibilityHint().string(), "Opens menu")
        XCTAssertEqual(try EmptyView().accessibilityHint("Opens menu").inspect().emptyView().accessibilityHint().string(), "Opens menu")
    }

    func testAccessibilityHidden() throws {
        XCTAssertNoThrow(try EmptyView().accessibility(hidden: true).inspect().emptyView())
    }

    func testAccessibilityHiddenInspection() throws {
        XCTAssertTrue(try EmptyView().accessibility(hidden: true).inspect().emptyView().accessibilityHidden())
        XCTAssertFalse(try EmptyView().accessibility(hidden: false).inspect().emptyView().accessibilityHidden())
        XCTAssertTrue(try EmptyView().accessibilityHidden(true).inspect().emptyView().accessibilityHidden())
        XCTAssertFalse(try EmptyView().accessibilityHidden(false).inspect().emptyView().accessibilityHidden())
    }

    func testAccessibilityIdentifier() throws {
        XCTAssertNoThrow(try EmptyView().accessibility(identifier: "").inspect().emptyView())
    }

    func testAccessibilityIdentifierInspection() throws {
        XCTAssertEqual(try EmptyView().accessibility(identifier: "close-button").inspect().emptyView().accessibilityIdentifier(), "close-button")
        XCTAssertEqual(try EmptyView().accessibilityIdentifier("close-button").inspect().emptyView().accessibilityIdentifier(), "close-button")
    }

    func testAccessibilitySelectionIdentifier() throws {
        XCTAssertNoThrow(try EmptyView().accessibility(selectionIdentifier: "row").inspect().emptyView())
    }

    func testAccessibilityActivationPoint() throws {
        XCTAssertNoThrow(try EmptyView().accessibility(activationPoint: .center).inspect().emptyView())
    }

    func testAccessibilityActivationPointInspection() throws {
        XCTAssertEqual(try EmptyView().accessibility(activationPoint: .topLeading).inspect().emptyView().accessibilityActivationPoint(), .topLeading)
        XCTAssertEqual(try EmptyView().accessibilityActivationPoint(.topLeading).inspect().emptyView().accessibilityActivationPoint(), .topLeading)
    }
}

/// Upstream `AccessibilityModifiersTests` — `ViewAccessibilityActionTests`: actions, adjustable and
/// scroll actions, element grouping, traits and sort priority leave the view inspectable; a
/// missing action or attribute gives ViewInspector's error. (The four tests calling the actions
/// are skipped upstream on iOS 16+/macOS 13+ and not ported.)
final class ViewAccessibilityActionTests: XCTestCase {
    func testAccessibilityAction() throws {
        XCTAssertNoThrow(try EmptyView().accessibilityAction(.default) {}.inspect().emptyView())
    }

    func testAccessibilityActionInspectionError() throws {
        let view = try EmptyView().accessibilityAction(.escape) {}.inspect().emptyView()
        assertThrows(try view.callAccessibilityAction(.default), "EmptyView does not have 'accessibilityAction(.default)' modifier")
        assertThrows(try view.callAccessibilityAction(.init(named: Text("Archive"))),
                     "EmptyView does not have 'accessibilityAction(named: \"Archive\")' modifier")
    }

    func testAccessibilityAdjustableAction() throws {
        XCTAssertNoThrow(try EmptyView().accessibilityAdjustableAction { _ in }.inspect().emptyView())
    }

    func testAccessibilityScrollAction() throws {
        XCTAssertNoThrow(try EmptyView().accessibilityScrollAction { _ in }.inspect().emptyView())
    }

    func testAccessibilityElement() throws {
        XCTAssertNoThrow(try EmptyView().accessibilityElement(children: .combine).inspect().emptyView())
    }

    func testAccessibilityAddTraits() throws {
        XCTAssertNoThrow(try EmptyView().accessibility(addTraits: .isButton).inspect().emptyView())
    }

    func testAccessibilityRemoveTraits() throws {
        XCTAssertNoThrow(try EmptyView().accessibility(removeTraits: .isButton).inspect().emptyView())
    }

    func testAccessibilitySortPriority() throws {
        XCTAssertNoThrow(try EmptyView().accessibility(sortPriority: 2).inspect().emptyView())
    }

    func testAccessibilitySortPriorityInspection() throws {
        XCTAssertEqual(try EmptyView().accessibility(sortPriority: 3).inspect().emptyView().accessibilitySortPriority(), 3)
    }

    func testAccessibilityMultipleAttributes() throws {
        let view = try EmptyView()
            .accessibility(label: Text("Photo"))
            .accessibility(value: Text("Selected"))
            .accessibility(addTraits: [.isImage])
            .inspect().emptyView()
        XCTAssertEqual(try view.accessibilityLabel().string(), "Photo")
        XCTAssertEqual(try view.accessibilityValue().string(), "Selected")
    }

    func testMissingAccessibilityAttribute() throws {
        let view = try EmptyView().accessibility(label: Text("Photo")).accessibility(addTraits: [.isImage]).inspect().emptyView()
        assertThrows(try view.accessibilityValue(), "EmptyView does not have 'accessibilityValue' modifier")
    }
}
