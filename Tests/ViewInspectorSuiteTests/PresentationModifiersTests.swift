import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `PresentationModifiersTests` — `ViewColorTests`: foreground/accent/tint colours, colour
/// scheme, preferred colour scheme and foreground style leave the view inspectable and read back,
/// also on descendants of the view they are set on.
final class ViewColorTests: XCTestCase {
    func testForegroundColor() throws {
        let view = EmptyView().foregroundColor(.teal)
        XCTAssertNoThrow(try view.inspect().emptyView())
        XCTAssertEqual(try view.inspect().foregroundColor(), .teal)
    }

    func testForegroundColorInspection() throws {
        let view = Group { EmptyView().padding() }.foregroundColor(.teal).padding()
        XCTAssertEqual(try view.inspect().group().foregroundColor(), .teal)
        XCTAssertEqual(try view.inspect().group().emptyView(0).foregroundColor(), .teal)
    }

    func testNaiveForegroundColorInspectionError() throws {
        let text = Text("Tinted").foregroundColor(.teal)
        assertThrows(try text.inspect().text().foregroundColor(),
                     "Please use .attributes().foregroundColor() for inspecting foregroundColor on a Text")
        XCTAssertEqual(try text.inspect().text().attributes().foregroundColor(), .teal)
    }

    func testAccentColor() throws {
        XCTAssertNoThrow(try EmptyView().accentColor(.teal).inspect().emptyView())
    }

    func testAccentColorInspection() throws {
        let view = Group { EmptyView() }.accentColor(.teal)
        XCTAssertEqual(try view.inspect().group().accentColor(), .teal)
        XCTAssertEqual(try view.inspect().group().emptyView(0).accentColor(), .teal)
    }

    func testForegroundWithAccentColorInspection() throws {
        let inner = try AnyView(EmptyView()).accentColor(.teal).foregroundColor(.brown).inspect().anyView().emptyView()
        XCTAssertEqual(try inner.accentColor(), .teal)
        XCTAssertEqual(try inner.foregroundColor(), .brown)
    }

    func testTint() throws {
        XCTAssertNoThrow(try EmptyView().tint(.indigo).inspect().emptyView())
    }

    func testTintInspection() throws {
        let view = Group { EmptyView() }.tint(.indigo)
        XCTAssertEqual(try view.inspect().group().tint(), .indigo)
        XCTAssertEqual(try view.inspect().group().emptyView(0).tint(), .indigo)
        let color = Color.indigo
        let other = Group { EmptyView() }.tint(color)
        XCTAssertEqual(try other.inspect().group().tint(), .indigo)
        XCTAssertEqual(try other.inspect().group().emptyView(0).tint(), .indigo)
        assertThrows(try EmptyView().inspect().tint(), "EmptyView does not have 'tint' modifier")
    }

    func testColorScheme() throws {
        XCTAssertNoThrow(try EmptyView().colorScheme(.dark).inspect().emptyView())
    }

    func testColorSchemeInspection() throws {
        let view = AnyView(Group { EmptyView() }.colorScheme(.dark)).colorScheme(.light)
        XCTAssertEqual(try view.inspect().anyView().colorScheme(), .light)
        XCTAssertEqual(try view.inspect().anyView().group().colorScheme(), .dark)
        XCTAssertEqual(try view.inspect().anyView().group().emptyView(0).colorScheme(), .dark)
    }

    func testPreferredColorScheme() throws {
        XCTAssertNoThrow(try EmptyView().preferredColorScheme(.light).inspect().emptyView())
    }

    func testPreferredColorSchemeInspection() throws {
        XCTAssertEqual(try EmptyView().preferredColorScheme(.light).inspect().emptyView().preferredColorScheme(), .light)
    }

    func testForegroundStyle() throws {
        let view = EmptyView().foregroundStyle(ForegroundStyle())
        XCTAssertNoThrow(try view.inspect().emptyView())
        XCTAssertNoThrow(try view.inspect().emptyView().foregroundStyleShapeStyle(ForegroundStyle.self))
    }

    func testForegroundStyleColor() throws {
        let view = EmptyView().foregroundStyle(.cyan)
        XCTAssertNoThrow(try view.inspect().emptyView())
        XCTAssertEqual(try view.inspect().emptyView().foregroundStyleShapeStyle(Color.self), .cyan)
    }
}

/// Upstream `PresentationModifiersTests` — `ViewPreviewTests`: preview device, display name and
/// layout leave the view inspectable and read back.
final class ViewPreviewTests: XCTestCase {
    func testPreviewDevice() throws {
        XCTAssertNoThrow(try EmptyView().previewDevice(PreviewDevice(stringLiteral: "iPad Air")).inspect().emptyView())
    }

    func testPreviewDeviceInspection() throws {
        let device = PreviewDevice(stringLiteral: "iPad Air")
        XCTAssertEqual(try EmptyView().previewDevice(device).inspect().emptyView().previewDevice().rawValue, device.rawValue)
    }

    func testPreviewDisplayName() throws {
        XCTAssertNoThrow(try EmptyView().previewDisplayName("").inspect().emptyView())
    }

    func testPreviewDisplayNameInspection() throws {
        XCTAssertEqual(try EmptyView().previewDisplayName("Dark mode").inspect().emptyView().previewDisplayName(), "Dark mode")
    }

    func testPreviewLayout() throws {
        XCTAssertNoThrow(try EmptyView().previewLayout(.sizeThatFits).inspect().emptyView())
    }

    func testPreviewLayoutInspection() throws {
        let layout = PreviewLayout.fixed(width: 320, height: 200)
        XCTAssertEqual(try EmptyView().previewLayout(layout).inspect().emptyView().previewLayout(), layout)
    }
}
