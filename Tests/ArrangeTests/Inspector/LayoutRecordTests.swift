import Foundation
import Testing
import Arrange
import ArrangeExamples

/// The inspector (issue 5, "why is this view that size?"): `HostingView` records every proposal
/// each node answered, in order, with cache hits, guide values, stack sizing orders and
/// `ViewThatFits` choices, without changing the layout or its statistics.
@Suite("Inspector: layout records")
@MainActor struct LayoutRecordTests {
    typealias Probe = LayoutRecord.Probe

    func p(_ width: CGFloat?, _ height: CGFloat?) -> ProposedViewSize { ProposedViewSize(width: width, height: height) }
    func s(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

    /// A probe's proposal, answer and source, without its sequence number.
    struct Answer: Equatable, CustomStringConvertible {
        var proposal: ProposedViewSize
        var size: CGSize
        var source: Probe.Source
        var phase: LayoutRecord.Phase = .measuring
        var description: String { "\(proposal) → \(size) \(source) \(phase)" }
    }

    func answers(_ node: LayoutRecord.Node?) -> [Answer] {
        (node?.probes ?? []).map { Answer(proposal: $0.proposal, size: $0.size, source: $0.source, phase: $0.phase) }
    }

    /// A flexible colour, a rigid 50×50 frame and another flexible colour, in a 300×100 host.
    func threeChildren() -> some View {
        HStack(spacing: 0) {
            Color.red.id("a")
            Color.green.frame(width: 50, height: 50).id("b")
            Color.blue.id("c")
        }
        .id("stack")
    }

    @Test("An HStack's probes of each child (0, ∞, then its offer) are recorded in order")
    func stackProbesInOrder() throws {
        let host = HostingView(rootView: threeChildren(), size: s(300, 100), recordsLayout: true)
        let record = try #require(host.layoutRecord)
        // The host proposes its size to the stack once; the stack works everything out then,
        // and placing repeats the distribution it remembers, asking nothing again.
        #expect(answers(record.node(id: "stack")) == [Answer(proposal: p(300, 100), size: s(300, 100), source: .computed)])
        // Colours and rigid frames answer by arithmetic. The stack probes each child at width 0
        // and ∞, then offers an equal share of what is left: the rigid frame first (100 of 300,
        // takes 50), then the colours in source order (125 each).
        #expect(answers(record.node(id: "a")) == [
            Answer(proposal: p(0, 100), size: s(0, 100), source: .arithmetic),
            Answer(proposal: p(.infinity, 100), size: s(.infinity, 100), source: .arithmetic),
            Answer(proposal: p(125, 100), size: s(125, 100), source: .arithmetic),
        ])
        #expect(answers(record.node(id: "b")) == [
            Answer(proposal: p(0, 100), size: s(50, 50), source: .arithmetic),
            Answer(proposal: p(.infinity, 100), size: s(50, 50), source: .arithmetic),
            Answer(proposal: p(100, 100), size: s(50, 50), source: .arithmetic),
        ])
        #expect(answers(record.node(id: "c")) == [
            Answer(proposal: p(0, 100), size: s(0, 100), source: .arithmetic),
            Answer(proposal: p(.infinity, 100), size: s(.infinity, 100), source: .arithmetic),
            Answer(proposal: p(125, 100), size: s(125, 100), source: .arithmetic),
        ])
        // The frame's colour is asked only when the frame is placed: the frame answers alone.
        let inner = try #require(record.node(id: "b")?.children.first)
        #expect(answers(inner) == [Answer(proposal: p(50, 50), size: s(50, 50), source: .arithmetic, phase: .placing)])

        // Across nodes, sequence numbers give the order of the whole pass: the stack's probe,
        // then each child's 0 and ∞ in source order, then the offers in sizing order.
        func sequences(_ id: String) -> [Int] { record.node(id: id)?.probes.map(\.sequence) ?? [] }
        #expect(sequences("stack") == [0])
        #expect(sequences("a") == [1, 2, 8])
        #expect(sequences("b") == [3, 4, 7])
        #expect(sequences("c") == [5, 6, 9])
    }

    @Test("A stack records the order it sized its children in, least flexible first, and each offer")
    func stackSizingOrder() throws {
        let record = try #require(HostingView(rootView: threeChildren(), size: s(300, 100), recordsLayout: true).layoutRecord)
        let stack = try #require(record.node(id: "stack"))
        #expect(stack.stackSizings.count == 1)
        let sizing = try #require(stack.stackSizings.first)
        #expect(sizing.axis == .horizontal)
        #expect(sizing.proposal == p(300, 100))
        #expect(sizing.isRanked)
        #expect(sizing.sequence == 10)
        typealias Step = LayoutRecord.StackSizing.Step
        #expect(sizing.steps == [
            Step(child: 1, minimum: 50, flexibility: 0, priority: 0, offer: p(100, 100), size: s(50, 50)),
            Step(child: 0, minimum: 0, flexibility: .infinity, priority: 0, offer: p(125, 100), size: s(125, 100)),
            Step(child: 2, minimum: 0, flexibility: .infinity, priority: 0, offer: p(125, 100), size: s(125, 100)),
        ])
        // Final frames and placement proposals come from placement.
        #expect(record.node(id: "a")?.frame == CGRect(x: 0, y: 0, width: 125, height: 100))
        #expect(record.node(id: "a")?.proposal == p(125, 100))
        #expect(record.node(id: "b")?.frame == CGRect(x: 125, y: 25, width: 50, height: 50))
        #expect(record.node(id: "b")?.proposal == p(100, 100))
        #expect(record.node(id: "c")?.frame == CGRect(x: 175, y: 0, width: 125, height: 100))
        #expect(record.allNodes.allSatisfy { $0.placement == .placed })
    }

    @Test("An unspecified proposal along the axis sizes children at their ideal lengths in source order")
    func idealSizing() throws {
        let host = HostingView(rootView: threeChildren().fixedSize(), size: s(300, 100), recordsLayout: true)
        let record = try #require(host.layoutRecord)
        let sizing = try #require(record.node(id: "stack")?.stackSizings.first)
        #expect(!sizing.isRanked)
        #expect(sizing.steps.map(\.child) == [0, 1, 2])
        #expect(sizing.steps.map(\.offer) == [p(nil, nil), p(nil, nil), p(nil, nil)])
        #expect(sizing.steps.map(\.size) == [s(10, 10), s(50, 50), s(10, 10)])
    }

    @Test("Layout priority is recorded and ranks children before flexibility")
    func priorityRecorded() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10).id("rigid")
            Color.blue.layoutPriority(1).id("urgent")
        }.id("stack")
        let record = try #require(HostingView(rootView: view, size: s(100, 10), recordsLayout: true).layoutRecord)
        #expect(record.node(id: "urgent")?.priority == 1)
        #expect(record.node(id: "rigid")?.priority == 0)
        let steps = try #require(record.node(id: "stack")?.stackSizings.first?.steps)
        // Higher priority first: the colour is offered all but the frame's minimum.
        #expect(steps.map(\.child) == [1, 0])
        #expect(steps.map(\.offer) == [p(60, 10), p(40, 10)])
    }

    @Test("Cache hits are marked per probe and add up to the host's statistics")
    func cacheHits() throws {
        // The padding asks the stack while measuring and again while placing: the second time
        // the stack's remembered answer serves.
        let view = HStack(spacing: 0) { Color.red.id("colour") }.id("stack").padding(10)
        let host = HostingView(rootView: view, size: s(200, 100), recordsLayout: true)
        let record = try #require(host.layoutRecord)
        #expect(answers(record.node(id: "stack")) == [
            Answer(proposal: p(180, 80), size: s(180, 80), source: .computed),
            Answer(proposal: p(180, 80), size: s(180, 80), source: .cache, phase: .placing),
        ])
        #expect(record.node(id: "stack")?.cacheHits == 1)
        #expect(host.statistics.cacheHits == 1)
        #expect(record.statistics == host.statistics)
        let probes = record.allNodes.flatMap(\.probes)
        #expect(probes.filter(\.isCacheHit).count == host.statistics.cacheHits)
        #expect(probes.filter { !$0.isCacheHit }.count == host.statistics.sizeComputations)

        // A pass with nothing changed: the root's answer is recalled and every placement kept.
        let again = host.recordLayout(fromScratch: false)
        #expect(answers(again.root) == [Answer(proposal: p(200, 100), size: s(200, 100), source: .cache)])
        #expect(again.allNodes.dropFirst().allSatisfy { $0.probes.isEmpty })
        #expect(again.allNodes.allSatisfy { $0.placement == .kept })
        #expect(again.statistics == LayoutStatistics.with(sizeComputations: 0, cacheHits: 1, placements: 0))
        #expect(again.node(id: "colour")?.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
    }

    @Test("ViewThatFits records the child it chose, and why")
    func viewThatFitsChoice() throws {
        let view = ViewThatFits {
            Color.red.frame(width: 200, height: 50).id("wide")
            Color.blue.frame(width: 100, height: 50).id("narrow")
        }.id("fits")
        let host = HostingView(rootView: view, size: s(150, 100), recordsLayout: true)
        let record = try #require(host.layoutRecord)
        let fits = try #require(record.node(id: "fits"))
        // Once measuring, once placing; each time child 1 is the first whose ideal size fits.
        #expect(fits.choices.map(\.chosen) == [1, 1])
        #expect(fits.choices.map(\.reason) == [.fits, .fits])
        #expect(fits.choices.map(\.proposal) == [p(150, 100), p(150, 100)])
        #expect(record.node(id: "wide")?.placement == .notShown)
        #expect(record.node(id: "wide")?.frame == nil)
        #expect(record.node(id: "wide")?.children.first?.placement == .notShown)
        #expect(record.node(id: "narrow")?.placement == .placed)
        // The rejected child was asked for its ideal size, measuring and again placing.
        #expect(answers(record.node(id: "wide")) == [
            Answer(proposal: p(nil, nil), size: s(200, 50), source: .arithmetic),
            Answer(proposal: p(nil, nil), size: s(200, 50), source: .arithmetic, phase: .placing),
        ])

        host.size = CGSize(width: 50, height: 100)
        #expect(host.layoutRecord?.node(id: "fits")?.choices.last?.chosen == 1)
        #expect(host.layoutRecord?.node(id: "fits")?.choices.last?.reason == .noneFits)
    }

    @Test("Explicit alignment-guide values are recorded with the size they are for")
    func guideValues() throws {
        let host = HostingView(rootView: AlignmentGuideDemo(), size: s(300, 300), recordsLayout: true)
        let record = try #require(host.layoutRecord)
        // VStack(alignment: .leading) reads each child's leading guide, measuring and placing.
        let first = try #require(record.node(id: "rectangle1"))
        #expect(first.name == "alignmentGuide(Leading)")
        #expect(first.guides.map(\.name) == ["leading", "leading"])
        #expect(first.guides.map(\.value) == [30, 30])
        #expect(first.guides.allSatisfy { $0.axis == .horizontal && $0.size == s(100, 100) })
        // Measuring aligns before placing does.
        #expect(first.guides.map(\.sequence).sorted() == first.guides.map(\.sequence))
        // The second rectangle's leading is its default, 0: defaults are not recorded.
        #expect(record.node(id: "rectangle2")?.guides == [])
        // The 30-point explicit leading puts the second rectangle 30 points right of the first.
        let second = try #require(record.node(id: "rectangle2"))
        #expect((second.frame?.minX ?? 0) - (first.frame?.minX ?? 0) == 30)
    }

    @Test("A composite reports the explicit guide it merged from its children")
    func compositeGuide() throws {
        let view = HStack(alignment: .inspectorMark, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 20)
                Color.blue.frame(width: 10, height: 20).alignmentGuide(.inspectorMark) { _ in 5 }.id("marked")
            }.id("column")
            Color.green.frame(width: 10, height: 10).id("plain")
        }
        let record = try #require(HostingView(rootView: view, size: s(100, 100), recordsLayout: true).layoutRecord)
        // The column's mark is its marked child's, 20 down plus 5.
        let column = try #require(record.node(id: "column"))
        #expect(Set(column.guides.map(\.value)) == [25])
        #expect(column.guides.allSatisfy { $0.name == "inspectorMark" && $0.axis == .vertical && $0.size == s(10, 40) })
        #expect(Set(record.node(id: "marked")?.guides.map(\.value) ?? []) == [5])
        #expect(record.node(id: "plain")?.guides == [])
        // The plain colour's default mark (its height) lines up with the column's 25.
        #expect(record.node(id: "plain")?.frame?.maxY == record.node(id: "column").flatMap { $0.frame.map { $0.minY + 25 } })
    }

    @Test("Recording off leaves no record; recording changes neither layout nor statistics")
    func recordingChangesNothing() throws {
        for example in Examples.all {
            let plain = example.host()
            #expect(plain.layoutRecord == nil)
            let environment = plain.environment
            let recorded = HostingView(rootView: example.view(), size: example.defaultSize, safeAreaInsets: example.safeAreaInsets,
                                       environment: environment, recordsLayout: true)
            let record = try #require(recorded.layoutRecord, "\(example.name)")
            #expect(plain.statistics == recorded.statistics, "\(example.name)")
            #expect(record.statistics == plain.statistics, "\(example.name)")
            #expect(plain.dump() == recorded.dump(), "\(example.name)")
            #expect(record.rootFrame == plain.rootFrame, "\(example.name)")
            let probes = record.allNodes.flatMap(\.probes)
            #expect(probes.filter(\.isCacheHit).count == plain.statistics.cacheHits, "\(example.name)")
            #expect(probes.count - probes.filter(\.isCacheHit).count == plain.statistics.sizeComputations, "\(example.name)")
            // Every shown node's frame is the host's.
            for node in record.allNodes where node.id != nil {
                #expect(node.frame == recorded.frame(of: node.id ?? ""), "\(example.name) \(node.name)")
            }

            // A new size: the same again, and recording can be turned off.
            let size = CGSize(width: example.defaultSize.width * 0.75, height: example.defaultSize.height)
            plain.size = size
            recorded.size = size
            #expect(plain.statistics == recorded.statistics, "\(example.name) resized")
            #expect(recorded.layoutRecord?.statistics == plain.statistics, "\(example.name) resized")
            #expect(plain.layoutRecord == nil)
            recorded.recordsLayout = false
            recorded.layoutAgain()
            #expect(recorded.layoutRecord == nil)
        }
    }

    @Test("sizeThatFits is recorded while recording, and not otherwise")
    func sizeThatFitsRecorded() throws {
        let host = HostingView(rootView: threeChildren(), size: s(300, 100))
        #expect(host.sizeThatFits(p(nil, nil)) == s(70, 50))
        #expect(host.layoutRecord == nil)
        host.recordsLayout = true
        #expect(host.sizeThatFits(p(nil, 80)) == s(70, 80))
        let record = try #require(host.layoutRecord)
        #expect(answers(record.root) == [Answer(proposal: p(nil, 80), size: s(70, 80), source: .computed)])
    }

    @Test("An empty view records an empty tree")
    func emptyTree() throws {
        let record = HostingView(rootView: EmptyView(), size: s(100, 100)).recordLayout()
        #expect(record.root == nil)
        #expect(record.description == "host 100×100, root (50, 50, 0, 0); 0 size computations, 0 cache hits, 0 placements\n(empty)\n")
    }

    @Test("JSON round-trips, infinities included")
    func jsonRoundTrip() throws {
        let record = HostingView(rootView: ViewThatFitsDemoForTests(), size: s(300, 100)).recordLayout()
        let data = try JSONEncoder().encode(record)
        let decoded = try JSONDecoder().decode(LayoutRecord.self, from: data)
        #expect(decoded == record)
        // Infinite probes are written as "inf"; an unspecified dimension as null.
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"inf\""))
        #expect(text.contains("null"))
        let pretty = try record.formatted(.json)
        #expect(try JSONDecoder().decode(LayoutRecord.self, from: Data(pretty.utf8)) == record)
        // Malformed lengths are a decoding error, not a crash.
        let broken = text.replacingOccurrences(of: "\"inf\"", with: "\"lots\"")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LayoutRecord.self, from: Data(broken.utf8)) }
    }

    @Test("Outlines: every shown node's frame with its label, parents first")
    func outlines() throws {
        let record = HostingView(rootView: threeChildren(), size: s(300, 100)).recordLayout()
        let outlines = record.outlines
        #expect(outlines.map(\.label) == ["HStack #stack", "Color(red) #a", "frame #b", "Color(green)", "Color(blue) #c"])
        #expect(outlines.map(\.depth) == [0, 1, 1, 2, 1])
        #expect(outlines[2].frame == CGRect(x: 125, y: 25, width: 50, height: 50))
    }
}

/// A ViewThatFits with stacks inside: flexible colours probed at infinity, and ideal sizes.
@MainActor struct ViewThatFitsDemoForTests: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack { Color.red.frame(width: 200); Color.blue }
            HStack { Color.green.frame(width: 50); Color.blue }
        }
    }
}

/// A custom vertical guide whose default is the bottom edge.
enum InspectorMarkID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

extension VerticalAlignment {
    /// `InspectorMarkID`'s guide.
    static let inspectorMark = VerticalAlignment(InspectorMarkID.self)
}

extension LayoutStatistics {
    /// Counters with the given values.
    static func with(sizeComputations: Int, cacheHits: Int, placements: Int) -> LayoutStatistics {
        var statistics = LayoutStatistics()
        statistics.sizeComputations = sizeComputations
        statistics.cacheHits = cacheHits
        statistics.placements = placements
        return statistics
    }
}
