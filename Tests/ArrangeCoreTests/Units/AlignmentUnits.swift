import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// A custom guide used by the tests below: no default beyond the top.
private enum ProbeGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

/// Apple's example guide: a third of the height.
private enum FirstThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

private extension VerticalAlignment {
    static let probe = VerticalAlignment(ProbeGuide.self)
    static let firstThird = VerticalAlignment(FirstThird.self)
}

/// `Alignment` constants, `ViewDimensions` subscripts (A14.1, A14.2) and the merging of explicit
/// guides by containers (A14.4, R16, U8).
@Suite("Alignment, ViewDimensions and U8")
@MainActor struct AlignmentUnits {
    @Test("Alignment constants combine the expected horizontal and vertical guides")
    func alignmentConstants() {
        let table: [(Alignment, HorizontalAlignment, VerticalAlignment)] = [
            (.center, .center, .center), (.leading, .leading, .center), (.trailing, .trailing, .center),
            (.top, .center, .top), (.bottom, .center, .bottom),
            (.topLeading, .leading, .top), (.topTrailing, .trailing, .top),
            (.bottomLeading, .leading, .bottom), (.bottomTrailing, .trailing, .bottom),
            (.centerFirstTextBaseline, .center, .firstTextBaseline), (.centerLastTextBaseline, .center, .lastTextBaseline),
            (.leadingFirstTextBaseline, .leading, .firstTextBaseline), (.leadingLastTextBaseline, .leading, .lastTextBaseline),
            (.trailingFirstTextBaseline, .trailing, .firstTextBaseline), (.trailingLastTextBaseline, .trailing, .lastTextBaseline),
        ]
        for (alignment, horizontal, vertical) in table {
            #expect(alignment.horizontal == horizontal)
            #expect(alignment.vertical == vertical)
            #expect(alignment == Alignment(horizontal: horizontal, vertical: vertical))
        }
        #expect(Alignment.top != Alignment.bottom)
        #expect(HorizontalAlignment.leading != HorizontalAlignment.trailing)
        #expect(VerticalAlignment.firstTextBaseline != VerticalAlignment.lastTextBaseline)
        #expect(VerticalAlignment(ProbeGuide.self) == VerticalAlignment.probe)
        #expect(VerticalAlignment.probe != VerticalAlignment.firstThird)
    }

    @Test("Alignment constants place a 20×20 in a 60×60 frame")
    func alignmentInFrame() {
        let table: [(Alignment, CGPoint)] = [
            (.center, CGPoint(x: 20, y: 20)), (.leading, CGPoint(x: 0, y: 20)), (.trailing, CGPoint(x: 40, y: 20)),
            (.top, CGPoint(x: 20, y: 0)), (.bottom, CGPoint(x: 20, y: 40)),
            (.topLeading, CGPoint(x: 0, y: 0)), (.topTrailing, CGPoint(x: 40, y: 0)),
            (.bottomLeading, CGPoint(x: 0, y: 40)), (.bottomTrailing, CGPoint(x: 40, y: 40)),
            // Without text a baseline is the bottom (A14.1).
            (.centerFirstTextBaseline, CGPoint(x: 20, y: 40)), (.leadingLastTextBaseline, CGPoint(x: 0, y: 40)),
        ]
        for (alignment, origin) in table {
            let host = HostingView(
                rootView: Color.red.frame(width: 20, height: 20).id("child").frame(width: 60, height: 60, alignment: alignment),
                size: CGSize(width: 60, height: 60))
            #expect(host.frame(of: "child") == CGRect(origin: origin, size: CGSize(width: 20, height: 20)), "\(alignment)")
        }
    }

    @Test("ViewDimensions in an alignmentGuide closure: size, default guides, no explicit values")
    func viewDimensionsDefaults() {
        struct Seen: Equatable {
            var width: CGFloat = -1, height: CGFloat = -1
            var leading: CGFloat = -1, hCenter: CGFloat = -1, trailing: CGFloat = -1
            var top: CGFloat = -1, vCenter: CGFloat = -1, bottom: CGFloat = -1
            var first: CGFloat = -1, last: CGFloat = -1, probe: CGFloat = -1, third: CGFloat = -1
            var explicitLeading: CGFloat?? = .none, explicitTop: CGFloat?? = .none
        }
        let seen = Recorder(Seen())
        let host = HostingView(rootView: VStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 30).alignmentGuide(.leading) { d in
                seen.update {
                    $0 = Seen(
                        width: d.width, height: d.height,
                        leading: d[.leading], hCenter: d[HorizontalAlignment.center], trailing: d[.trailing],
                        top: d[.top], vCenter: d[VerticalAlignment.center], bottom: d[.bottom],
                        first: d[.firstTextBaseline], last: d[.lastTextBaseline],
                        probe: d[.probe], third: d[.firstThird],
                        explicitLeading: .some(d[explicit: .leading]), explicitTop: .some(d[explicit: .top]))
                }
                return d[.leading]
            }
        }, size: CGSize(width: 200, height: 200))
        _ = host
        #expect(seen.value == Seen(
            width: 40, height: 30, leading: 0, hCenter: 20, trailing: 40, top: 0, vCenter: 15, bottom: 30,
            first: 30, last: 30, probe: 0, third: 10, explicitLeading: .some(nil), explicitTop: .some(nil)))
    }

    @Test("Chained alignmentGuides see the earlier explicit value (A14.2)")
    func chainedGuides() {
        let seenExplicit = Recorder<CGFloat?>(nil)
        let host = HostingView(rootView: VStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 20)
                .alignmentGuide(.leading) { $0[.leading] + 5 }
                .alignmentGuide(.leading) { d in
                    seenExplicit.update { $0 = d[explicit: .leading] }
                    return d[.leading] + 10
                }
                .id("a")
            Color.blue.frame(width: 40, height: 20).id("b")
        }, size: CGSize(width: 200, height: 200))
        #expect(seenExplicit.value == 5)
        // a's leading guide is 15, so b starts 15 to the right of a; the stack is 55×48.
        #expect(host.frame(of: "a") == CGRect(x: 72.5, y: 76, width: 40, height: 20))
        #expect(host.frame(of: "b") == CGRect(x: 87.5, y: 104, width: 40, height: 20))
    }

    @Test("A custom AlignmentID's default value comes from ViewDimensions (FirstThird)")
    func customDefault() {
        let host = HostingView(rootView: HStack(alignment: .firstThird) {
            Color.red.frame(width: 50, height: 30).id("small")
            Color.blue.frame(width: 50, height: 90).id("tall")
        }.id("stack"), size: CGSize(width: 108, height: 90))
        // Thirds: 10 and 30, so the small rect sits 20 lower than the tall one.
        #expect(host.frame(of: "small") == CGRect(x: 0, y: 20, width: 50, height: 30))
        #expect(host.frame(of: "tall") == CGRect(x: 58, y: 0, width: 50, height: 90))
        #expect(host.frame(of: "stack") == CGRect(x: 0, y: 0, width: 108, height: 90))
    }

    @Test("U8: a container's explicit custom guide is the mean of its children's explicit values, nil ignored")
    func u8() {
        let merged = Recorder<[CGFloat?]>([])
        let probe = UnitProbeLayout(onSize: { _, subviews in
            let values = subviews.map { $0.dimensions(in: .unspecified)[explicit: .probe] }
            merged.update { $0 = values }
        })
        _ = HostingView(rootView: probe {
            // Values [1, 3, 5, nil, nil]; all children at y = 0 (top alignment, equal heights).
            HStack(alignment: .top) {
                Color.red.frame(width: 10, height: 10).alignmentGuide(.probe) { _ in 1 }
                Color.red.frame(width: 10, height: 10).alignmentGuide(.probe) { _ in 3 }
                Color.red.frame(width: 10, height: 10).alignmentGuide(.probe) { _ in 5 }
                Color.red.frame(width: 10, height: 10)
                Color.red.frame(width: 10, height: 10)
            }
            // Running mean of 0…10 is 10 / 2 (all children at the same origin).
            ZStack(alignment: .topLeading) {
                ForEach(0..<11) { i in
                    Color.red.frame(width: 10, height: 10).alignmentGuide(.probe) { _ in CGFloat(i) }
                }
            }
            // Values are taken in the container's coordinates: 2 at y = 0 and 4 at y = 10.
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).alignmentGuide(.probe) { _ in 2 }
                Color.red.frame(width: 10, height: 10).alignmentGuide(.probe) { _ in 4 }
            }
            // No explicit values: no explicit value for the container either.
            VStack {
                Color.red.frame(width: 10, height: 10)
                Color.red.frame(width: 10, height: 10)
            }
        }, size: CGSize(width: 200, height: 200))
        #expect(merged.value.count == 4)
        #expect(merged.value.first == 3)
        #expect(merged.value.dropFirst().first == 5)
        #expect(merged.value.dropFirst(2).first == 8)
        #expect(merged.value.last == .some(nil))
    }
}
