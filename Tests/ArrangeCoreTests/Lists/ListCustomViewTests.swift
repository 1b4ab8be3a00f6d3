import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// Custom views in a `List` or `Form` are transparent, as in SwiftUI (issue 25, defect 2): a
/// view whose body is a `Section`, several views or a `ForEach` gives the list its sections and
/// rows instead of becoming one row with its contents side by side.
@Suite @MainActor struct ListCustomViewTests {
    struct TwoRows: View {
        var body: some View {
            Text("row 1").id("r1")
            Text("row 2").id("r2")
        }
    }

    struct AccountSection: View {
        var body: some View {
            Section("Account") {
                Text("A").id("a")
                Text("B").id("b")
            }
        }
    }

    struct Wrapper: View {
        var body: some View { TwoRows() }
    }

    struct OneRow: View {
        var body: some View { HStack { Text("left").id("left"); Text("right").id("right") } }
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Text("count \(count)").id("count")
            Button("Add") { count += 1 }.id("add")
        }
    }

    func host<V: View>(_ view: V) -> HostingView<some View> {
        HostingView(rootView: view.environment(\.defaultFontFamily, Font.testFontFamily), size: CGSize(width: 300, height: 600))
    }

    @Test("A custom view whose body is two views is two rows, one under the other")
    func twoViewsAreTwoRows() throws {
        let h = host(List { TwoRows() })
        let first = try #require(h.frame(of: "r1")), second = try #require(h.frame(of: "r2"))
        #expect(first.minX == second.minX)
        #expect(second.minY > first.maxY)
    }

    @Test("A custom view whose body is a Section is a section of the list: its rows are rows")
    func sectionBodyIsASection() throws {
        let h = host(Form { AccountSection(); Text("C").id("c") })
        let a = try #require(h.frame(of: "a")), b = try #require(h.frame(of: "b")), c = try #require(h.frame(of: "c"))
        #expect(a.minX == b.minX && b.minY > a.maxY)
        // "C" is outside the section: a section of its own, further down than a row's spacing.
        #expect(c.minY - b.maxY > b.minY - a.maxY)
    }

    @Test("A custom view whose body is another such view is read through too")
    func nestedCustomViews() throws {
        let h = host(List { Wrapper() })
        #expect(try #require(h.frame(of: "r2")).minY > (try #require(h.frame(of: "r1")).maxY))
    }

    @Test("A custom view whose body is one view (a stack) stays one row")
    func oneViewStaysOneRow() throws {
        let h = host(List { OneRow() })
        let left = try #require(h.frame(of: "left")), right = try #require(h.frame(of: "right"))
        #expect(left.minY == right.minY && right.minX > left.maxX)
    }

    @Test("A custom view read through keeps its @State: tapping its button updates its row")
    func stateIsKept() throws {
        let h = host(List { Counter() })
        #expect((try? h.find(.text("count 0"))) != nil)
        try h.tap("add")
        #expect((try? h.find(.text("count 1"))) != nil)
        try h.tap("add")
        #expect((try? h.find(.text("count 2"))) != nil)
        #expect(try #require(h.frame(of: "add")).minY > (try #require(h.frame(of: "count")).maxY))
    }
}
