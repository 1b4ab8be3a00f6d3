import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ToggleTests` (with `GlobalModifiersForToggle`): a toggle's label, tapping it
/// (flips its binding; refused when disabled), reaching it, search paths, `toggleStyle()` and
/// a custom toggle style's body.
final class ToggleTests: XCTestCase {
    func testEnclosedView() throws {
        let toggle = Toggle(isOn: Binding(wrappedValue: true)) { Text("Wi-Fi") }
        XCTAssertEqual(try toggle.inspect().toggle().labelView().text().string(), "Wi-Fi")
    }

    func testResetsModifiers() throws {
        let label = try Toggle(isOn: Binding(wrappedValue: true)) { Text("Wi-Fi") }.padding().inspect().toggle().labelView().text()
        XCTAssertEqual(label.content.medium.viewModifiers.count, 0)
    }

    func testTapAndIsOn() throws {
        let isOn = Binding(wrappedValue: false)
        let toggle = try Toggle(isOn: isOn) { Text("") }.inspect().toggle()
        XCTAssertFalse(try toggle.isOn())
        try toggle.tap()
        XCTAssertTrue(isOn.wrappedValue)
        XCTAssertTrue(try toggle.isOn())
    }

    func testTapWhenDisabled() throws {
        let isOn = Binding(wrappedValue: false)
        let toggle = try Toggle(isOn: isOn) { Text("") }.disabled(true).inspect().toggle()
        XCTAssertFalse(try toggle.isOn())
        assertThrows(try toggle.tap(), "Toggle is unresponsive: it is disabled")
        XCTAssertFalse(isOn.wrappedValue)
        XCTAssertFalse(try toggle.isOn())
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(Toggle(isOn: Binding(wrappedValue: true)) { Text("") }).inspect().anyView().toggle())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let isOn = Binding(wrappedValue: true)
        let column = HStack {
            Toggle(isOn: isOn) { Text("A") }
            Toggle(isOn: isOn) { Text("B") }
        }
        XCTAssertNoThrow(try column.inspect().hStack().toggle(0))
        XCTAssertNoThrow(try column.inspect().hStack().toggle(1))
    }

    func testSearch() throws {
        let root = AnyView(Toggle(isOn: Binding(wrappedValue: true)) { AnyView(Text("Airplane")) })
        XCTAssertEqual(try root.inspect().find(ViewType.Toggle.self).pathToRoot, "anyView().toggle()")
        XCTAssertEqual(try root.inspect().find(text: "Airplane").pathToRoot, "anyView().toggle().labelView().anyView().text()")
    }
}

/// Upstream `GlobalModifiersForToggle` (in `ToggleTests.swift`).
final class GlobalModifiersForToggle: XCTestCase {
    func testToggleStyle() throws {
        XCTAssertNoThrow(try EmptyView().toggleStyle(SwitchToggleStyle()).inspect().emptyView())
    }

    func testToggleStyleInspection() throws {
        XCTAssertTrue(try EmptyView().toggleStyle(SwitchToggleStyle()).inspect().toggleStyle() is SwitchToggleStyle)
    }

    func testToggleStyleConfiguration() throws {
        XCTAssertFalse(ToggleStyleConfiguration(isOn: false).isOn)
        XCTAssertTrue(ToggleStyleConfiguration(isOn: true).isOn)
    }

    func testCustomMenuStyleInspection() throws {
        let style = BlurWhenOnToggleStyle()
        XCTAssertEqual(try style.inspect(isOn: true).vStack().styleConfigurationLabel(0).blur().radius, 2)
        XCTAssertEqual(try style.inspect(isOn: false).vStack().styleConfigurationLabel(0).blur().radius, 0)
    }
}

private struct BlurWhenOnToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.label.blur(radius: configuration.isOn ? 2 : 0) }
    }
}
