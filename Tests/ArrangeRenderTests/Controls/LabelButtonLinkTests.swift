@testable import ArrangeCore
import ArrangeRender
import ArrangeRenderTestSupport
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Controls: Label, Button roles, Link and tint")
@MainActor struct LabelButtonLinkTests {
    func label() -> some View {
        Label { Color.red.frame(width: 30, height: 20).id("title") } icon: { Color.blue.frame(width: 16, height: 16).id("icon") }
    }

    @Test("A label is its icon and title side by side, 8 points apart, centred; each built-in style")
    func labelStyles() throws {
        let host = controlHost(label().id("label"))
        #expect(host.frame(of: "label")?.size == CGSize(width: 54, height: 20))
        #expect(relativeFrame("icon", in: "label", host) == CGRect(x: 0, y: 2, width: 16, height: 16))
        #expect(relativeFrame("title", in: "label", host) == CGRect(x: 24, y: 0, width: 30, height: 20))
        #expect(controlSize(label().labelStyle(.automatic), .unspecified) == CGSize(width: 54, height: 20))
        #expect(controlSize(label().labelStyle(.titleAndIcon), .unspecified) == CGSize(width: 54, height: 20))
        #expect(controlSize(label().labelStyle(.titleOnly), .unspecified) == CGSize(width: 30, height: 20))
        #expect(controlSize(label().labelStyle(.iconOnly), .unspecified) == CGSize(width: 16, height: 16))
    }

    @Test("Label(_:systemImage:) is the symbol (one line of the font) and the title")
    func systemImageLabel() {
        // With the test font the title is 17 points per character; the symbols are their glyphs'
        // ink at 1.02 points a grid unit (17-point .body, see SymbolMetrics): "star" 21×20,
        // "square.and.arrow.up" 17×23.
        #expect(controlSize(Label("Star", systemImage: "star"), .unspecified) == CGSize(width: 21 + 8 + 4 * 17, height: 20))
        #expect(controlSize(Label(String("Star"), systemImage: "star").labelStyle(.titleOnly), .unspecified) == CGSize(width: 4 * 17, height: 17))
        #expect(controlSize(Button("Share", systemImage: "square.and.arrow.up") {}, .unspecified) == CGSize(width: 17 + 8 + 5 * 17, height: 23))
        #expect(controlSize(Button("Share", systemImage: "square.and.arrow.up") {}.labelStyle(.iconOnly), .unspecified) == CGSize(width: 17, height: 23))
    }

    @Test("A custom LabelStyle builds from the configuration's title and icon")
    func customLabelStyle() {
        struct Stacked: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 0) { configuration.icon; configuration.title }
            }
        }
        #expect(controlSize(label().labelStyle(Stacked()), .unspecified) == CGSize(width: 30, height: 36))
    }

    /// The colour a button draws a shape label with.
    func labelColor<V: View>(_ view: V) throws -> RGBA {
        try renderPNG(view.frame(width: 10, height: 10))[5, 5]
    }

    @Test("Buttons draw in the tint: blue by default, red when destructive, the .tint colour, grey when disabled, dark mode's blue")
    func buttonColours() throws {
        #expect(try labelColor(Button {} label: { Rectangle() }) == RGBA(r: 0, g: 122, b: 255))
        #expect(try labelColor(Button(role: .destructive) {} label: { Rectangle() }) == RGBA(r: 255, g: 59, b: 48))
        #expect(try labelColor(Button(role: .cancel) {} label: { Rectangle() }) == RGBA(r: 0, g: 122, b: 255))
        #expect(try labelColor(Button {} label: { Rectangle() }.tint(.green)) == RGBA(Color.green))
        #expect(try labelColor(Button {} label: { Rectangle() }.accentColor(.purple)) == RGBA(Color.purple))
        #expect(try labelColor(Button {} label: { Rectangle() }.environment(\.colorScheme, .dark)) == RGBA(r: 10, g: 132, b: 255))
        #expect(try labelColor(Button {} label: { Rectangle() }.disabled(true)).isClose(to: RGBA(r: 60, g: 60, b: 67, a: 77), tolerance: 2))
        #expect(try labelColor(Rectangle().fill(.tint).tint(.orange)) == RGBA(Color.orange))
    }

    @Test("Button(_:role:action:) takes a title; a destructive bordered prominent button is red with a white title")
    func roleTitles() throws {
        #expect(controlSize(Button("Delete", role: .destructive) {}, .unspecified) == CGSize(width: 6 * 17, height: 17))
        #expect(controlSize(Button(String("Delete"), role: .destructive) {}, .unspecified) == CGSize(width: 6 * 17, height: 17))
        let p = try renderPNG(Button(role: .destructive) {} label: { Color.clear.frame(width: 20, height: 20) }.buttonStyle(.borderedProminent))
        #expect(p[3, 17] == RGBA(r: 255, g: 59, b: 48))
    }

    @Test("The button's action is its control action")
    @MainActor func buttonAction() throws {
        let box = Box(0)
        let host = controlHost(Button("Add") { box.value += 1 }.id("button"))
        let action = try #require(host.controlAction(of: "button"))
        #expect(action.kind == .button)
        action.activate?()
        action.activate?()
        #expect(box.value == 2)
    }

    @Test("A link is its label in the tint colour; its control action goes to the environment's openURL")
    @MainActor func link() throws {
        let url = try #require(URL(string: "https://example.com/help"))
        #expect(controlSize(Link("Help", destination: url), .unspecified) == CGSize(width: 4 * 17, height: 17))
        #expect(try labelColor(Link(destination: url) { Rectangle() }) == RGBA(r: 0, g: 122, b: 255))
        #expect(try labelColor(Link(destination: url) { Rectangle() }.tint(.pink)) == RGBA(Color.pink))
        let opened = Box<[URL]>([])
        let host = controlHost(Link("Help", destination: url).id("link")
            .environment(\.openURL, OpenURLAction { opened.value.append($0); return .handled }))
        host.controlAction(of: "link")?.activate?()
        #expect(opened.value == [url])
        var accepted: Bool?
        OpenURLAction { _ in .discarded }(url) { accepted = $0 }
        #expect(accepted == false)
        EnvironmentValues().openURL(url, completion: { accepted = $0 })
        #expect(accepted == false)
    }
}
