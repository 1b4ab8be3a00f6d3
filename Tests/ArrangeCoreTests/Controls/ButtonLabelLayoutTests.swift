import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// A button whose label is several views lays them out side by side, as one view: modifiers on
/// the button apply to the whole label (the Touchdown app's `Button { Spacer(); Text(…);
/// Spacer() }.padding(15).background(…).clipShape(Capsule())` is one full-width capsule).
@Suite @MainActor struct ButtonLabelLayoutTests {
    @Test("Button { Image; Text } puts the image beside the text, 8 apart, in one view")
    func labelOfTwoViewsIsOneRow() throws {
        let host = HostingView(rootView: VStack {
            Button {} label: {
                Color.red.frame(width: 20, height: 20).id("icon")
                Text("Add").id("title")
            }
            .id("button")
        }.environment(\.defaultFontFamily, Font.testFontFamily), size: CGSize(width: 300, height: 300))
        let icon = try #require(host.frame(of: "icon")), title = try #require(host.frame(of: "title"))
        #expect(icon.midY == title.midY)
        #expect(title.minX == icon.maxX + 8)
        #expect(try #require(host.frame(of: "button")).width == icon.width + 8 + title.width)
    }

    @Test("Spacers in a label spread it across the width: one padded capsule, not three")
    func spacersSpreadTheLabel() throws {
        let host = HostingView(rootView: VStack {
            Button {} label: {
                Spacer()
                Text("ADD").id("title")
                Spacer()
            }
            .padding(15)
            .background(Color.blue)
            .id("button")
        }.environment(\.defaultFontFamily, Font.testFontFamily), size: CGSize(width: 300, height: 300))
        let button = try #require(host.frame(of: "button"))
        #expect(button.width == 300)
        // 17-point test font: one line 17 tall, padded 15 above and below.
        #expect(button.height == CGFloat(17 + 30))
        #expect(try #require(host.frame(of: "title")).midX == 150)
    }
}
