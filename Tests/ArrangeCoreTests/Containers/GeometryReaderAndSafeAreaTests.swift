@testable import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// Remembers the proxy a GeometryReader's content was last built with.
final class ProxyCapture: @unchecked Sendable {
    var proxy: GeometryProxy?
    var builds = 0
    func record(_ proxy: GeometryProxy) -> Bool {
        self.proxy = proxy
        builds += 1
        return true
    }
}

/// GeometryReader (A3.6, scenes 58 and 59), coordinate spaces, and the safe area (scene 60).
@Suite("GeometryReader and safe area")
@MainActor struct GeometryReaderAndSafeAreaTests: CaseFixtures {

    @Test("Scene 58: a reader's children sit at its top-leading corner")
    func scene58() {
        let h = host(200, 200, GeometryReader { g in
            Color.blue.frame(width: g.size.width / 2, height: g.size.height / 2).id("blue")
            Color.red.frame(width: g.size.width / 3, height: g.size.height / 3).id("red")
        })
        #expect(frame("blue", in: h) == rect(0, 0, 100, 100))
        #expect(close(frame("red", in: h), rect(0, 0, 200.0 / 3, 200.0 / 3)))
    }

    @Test("Scene 59: a full-size VStack inside a reader, with zero safe area")
    func scene59() {
        let h = host(200, 200, GeometryReader { g in
            VStack { Color.blue.frame(width: g.size.width / 2, height: g.size.height / 2).id("blue") }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.yellow.id("yellow"))
        })
        #expect(frame("blue", in: h) == rect(50, 50, 100, 100))
        #expect(frame("yellow", in: h) == rect(0, 0, 200, 200))
    }

    @Test("Scene 59 with a 20-point top safe area: the reader and its content stay inside it")
    func scene59WithSafeArea() {
        let h = HostingView(rootView: GeometryReader { g in
            VStack { Color.blue.frame(width: g.size.width / 2, height: g.size.height / 2).id("blue") }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.yellow.id("yellow"))
        }, size: CGSize(width: 200, height: 200), safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(h.frame(of: "yellow") == rect(0, 20, 200, 180))
        #expect(h.frame(of: "blue") == rect(50, 65, 100, 90))
    }

    @Test("A3.6 a reader takes the whole proposal; an unspecified dimension is 10")
    func readerSize() {
        let h = host(300, 300, GeometryReader { _ in Color.red })
        #expect(h.sizeThatFits(.unspecified) == size(10, 10))
        #expect(h.sizeThatFits(ProposedViewSize(width: 50, height: nil)) == size(50, 10))
        #expect(h.rootFrame == rect(0, 0, 300, 300))
    }

    @Test("GeometryProxy: size and frames in local, global and named coordinate spaces")
    func proxyFrames() {
        let capture = ProxyCapture()
        let h = host(300, 300, VStack(spacing: 0) {
            Color.gray.frame(width: 100, height: 50)
            GeometryReader { g in
                let _ = capture.record(g)
                Color.red
            }.frame(width: 80, height: 40)
        }.coordinateSpace(name: "stack").padding(10))
        // The padded stack (120 × 110) is centred: at (90, 95), the reader at (10, 50) in it.
        #expect(h.rootFrame == rect(90, 95, 120, 110))
        let proxy = capture.proxy
        #expect(proxy?.size == size(80, 40))
        #expect(proxy?.frame(in: .local) == rect(0, 0, 80, 40))
        #expect(proxy?.frame(in: .global) == rect(110, 155, 80, 40))
        #expect(proxy?.frame(in: .named("stack")) == rect(10, 50, 80, 40))
        #expect(proxy?.frame(in: .named("nowhere")) == rect(110, 155, 80, 40))
    }

    @Test("A reader's content is built again when its geometry changes, and only then")
    func rebuildsOnChange() {
        let capture = ProxyCapture()
        let h = host(200, 100, GeometryReader { g in
            let _ = capture.record(g)
            Color.red.frame(width: g.size.width / 2).id("half")
        })
        #expect(frame("half", in: h).width == 100)
        h.size = CGSize(width: 300, height: 100)
        #expect(frame("half", in: h).width == 150)
        #expect(capture.builds == 2)
        h.layoutAgain()
        #expect(capture.builds == 2)
        #expect(h.diagnostics.isEmpty)
    }

    @Test("A host resized forever stays bounded: rebuilt reader content is freed")
    func resizingStaysBounded() {
        let h = host(200, 100, VStack {
            GeometryReader { g in
                HStack { Color.red.frame(width: g.size.width / 2).id("half"); Color.blue }
            }
            Color.green.frame(height: 10)
        })
        let initial = h.nodeCount
        var largest = initial
        for step in 1...200 {
            h.size = CGSize(width: 200 + CGFloat(step), height: 100)
            largest = max(largest, h.nodeCount)
        }
        // Each resize rebuilds the reader's content (5 nodes); without freeing them the host grew
        // to 1,000 nodes more. The host compacts its tree once more than the allowance are left
        // behind.
        #expect(largest <= initial + LayoutEngine.detachedNodeAllowance + 5)
        #expect(frame("half", in: h).width == 200)
        #expect(h.diagnostics.isEmpty)
    }

    @Test("The host's safe area: the root lays out inside it; ignoresSafeArea grows into it")
    func hostSafeArea() {
        let insets = EdgeInsets(top: 20, leading: 0, bottom: 30, trailing: 0)
        let plain = HostingView(rootView: Color.red.id("c"), size: CGSize(width: 100, height: 200), safeAreaInsets: insets)
        #expect(plain.frame(of: "c") == rect(0, 20, 100, 150))
        let ignoring = HostingView(rootView: Color.red.id("c").ignoresSafeArea(), size: CGSize(width: 100, height: 200), safeAreaInsets: insets)
        #expect(ignoring.frame(of: "c") == rect(0, 0, 100, 200))
        let top = HostingView(rootView: Color.red.id("c").ignoresSafeArea(edges: .top), size: CGSize(width: 100, height: 200), safeAreaInsets: insets)
        #expect(top.frame(of: "c") == rect(0, 0, 100, 170))
        // A background that ignores the safe area reaches the screen's edges; the content does not.
        let background = HostingView(rootView: VStack { Color.blue.frame(height: 40).id("content"); Spacer() }
            .background(Color.yellow.id("bg").ignoresSafeArea()), size: CGSize(width: 100, height: 200), safeAreaInsets: insets)
        #expect(background.frame(of: "content") == rect(0, 20, 100, 40))
        #expect(background.frame(of: "bg") == rect(0, 0, 100, 200))
        // A view that does not reach the safe area's edge does not grow.
        let inner = HostingView(rootView: Color.red.frame(width: 50, height: 50).ignoresSafeArea().id("c"), size: CGSize(width: 100, height: 200), safeAreaInsets: insets)
        #expect(inner.frame(of: "c") == rect(25, 70, 50, 50))
    }

    @Test("GeometryProxy.safeAreaInsets: how far the unsafe area reaches into the reader")
    func proxySafeAreaInsets() {
        let capture = ProxyCapture()
        let insets = EdgeInsets(top: 20, leading: 0, bottom: 30, trailing: 0)
        _ = HostingView(rootView: GeometryReader { g in
            let _ = capture.record(g)
            Color.red
        }.ignoresSafeArea(), size: CGSize(width: 100, height: 200), safeAreaInsets: insets)
        #expect(capture.proxy?.size == size(100, 200))
        #expect(capture.proxy?.safeAreaInsets == insets)
        _ = HostingView(rootView: GeometryReader { g in
            let _ = capture.record(g)
            Color.red
        }, size: CGSize(width: 100, height: 200), safeAreaInsets: insets)
        #expect(capture.proxy?.size == size(100, 150))
        #expect(capture.proxy?.safeAreaInsets == EdgeInsets())
    }

    @Test("Scene 60: safeAreaPadding insets a Color that keeps to the safe area")
    func scene60() {
        let h = host(200, 200, Color.red.id("red").safeAreaPadding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)))
        #expect(frame("red", in: h) == rect(20, 10, 140, 160))
        // Content that ignores the safe area still reaches the padded view's edges.
        let ignoring = host(200, 200, Color.blue.id("blue").ignoresSafeArea().safeAreaPadding(20))
        #expect(frame("blue", in: ignoring) == rect(0, 0, 200, 200))
    }

    @Test("safeAreaInset: the inset view along the edge, the main view in the rest")
    func safeAreaInset() {
        let h = host(100, 200, Color.red.id("main").safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).id("bar") })
        #expect(frame("bar", in: h) == rect(0, 150, 100, 50))
        #expect(frame("main", in: h) == rect(0, 0, 100, 142))
        let top = host(100, 200, Color.red.id("main").safeAreaInset(edge: .top, alignment: .leading, spacing: 0) {
            Color.blue.frame(width: 30, height: 50).id("bar")
        })
        #expect(frame("bar", in: top) == rect(0, 0, 30, 50))
        #expect(frame("main", in: top) == rect(0, 50, 100, 150))
        // A main view that ignores the safe area extends under the inset view.
        let under = host(100, 200, Color.red.id("main").ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) {
            Color.blue.frame(height: 50)
        })
        #expect(frame("main", in: under) == rect(0, 0, 100, 200))
    }
}
