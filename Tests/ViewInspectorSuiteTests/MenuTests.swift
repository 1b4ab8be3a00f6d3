import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `MenuTests`: reaching a menu, search paths into content and label, the label and
/// content views, `menuStyle()`, the primary action (and its error when absent), and a custom
/// menu style's body.
final class MenuTests: XCTestCase {
    private func fileMenu() -> some View {
        Menu(content: { HStack { Text("Open") } }, label: { VStack { Text("File") } })
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(Menu("More", content: { EmptyView() })).inspect().anyView().menu())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Text(""); Menu("More", content: { EmptyView() }); Text("") }
        XCTAssertNoThrow(try row.inspect().hStack().menu(1))
    }

    func testSearch() throws {
        let root = AnyView(fileMenu())
        XCTAssertEqual(try root.inspect().find(ViewType.Menu.self).pathToRoot, "anyView().menu()")
        XCTAssertEqual(try root.inspect().find(text: "Open").pathToRoot, "anyView().menu().hStack(0).text(0)")
        XCTAssertEqual(try root.inspect().find(text: "File").pathToRoot, "anyView().menu().labelView().vStack().text(0)")
    }

    func testLabelInspection() throws {
        XCTAssertEqual(try fileMenu().inspect().menu().labelView().vStack().text(0).string(), "File")
    }

    func testContentInspection() throws {
        XCTAssertEqual(try fileMenu().inspect().menu().hStack(0).text(0).string(), "Open")
    }

    func testLabelStyleInspection() throws {
        XCTAssertTrue(try EmptyView().menuStyle(BorderlessButtonMenuStyle()).inspect().menuStyle() is BorderlessButtonMenuStyle)
    }

    func testPrimaryAction() throws {
        let called = XCTestExpectation(description: "primary action")
        let menu = Menu(content: { EmptyView() }, label: { EmptyView() }, primaryAction: { called.fulfill() })
        try menu.inspect().menu().callPrimaryAction()
        wait(for: [called], timeout: 0.1)
    }

    func testAbsentPrimaryActionCall() throws {
        let menu = Menu(content: { EmptyView() }, label: { EmptyView() })
        assertThrows(try menu.inspect().menu().callPrimaryAction(), "Menu does not have 'primaryAction' attribute")
    }

    func testCustomMenuStyleInspection() throws {
        let style = BlurredMenuStyle()
        XCTAssertEqual(try style.inspect().vStack().menu(0).blur().radius, 4)
        XCTAssertEqual(try style.inspect().find(ViewType.StyleConfiguration.Content.self).pathToRoot, "vStack().menu(0).styleConfigurationContent(0)")
    }
}

private struct BlurredMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { Menu(configuration).blur(radius: 4) }
    }
}
