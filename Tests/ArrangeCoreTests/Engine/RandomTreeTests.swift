import ArrangeCore
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// The random tree's choices, from the suite's shared generator: every run builds the same trees.
private extension SplitMix64 {
    mutating func pick(_ n: Int) -> Int { below(n) }
    mutating func length() -> CGFloat {
        // Ordinary lengths, with now and then a zero, a negative or a non-finite one.
        switch pick(12) {
        case 0: return 0
        case 1: return -CGFloat(pick(50))
        case 2: return .infinity
        case 3: return .nan
        default: return CGFloat(pick(200))
        }
    }
}

private enum Thirds: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 }
}

/// Builds a random tree of the core's views and modifiers, `depth` levels deep.
@MainActor private func randomTree(_ rng: inout SplitMix64, depth: Int) -> AnyView {
    if depth == 0 {
        switch rng.pick(4) {
        case 0: return AnyView(Color.red)
        case 1: return AnyView(Spacer(minLength: rng.pick(3) == 0 ? nil : rng.length()))
        case 2: return AnyView(Divider())
        default: return AnyView(Rectangle().frame(width: rng.length(), height: rng.length()))
        }
    }
    let children = (0..<(1 + rng.pick(4))).map { _ in randomTree(&rng, depth: depth - 1) }
    let stack: AnyView
    switch rng.pick(5) {
    case 0: stack = AnyView(HStack(alignment: VerticalAlignment(Thirds.self), spacing: rng.pick(2) == 0 ? nil : rng.length()) { ForEach(0..<children.count, id: \.self) { children[$0] } })
    case 1: stack = AnyView(VStack(alignment: .trailing) { ForEach(0..<children.count, id: \.self) { children[$0] } })
    case 2: stack = AnyView(ZStack(alignment: .bottomLeading) { ForEach(0..<children.count, id: \.self) { children[$0] } })
    case 3: stack = AnyView(AnyLayout(VStackLayout(spacing: 3))({ ForEach(0..<children.count, id: \.self) { children[$0] } }))
    default: stack = children[0]
    }
    switch rng.pick(9) {
    case 0: return AnyView(stack.padding(rng.length()))
    case 1: return AnyView(stack.frame(minWidth: rng.length(), idealWidth: rng.length(), maxWidth: rng.length(), alignment: .topTrailing))
    case 2: return AnyView(stack.fixedSize(horizontal: rng.pick(2) == 0, vertical: true))
    case 3: return AnyView(stack.aspectRatio(rng.pick(2) == 0 ? nil : rng.length(), contentMode: rng.pick(2) == 0 ? .fit : .fill))
    case 4: return AnyView(stack.layoutPriority(Double(rng.pick(3))))
    case 5:
        let divisor = CGFloat(1 + rng.pick(4))
        return AnyView(stack.alignmentGuide(VerticalAlignment(Thirds.self)) { $0.height / divisor }.offset(x: rng.length()))
    case 6: return AnyView(stack.overlay(alignment: .bottom) { Color.blue.frame(height: 4) })
    case 7: return AnyView(stack.position(x: rng.length(), y: 5))
    default: return AnyView(stack.environment(\.layoutDirection, .rightToLeft))
    }
}

/// Every proposal the engine made in a recorded pass (each probe of each node, cache hits too, and
/// each offer a stack made while sizing its children) that has a NaN dimension.
@MainActor private func nanProposals(in node: LayoutRecord.Node) -> [String] {
    func isNaN(_ p: ProposedViewSize) -> Bool { (p.width?.isNaN ?? false) || (p.height?.isNaN ?? false) }
    var found: [String] = []
    for probe in node.probes where isNaN(probe.proposal) { found.append("\(node.name) #\(node.index) probed with \(probe.proposal)") }
    for sizing in node.stackSizings {
        for step in sizing.steps where isNaN(step.offer) { found.append("\(node.name) #\(node.index) offered child \(step.child) \(step.offer)") }
    }
    if let proposal = node.proposal, isNaN(proposal) { found.append("\(node.name) #\(node.index) placed with \(proposal)") }
    for child in node.children { found += nanProposals(in: child) }
    return found
}

@Suite("Random trees never crash and give finite frames")
@MainActor struct RandomTreeTests {
    @Test("200 random trees, each at several host sizes", arguments: 0..<4)
    func randomTrees(batch: Int) {
        for seed in 0..<50 {
            var rng = SplitMix64(state: UInt64(batch * 1000 + seed))
            let tree = randomTree(&rng, depth: 4).id("root")
            let host = HostingView(rootView: tree, size: CGSize(width: 320, height: 240))
            for size in [CGSize(width: 320, height: 240), .zero, CGSize(width: 1, height: 10_000), CGSize(width: 320, height: 240)] {
                host.size = size
                let root = host.rootFrame
                #expect(root.minX.isFinite && root.minY.isFinite && root.width.isFinite && root.height.isFinite, "seed \(seed): \(root)")
                #expect(root.width >= 0 && root.height >= 0)
                let frames = host.dump().replacingOccurrences(of: "priority: -inf", with: "")
                #expect(!frames.contains("nan") && !frames.contains("inf"), "seed \(seed) produced a non-finite frame:\n\(host.dump())")
            }
            _ = host.sizeThatFits(.unspecified)
            _ = host.sizeThatFits(.infinity)
        }
    }

    @Test("A20: no proposal the engine makes is ever NaN, in any probe of any node", arguments: 0..<4)
    func noNaNProposals(batch: Int) {
        for seed in 0..<50 {
            var rng = SplitMix64(state: UInt64(batch * 1000 + seed))
            let tree = randomTree(&rng, depth: 4)
            for size in [CGSize(width: 320, height: 240), .zero, CGSize(width: 1, height: 10_000)] {
                let host = HostingView(rootView: tree, size: size, recordsLayout: true)
                guard let root = host.layoutRecord?.root else {
                    Issue.record("seed \(seed): no record")
                    continue
                }
                let found = nanProposals(in: root)
                #expect(found.isEmpty, "seed \(seed) at \(size): \(found.prefix(5))")
            }
        }
    }
}
