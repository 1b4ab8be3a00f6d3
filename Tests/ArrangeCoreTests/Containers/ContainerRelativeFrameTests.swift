import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// `containerRelativeFrame`: sized from the nearest ScrollView, else the host's safe area.
@Suite("containerRelativeFrame")
@MainActor struct ContainerRelativeFrameTests: CaseFixtures {

    @Test("The host is the container: a view framed to the window's width and height")
    func hostContainer() {
        let h = host(300, 200, VStack { R(50, 50).containerRelativeFrame([.horizontal, .vertical]).id("f") }.frame(width: 100, height: 100))
        // The frame ignores the 100 × 100 it is offered: the container is the 300 × 200 host.
        #expect(frame("f", in: h).size == size(300, 200))
        let safe = HostingView(rootView: Color.red.containerRelativeFrame(.vertical).id("f").frame(width: 10), size: CGSize(width: 100, height: 200),
                               safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 30, trailing: 0))
        #expect(safe.frame(of: "f")?.height == 150)
    }

    @Test("Count, span and spacing share the container's length")
    func countAndSpan() {
        // (300 − 10 × 2) / 3 = 93.33…; two parts with the gap between them: 196.67.
        let h = host(300, 100, HStack(spacing: 10) {
            Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10).id("one")
            Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).id("two")
        })
        #expect(close(frame("one", in: h).width, 280.0 / 3))
        #expect(close(frame("two", in: h).width, 280.0 / 3 * 2 + 10))
        #expect(h.rootFrame.width == 300)
    }

    @Test("A ScrollView is the container; resizing it updates frames whose proposals did not change")
    func scrollViewContainer() {
        let h = host(200, 300, ScrollView {
            VStack(spacing: 0) {
                Color.red.containerRelativeFrame(.vertical, count: 2, spacing: 0).id("half")
                Color.blue.frame(height: 10)
            }
        }.frame(height: 120))
        #expect(frame("half", in: h).size == size(200, 60))
        // The content is proposed (200, nil) either way; only the scroll view's height changes.
        let tall = host(200, 300, ScrollView {
            VStack(spacing: 0) {
                Color.red.containerRelativeFrame(.vertical, count: 2, spacing: 0).id("half")
                Color.blue.frame(height: 10)
            }
        })
        #expect(frame("half", in: tall).size == size(200, 150))
        tall.size = CGSize(width: 200, height: 400)
        #expect(frame("half", in: tall).size == size(200, 200))
    }

    @Test("The closure form, and alignment of the content in the frame")
    func closureForm() {
        let h = host(300, 200, R(50, 50).id("r").containerRelativeFrame(.horizontal, alignment: .leading) { length, axis in
            axis == .horizontal ? length / 2 : length
        }.id("f"))
        #expect(frame("f", in: h).size == size(150, 50))
        #expect(frame("r", relativeTo: "f", in: h).origin == CGPoint(x: 0, y: 0))
    }

    @Test("A container that changes size is measured again even where proposals are the same")
    func containerResize() {
        let h = host(300, 200, Color.red.containerRelativeFrame(.horizontal).id("f").frame(width: 40, height: 40))
        #expect(frame("f", in: h).width == 300)
        h.size = CGSize(width: 400, height: 200)
        #expect(frame("f", in: h).width == 400)
    }

    @Test("A frame built late, inside GeometryReader content, finds the ScrollView as its container, first time and from scratch")
    func builtInsideGeometryReaders() {
        // The ScrollView is 240 wide (the host's 300 less 60 of padding); the frame takes half.
        let h = host(300, 200, GeometryReader { _ in
            ScrollView {
                GeometryReader { _ in
                    Color.red.containerRelativeFrame(.horizontal) { width, _ in width / 2 }.id("f")
                }
                .frame(height: 20)
            }
            .padding(.horizontal, 30)
        })
        let first = h.frame(of: "f")
        #expect(first?.width == 120)
        h.invalidateLayout()
        h.layoutAgain()
        #expect(h.frame(of: "f") == first)
    }

    @Test("A ScrollView's baseline comes from its content framed against the scroll view, first time and after")
    func scrollViewGuideInItsOwnContainer() {
        // The row is 34 tall, so is the scroll view, so is the text's frame; the text (21 tall,
        // its first baseline SF's ascent, 0.9521 em = 16.19, down) is centred in it: the scroll
        // view's baseline is 22.69 down, aligned with the colours' (their bottom). Asked in the host's
        // container (240 tall), the first pass found it 103 points lower (a fuzzer find).
        let h = host(200, 240, LazyHGrid(rows: [GridItem(.fixed(34), alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline))]) {
            ScrollView {
                HStack { Text("A").containerRelativeFrame(.vertical).id("t") }
            }
            .id("s")
            Color.red.id("c")
            Color.red
        })
        let first = h.dump()
        #expect(frame("s", relativeTo: "c", in: h).minY == 11.3134765625)
        h.layoutAgain()
        #expect(h.dump() == first)
    }
}
