import Testing
import Arrange

private let phone = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
private let screen = CGSize(width: 390, height: 844)

@Suite struct NavigationStackTests {
    @Test func largeTitleBarAtRoot() {
        let host = HostingView(rootView: NavigationStack {
            List { Text("One").id("one") }
                .navigationTitle("Inbox")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Edit").id("edit") } }
        }.environment(\.defaultFontFamily, Font.testFontFamily), size: screen, safeAreaInsets: phone)
        print(host.dump())
        print(host.diagnostics)
    }
}
