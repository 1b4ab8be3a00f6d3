import ArrangeCore
import ArrangeRender
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// A navigation link's row ends in the `chevron.right` symbol, which the rendering module draws
/// (without it, the core strokes a chevron of its own: `DisclosureChevron`).
@Suite @MainActor struct ListDisclosureChevronTests {
    @Test func navigationLinkRowShowsAChevron() {
        let host = phoneHost(List {
            NavigationLink(value: 1) { Text("Go").id("label") }
        })
        #expect(host.frame(of: "label") == CGRect(x: 36, y: 95.5, width: 34, height: 17))
        // The chevron.right symbol at the body size, semibold (its ink on the pixel grid), ending
        // 20 inside the card's trailing edge (374).
        #expect(host.dump().contains("Image(systemName: \"chevron.right\") (345, 97.5, 9, 13)"))
    }
}
