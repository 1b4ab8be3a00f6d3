import Arrange
@testable import ArrangeCore
@testable import ArrangeExamples
import Testing
import ArrangeTestSupport
import ArrangeRenderTestSupport

/// The form with every control on an iPhone 15 with the test font: an inline bar (44 tall, the
/// form from 59 + 44 = 103), inset-grouped sections (35 above each, header 13 + 7), rows' content
/// at x 36, 321 wide, 11 from the top of rows at least 44 tall (`docs/ios-metrics.md`).
@Suite @MainActor struct AccountFormScreenTests {
    @Test func barItems() {
        let host = screenHost(AccountFormScreen())
        // The confirmation item 16 from the trailing edge, centred in the bar's 44 points.
        #expect(host.frame(ofAccessibilityIdentifier: "done") == CGRect(x: 309, y: 72.5, width: 68, height: 17))
        // The inline title: headline 17 pt, 7 characters, centred.
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"Account\")").first == CGRect(x: 137, y: 72.5, width: 119, height: 17))
    }

    @Test func controlRows() {
        let host = screenHost(AccountFormScreen())
        // Section at 103 + 35 = 138, rows from 138 + 13 + 7 = 158; 17-point fields centred in 44.
        #expect(host.frame(ofAccessibilityIdentifier: "name") == CGRect(x: 36, y: 171.5, width: 321, height: 17))
        #expect(host.frame(ofAccessibilityIdentifier: "password") == CGRect(x: 36, y: 158 + 88 + 13.5, width: 321, height: 17))
        // The text editor's 88-point frame, 11 into its row (158 + 132 + 11).
        #expect(host.frame(ofAccessibilityIdentifier: "bio") == CGRect(x: 36, y: 301, width: 321, height: 88))
        // Preferences: rows from 290 + 110 + 35 + 20 = 455. Switch 31 (UISwitch), slider 34
        // (UISlider), stepper 32 (UIStepper), segmented control 32 (UISegmentedControl), each 11
        // into a row 22 taller than it.
        #expect(host.frame(ofAccessibilityIdentifier: "public") == CGRect(x: 36, y: 466, width: 321, height: 31))
        #expect(host.frame(ofAccessibilityIdentifier: "volume") == CGRect(x: 36, y: 466 + 31 + 22, width: 321, height: 34))
        #expect(host.frame(ofAccessibilityIdentifier: "guests") == CGRect(x: 36, y: 519 + 34 + 22, width: 321, height: 32))
        #expect(host.frame(ofAccessibilityIdentifier: "frequency") == CGRect(x: 36, y: 575 + 32 + 22, width: 321, height: 32))
        #expect(host.diagnostics.isEmpty)
    }

    @Test @MainActor func expandingAdvancedShowsItsRows() throws {
        let host = screenHost(AccountFormScreen())
        #expect(host.frame(ofAccessibilityIdentifier: "beta") == nil)
        let save = try #require(host.frame(ofAccessibilityIdentifier: "save"))
        let group = try #require(host.controlAction(ofAccessibilityIdentifier: "advanced"))
        #expect(group.kind == .disclosureGroup)
        group.activate?()
        // As on iOS, each view of the expanded group is a row of the section below the group's:
        // the switch 11 into the row after "Advanced" (53 tall), then the labeled content, whose
        // 10-character label wraps to two lines beside its value with the test font (56 tall).
        let advanced = try #require(host.frame(ofAccessibilityIdentifier: "advanced"))
        #expect(advanced == CGRect(x: 16, y: 1066, width: 361, height: 44 + 53 + 56))
        #expect(try host.find(text: "Advanced").frame == CGRect(x: 36, y: 1066 + 13.5, width: 136, height: 17))
        #expect(host.frame(ofAccessibilityIdentifier: "beta") == CGRect(x: 36, y: 1066 + 44 + 11, width: 321, height: 31))
        #expect(try host.find(text: "Account ID").frame == CGRect(x: 36, y: 1066 + 44 + 53 + 11, width: 119, height: 34))
        // Everything below moves down by the two new rows.
        let moved = try #require(host.frame(ofAccessibilityIdentifier: "save"))
        #expect(moved == save.offsetBy(dx: 0, dy: 53 + 56))
    }

    @Test func rendersTheOnSwitchGreen() throws {
        let pixels = try renderScreen(screenHost(AccountFormScreen()), name: "account-form")
        // "Public Profile" is on: its track (306…357 × 466…497) systemGreen.
        #expect(pixels[314, 481].isClose(to: RGBA(r: 52, g: 199, b: 89)), "\(pixels[314, 481])")
        #expect(pixels[5, 300].isClose(to: RGBA(r: 242, g: 242, b: 247)), "\(pixels[5, 300])")
    }
}
