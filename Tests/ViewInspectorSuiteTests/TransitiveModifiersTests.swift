import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `TransitiveModifiersTests`: hidden, disabled, flipsForRightToLeftLayoutDirection,
/// colour schemes, allowsHitTesting and labelsHidden set on containers reach the views inside
/// (innermost setting wins where it should), and taps are refused with the container's path.
final class TransitiveModifiersTests: XCTestCase {
    func testHiddenTransitivity() throws {
        let view = try HiddenRow().inspect()
        XCTAssertFalse(try view.find(text: "shown").isHidden())
        XCTAssertTrue(try view.find(text: "masked").isHidden())
        assertThrows(try view.find(button: "masked").tap(), "Button is unresponsive: view(HiddenRow.self).vStack().hStack(1) is hidden")
    }

    func testDisabledStateInheritance() throws {
        let view = try NestedDisabling().inspect()
        XCTAssertFalse(try view.find(button: "outer").isDisabled())
        XCTAssertFalse(try view.find(button: "middle").isDisabled())
        XCTAssertTrue(try view.find(button: "inner").isDisabled())
        assertThrows(try view.find(button: "inner").tap(),
                     "Button is unresponsive: view(NestedDisabling.self).vStack().vStack(1).vStack(1) is disabled")
    }

    func testFlipsRightToLeftInheritance() throws {
        let view = try Flipping().inspect()
        XCTAssertFalse(try view.find(text: "plain").flipsForRightToLeftLayoutDirection())
        XCTAssertTrue(try view.find(text: "flipped").flipsForRightToLeftLayoutDirection())
    }

    func testColorSchemeInheritance() throws {
        let view = try Schemes().inspect()
        let texts = try ["s1", "s2", "s3", "s4"].map { try view.find(text: $0) }
        for text in texts {
            XCTAssertEqual(try text.preferredColorScheme(), .light)
        }
        XCTAssertEqual(try texts[0].colorScheme(), .light)
        XCTAssertEqual(try texts[1].colorScheme(), .light)
        XCTAssertEqual(try texts[2].colorScheme(), .dark)
        XCTAssertEqual(try texts[3].colorScheme(), .light)
    }

    func testAllowsHitTestingInheritance() throws {
        let view = try HitTesting().inspect()
        XCTAssertTrue(try view.find(button: "outer").allowsHitTesting())
        XCTAssertTrue(try view.find(button: "middle").allowsHitTesting())
        XCTAssertFalse(try view.find(button: "inner").allowsHitTesting())
        assertThrows(try view.find(button: "inner").tap(),
                     "Button is unresponsive: view(HitTesting.self).vStack().vStack(1).vStack(1) has allowsHitTesting set to false")
    }

    func testLabelsHiddenInheritance() throws {
        let view = try HiddenLabels().inspect()
        let visible = try view.find(text: "visible label"), hidden = try view.find(text: "hidden label")
        XCTAssertFalse(try visible.labelsHidden())
        XCTAssertFalse(visible.isHidden())
        XCTAssertTrue(try hidden.labelsHidden())
        XCTAssertTrue(hidden.isHidden())
    }
}

private struct HiddenRow: View {
    var body: some View {
        VStack {
            Button("shown", action: {})
            HStack { Button("masked", action: {}) }.hidden()
        }
    }
}

private struct NestedDisabling: View {
    var body: some View {
        VStack {
            Button(action: {}, label: { Text("outer") })
            VStack {
                Button(action: {}, label: { Text("middle") })
                VStack {
                    Button(action: {}, label: { Text("inner").disabled(false) }).disabled(false)
                }.disabled(true)
            }.disabled(false)
        }
    }
}

private struct Flipping: View {
    var body: some View {
        VStack {
            Stepper("plain", onIncrement: nil, onDecrement: nil)
            VStack {
                Stepper("flipped", onIncrement: nil, onDecrement: nil).flipsForRightToLeftLayoutDirection(false)
            }.flipsForRightToLeftLayoutDirection(true)
        }.flipsForRightToLeftLayoutDirection(false)
    }
}

private struct Schemes: View {
    var body: some View {
        VStack {
            Text("s1")
            VStack {
                Text("s2")
                VStack {
                    Text("s3")
                    VStack { Text("s4") }.colorScheme(.light)
                }.colorScheme(.dark)
            }.preferredColorScheme(.dark)
        }.preferredColorScheme(.light)
    }
}

private struct HitTesting: View {
    var body: some View {
        VStack {
            Button("outer", action: {})
            VStack {
                Button("middle", action: {})
                VStack { Button("inner", action: {}).allowsHitTesting(true) }.allowsHitTesting(false)
            }.allowsHitTesting(true)
        }
    }
}

/// (Built with `Stepper(value:label:)`: Arrange has no `Stepper(onIncrement:onDecrement:label:)`.)
private struct HiddenLabels: View {
    var body: some View {
        VStack {
            Stepper(value: Binding(wrappedValue: 0), label: { VStack { HStack { Text("visible label") } } })
            VStack {
                Stepper(value: Binding(wrappedValue: 0), label: { VStack { HStack { Text("hidden label") } } })
            }.labelsHidden()
        }
    }
}
