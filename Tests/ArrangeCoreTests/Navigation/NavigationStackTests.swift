import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

@Suite @MainActor struct NavigationStackTests {
    /// At the root, `.automatic` is a large title: a 96-point bar below the status bar, the
    /// 34-point title 16 from the leading edge and 8 above the bar's bottom; content below it.
    @Test func largeTitleBarAtRoot() {
        let host = phoneHost(NavigationStack {
            Color.red.id("content")
                .navigationTitle("Inbox")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Edit").id("edit") } }
        })
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 47 + 96, width: 390, height: 763 - 96))
        #expect(host.dump().contains("Text(\"Inbox\") (16, 101, 170, 34)"))
        // The trailing item sits 16 from the edge, centred in the 44-point row.
        #expect(host.frame(of: "edit") == CGRect(x: 390 - 16 - 68, y: 47 + 13.5, width: 68, height: 17))
    }

    @Test func inlineBarIs44PointsWithACentredTitle() {
        let host = phoneHost(NavigationStack {
            Color.red.id("content")
                .navigationTitle(Text("Detail"))
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Text("Cancel").id("cancel") }
                    ToolbarItem(placement: .principal) { Text("P").id("principal") }
                }
        })
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 91, width: 390, height: 719))
        #expect(host.frame(of: "cancel") == CGRect(x: 16, y: 60.5, width: 102, height: 17))
        #expect(host.frame(of: "principal") == CGRect(x: 186.5, y: 60.5, width: 17, height: 17))
    }

    @Test func noTitleKeepsAnInlineBar() {
        let host = phoneHost(NavigationStack { Color.red.id("content") })
        #expect(host.frame(of: "content")?.minY == 91)
    }

    @Test func hiddenBarGivesItsSpaceToTheContent() {
        let host = phoneHost(NavigationStack {
            Color.red.id("content").navigationTitle("T").toolbar(.hidden, for: .navigationBar)
        })
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test func listBackgroundReachesUnderTheBar() {
        let host = phoneHost(NavigationStack {
            List { Text("Row").id("row") }.navigationTitle("Inbox")
        })
        #expect(host.frame(of: "row")?.minY == 143 + 35 + 13.5)
        #expect(host.dump().contains("Color(#F2F2F7) (0, 0, 390, 844)"))
    }

    @Test func pathPushShowsTheDestination() {
        let path = Binding<[Int]>(get: { [7] }, set: { _ in })
        let host = phoneHost(NavigationStack(path: path) {
            Color.red.id("root")
                .navigationTitle("Root")
                .navigationDestination(for: Int.self) { value in
                    Color.blue.id("detail\(value)").navigationTitle("Detail")
                }
        })
        // The pushed screen's automatic title is inline: content below a 44-point bar.
        #expect(host.frame(of: "detail7") == CGRect(x: 0, y: 91, width: 390, height: 719))
        #expect(host.dump().contains("BackChevronShape (16, 59, 12, 20)"))
    }

    @Test func navigationPathAndBindingUpdates() {
        struct Screen: View {
            @State var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Color.red.id("root")
                        .navigationDestination(for: String.self) { Color.green.id($0) }
                        .onAppear { path.append("pushed") }
                }
            }
        }
        let host = phoneHost(Screen())
        #expect(host.frame(of: "pushed") == CGRect(x: 0, y: 91, width: 390, height: 719))
    }

    @Test func unresolvedPathValueIsDiagnosed() {
        let path = Binding<NavigationPath>(get: { NavigationPath([1.5]) }, set: { _ in })
        let host = phoneHost(NavigationStack(path: path) { Color.red })
        #expect(host.diagnostics.contains { $0.contains("no matching navigationDestination") })
    }

    @Test func isPresentedDestination() {
        let host = phoneHost(NavigationStack {
            Color.red.navigationDestination(isPresented: .constant(true)) { Color.blue.id("shown") }
        })
        #expect(host.frame(of: "shown") == CGRect(x: 0, y: 91, width: 390, height: 719))
    }

    @Test func navigationViewAndSplitViewAreStacks() {
        let view = phoneHost(NavigationView { Color.red.id("a").navigationTitle("A") })
        #expect(view.frame(of: "a")?.minY == 143)
        let split = phoneHost(NavigationSplitView { Color.red.id("sidebar") } detail: { Color.blue.id("detail") })
        #expect(split.frame(of: "sidebar")?.minY == 91)
        #expect(split.frame(of: "detail") == nil)
        let detail = phoneHost(NavigationSplitView(preferredCompactColumn: .constant(.detail)) { Color.red.id("sidebar") } detail: { Color.blue.id("detail") })
        #expect(detail.frame(of: "detail")?.minY == 91)
    }

    @Test func linkOutsideAListIsAPlainButton() {
        let host = phoneHost(NavigationLink("Open", value: 1).id("link"))
        #expect(host.frame(of: "link")?.size == CGSize(width: 68, height: 17))
    }

    @Test func bottomBarTakesItsHeightFromTheContent() {
        let host = phoneHost(NavigationStack {
            Color.red.id("content")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItemGroup(placement: .bottomBar) { Text("A").id("a") } }
        })
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 91, width: 390, height: 719 - 44))
        #expect(host.frame(of: "a") == CGRect(x: 16, y: 766 + 13.5, width: 17, height: 17))
    }

    @Test func customizableToolbarPlacesItsItemsAsAnyToolbarDoes() {
        let showsExtra = true
        let host = phoneHost(NavigationStack {
            Color.red.id("content")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar(id: "editor") {
                    ToolbarItem(id: "cancel", placement: .cancellationAction) { Text("Cancel").id("cancel") }
                    // Arrange has no customization: an item hidden by default still shows.
                    ToolbarItem(id: "principal", placement: .principal, showsByDefault: false) { Text("P").id("principal") }
                    if showsExtra {
                        ToolbarItem(id: "extra", placement: .bottomBar) { Text("A").id("a") }
                    }
                }
        })
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 91, width: 390, height: 719 - 44))
        #expect(host.frame(of: "cancel") == CGRect(x: 16, y: 60.5, width: 102, height: 17))
        #expect(host.frame(of: "principal") == CGRect(x: 186.5, y: 60.5, width: 17, height: 17))
        #expect(host.frame(of: "a") == CGRect(x: 16, y: 766 + 13.5, width: 17, height: 17))
    }
}
