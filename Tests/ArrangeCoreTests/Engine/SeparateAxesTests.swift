import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// A layout that asks its one subview each of `proposals` in turn when sized, and places it
/// with the first.
private struct Probes: Layout {
    var proposals: [ProposedViewSize]
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        for asked in proposals { _ = subviews[0].sizeThatFits(asked) }
        return CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposals[0])
    }
}

@Suite("Engine: answers of subtrees that keep their axes apart")
@MainActor struct SeparateAxesTests {
    private let pairings = [ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: 100, height: 50),
                            ProposedViewSize(width: 0, height: 50), ProposedViewSize(width: 100, height: 0)]

    private func probes(of view: some View, _ proposals: [ProposedViewSize], id: String = "probed") throws -> [LayoutRecord.Probe] {
        let host = HostingView(rootView: Probes(proposals: proposals) { view }, size: CGSize(width: 200, height: 200), recordsLayout: true)
        let record = try #require(host.layoutRecord)
        return try #require(record.node(id: id)).probes
    }

    @Test("A stack of frames and colours answers a pairing of a remembered width and a remembered height without working it out")
    func pairingsOfRememberedDimensionsAreRecalled() throws {
        let stack = HStack(spacing: 0) {
            Color.red.frame(minWidth: 10, maxWidth: .infinity)
            Color.blue.frame(width: 20).padding(.vertical, 5)
        }.id("probed")
        let probes = try probes(of: stack, pairings)
        #expect(probes.map(\.source) == [.computed, .computed, .cache, .cache, .cache])
        // The flexible frame takes what the fixed one leaves, at least 10; the padding adds 10
        // to the height whatever is proposed.
        #expect(probes.map(\.size) == [CGSize(width: 30, height: 10), CGSize(width: 100, height: 50),
                                       CGSize(width: 30, height: 50), CGSize(width: 100, height: 10), CGSize(width: 30, height: 10)])
    }

    @Test("Text, a guide read across the axes or a custom alignment below makes the stack work out every pairing")
    func mixingSubtreesComputeEveryPairing() throws {
        let withText = HStack(spacing: 0) { Color.red.frame(width: 20); Text("wraps across lines") }.id("probed")
        let withGuide = HStack(spacing: 0) {
            Color.red.frame(width: 20).alignmentGuide(VerticalAlignment.center) { $0.width / 4 }
            Color.blue.frame(width: 20)
        }.id("probed")
        let withCustomAlignment = VStack(alignment: .quarterWidth, spacing: 0) { Color.red.frame(height: 20); Color.blue.frame(width: 20) }.id("probed")
        let expected: [LayoutRecord.Probe.Source] = [.computed, .computed, .computed, .computed, .cache]
        #expect(try probes(of: withText, pairings).map(\.source) == expected)
        #expect(try probes(of: withGuide, pairings).map(\.source) == expected)
        #expect(try probes(of: withCustomAlignment, pairings).map(\.source) == expected)
    }

    @Test("A stack asked again with a new proposal across its axis only asks its children across it (A4.3)")
    func aNewProposalAcrossTheAxisKeepsTheDistribution() throws {
        func cell(_ n: Int) -> some View { Color.red.frame(minWidth: 10, maxWidth: .infinity).id("cell\(n)") }
        let stack = HStack(spacing: 0) { cell(0); cell(1); cell(2); cell(3) }.id("probed")
        let asked = [ProposedViewSize(width: 100, height: 0), ProposedViewSize(width: 100, height: 50)]
        let host = HostingView(rootView: Probes(proposals: asked) { stack }, size: CGSize(width: 200, height: 200), recordsLayout: true)
        let record = try #require(host.layoutRecord)
        // The first proposal: every cell probed at 0 and ∞ and offered its share (A4.3); the
        // second: each offered the same share at the new height, once.
        let measured = try #require(record.node(id: "cell0")).probes.filter { $0.phase == .measuring }.map(\.proposal)
        #expect(measured == [ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: .infinity, height: 0),
                             ProposedViewSize(width: 25, height: 0), ProposedViewSize(width: 25, height: 50)])
        #expect(try #require(record.node(id: "probed")).probes.map(\.size) == [CGSize(width: 100, height: 0), CGSize(width: 100, height: 50), CGSize(width: 100, height: 0)])
    }
}

private enum QuarterWidth: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
}

extension HorizontalAlignment {
    fileprivate static let quarterWidth = HorizontalAlignment(QuarterWidth.self)
}
