import ArrangeCore
import ArrangeText
import Foundation
import Testing

private struct Item: Identifiable {
    let id: Int
    let width: CGFloat
}

private enum Mode { case one, two, three }

/// A view whose body uses every ViewBuilder form.
private struct Builder: View {
    var flag: Bool
    var mode: Mode
    var body: some View {
        VStack(spacing: 0) {
            if flag { Color.red.frame(width: 10, height: 10).id("if") }
            if flag {
                Color.red.frame(width: 11, height: 10).id("then")
            } else {
                Color.red.frame(width: 12, height: 10).id("else")
            }
            switch mode {
            case .one: Color.blue.frame(width: 1, height: 10).id("switch")
            case .two: Color.blue.frame(width: 2, height: 10).id("switch")
            case .three: Color.blue.frame(width: 3, height: 10).id("switch")
            }
            if #available(macOS 10.15, *) {
                Color.green.frame(width: 20, height: 10).id("available")
            }
        }
    }
}

@Suite("Views: ViewBuilder, Group, ForEach, AnyView, EmptyView")
@MainActor struct ViewBuilderTests {
    @Test("if, if/else, switch and #available build the chosen branches")
    func branches() {
        let on = HostingView(rootView: Builder(flag: true, mode: .two), size: CGSize(width: 100, height: 100))
        #expect(on.frame(of: "if")?.width == 10)
        #expect(on.frame(of: "then")?.width == 11)
        #expect(on.frame(of: "else") == nil)
        #expect(on.frame(of: "switch")?.width == 2)
        #expect(on.frame(of: "available")?.width == 20)
        #expect(on.rootFrame.height == 40)

        let off = HostingView(rootView: Builder(flag: false, mode: .three), size: CGSize(width: 100, height: 100))
        #expect(off.frame(of: "if") == nil)
        #expect(off.frame(of: "else")?.width == 12)
        #expect(off.frame(of: "switch")?.width == 3)
        #expect(off.rootFrame.height == 30)
    }

    @Test("A block of twelve views (more than SwiftUI's old ten-view limit)")
    func largeBlock() {
        let host = HostingView(rootView: HStack(spacing: 0) {
            Color.red.frame(width: 1); Color.red.frame(width: 1); Color.red.frame(width: 1); Color.red.frame(width: 1)
            Color.red.frame(width: 1); Color.red.frame(width: 1); Color.red.frame(width: 1); Color.red.frame(width: 1)
            Color.red.frame(width: 1); Color.red.frame(width: 1); Color.red.frame(width: 1); Color.red.frame(width: 1)
        }, size: CGSize(width: 100, height: 10))
        #expect(host.rootFrame.width == 12)
    }

    @Test("ForEach over a range, Identifiable data and an id: key path")
    func forEachForms() {
        let items = [Item(id: 1, width: 5), Item(id: 2, width: 7)]
        let host = HostingView(rootView: HStack(spacing: 0) {
            ForEach(0..<3) { i in Color.red.frame(width: CGFloat(i + 1), height: 10) }
            ForEach(items) { item in Color.blue.frame(width: item.width, height: 10) }
            ForEach([20, 30], id: \.self) { w in Color.green.frame(width: CGFloat(w), height: 10) }
        }, size: CGSize(width: 200, height: 10))
        let expected: CGFloat = 1 + 2 + 3 + 5 + 7 + 20 + 30
        #expect(host.rootFrame.width == expected)
    }

    @Test("ForEach over elements holding references: each element reaches its content and id as it is, and the data is released with the view")
    func forEachElementsWithReferences() {
        final class Width { let value: CGFloat; init(_ value: CGFloat) { self.value = value } }
        struct Strong: Identifiable { let id: String; let width: Width; let label: String }
        struct Weak: Identifiable { let id: Int; weak var width: Width?; let fallback: CGFloat }
        var widths = [Width(3), Width(4)]
        weak var firstWidth = widths[0]
        do {
            // Strong references are lent to the closures bit for bit; weak ones are copied.
            let strong = widths.enumerated().map { Strong(id: "s\($0.offset)", width: $0.element, label: "row \($0.offset)") }
            let weak = [Weak(id: 1, width: widths[1], fallback: 100), Weak(id: 2, width: nil, fallback: 6)]
            var ids: [String] = []
            let host = HostingView(rootView: HStack(spacing: 0) {
                ForEach(strong) { item in
                    let _ = ids.append(item.id + ":" + item.label)
                    Color.red.frame(width: item.width.value, height: 10)
                }
                ForEach(weak) { item in Color.blue.frame(width: item.width?.value ?? item.fallback, height: 10) }
            }, size: CGSize(width: 200, height: 10))
            #expect(host.rootFrame.width == 17) // 3 + 4, then 4 + 6
            #expect(ids == ["s0:row 0", "s1:row 1"])
            host.update()
            #expect(host.rootFrame.width == 17)
        }
        // Nothing kept an extra reference: the widths are ours alone again, and go with us.
        #expect(isKnownUniquelyReferenced(&widths[0]))
        #expect(isKnownUniquelyReferenced(&widths[1]))
        widths.removeAll()
        #expect(firstWidth == nil)
    }

    @Test("Group is transparent and a modifier on it applies to each child (A1.4)")
    func groupModifiers() {
        let host = HostingView(rootView: HStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            .padding(5)
        }, size: CGSize(width: 100, height: 100))
        #expect(host.rootFrame.size == CGSize(width: 40, height: 20))
    }

    @Test("AnyView and EmptyView: erased views lay out as themselves; EmptyView takes no place")
    func erasure() {
        let host = HostingView(rootView: HStack {
            AnyView(Color.red.frame(width: 10, height: 10))
            EmptyView()
            AnyView(erasing: AnyView(Color.blue.frame(width: 10, height: 10)))
        }, size: CGSize(width: 100, height: 100))
        #expect(host.rootFrame.size == CGSize(width: 28, height: 10))
    }

    @Test("TupleView built directly from a tuple lays out its views")
    func tupleView() {
        let host = HostingView(rootView: HStack(spacing: 0) {
            TupleView((Color.red.frame(width: 10, height: 10), Color.blue.frame(width: 5, height: 10)))
        }, size: CGSize(width: 100, height: 100))
        #expect(host.rootFrame.width == 15)
    }

    @Test("Several top-level views get an implicit VStack")
    func implicitVStack() {
        let host = HostingView(rootView: TupleView((Color.red.frame(width: 50, height: 50).id("a"), Color.blue.frame(width: 50, height: 50).id("b"))), size: CGSize(width: 200, height: 200))
        #expect(host.frame(of: "a") == CGRect(x: 75, y: 46, width: 50, height: 50))
        #expect(host.frame(of: "b") == CGRect(x: 75, y: 104, width: 50, height: 50))
    }
}
