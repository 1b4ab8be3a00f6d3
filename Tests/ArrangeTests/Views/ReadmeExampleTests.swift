import Testing
import Arrange

/// The README's example, so the README stays true.
private struct Badge: View {
    var body: some View {
        HStack {
            Color.red.frame(width: 50, height: 50).id("icon")
            Spacer()
            Color.blue.frame(width: 80, height: 20)
        }
        .padding()
    }
}

@Suite("README")
struct ReadmeExampleTests {
    @Test("The README's Badge example has the frames the README states")
    func badge() {
        let host = HostingView(rootView: Badge(), size: CGSize(width: 320, height: 100))
        #expect(host.frame(of: "icon") == CGRect(x: 16, y: 25, width: 50, height: 50))
        host.size = CGSize(width: 200, height: 100)
        #expect(host.frame(of: "icon") == CGRect(x: 16, y: 25, width: 50, height: 50))
        #expect(host.rootFrame == CGRect(x: 0, y: 9, width: 200, height: 82))
        #expect(host.dump().hasPrefix("padding (0, 9, 200, 82)\n  HStack (16, 25, 168, 50)\n"))
    }
}
