@testable import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

@Suite("Interaction: navigation, tabs, lists, scrolling, presentations")
@MainActor struct ContainerInteractionTests {
    @Test("Tapping a navigation link pushes its destination; dismiss() goes back")
    @MainActor func navigationLinkPushAndBack() throws {
        let host = controlHost(NavigationStack {
            NavigationLink("Details") { Text("Detail screen").id("detail") }
        })
        try host.tap("Details")
        // Below the 44-point inline bar: the 356 points left, the text centred in them.
        #expect(try host.find("detail").frame == CGRect(x: 39.5, y: 44 + 169.5, width: 13 * 17, height: 17))
        #expect(host.findAll(.text("Details")).isEmpty)
        try host.dismiss()
        #expect(host.findAll("detail").isEmpty)
        #expect(host.findAll(.text("Details")).count == 1)
    }

    @Test("A value link appends to the bound path; dismiss() removes it")
    @MainActor func navigationLinkValue() throws {
        struct Screen: View {
            @State var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("Three", value: 3)
                        Text("\(path.count) deep").id("depth")
                    }
                    .navigationDestination(for: Int.self) { Text("Number \($0)").id("number") }
                }
            }
        }
        let host = controlHost(Screen())
        try host.tap("Three")
        #expect(try host.find("number").text == "Number 3")
        try host.dismiss()
        #expect(try host.find("depth").text == "0 deep")
        let error = try #require(throws: InteractionError.self) { try host.dismiss() }
        #expect(error.kind == .nothingToDismiss)
    }

    @Test("Tapping a tab bar item switches the tab")
    @MainActor func tabSwitch() throws {
        let host = controlHost(TabView {
            Text("First screen").tabItem { Text("One") }
            Text("Second screen").tabItem { Text("Two") }
        })
        #expect(host.findAll(.text("Second screen")).isEmpty)
        try host.tap("Two")
        // Centred above the 49-point tab bar: (400 − 49 − 17) / 2.
        let frame = try host.find(text: "Second screen").frame
        #expect(frame == CGRect(x: 39.5, y: 167, width: 13 * 17, height: 17))
        #expect(host.findAll(.text("First screen")).isEmpty)
    }

    @Test("Tapping a tab writes the tab view's selection binding")
    @MainActor func tabSelectionBinding() throws {
        let host = controlHost(StateHolder(0) { selection in
            TabView(selection: selection) {
                Text("A").tabItem { Text("One") }.tag(0)
                Text("B").tabItem { Text("Two") }.tag(1)
            }
        })
        try host.tap("Two")
        #expect(host.shown == "1")
    }

    @Test("Tapping a list row selects it through the list's selection binding")
    @MainActor func listSelection() throws {
        let host = controlHost(StateHolder<String?, _>(nil) { selection in
            List(["A", "B", "C"], id: \.self, selection: selection) { Text($0) }
        })
        try host.tap("B")
        #expect(host.shown == "Optional(\"B\")")
        try host.tap("C")
        #expect(host.shown == "Optional(\"C\")")
    }

    @Test("Tapping rows of a multiple-selection list adds and removes them")
    @MainActor func listMultipleSelection() throws {
        let selection = Box<Set<Int>>([])
        let host = controlHost(List(selection: selection.binding) {
            Text("One").tag(1)
            Text("Two").tag(2)
        })
        try host.tap("One")
        try host.tap("Two")
        #expect(selection.value == [1, 2])
        try host.tap("One")
        #expect(selection.value == [2])
    }

    /// Fifty 40-point rows in a scroll view filling a 300×400 host.
    private func scrollHost() -> HostingView<some View> {
        controlHost(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<50, id: \.self) { i in Color.red.frame(height: 40).id("row-\(i)") }
            }
        }.id("list"))
    }

    @Test("Scrolling to an offset moves the content's frames by it")
    @MainActor func scrollToOffset() throws {
        let host = scrollHost()
        #expect(host.frame(of: "row-10") == CGRect(x: 0, y: 400, width: 300, height: 40))
        try host.scroll("list", to: CGPoint(x: 0, y: 200))
        #expect(host.frame(of: "row-10") == CGRect(x: 0, y: 200, width: 300, height: 40))
        #expect(try host.find("list").value as? CGPoint == CGPoint(x: 0, y: 200))
        // As far as the content reaches: 2000 − 400.
        try host.scroll("list", to: CGPoint(x: 0, y: 10_000))
        #expect(host.frame(of: "row-49") == CGRect(x: 0, y: 360, width: 300, height: 40))
        try host.scroll("list", to: CGPoint(x: 0, y: -50))
        #expect(host.frame(of: "row-0") == CGRect(x: 0, y: 0, width: 300, height: 40))
    }

    @Test("Scrolling to a view brings it into view by the least, or to an anchor")
    @MainActor func scrollToView() throws {
        let host = scrollHost()
        try host.scroll("list", to: "row-40")
        // Its bottom at the viewport's: offset 1640 − 400.
        #expect(host.frame(of: "row-40") == CGRect(x: 0, y: 360, width: 300, height: 40))
        try host.scroll("list", to: "row-39")
        #expect(host.frame(of: "row-39") == CGRect(x: 0, y: 320, width: 300, height: 40))
        try host.scroll("list", to: "row-20", anchor: .top)
        #expect(host.frame(of: "row-20") == CGRect(x: 0, y: 0, width: 300, height: 40))
        try host.scroll(to: "row-30", anchor: .center)
        #expect(host.frame(of: "row-30") == CGRect(x: 0, y: 180, width: 300, height: 40))
    }

    @Test("A scroll position survives updates of the view around it")
    @MainActor func scrollPositionKept() throws {
        let host = controlHost(StateHolder(0) { count in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { i in Color.red.frame(height: 40).id("row-\(i)") }
                }
            }
            .frame(height: 300)
            .id("list")
            Button("Bump") { count.wrappedValue += 1 }
        })
        try host.scroll("list", to: CGPoint(x: 0, y: 400))
        let before = try #require(host.frame(of: "row-20"))
        try host.tap("Bump")
        #expect(host.shown == "1")
        #expect(host.frame(of: "row-20") == before)
    }

    @Test("A list scrolls like its scroll view")
    @MainActor func listScrolls() throws {
        let host = controlHost(List(0..<40) { i in Text("Row \(i)").id("row-\(i)") }.listStyle(.plain).id("list"))
        let before = try #require(host.frame(of: "row-20"))
        try host.scroll("list", to: CGPoint(x: 0, y: 100))
        #expect(host.frame(of: "row-20") == before.offsetBy(dx: 0, dy: -100))
    }

    @Test("A scroll view with scrolling disabled refuses to scroll")
    @MainActor func scrollDisabled() throws {
        let host = controlHost(ScrollView { Color.red.frame(height: 1000) }.scrollDisabled(true).id("list"))
        let error = try #require(throws: InteractionError.self) { try host.scroll("list", to: CGPoint(x: 0, y: 10)) }
        #expect(error.kind == .disabled)
    }

    @Test("Dismissing a sheet sets its binding false and runs onDismiss; the content behind is reachable again")
    @MainActor func sheetDismiss() throws {
        let dismissed = Box(0)
        let host = controlHost(StateHolder(true) { shown in
            Text("Behind").id("behind")
                .sheet(isPresented: shown, onDismiss: { dismissed.value += 1 }) { Text("Sheet").id("sheet") }
        })
        #expect(host.findAll("behind").isEmpty)
        #expect(try host.find("sheet").text == "Sheet")
        try host.dismiss()
        #expect(host.findAll("sheet").isEmpty)
        #expect(dismissed.value == 1)
        #expect(try host.find("behind").frame == CGRect(x: 99, y: 183, width: 6 * 17, height: 17))
    }

    @Test("Dismissing a full-screen cover or a popover sets its binding false")
    @MainActor func coverAndPopoverDismiss() throws {
        let cover = Box(true), popover = Box(true)
        let host = controlHost(Color.clear
            .fullScreenCover(isPresented: cover.binding) { Text("Cover") }
            .popover(isPresented: popover.binding) { Text("Popover") })
        try host.dismiss()
        #expect(popover.value == false)
        #expect(cover.value == true)
    }

    @Test("Tapping an alert's button runs its action and dismisses the alert; dismiss() dismisses it too")
    @MainActor func alertDismiss() throws {
        let deleted = Box(0)
        let host = controlHost(StateHolder(true) { shown in
            Color.clear.alert("Delete?", isPresented: shown) {
                Button("Delete", role: .destructive) { deleted.value += 1 }
                Button("Cancel", role: .cancel) {}
            }
        })
        try host.tap("Delete")
        #expect(deleted.value == 1)
        #expect(host.shown == "false")
        #expect(host.findAll(.text("Delete?")).isEmpty)
    }

    @Test("dismiss() dismisses an alert and a confirmation dialog")
    @MainActor func dialogDismiss() throws {
        let alert = Box(true), dialog = Box(true)
        let host = controlHost(VStack {
            Color.clear.alert("Saved", isPresented: alert.binding) {}
            Color.clear.confirmationDialog("Share", isPresented: dialog.binding) { Button("Copy") {} }
        })
        try host.dismiss()
        #expect(dialog.value == false)
        // The alert's default "OK" dismisses it.
        let box = alert
        let again = controlHost(Color.clear.alert("Saved", isPresented: box.binding) {})
        try again.tap("OK")
        #expect(alert.value == false)
        let none = try #require(throws: InteractionError.self) { try controlHost(Color.clear).dismiss() }
        #expect(none.kind == .nothingToDismiss)
        _ = host
    }
}
