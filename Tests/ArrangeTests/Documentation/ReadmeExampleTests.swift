import Foundation
import Testing
import Arrange

/// The README's example, so the README stays true.
private struct Badge: View {
    var body: some View {
        HStack {
            Color.red.frame(width: 50, height: 50).id("icon")
            Text("**Arrange** lays out text")
            Spacer()
        }
        .padding()
    }
}

@Suite("README")
@MainActor struct ReadmeExampleTests {
    @Test("The README's Badge example has the frames the README states")
    func badge() {
        let host = HostingView(rootView: Badge(), size: CGSize(width: 320, height: 100))
        #expect(host.frame(of: "icon") == CGRect(x: 16, y: 25, width: 50, height: 50))
        #expect(host.rootFrame == CGRect(x: 0, y: 9, width: 320, height: 82))
        #expect(host.dump().hasPrefix("padding (0, 9, 320, 82)\n  HStack (16, 25, 288, 50)\n"))
        // At 200 wide the text no longer fits on one line (110 points are left for it): it wraps
        // into two lines of the system font (20.29 points each), still lower than the 50-point
        // icon, so the row keeps its height; at 150 wide it takes three lines and the row grows.
        host.size = CGSize(width: 200, height: 100)
        #expect(host.rootFrame.height == 82)
        host.size = CGSize(width: 150, height: 100)
        #expect(host.rootFrame.height == 93)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("The README's renderer lines draw the Badge at twice its size")
    func badgeRendering() throws {
        let renderer = ImageRenderer(content: Badge())
        renderer.proposedSize = ProposedViewSize(width: 320, height: 100)
        renderer.scale = 2
        let png = try renderer.pngData()
        // A PNG's IHDR holds the pixel width and height, big-endian, at bytes 16 and 20.
        func word(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(word(16) == 640 && word(20) == 164)
        #expect(try renderer.svg().hasPrefix("<?xml") || renderer.svg().hasPrefix("<svg"))
        #expect(try renderer.pdfData().prefix(4) == Data("%PDF".utf8))
    }
}
