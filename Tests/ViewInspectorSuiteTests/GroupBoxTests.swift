import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `GroupBoxTests`: a group box's children by index, bounds errors, reaching it, search
/// paths, its label, `groupBoxStyle()`, and a custom style's body with its configuration views.
final class GroupBoxTests: XCTestCase {
    func testSingleEnclosedView() throws {
        let inner = Text("Boxed")
        XCTAssertEqual(try GroupBox { inner }.inspect().groupBox().text(0).content.view as? Text, inner)
    }

    func testSingleEnclosedViewIndexOutOfBounds() throws {
        assertThrows(try GroupBox { Text("Boxed") }.inspect().groupBox().text(1), "Enclosed view index '1' is out of bounds: '0 ..< 1'")
    }

    func testMultipleEnclosedViews() throws {
        let a = Text("a"), b = Text("b"), c = Text("c")
        let box = try GroupBox { a; b; c }.inspect().groupBox()
        XCTAssertEqual(try box.text(0).content.view as? Text, a)
        XCTAssertEqual(try box.text(1).content.view as? Text, b)
        XCTAssertEqual(try box.text(2).content.view as? Text, c)
    }

    func testMultipleEnclosedViewsIndexOutOfBounds() throws {
        assertThrows(try GroupBox { Text("a"); Text("b") }.inspect().groupBox().text(2), "Enclosed view index '2' is out of bounds: '0 ..< 2'")
    }

    func testResetsModifiers() throws {
        XCTAssertEqual(try GroupBox { Text("Boxed") }.padding().inspect().groupBox().text(0).content.medium.viewModifiers.count, 0)
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(GroupBox { Text("Boxed") }).inspect().anyView().groupBox())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let outer = GroupBox { GroupBox { Text("a") }; GroupBox { Text("b") } }
        XCTAssertNoThrow(try outer.inspect().groupBox().groupBox(0))
        XCTAssertNoThrow(try outer.inspect().groupBox().groupBox(1))
    }

    func testSearch() throws {
        let root = AnyView(GroupBox { Text("Boxed") })
        XCTAssertEqual(try root.inspect().find(ViewType.GroupBox.self).pathToRoot, "anyView().groupBox()")
        XCTAssertEqual(try root.inspect().find(text: "Boxed").pathToRoot, "anyView().groupBox().text(0)")
    }

    func testLabelInspection() throws {
        let box = GroupBox(label: HStack { Text("Settings") }, content: { Text("body") })
        XCTAssertEqual(try box.inspect().groupBox().labelView().hStack().text(0).string(), "Settings")
    }

    func testGroupBoxStyleInspection() throws {
        XCTAssertTrue(try EmptyView().groupBoxStyle(DefaultGroupBoxStyle()).inspect().groupBoxStyle() is DefaultGroupBoxStyle)
    }

    func testCustomGroupBoxStyleInspection() throws {
        let style = ShadedGroupBoxStyle()
        XCTAssertEqual(try style.inspect().vStack().styleConfigurationContent(0).blur().radius, 1)
        XCTAssertEqual(try style.inspect().vStack().styleConfigurationLabel(1).brightness(), 0.25)
        assertThrows(try EmptyView().inspect().styleConfigurationContent(),
                     "styleConfigurationContent() found EmptyView instead of GroupBoxStyleConfiguration.Content or MenuStyleConfiguration.Content")
    }
}

private struct ShadedGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.content.blur(radius: 1)
            configuration.label.brightness(0.25)
        }
    }
}
