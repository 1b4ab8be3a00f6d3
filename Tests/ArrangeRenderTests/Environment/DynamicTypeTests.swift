import ArrangeCore
import ArrangeRender
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// `\.dynamicTypeSize` scaling text styles by Apple's table, `.dynamicTypeSize(_:)` in its value
/// and range forms, and the size classes' defaults.
@Suite("Environment: Dynamic Type and size classes")
@MainActor struct DynamicTypeTests {
    /// The height of one line of `font` in the test font (exactly its point size) at `size`.
    private func lineHeight(_ font: Font, _ size: DynamicTypeSize) -> CGFloat {
        let view = Text("X").font(font).environment(\.defaultFontFamily, Font.testFontFamily).dynamicTypeSize(size)
        return HostingView(rootView: view, size: CGSize(width: 500, height: 500)).sizeThatFits(.unspecified).height
    }

    /// Apple's table at four sizes: xSmall, large (the default), xxxLarge and accessibility5.
    static let rows: [(Font, [CGFloat])] = [
        (.largeTitle, [31, 34, 40, 60]), (.title, [25, 28, 34, 58]), (.title2, [19, 22, 28, 56]),
        (.title3, [17, 20, 26, 55]), (.headline, [14, 17, 23, 53]), (.body, [14, 17, 23, 53]),
        (.callout, [13, 16, 22, 51]), (.subheadline, [12, 15, 21, 49]), (.footnote, [12, 13, 19, 44]),
        (.caption, [11, 12, 18, 43]), (.caption2, [11, 11, 17, 40]),
    ]

    @Test("Every text style takes Apple's point size at xSmall, large, xxxLarge and accessibility5")
    func textStylesScale() {
        for (font, sizes) in Self.rows {
            let measured = [DynamicTypeSize.xSmall, .large, .xxxLarge, .accessibility5].map { lineHeight(font, $0) }
            #expect(measured == sizes, "\(font)")
        }
        // The middle accessibility sizes too, for .body: 28, 33, 40, 47.
        #expect([DynamicTypeSize.accessibility1, .accessibility2, .accessibility3, .accessibility4].map { lineHeight(.body, $0) } == [28, 33, 40, 47])
    }

    @Test("Custom fonts scale with .body (or their text style); fixed and system sizes do not")
    func customFontsScale() {
        // 20 points scale as .body does at xxxLarge: 20 × 23 / 17.
        #expect(abs(lineHeight(.custom(Font.testFontFamily, size: 20), .xxxLarge) - 20 * 23 / 17) < 1)
        #expect(lineHeight(.custom(Font.testFontFamily, size: 22, relativeTo: .title2), .xxxLarge) == 28)
        #expect(lineHeight(.custom(Font.testFontFamily, fixedSize: 20), .xxxLarge) == 20)
        #expect(lineHeight(.system(size: 20), .accessibility5) == 20)
    }

    @Test("DynamicTypeSize: 12 ordered cases; the last five are accessibility sizes; the default is large")
    func sizes() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.xxxLarge < .accessibility1)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        #expect(EnvironmentValues().dynamicTypeSize == .large)
    }

    @Test("The range form clamps the environment's size into the range")
    func rangeClamps() {
        struct Probe: View {
            @Environment(\.dynamicTypeSize) var size
            var body: some View { Color.clear.frame(width: CGFloat(DynamicTypeSize.allCases.firstIndex(of: size) ?? 0) + 1, height: 1) }
        }
        func index<V: View>(_ view: V) -> CGFloat {
            HostingView(rootView: view, size: CGSize(width: 100, height: 100)).sizeThatFits(.unspecified).width - 1
        }
        #expect(index(Probe().dynamicTypeSize(...DynamicTypeSize.xxxLarge).dynamicTypeSize(.accessibility3)) == 6)
        #expect(index(Probe().dynamicTypeSize(DynamicTypeSize.large...).dynamicTypeSize(.xSmall)) == 3)
        #expect(index(Probe().dynamicTypeSize(DynamicTypeSize.small..<DynamicTypeSize.xLarge).dynamicTypeSize(.xxLarge)) == 3)
        #expect(index(Probe().dynamicTypeSize(DynamicTypeSize.small...DynamicTypeSize.xLarge)) == 3)
    }

    @Test("Symbols follow Dynamic Type with their text style")
    func symbolsScale() {
        func width(_ size: DynamicTypeSize) -> CGFloat {
            HostingView(rootView: Image(systemName: "plus").font(.body).dynamicTypeSize(size), size: CGSize(width: 200, height: 200))
                .sizeThatFits(.unspecified).width
        }
        // .body at accessibility5 is 53 points: 1.2 × 53 / 20 = 3.18 a unit, 15.9…60.42 → 15…61.
        #expect(width(.large) == 15)
        #expect(width(.accessibility5) == 46)
    }

    @Test("@ScaledMetric scales a value as its text style scales (body by default)")
    func scaledMetric() {
        struct Box: View {
            @ScaledMetric var side = 20.0
            @ScaledMetric(relativeTo: .largeTitle) var title: CGFloat = 34
            var body: some View { Color.clear.frame(width: side, height: title) }
        }
        func size(_ dynamicType: DynamicTypeSize) -> CGSize {
            HostingView(rootView: Box().dynamicTypeSize(dynamicType), size: CGSize(width: 200, height: 200)).sizeThatFits(.unspecified)
        }
        #expect(size(.large) == CGSize(width: 20, height: 34))
        #expect(size(.xSmall) == CGSize(width: 20.0 * 14 / 17, height: 31))
        #expect(size(.accessibility5) == CGSize(width: 20.0 * 53 / 17, height: 60))
    }

    @Test("Size classes default to compact width and regular height, like an iPhone in portrait")
    func sizeClasses() {
        let environment = EnvironmentValues()
        #expect(environment.horizontalSizeClass == .compact)
        #expect(environment.verticalSizeClass == .regular)
        struct Probe: View {
            @Environment(\.horizontalSizeClass) var horizontal
            var body: some View { Color.clear.frame(width: horizontal == .regular ? 20 : 10, height: 1) }
        }
        #expect(HostingView(rootView: Probe().environment(\.horizontalSizeClass, .regular), size: CGSize(width: 50, height: 50)).sizeThatFits(.unspecified).width == 20)
    }
}
