@testable import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// Keeps the proxy a reader handed its content, so a test can scroll with it as an action would.
@MainActor private final class ProxyBox {
    var proxy: ScrollViewProxy?
    func keep(_ proxy: ScrollViewProxy) { self.proxy = proxy }
}

@Suite("ScrollViewReader and ScrollViewProxy.scrollTo")
@MainActor struct ScrollViewReaderTests {
    /// Fifty 40-point rows, ids "row-0"…"row-49".
    private func rows(_ count: Int = 50) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { i in Color.red.frame(height: 40).id("row-\(i)") }
        }
    }

    /// A 360-point scroll view over `rows()` at the top of a 300×400 host, in a reader whose
    /// proxy `box` keeps.
    private func readerHost(_ box: ProxyBox) -> HostingView<some View> {
        controlHost(ScrollViewReader { proxy in
            let _ = box.keep(proxy)
            VStack(spacing: 0) {
                ScrollView { rows() }.frame(height: 360).id("scroller")
                Color.blue.frame(height: 40)
            }
        })
    }

    @Test("A reader lays out its content where it is, as a Group's")
    func readerIsLayoutNeutral() {
        let host = controlHost(VStack(spacing: 0) {
            ScrollViewReader { _ in
                Color.red.frame(height: 40).id("a")
                Color.blue.frame(height: 40).id("b")
            }
        })
        #expect(host.frame(of: "a") == CGRect(x: 0, y: 160, width: 300, height: 40))
        #expect(host.frame(of: "b") == CGRect(x: 0, y: 200, width: 300, height: 40))
    }

    @Test("With no anchor, scrollTo scrolls by the least that shows the view wholly")
    func scrollToWithoutAnchor() throws {
        let box = ProxyBox()
        let host = readerHost(box)
        let proxy = try #require(box.proxy)
        proxy.scrollTo("row-40")
        // Its bottom at the scroll view's: offset 1640 − 360.
        #expect(host.frame(of: "row-40") == CGRect(x: 0, y: 320, width: 300, height: 40))
        // Already in view: nothing moves.
        proxy.scrollTo("row-35")
        #expect(host.frame(of: "row-35") == CGRect(x: 0, y: 120, width: 300, height: 40))
        // Above the viewport: its top at the scroll view's.
        proxy.scrollTo("row-5")
        #expect(host.frame(of: "row-5") == CGRect(x: 0, y: 0, width: 300, height: 40))
    }

    @Test("With an anchor, scrollTo meets that point of the view with the same point of the scroll view")
    func scrollToAnchor() throws {
        let box = ProxyBox()
        let host = readerHost(box)
        let proxy = try #require(box.proxy)
        proxy.scrollTo("row-20", anchor: .top)
        #expect(host.frame(of: "row-20") == CGRect(x: 0, y: 0, width: 300, height: 40))
        // 1200 + 20 − 180.
        proxy.scrollTo("row-30", anchor: .center)
        #expect(host.frame(of: "row-30") == CGRect(x: 0, y: 160, width: 300, height: 40))
        // 400 + 40 − 360.
        proxy.scrollTo("row-10", anchor: .bottom)
        #expect(host.frame(of: "row-10") == CGRect(x: 0, y: 320, width: 300, height: 40))
    }

    @Test("scrollTo scrolls only as far as the content reaches")
    func scrollToClamped() throws {
        let box = ProxyBox()
        let host = readerHost(box)
        let proxy = try #require(box.proxy)
        // 1960 wanted; 2000 − 360 at most.
        proxy.scrollTo("row-49", anchor: .top)
        #expect(host.frame(of: "row-49") == CGRect(x: 0, y: 320, width: 300, height: 40))
        proxy.scrollTo("row-0", anchor: .bottom)
        #expect(host.frame(of: "row-0") == CGRect(x: 0, y: 0, width: 300, height: 40))
    }

    @Test("A button's action scrolls with the proxy; ids of any Hashable type are found")
    func scrollToFromButton() throws {
        let host = controlHost(ScrollViewReader { proxy in
            VStack(spacing: 0) {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<50, id: \.self) { i in Color.red.frame(height: 40).id(i) }
                    }
                }
                .frame(height: 360)
                Button("Jump") { proxy.scrollTo(30, anchor: .top) }.frame(height: 40)
            }
        })
        try host.tap("Jump")
        #expect(host.frame(of: 30) == CGRect(x: 0, y: 0, width: 300, height: 40))
    }

    @Test("An action that adds a row and scrolls to it finds the new row")
    func scrollToAddedRow() throws {
        let host = controlHost(StateHolder(3) { count in
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<count.wrappedValue, id: \.self) { i in Color.red.frame(height: 100).id(i) }
                    }
                }
                .frame(height: 300)
                .id("scroller")
                Button("Add") {
                    let last = count.wrappedValue + 9
                    count.wrappedValue += 10
                    proxy.scrollTo(last)
                }
            }
        })
        try host.tap("Add")
        #expect(host.shown == "13")
        let scroller = try #require(host.frame(of: "scroller"))
        let last = try #require(host.frame(of: 12))
        #expect(last.maxY == scroller.maxY)
        #expect(last.height == 100)
    }

    @Test("onAppear scrolls with the proxy before the first layout is answered")
    func scrollToOnAppear() {
        let host = controlHost(ScrollViewReader { proxy in
            ScrollView { rows() }
                .frame(height: 360)
                .onAppear { proxy.scrollTo("row-25", anchor: .top) }
        })
        // The scroll view is centred in the 400-point host.
        #expect(host.frame(of: "row-25") == CGRect(x: 0, y: 20, width: 300, height: 40))
    }

    @Test("A reader inside the scroll view scrolls it")
    func readerInsideScrollView() throws {
        let box = ProxyBox()
        let host = controlHost(ScrollView {
            ScrollViewReader { proxy in
                let _ = box.keep(proxy)
                rows()
            }
        })
        try #require(box.proxy).scrollTo("row-30", anchor: .top)
        #expect(host.frame(of: "row-30") == CGRect(x: 0, y: 0, width: 300, height: 40))
    }

    @Test("Nested scroll views each scroll so the view shows, innermost first")
    func nestedScrollViews() throws {
        let box = ProxyBox()
        let host = controlHost(ScrollViewReader { proxy in
            let _ = box.keep(proxy)
            ScrollView {
                VStack(spacing: 0) {
                    rows(10)
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { i in Color.blue.frame(width: 100, height: 40).id("h\(i)") }
                        }
                    }
                }
            }
            .frame(height: 200)
        })
        try #require(box.proxy).scrollTo("h10")
        // Inner: 1100 − 300 across; outer: 440 − 200 down, in a viewport from y 100.
        #expect(host.frame(of: "h10") == CGRect(x: 200, y: 260, width: 100, height: 40))
    }

    @Test("scrollDisabled stops people, not the proxy")
    func scrollDisabledDoesNotStopProxy() throws {
        let box = ProxyBox()
        let host = controlHost(ScrollViewReader { proxy in
            let _ = box.keep(proxy)
            ScrollView { rows() }.frame(height: 360).scrollDisabled(true)
        })
        try #require(box.proxy).scrollTo("row-10", anchor: .top)
        #expect(host.frame(of: "row-10") == CGRect(x: 0, y: 20, width: 300, height: 40))
    }

    @Test("An id no view has scrolls nothing and is reported")
    func unknownIDReported() throws {
        let box = ProxyBox()
        let host = readerHost(box)
        try #require(box.proxy).scrollTo("nowhere")
        #expect(host.frame(of: "row-0") == CGRect(x: 0, y: 0, width: 300, height: 40))
        #expect(host.diagnostics.contains { $0.contains("scrollTo(\"nowhere\") found no view with that id") })
    }

    @Test("scrollTo while views are built does nothing and is reported")
    func scrollToDuringBuildReported() {
        let host = controlHost(ScrollViewReader { proxy in
            let _ = proxy.scrollTo("row-30")
            ScrollView { rows() }.frame(height: 360)
        })
        #expect(host.frame(of: "row-0") == CGRect(x: 0, y: 20, width: 300, height: 40))
        #expect(host.diagnostics.contains { $0.contains("was called while views were being built") })
    }

    @Test("A list's rows are scrolled to by the ids of their views")
    func scrollToListRow() throws {
        let box = ProxyBox()
        let host = controlHost(ScrollViewReader { proxy in
            let _ = box.keep(proxy)
            List(0..<50, id: \.self) { i in Text("Row \(i)").id(i) }.listStyle(.plain)
        })
        #expect(host.frame(of: 30) == nil || (host.frame(of: 30)?.minY ?? 0) >= 400)
        try #require(box.proxy).scrollTo(30)
        // The identified view (the row's text) is brought wholly into the 400-point list.
        #expect(host.frame(of: 30) == CGRect(x: 20, y: 400 - 17, width: 102, height: 17))
        try #require(box.proxy).scrollTo(2, anchor: .top)
        #expect(host.frame(of: 2)?.minY == 0)
    }

    @Test("A lazy stack's rows are scrolled to by their ids")
    func scrollToLazyStackRow() throws {
        let box = ProxyBox()
        let host = controlHost(ScrollViewReader { proxy in
            let _ = box.keep(proxy)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { i in Color.red.frame(height: 40).id("row-\(i)") }
                }
            }
        })
        try #require(box.proxy).scrollTo("row-30", anchor: .center)
        // 1200 + 20 − 200.
        #expect(host.frame(of: "row-30") == CGRect(x: 0, y: 180, width: 300, height: 40))
    }
}
