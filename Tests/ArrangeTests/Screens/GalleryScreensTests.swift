import Arrange
@testable import ArrangeExamples
import ArrangeRenderTestSupport
import ArrangeTestSupport
import Foundation
import Testing

/// The five real-world-style screens of issue 25's gallery, on an iPhone 15 with the test font:
/// each lays out as its code asks, with the defects absent.
@Suite @MainActor struct GalleryScreensTests {
    @Test("Weather: the six hours sit in one row, the five days one under another, with no diagnostics but missing symbols")
    func weather() throws {
        let host = screenHost(WeatherScreen())
        let hours = try (0..<6).map { try #require(host.frame(ofAccessibilityIdentifier: "hour-\($0)")) }
        #expect(Set(hours.map(\.minY)).count == 1)
        #expect(zip(hours, hours.dropFirst()).allSatisfy { $1.minX > $0.maxX })
        let days = try (0..<5).map { try #require(host.frame(ofAccessibilityIdentifier: "day-\($0)")) }
        #expect(zip(days, days.dropFirst()).allSatisfy { $1.minY >= $0.maxY })
        // The cards are padded 16 from the screen's edges.
        #expect(host.frame(ofAccessibilityIdentifier: "hourly")?.minX == 16)
        #expect(host.frame(ofAccessibilityIdentifier: "hourly")?.width == CGFloat(393 - 32))
        #expect(host.diagnostics.allSatisfy { $0.hasPrefix("No symbol named") }, "\(host.diagnostics)")
    }

    @Test("Login: the button spans the padded width and its label is drawn white, not in the tint (defect 1)")
    func login() throws {
        let host = screenHost(LoginScreen())
        let button = try #require(host.frame(ofAccessibilityIdentifier: "login"))
        #expect(button.minX == 24 && button.width == 393 - 48)
        #expect(host.frame(ofAccessibilityIdentifier: "email")?.width == CGFloat(393 - 48))
        let pixels = try renderScreen(host, name: "login")
        // The test font's glyphs are solid boxes: the label's middle is white on the blue.
        let label = try #require(host.frames(ofDumpedViewsStartingWith: "Text(\"Log In\")").first)
        #expect(pixels[Int(label.minX) + 2, Int(label.midY)].isClose(to: RGBA(r: 255, g: 255, b: 255)), "\(pixels[Int(label.minX) + 2, Int(label.midY)])")
        #expect(pixels[Int(button.minX) + 4, Int(button.midY)].isClose(to: RGBA(r: 0, g: 122, b: 255)), "\(pixels[Int(button.minX) + 4, Int(button.midY)])")
    }

    @Test("Photo grid: tiles that fill their cells are square, a third of the width each (defect 3); the add button sits at the bottom trailing corner")
    func photoGrid() throws {
        let host = screenHost(PhotoGridScreen())
        let first = try #require(host.frame(ofAccessibilityIdentifier: "photo-0"))
        let fourth = try #require(host.frame(ofAccessibilityIdentifier: "photo-3"))
        let side = (393 - 4) / 3.0
        #expect(abs(first.width - side) < 0.01 && abs(first.height - side) < 0.01)
        #expect(abs(first.minX) < 0.01)
        #expect(abs(fourth.minY - (first.maxY + 2)) < 0.01)
        let add = try #require(host.frame(ofAccessibilityIdentifier: "add"))
        #expect(add.maxX == CGFloat(393 - 16))
        #expect(add.maxY == CGFloat(852 - 34 - 16))
    }

    @Test("Feed: a custom view that is a Section and custom row views are separate rows (defect 2)")
    func feed() throws {
        let host = screenHost(FeedScreen())
        let sam = try #require(host.frame(ofAccessibilityIdentifier: "suggestion-Sam Rivera"))
        let priya = try #require(host.frame(ofAccessibilityIdentifier: "suggestion-Priya Nair"))
        #expect(sam.minX == priya.minX && priya.minY > sam.maxY)
        let posts = try (0..<3).map { try #require(host.frame(ofAccessibilityIdentifier: "post-\($0)")) }
        #expect(zip(posts, posts.dropFirst()).allSatisfy { $1.minY > $0.maxY && $1.minX == $0.minX })
        #expect(posts[0].minY > priya.maxY)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("Cart: prices in en_US currency, the shipping bar drawn once through its style, the promotion's GroupBox inside the summary's")
    func cart() throws {
        let host = screenHost(CartScreen())
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"$129.00\")").count == 1)
        #expect(host.frames(ofDumpedViewsStartingWith: "Text(\"$190.99\")").count == 1)
        let summary = try #require(host.frame(ofAccessibilityIdentifier: "summary"))
        let promotion = try #require(host.frame(ofAccessibilityIdentifier: "promotion"))
        #expect(summary.contains(promotion) && promotion.width < summary.width)
        let shipping = try #require(host.frame(ofAccessibilityIdentifier: "shipping"))
        #expect(shipping.minX == 16 && shipping.width == 393 - 32)
        #expect(host.diagnostics.allSatisfy { $0.hasPrefix("No symbol named") }, "\(host.diagnostics)")
    }
}
