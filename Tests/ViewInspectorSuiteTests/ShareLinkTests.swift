import Foundation
import SwiftUI
import XCTest
@testable import ViewInspector

/// Upstream `ShareLinkTests`: reaching share links; their label, subject and message views; search
/// paths; the shared item(s) with type errors; the share preview and its parts.
final class ShareLinkTests: XCTestCase {
    func testExtractionFromSingleViewContainer() throws {
        XCTAssertNoThrow(try ShareLink(item: "photo").inspect().shareLink())
    }

    func testExtractionFromMultipleViewContainer() throws {
        let row = HStack { ShareLink(item: "a"); ShareLink(item: "b") }
        XCTAssertNoThrow(try row.inspect().hStack().shareLink(0))
        XCTAssertNoThrow(try row.inspect().hStack().shareLink(1))
    }

    func testLabelView() throws {
        XCTAssertEqual(try ShareLink("Send", item: "photo").inspect().shareLink().labelView().text().string(), "Send")
    }

    func testSubjectView() throws {
        XCTAssertEqual(try ShareLink("Send", item: "photo", subject: Text("Holiday")).inspect().shareLink().subjectView().string(), "Holiday")
    }

    func testMessageView() throws {
        XCTAssertEqual(try ShareLink("Send", item: "photo", message: Text("Look!")).inspect().shareLink().messageView().string(), "Look!")
    }

    func testSearch() throws {
        let withMessage = AnyView(ShareLink("Send", item: "photo", message: Text("Look!")))
        let withSubject = AnyView(ShareLink(item: "photo", subject: Text("Holiday"), label: { HStack { Text("Send") } }))
        XCTAssertEqual(try withMessage.inspect().find(text: "Send").pathToRoot, "anyView().shareLink().labelView().text()")
        XCTAssertEqual(try withMessage.inspect().find(text: "Look!").pathToRoot, "anyView().shareLink().messageView()")
        XCTAssertEqual(try withSubject.inspect().find(text: "Send").pathToRoot, "anyView().shareLink().labelView().hStack().text(0)")
        XCTAssertEqual(try withSubject.inspect().find(text: "Holiday").pathToRoot, "anyView().shareLink().subjectView()")
    }

    func testItemsInspection() throws {
        let single = ShareLink(item: "photo")
        let files = [URL(fileURLWithPath: "/tmp/a"), URL(fileURLWithPath: "/tmp/b")]
        let several = ShareLink(items: files)
        XCTAssertEqual(try single.inspect().shareLink().item(type: String.self), "photo")
        XCTAssertEqual(try several.inspect().shareLink().items() as? [URL], files)
        assertThrows(try single.inspect().shareLink().item(type: URL.self), "Type mismatch: String is not URL")
        assertThrows(try several.inspect().shareLink().item(type: String.self), "ShareLink has multiple items. Please use items() instead of item(type:)")
    }

    func testSharePreviewInspection() throws {
        let link = ShareLink(item: "photo", preview: SharePreview("Photo", image: "thumb", icon: "glyph"))
        let preview = try link.inspect().shareLink().sharePreview(for: "photo", imageType: String.self, iconType: String.self)
        XCTAssertEqual(try preview.image(), "thumb")
        XCTAssertEqual(try preview.icon(), "glyph")
    }

    func testSharePreviewMethods() throws {
        let picture = URL(fileURLWithPath: "/tmp/pic")
        let preview = SharePreview("Picture", image: picture, icon: "glyph")
        XCTAssertEqual(try preview.title().string(), "Picture")
        XCTAssertEqual(try preview.image(), picture)
        XCTAssertEqual(try preview.icon(), "glyph")
    }
}
