import Testing
@testable import ArrangeCore
import Arrange

private let phone = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

@Suite struct ListLayoutTests {
    @Test func insetGroupedRowFrames() {
        let host = HostingView(rootView: List {
            Text("One").id("one")
            Text("Two").id("two")
        }.environment(\.defaultFontFamily, Font.testFontFamily), size: CGSize(width: 390, height: 844), safeAreaInsets: phone)
        print(host.dump())
        #expect(host.frame(of: "one") == CGRect(x: 36, y: 47 + 35 + 14, width: 51, height: 17))
    }
}
