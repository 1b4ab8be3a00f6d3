import ArrangeCore
import ArrangeRender
import ArrangeText
import Foundation
import Testing

/// A view nested `level` deep through its own body, each level a padding: the shape of a server
/// rendering a recursive document.
private struct Nest: View {
    let level: Int
    /// The padding of every second level.
    var inset: CGFloat = 1
    var body: some View {
        if level == 0 {
            Color.red.frame(width: 10, height: 10).id("leaf")
        } else {
            Nest(level: level - 1, inset: inset).padding(level % 2 == 0 ? inset : 0)
        }
    }
}

@Suite("Deep trees: no stack overflow, limits reported")
@MainActor struct DeepTreeTests {
    /// 100,000 (an even number); `DEEP_LEVELS` overrides it when exploring.
    static let levels = Int(ProcessInfo.processInfo.environment["DEEP_LEVELS"] ?? "") ?? 100_000

    @Test("A tree 100,000 levels deep builds, lays out, dumps and renders on the main actor, and in a batch")
    func hundredThousandLevels() async throws {
        // Hosts are used on the main actor, whose thread has an 8 MiB stack: a tenth of what
        // this tree's recursion needs, so the passes must continue on fresh stacks.
        let host = HostingView(rootView: Nest(level: DeepTreeTests.levels), size: CGSize(width: 300, height: 300))
        var result: [String] = []
        // 50,000 levels of padding 1 on each side: the leaf is inset 50,000 from the root.
        result.append("\(host.frame(of: "leaf").map { "\($0)" } ?? "no leaf")")
        result.append("\(host.rootFrame.size)")
        let dump = host.dump()
        result.append("\(dump.split(separator: "\n").count)")
        result.append("\(dump.utf8.count < 40_000_000)")
        // Without insets the picture is 10 × 10 (with them it would be over the renderer's
        // output limit).
        let renderer = ImageRenderer(content: Nest(level: DeepTreeTests.levels, inset: 0))
        let svg = try renderer.svg()
        result.append(svg.contains("<svg") ? "svg" : "no svg")
        result.append("\(host.diagnostics)")
        // The batch builds on the main actor and draws on the concurrency pool's threads.
        let batch = await ImageRenderer.render([Nest(level: DeepTreeTests.levels, inset: 0)], options: RenderOptions(format: .svg))
        #expect(try batch.first?.get() == Data(svg.utf8))
        // Every second level pads 1 on each side: the root is `levels` + 10 wide, centred in the
        // host, and the leaf lands in the host's middle; the dump has a line per level plus the
        // leaf's frame and colour.
        let levels = DeepTreeTests.levels
        #expect(result == [
            "\(CGRect(x: 145, y: 145, width: 10, height: 10))",
            "\(CGSize(width: CGFloat(levels + 10), height: CGFloat(levels + 10)))",
            "\(levels + 2)", "true", "svg", "[]",
        ])
    }

    @Test("A layout record of a tree 100,000 levels deep is made, described, compared and released on the main actor; JSON says it is too deep")
    func hundredThousandLevelRecord() throws {
        let host = HostingView(rootView: Nest(level: DeepTreeTests.levels), size: CGSize(width: 300, height: 300))
        var record: LayoutRecord? = host.recordLayout()
        // Every level is a padding modifier and the view's record; the leaf adds frame and colour.
        #expect(record?.allNodes.count ?? 0 > DeepTreeTests.levels)
        #expect(record?.allNodes.last?.frame == CGRect(x: 145, y: 145, width: 10, height: 10))
        #expect(record?.description.split(separator: "\n").count ?? 0 > DeepTreeTests.levels)
        #expect(record == host.recordLayout())
        // JSON that deep is more than JSON readers take: encoding says so instead of overflowing.
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(record) }
        record = nil
        #expect(record == nil)
        // At the deepest a record encodes, it reads back equal.
        let shallow = HostingView(rootView: Nest(level: LayoutRecord.Node.maximumEncodedDepth - 1), size: CGSize(width: 300, height: 300)).recordLayout()
        var depth = 0
        shallow.root?.walk { _, level in depth = max(depth, level); return true }
        #expect(depth == LayoutRecord.Node.maximumEncodedDepth)
        #expect(try JSONDecoder().decode(LayoutRecord.self, from: JSONEncoder().encode(shallow)) == shallow)
    }

    @Test("8,000 AnyView-wrapped stacks lay out on the calling thread")
    func anyViewChain() {
        var view = AnyView(Color.red.frame(width: 10, height: 10).id("leaf"))
        for _ in 0..<8_000 { view = AnyView(VStack { view }) }
        let host = HostingView(rootView: view, size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "leaf") == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("Content nested past the depth limit is left out, with a diagnostic")
    func depthLimit() {
        let host = HostingView(rootView: Nest(level: 1_000), size: CGSize(width: 100, height: 100))
        host.limits.depth = 400
        #expect(host.frame(of: "leaf") == nil)
        #expect(host.diagnostics == ["Views nested deeper than 400 levels (ResourceLimits.depth) are left out."])
        #expect(host.rootFrame.width.isFinite)
    }

    @Test("Views past the node limit are left out, with a diagnostic")
    func nodeLimit() {
        var limits = ResourceLimits()
        limits.nodeCount = 100
        var environment = EnvironmentValues()
        environment.resourceLimits = limits
        let host = HostingView(rootView: VStack { ForEach(0..<1_000) { Color.red.frame(height: 1).id($0) } },
                               size: CGSize(width: 100, height: 100), environment: environment)
        #expect(host.nodeCount <= 101)
        #expect(host.frame(of: 0) != nil)
        #expect(host.frame(of: 999) == nil)
        #expect(host.diagnostics == ["The view tree reached 100 layout nodes (ResourceLimits.nodeCount); the views past it are left out."])
    }

    @Test("The dump of a deep tree is linear: indentation stops at 64 levels, deeper lines give their depth")
    func linearDump() {
        let host = HostingView(rootView: Nest(level: 2_000), size: CGSize(width: 100, height: 100))
        let lines = host.dump().split(separator: "\n")
        #expect(lines.count == 2_002)
        #expect(lines[64].hasPrefix(String(repeating: "  ", count: 64) + "padding"))
        #expect(lines[1_000] .hasPrefix(String(repeating: "  ", count: 64) + "[depth 1000] padding"))
        #expect(lines.allSatisfy { $0.count < 200 })
    }
}
