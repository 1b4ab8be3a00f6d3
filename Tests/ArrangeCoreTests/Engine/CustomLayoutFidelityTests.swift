import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// Places every subview at the bounds' origin except those `skip` names; counts cache work.
private struct CornerLayout: Layout {
    var skip: Set<Int> = []
    var placeTwice = false

    struct Cache { var made: Int; var updated: Int }
    func makeCache(subviews: Subviews) -> Cache { Cache(made: 1, updated: 0) }
    func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.updated += 1 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 100))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for index in subviews.indices where !skip.contains(index) {
            subviews[index].place(at: bounds.origin, proposal: ProposedViewSize(width: 20, height: 10))
            if placeTwice { subviews[index].place(at: CGPoint(x: bounds.minX + 5, y: bounds.minY), proposal: ProposedViewSize(width: 20, height: 10)) }
        }
    }
}

/// Records how many caches it made, through a reference the test keeps.
private final class Counter: @unchecked Sendable { var made = 0; var updated = 0; var boundsSeen: [CGRect] = [] }

private struct CountingLayout: Layout {
    let counter: Counter
    func makeCache(subviews: Subviews) -> Int { counter.made += 1; return 0 }
    func updateCache(_ cache: inout Int, subviews: Subviews) { counter.updated += 1 }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        cache += 1
        return CGSize(width: 50, height: 50)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        counter.boundsSeen.append(bounds)
        for subview in subviews { subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .unspecified) }
    }
}

private struct BrokenLayout: Layout {
    let answer: CGSize
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { answer }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

@Suite("Custom layouts run with full fidelity")
@MainActor struct CustomLayoutFidelityTests {
    @Test("Subviews are placed in the bounds' coordinate space (bounds origin is not zero)")
    func boundsInParentSpace() {
        let counter = Counter()
        let host = HostingView(rootView: CountingLayout(counter: counter) { Color.red.frame(width: 10, height: 10).id("a") }, size: CGSize(width: 200, height: 200))
        #expect(counter.boundsSeen.last == CGRect(x: 75, y: 75, width: 50, height: 50))
        #expect(host.frame(of: "a") == CGRect(x: 75, y: 75, width: 10, height: 10))
    }

    @Test("The cache is made once and kept across layout passes; a rebuilt tree updates it")
    func cacheMadeOnceThenUpdated() {
        let counter = Counter()
        let host = HostingView(rootView: CountingLayout(counter: counter) { Color.red }, size: CGSize(width: 200, height: 200))
        host.size = CGSize(width: 300, height: 100)
        host.size = CGSize(width: 150, height: 150)
        #expect(counter.made == 1)
        #expect(counter.updated == 0)
        host.rootView = CountingLayout(counter: counter) { Color.red }
        #expect(counter.made == 1)
        #expect(counter.updated == 1)
    }

    @Test("A subview placeSubviews leaves unplaced is centred in the bounds, proposed the bounds' size, with a diagnostic")
    func unplacedSubviewIsCentred() {
        let host = HostingView(rootView: CornerLayout(skip: [1]) {
            Color.red.id("placed")
            Color.blue.frame(width: 40, height: 30).id("unplaced")
        }, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "placed") == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(host.frame(of: "unplaced") == CGRect(x: 30, y: 35, width: 40, height: 30))
        // Issue 10: never silent.
        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics.first?.hasSuffix("did not place subview 1 in placeSubviews; it was centred in the layout's bounds.") == true)
    }

    @Test("Placing a subview twice: the last placement wins, with a diagnostic")
    func placedTwice() {
        let host = HostingView(rootView: CornerLayout(placeTwice: true) { Color.red.id("a") }, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "a") == CGRect(x: 5, y: 0, width: 20, height: 10))
        #expect(host.diagnostics.contains { $0.contains("more than once") })
    }

    @Test("A layout written left-to-right is mirrored in a right-to-left environment (R10)")
    func mirroredInRightToLeft() {
        let content = CornerLayout { Color.red.id("a") }
        let ltr = HostingView(rootView: content, size: CGSize(width: 100, height: 100))
        let rtl = HostingView(rootView: content.environment(\.layoutDirection, .rightToLeft), size: CGSize(width: 100, height: 100))
        #expect(ltr.frame(of: "a") == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(rtl.frame(of: "a") == CGRect(x: 80, y: 0, width: 20, height: 10))
    }

    @Test("NaN, negative and infinite sizes from a custom layout are replaced and reported")
    func badSizesAreReplaced() {
        let nan = HostingView(rootView: BrokenLayout(answer: CGSize(width: CGFloat.nan, height: 40)) { Color.red }, size: CGSize(width: 100, height: 100))
        #expect(nan.rootFrame == CGRect(x: 50, y: 30, width: 0, height: 40))
        #expect(nan.diagnostics.contains { $0.contains("NaN width") })

        let infinite = HostingView(rootView: BrokenLayout(answer: CGSize(width: 30, height: CGFloat.infinity)) { Color.red }, size: CGSize(width: 100, height: 100))
        #expect(infinite.rootFrame == CGRect(x: 35, y: 0, width: 30, height: 100))
        #expect(infinite.diagnostics.contains { $0.contains("infinite height") })

        let negative = HostingView(rootView: BrokenLayout(answer: CGSize(width: -5, height: 20)) { Color.red }, size: CGSize(width: 100, height: 100))
        #expect(negative.rootFrame.width == 0)
        #expect(negative.diagnostics.contains { $0.contains("negative width") })
    }

    @Test("place(at:) outside placeSubviews is ignored with a diagnostic")
    func placeOutsidePlaceSubviews() {
        struct Eager: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews.first?.place(at: .zero, proposal: .zero)
                return CGSize(width: 10, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews.first?.place(at: bounds.origin, proposal: .unspecified)
            }
        }
        let host = HostingView(rootView: Eager { Color.red.id("a") }, size: CGSize(width: 10, height: 10))
        #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(host.diagnostics.contains { $0.contains("outside") })
    }
}

private final class Sentinel: @unchecked Sendable {}

/// Keeps dimensions (which refer back to the engine) and a sentinel in its cache.
private struct RememberingLayout: Layout {
    let sentinel: Sentinel
    struct Cache { var dimensions: [ViewDimensions] = []; var sentinel: Sentinel? }
    func makeCache(subviews: Subviews) -> Cache { Cache(sentinel: sentinel) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.dimensions = subviews.map { $0.dimensions(in: proposal) }
        return proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {}
}

@Suite("Custom layout caches and memory")
@MainActor struct CustomLayoutMemoryTests {
    @Test("A cache holding ViewDimensions is released with its host and when the tree is rebuilt")
    func cachesAreReleased() {
        weak var first: Sentinel?
        weak var second: Sentinel?
        do {
            let a = Sentinel(), b = Sentinel()
            first = a
            second = b
            let host = HostingView(rootView: AnyView(RememberingLayout(sentinel: a) { Color.red }), size: CGSize(width: 10, height: 10))
            #expect(first != nil)
            host.rootView = AnyView(HStack { RememberingLayout(sentinel: b) { Color.red } })
        }
        #expect(first == nil)
        #expect(second == nil)
    }
}
