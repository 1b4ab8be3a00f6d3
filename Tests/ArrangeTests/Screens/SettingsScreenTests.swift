import Arrange
@testable import ArrangeCore
@testable import ArrangeExamples
import Testing
import ArrangeTestSupport
import ArrangeRenderTestSupport

/// The settings screen on an iPhone 15 (393 × 852, safe area 59 above, 34 below), with the test
/// font. Numbers follow `docs/ios-metrics.md`: the large title bar is 96 tall below the status
/// bar, so the form starts at 59 + 96 = 155; inset-grouped cards are 16 from the edges (393 < 414)
/// and rows' content 20 inside them (x = 36, width 393 − 2 × 16 − 2 × 20 = 321); 35 above each
/// section; rows at least 44 tall, content 11 from the row's top and bottom.
@Suite @MainActor struct SettingsScreenTests {
    @Test func largeTitleAndFirstRows() throws {
        let host = screenHost(SettingsScreen())
        // Title: largeTitle 34 pt, 8 above the bar's bottom: 155 − 8 − 34 = 113; 8 × 34 wide.
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"Settings\")") == [CGRect(x: 16, y: 113, width: 272, height: 34)])
        // Profile row: card at 155 + 35 = 190, content 11 below; 68 tall (the person symbol at
        // .largeTitle with the test font), so the row is 68 + 22 = 90.
        #expect(host.frame(ofAccessibilityIdentifier: "profile") == CGRect(x: 36, y: 201, width: 261, height: 68))
        // Second section at 190 + 90 + 35 = 315: the airplane toggle is the switch's 31 tall
        // (UISwitch 51 × 31), 11 below the row's top; that row is 31 + 22 = 53.
        #expect(host.frame(ofAccessibilityIdentifier: "airplane") == CGRect(x: 36, y: 326, width: 321, height: 31))
        // Wi-Fi row from 368: the 44-point minimum row, the 17-point line centred: 368 + 13.5.
        #expect(host.frame(ofAccessibilityIdentifier: "wifi") == CGRect(x: 36, y: 381.5, width: 321, height: 17))
        // Its disclosure chevron (the chevron.right symbol at body size, semibold: 9 × 13) ends at
        // the content's trailing edge, 357, centred on the row's middle, 368 + 22 = 390.
        let chevrons = host.dump().split(separator: "\n").filter { $0.contains("chevron.right") }
        #expect(chevrons.contains { $0.contains("(348, 383.5, 9, 13)") }, "\(chevrons)")
    }

    @Test func displaySectionHeaderPickerAndFooter() {
        let host = screenHost(SettingsScreen())
        // Third section 35 below the Battery row (412 + 44 = 456): the header (footnote 13 pt,
        // uppercased "DISPLAY", 7 × 13 wide) at 491, the card 7 below it at 511.
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"Display\")") == [CGRect(x: 36, y: 491, width: 91, height: 13)])
        // The menu picker's row, as iOS draws one in a form: the label leads, the option trails.
        // "Automatic" (9 × 17) + 4 + the 8 × 13 up-down chevron is 165; with the stack's 8, the
        // label "Appearance" (10 × 17) has 321 − 173 = 148 and wraps to two lines: the content is
        // the row's whole width and 34 tall, 11 below the card's top (511), and the row 56.
        #expect(host.frame(ofAccessibilityIdentifier: "appearance") == CGRect(x: 36, y: 522, width: 321, height: 34))
        // The "Bold Text" toggle's row below it (511 + 56 = 567) is the switch's 31 + 22 = 53
        // tall, its label centred on the switch: 567 + 11 + (31 − 17) / 2. It was 44 tall with
        // its content overflowing: the section's margin layout placed the section with the
        // bounds' height, and the stack shared that among the rows. The "Auto-Lock" row follows
        // at 567 + 53 = 620; its option "30 Seconds" (10 × 17 + 4 + 8) does not fit beside the
        // label (9 × 17) and wraps to 34, so the row is 56 and the label centred on the option:
        // 620 + 11 + (34 − 17) / 2.
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"Bold Text\")").map(\.minY) == [585])
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"Auto-Lock\")").map(\.minY) == [639.5])
        // Footer: footnote 13 pt, 7 below the card, three lines of at most 321 / 13 characters.
        #expect(host.frame(ofAccessibilityIdentifier: "display-footer")?.height == CGFloat(3 * 13))
    }

    @Test @MainActor func turningNotificationsOffRemovesTwoRows() throws {
        let host = screenHost(SettingsScreen())
        let about = try #require(host.frame(ofAccessibilityIdentifier: "about"))
        let toggle = try #require(host.controlAction(ofAccessibilityIdentifier: "notifications"))
        #expect(toggle.kind == .toggle)
        toggle.activate?()
        // "Sounds" and "Badges" are gone: two toggle rows of 31 + 11 + 11 = 53.
        #expect(host.frame(ofAccessibilityIdentifier: "about") == about.offsetBy(dx: 0, dy: -2 * 53))
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"Sounds\")").isEmpty)
    }

    @Test func accessibility3ScalesTheRows() {
        let host = screenHost(LargeTextSettingsScreen())
        // Body text at .accessibility3 is 40 pt (Apple's Dynamic Type table): "About" is 40 tall
        // and its row 40 + 22 = 62.
        #expect(host.frame(ofAccessibilityIdentifier: "about")?.height == 40)
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"About\")").first?.size == CGSize(width: 5 * 40, height: 40))
        #expect(host.diagnostics.isEmpty)
    }

    @Test func rendersTheOnSwitchGreenOnTheGroupedBackground() throws {
        let host = screenHost(SettingsScreen())
        let pixels = try renderScreen(host, name: "settings")
        // The grouped background (systemGroupedBackground 242, 242, 247) left of the cards.
        #expect(pixels[5, 300].isClose(to: RGBA(r: 242, g: 242, b: 247)), "\(pixels[5, 300])")
        // "Allow Notifications" is on: its track (x 306…357, centred in the 34-point two-line
        // toggle at 776, below the 56-point picker row) is systemGreen near its leading end.
        #expect(pixels[314, 793].isClose(to: RGBA(r: 52, g: 199, b: 89)), "\(pixels[314, 793])")
        // "Airplane Mode" is off: the off track (233, 233, 234) at its trailing end.
        #expect(pixels[350, 341].isClose(to: RGBA(r: 233, g: 233, b: 234)), "\(pixels[350, 341])")
    }
}
