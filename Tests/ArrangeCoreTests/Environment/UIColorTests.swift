import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// `Color(.systemGroupedBackground)` and `Color(uiColor:)` compile and take iOS's values, light
/// and dark (Arrange's `UIColor` stand-in).
@Suite @MainActor struct UIColorTests {
    private func resolved(_ color: Color, _ scheme: ColorScheme) -> String {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return color.resolve(in: environment).description
    }

    @Test func systemGroupedBackgroundIsLightGreyOrBlack() {
        #expect(resolved(Color(.systemGroupedBackground), .light) == "#F2F2F7FF")
        #expect(resolved(Color(.systemGroupedBackground), .dark) == "#000000FF")
    }

    @Test func secondarySystemGroupedBackgroundIsWhiteOrDarkGrey() {
        #expect(resolved(Color(uiColor: .secondarySystemGroupedBackground), .light) == "#FFFFFFFF")
        #expect(resolved(Color(uiColor: .secondarySystemGroupedBackground), .dark) == "#1C1C1EFF")
    }

    @Test func uiKitRedIsPureRedAndSystemRedIsIOSRed() {
        #expect(resolved(Color(.red), .light) == "#FF0000FF")
        #expect(resolved(Color(.systemRed), .light) == "#FF3B30FF")
        #expect(resolved(Color(UIColor(white: 0.5, alpha: 1)), .dark) == "#808080FF")
    }

    @Test func labelColoursAreTheForegroundHierarchy() {
        #expect(resolved(Color(.secondaryLabel), .light) == resolved(.secondary, .light))
        #expect(resolved(Color(.label), .dark) == "#FFFFFFFF")
    }
}
