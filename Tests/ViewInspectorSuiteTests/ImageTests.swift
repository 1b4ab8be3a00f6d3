import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ImageTests`: an image's name, the root image under its modifiers, label texts of
/// named and system images, search into the label, and reaching it. (Tests of UIImage/NSImage/
/// CGImage images are Apple-only and not ported; `testImageByName` keeps its named-image half.)
final class ImageTests: XCTestCase {
    func testImageByName() throws {
        XCTAssertEqual(try Image("avatar").inspect().image().actualImage().name(), "avatar")
    }

    func testRootImage() throws {
        let plain = Image("avatar")
        let styled = plain.resizable().antialiased(true)
        XCTAssertNotEqual(plain, styled)
        XCTAssertEqual(try styled.rootImage(), plain)
    }

    func testLabelImageText() throws {
        let icon = try Label("Mail", image: "envelope").inspect().label().icon().image()
        XCTAssertEqual(try icon.labelView().string(), "envelope")
    }

    func testLabelSystemImageText() throws {
        let icon = try Label("Mail", systemImage: "envelope.fill").inspect().label().icon().image()
        XCTAssertEqual(try icon.labelView().string(), "envelope.fill")
    }

    func testImageSystemName() throws {
        XCTAssertEqual(try Image(systemName: "gear").inspect().image().labelView().string(), "gear")
    }

    func testSearch() throws {
        let root = AnyView(Image("avatar", label: Text("Profile photo")).resizable())
        XCTAssertEqual(try root.inspect().find(ViewType.Image.self).pathToRoot, "anyView().image()")
        XCTAssertEqual(try root.inspect().find(text: "Profile photo").pathToRoot, "anyView().image().labelView().text()")
    }

    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try AnyView(Image("avatar")).inspect().anyView().image())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { Image("a"); Image("b") }
        XCTAssertNoThrow(try row.inspect().hStack().image(0))
        XCTAssertNoThrow(try row.inspect().hStack().image(1))
    }
}
