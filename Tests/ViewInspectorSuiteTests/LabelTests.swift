import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `LabelTests` (with `GlobalModifiersForLabel`): a label inspects, is reached and
/// searched (title and icon), its title/icon views, `labelStyle()` and a custom label style's
/// body with its title/icon configuration views.
final class LabelTests: XCTestCase {
    func testInspect() throws {
        XCTAssertNoThrow(try Label("Inbox", image: "tray").inspect())
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(Label("Inbox", image: "tray")).inspect().anyView().label())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Text(""); Label("Inbox", image: "tray"); Text("") }
        XCTAssertNoThrow(try row.inspect().hStack().label(1))
    }

    func testSearch() throws {
        let row = HStack { Label("Inbox", image: "tray") }
        XCTAssertEqual(try row.inspect().find(ViewType.Label.self).pathToRoot, "hStack().label(0)")
        XCTAssertEqual(try row.inspect().find(text: "Inbox").pathToRoot, "hStack().label(0).title().text()")
        XCTAssertEqual(try row.inspect().find(text: "tray").pathToRoot, "hStack().label(0).icon().image().labelView().text()")
    }

    func testTitleInspection() throws {
        let label = Label(title: { HStack { Text("Title part") } }, icon: { VStack { Text("Icon part") } })
        XCTAssertEqual(try label.inspect().label().title().hStack(0).text(0).string(), "Title part")
    }

    func testIconInspection() throws {
        let label = Label(title: { HStack { Text("Title part") } }, icon: { VStack { Text("Icon part") } })
        XCTAssertEqual(try label.inspect().label().icon().vStack(0).text(0).string(), "Icon part")
    }
}

/// Upstream `GlobalModifiersForLabel` (in `LabelTests.swift`).
final class GlobalModifiersForLabel: XCTestCase {
    func testLabelStyle() throws {
        XCTAssertNoThrow(try EmptyView().labelStyle(TitleOnlyLabelStyle()).inspect().emptyView())
    }

    func testLabelStyleInspection() throws {
        XCTAssertTrue(try EmptyView().labelStyle(TitleOnlyLabelStyle()).inspect().labelStyle() is TitleOnlyLabelStyle)
    }

    func testCustomLabelStyleInspection() throws {
        let style = StackedLabelStyle()
        XCTAssertEqual(try style.inspect().vStack().styleConfigurationTitle(0).blur().radius, 2)
        XCTAssertEqual(try style.inspect().vStack().styleConfigurationIcon(1).padding(), EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        assertThrows(try EmptyView().inspect().styleConfigurationTitle(),
                     "styleConfigurationTitle() found EmptyView instead of LabelStyleConfiguration.Title")
        assertThrows(try EmptyView().inspect().styleConfigurationIcon(),
                     "styleConfigurationIcon() found EmptyView instead of LabelStyleConfiguration.Icon")
        XCTAssertEqual(try style.inspect().find(ViewType.StyleConfiguration.Title.self).pathToRoot, "vStack().styleConfigurationTitle(0)")
        XCTAssertEqual(try style.inspect().find(ViewType.StyleConfiguration.Icon.self).pathToRoot, "vStack().styleConfigurationIcon(1)")
    }
}

private struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.title.blur(radius: 2)
            configuration.icon.padding(4)
        }
    }
}
