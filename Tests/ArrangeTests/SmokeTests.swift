import Testing
import Arrange

@Suite struct Smoke {
    @Test func b01() {
        let host = HostingView(rootView: HStack(spacing: 0) {
            Rectangle().id(1); Rectangle().id(2); Rectangle().id(3)
        }.frame(width: 300, height: 100), size: CGSize(width: 300, height: 100))
        #expect(host.frame(of: 1) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(host.frame(of: 3) == CGRect(x: 200, y: 0, width: 100, height: 100))
        print(host)
    }
    @Test func b02() {
        let host = HostingView(rootView: HStack(spacing: 0) {
            Rectangle().frame(maxWidth: 100).id("red"); Rectangle().frame(minWidth: 100).id("green")
        }.frame(width: 150, height: 100).id("frame"), size: CGSize(width: 150, height: 100))
        #expect(host.frame(of: "red") == CGRect(x: -12.5, y: 0, width: 75, height: 100))
        #expect(host.frame(of: "green") == CGRect(x: 62.5, y: 0, width: 100, height: 100))
    }
    @Test func case7and8() {
        let host = HostingView(rootView: VStack { Color.red.id("r"); Color.blue.layoutPriority(1).id("b"); HStack { Color.green; Color.yellow }.id("h") }, size: CGSize(width: 200, height: 200))
        print(host)
        #expect(host.frame(of: "b") == CGRect(x: 0, y: 8, width: 200, height: 184))
    }
    @Test func b48() {
        let host = HostingView(rootView: ZStack(alignment: .topTrailing) {
            Rectangle().frame(width: 150, height: 50).id("a")
            Rectangle().frame(width: 30, height: 30).alignmentGuide(.top) { $0[.top] + 15 }.alignmentGuide(.trailing) { $0[.trailing] - 15 }.id("b")
        }.id("z"), size: CGSize(width: 400, height: 400))
        print(host)
        #expect(host.frame(of: "z")?.size == CGSize(width: 165, height: 65))
    }
    @Test func rtl() {
        let host = HostingView(rootView: HStack(spacing: 0) { Rectangle().frame(width: 50, height: 50).id("a"); Rectangle().frame(width: 100, height: 50).id("b") }.environment(\.layoutDirection, .rightToLeft), size: CGSize(width: 150, height: 50))
        #expect(host.frame(of: "a")?.minX == 100)
        #expect(host.frame(of: "b")?.minX == 0)
    }
}
