import Arrange
@testable import ArrangeCore
@testable import ArrangeExamples
import Testing
import ArrangeTestSupport
import ArrangeRenderTestSupport

/// The inbox on an iPhone 15 with the test font: a plain list under a large title (content from
/// 59 + 96 = 155), plain section headers 6 + 13 + 6 = 25 tall, rows at least 44 tall with 20-point
/// side insets and 11 above and below (`docs/ios-metrics.md`, "Lists and navigation").
@Suite @MainActor struct MailInboxScreenTests {
    @Test func barItemsAndTitle() {
        let host = screenHost(MailInboxScreen())
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"Inbox\")") == [CGRect(x: 16, y: 113, width: 170, height: 34)])
        // Trailing item 16 from the edge (393 − 16 − 4 × 17), centred in the 44-point bar row.
        #expect(host.frame(ofAccessibilityIdentifier: "edit") == CGRect(x: 309, y: 72.5, width: 68, height: 17))
        // Bottom bar: 44 tall above the 34-point home indicator (774…818); the caption (12 pt,
        // 16 characters) centred in it.
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"Updated Just Now\")").first.map { $0.minY } == 790)
    }

    @Test func bottomBarSpacersCentreTheCaptionAndPutComposeAtTheMargin() throws {
        let host = screenHost(MailInboxScreen())
        // The group `Spacer(); Text(…); Spacer(); Button…` is four items: the spacers share the
        // free width, so the compose button ends at the bar's 16-point margin (393 − 16) and the
        // caption has as much room before it as after it. (Before, the group was one item and a
        // spacer after it took a third of the width.)
        let compose = try #require(host.frame(ofAccessibilityIdentifier: "compose"))
        let caption = try #require(host.frames(ofDumpedViewsStartingWith: "Text(\"Updated Just Now\")").first)
        #expect(compose.maxX == 377)
        #expect(caption.minX - 16 == compose.minX - caption.maxX)
        // The caption is plain text, drawn in the primary colour (iOS tints only the buttons):
        // its darkest pixel is grey, not the accent blue.
        let pixels = try renderScreen(host, name: "inbox-bottom-bar")
        var darkest = RGBA(r: 255, g: 255, b: 255)
        for y in Int(caption.minY)..<Int(caption.maxY) {
            for x in Int(caption.minX)..<Int(caption.maxX) where Int(pixels[x, y].r) + Int(pixels[x, y].g) + Int(pixels[x, y].b) < Int(darkest.r) + Int(darkest.g) + Int(darkest.b) {
                darkest = pixels[x, y]
            }
        }
        #expect(darkest.r < 128 && darkest.b < 128, "\(darkest)")
    }

    @Test func mailboxAndMessageRows() {
        let host = screenHost(MailInboxScreen())
        // Header bar 155…180, its text 6 below its top, 20 in.
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"Mailboxes\")") == [CGRect(x: 20, y: 161, width: 117, height: 13)])
        // Three 44-point mailbox rows (180…312), the "Today" header (312…337), then message rows:
        // each 17 (headline) + 2 + 15 (subject) + 2 + 2 × 15 (preview) = 66 tall plus 22 = 88.
        #expect(host.frame(ofAccessibilityIdentifier: "message-1") == CGRect(x: 20, y: 337 + 11, width: 353, height: 66))
        #expect(host.frame(ofAccessibilityIdentifier: "message-2") == CGRect(x: 20, y: 337 + 88 + 11, width: 353, height: 66))
        #expect(host.frame(ofAccessibilityIdentifier: "message-4") == CGRect(x: 20, y: 337 + 3 * 88 + 11, width: 353, height: 66))
        // The sender starts after the 10-point unread dot and 8 of spacing.
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"Maya Lin\")") == [CGRect(x: 38, y: 348, width: 136, height: 17)])
        // The badge's count comes before the chevron, as on iOS ("2 >"): the chevron (9 wide)
        // ends 20 inside the row's trailing edge, at 373, and the count ends 12 before it: 352.
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"2\")").first == CGRect(x: 335, y: 193.5, width: 17, height: 17))
    }

    @Test @MainActor func filterShowsOnlyUnreadMessages() throws {
        let host = screenHost(MailInboxScreen())
        #expect(host.frame(ofAccessibilityIdentifier: "message-3")?.minY == CGFloat(337 + 2 * 88 + 11))
        let filter = try #require(host.controlAction(ofAccessibilityIdentifier: "filter"))
        filter.activate?()
        // Messages 2 and 4 are read: message 3 is now the second row, one 88-point row higher.
        #expect(host.frame(ofAccessibilityIdentifier: "message-2") == nil)
        #expect(host.frame(ofAccessibilityIdentifier: "message-3")?.minY == CGFloat(337 + 88 + 11))
        #expect(!host.frames(ofDumpedViewsStartingWith: "Text(\"Unread\")").isEmpty)
    }

    @Test func rendersLightAndDark() throws {
        let light = try renderScreen(screenHost(MailInboxScreen()), name: "inbox")
        // The plain list is white; message 1's unread dot (x 20…30, y 353…363) systemBlue.
        #expect(light[5, 500].isClose(to: RGBA(r: 255, g: 255, b: 255)), "\(light[5, 500])")
        #expect(light[25, 358].isClose(to: RGBA(r: 0, g: 122, b: 255), tolerance: 6), "\(light[25, 358])")
        let dark = try renderScreen(screenHost(DarkInboxScreen()), name: "inbox-dark")
        // Dark: black list, the dark appearance's blue dot, the dark grouped header bar (28, 28, 30).
        #expect(dark[5, 500].isClose(to: RGBA(r: 0, g: 0, b: 0)), "\(dark[5, 500])")
        #expect(dark[25, 358].isClose(to: RGBA(r: 10, g: 132, b: 255), tolerance: 6), "\(dark[25, 358])")
        #expect(dark[5, 170].isClose(to: RGBA(r: 28, g: 28, b: 30)), "\(dark[5, 170])")
    }
}
