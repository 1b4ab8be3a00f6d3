import Testing
import Arrange

private let phone = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
private let screen = CGSize(width: 390, height: 844)

private func host<V: View>(_ view: V) -> HostingView<some View> {
    HostingView(rootView: view.environment(\.defaultFontFamily, Font.testFontFamily), size: screen, safeAreaInsets: phone)
}

@Suite struct NavigationStackTests {
    /// At the root, `.automatic` is a large title: a 96-point bar below the status bar, the
    /// 34-point title 16 from the leading edge and 8 above the bar's bottom; content below it.
    @Test func largeTitleBarAtRoot() {
        let host = host(NavigationStack {
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
        let host = host(NavigationStack {
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
        let host = host(NavigationStack { Color.red.id("content") })
        #expect(host.frame(of: "content")?.minY == 91)
    }

    @Test func hiddenBarGivesItsSpaceToTheContent() {
        let host = host(NavigationStack {
            Color.red.id("content").navigationTitle("T").toolbar(.hidden, for: .navigationBar)
        })
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test func listBackgroundReachesUnderTheBar() {
        let host = host(NavigationStack {
            List { Text("Row").id("row") }.navigationTitle("Inbox")
        })
        #expect(host.frame(of: "row")?.minY == 143 + 35 + 13.5)
        #expect(host.dump().contains("Color(#F2F2F7) (0, 0, 390, 844)"))
    }

    @Test func pathPushShowsTheDestination() {
        let path = Binding<[Int]>(get: { [7] }, set: { _ in })
        let host = host(NavigationStack(path: path) {
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
        let host = host(Screen())
        #expect(host.frame(of: "pushed") == CGRect(x: 0, y: 91, width: 390, height: 719))
    }

    @Test func unresolvedPathValueIsDiagnosed() {
        let path = Binding<NavigationPath>(get: { NavigationPath([1.5]) }, set: { _ in })
        let host = host(NavigationStack(path: path) { Color.red })
        #expect(host.diagnostics.contains { $0.contains("no matching navigationDestination") })
    }

    @Test func isPresentedDestination() {
        let host = host(NavigationStack {
            Color.red.navigationDestination(isPresented: .constant(true)) { Color.blue.id("shown") }
        })
        #expect(host.frame(of: "shown") == CGRect(x: 0, y: 91, width: 390, height: 719))
    }

    @Test func navigationViewAndSplitViewAreStacks() {
        let view = host(NavigationView { Color.red.id("a").navigationTitle("A") })
        #expect(view.frame(of: "a")?.minY == 143)
        let split = host(NavigationSplitView { Color.red.id("sidebar") } detail: { Color.blue.id("detail") })
        #expect(split.frame(of: "sidebar")?.minY == 91)
        #expect(split.frame(of: "detail") == nil)
        let detail = host(NavigationSplitView(preferredCompactColumn: .constant(.detail)) { Color.red.id("sidebar") } detail: { Color.blue.id("detail") })
        #expect(detail.frame(of: "detail")?.minY == 91)
    }

    @Test func linkOutsideAListIsAPlainButton() {
        let host = host(NavigationLink("Open", value: 1).id("link"))
        #expect(host.frame(of: "link")?.size == CGSize(width: 68, height: 17))
    }

    @Test func bottomBarTakesItsHeightFromTheContent() {
        let host = host(NavigationStack {
            Color.red.id("content")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItemGroup(placement: .bottomBar) { Text("A").id("a") } }
        })
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 91, width: 390, height: 719 - 44))
        #expect(host.frame(of: "a") == CGRect(x: 16, y: 766 + 13.5, width: 17, height: 17))
    }
}

@Suite struct TabViewTests {
    @Test func tabBarAtTheBottom() {
        let host = host(TabView {
            Color.red.id("first").tabItem { Text("One").id("label1") }
            Color.blue.id("second").tabItem { Text("Two").id("label2") }
        })
        // The content's safe area ends above the 49-point bar, which sits on the home indicator's.
        #expect(host.frame(of: "first") == CGRect(x: 0, y: 47, width: 390, height: 763 - 49))
        #expect(host.frame(of: "second") == nil)
        // Tab titles (10 pt) centred in equal halves, 7 below the bar's top.
        #expect(host.frame(of: "label1") == CGRect(x: 97.5 - 15, y: 761 + 7, width: 30, height: 10))
        #expect(host.frame(of: "label2") == CGRect(x: 292.5 - 15, y: 761 + 7, width: 30, height: 10))
    }

    @Test func selectionChoosesTheTab() {
        let host = host(TabView(selection: .constant("b")) {
            Tab("A", systemImage: "star", value: "a") { Color.red.id("a") }
            Tab("B", systemImage: "gear", value: "b") { Color.blue.id("b") }
        })
        #expect(host.frame(of: "a") == nil)
        #expect(host.frame(of: "b") == CGRect(x: 0, y: 47, width: 390, height: 714))
    }

    @Test func intSelectionPicksByIndex() {
        let host = host(TabView(selection: .constant(1)) {
            Color.red.id("a").tabItem { Text("A") }
            Color.blue.id("b").tabItem { Text("B") }
        })
        #expect(host.frame(of: "b") != nil)
        #expect(host.frame(of: "a") == nil)
    }

    @Test func stackInsideATab() {
        let host = host(TabView {
            NavigationStack { Color.red.id("content").navigationTitle("Inbox") }
                .tabItem { Text("Inbox") }
        })
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 143, width: 390, height: 763 - 96 - 49))
    }
}

@Suite struct TabViewModifierTests {
    @Test func modifiedTabItemKeepsItsLabel() {
        let host = HostingView(rootView: TabView {
            Color.red.tabItem { Text("One").id("label") }.padding(0)
        }.environment(\.defaultFontFamily, Font.testFontFamily), size: CGSize(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(host.frame(of: "label") == CGRect(x: 180, y: 768, width: 30, height: 10))
    }
}
