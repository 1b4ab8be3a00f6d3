@testable import ArrangeCore
import Foundation
import Testing

/// Issue 27, item 3: the nodes updates and GeometryReaders leave behind are freed by compacting
/// the tree, without running any body: node count within the live nodes and a fixed slack,
/// one body per update, memory flat (`HostingView.memoryFootprint` counts capacities, so it is
/// deterministic).
@Suite @MainActor struct TreeCompactionTests {
    /// The largest of `values`' first half and of its second.
    func halves(_ values: [Int]) -> (first: Int, second: Int) {
        let middle = values.count / 2
        return (values[..<middle].max() ?? 0, values[middle...].max() ?? 0)
    }

    /// Whether memory is flat: the second half's peak within 2% of the first's (arrays grown
    /// again after each compaction reach slightly different capacities each time round).
    func isFlat(_ footprints: [Int]) -> Bool {
        let memory = halves(footprints)
        return Double(memory.second) <= Double(memory.first) * 1.02
    }

    @Test("1,000 single-row updates of rows_foreach_2500: live + slack nodes, one body each, flat memory")
    func rowUpdatesStayCompact() throws {
        let exports = RowExports()
        let items = (0..<2500).map { CompactionItem(id: $0) }
        let host = HostingView(rootView: VStack(spacing: 0) {
            ForEach(items) { item in AnyView(CompactionRow(item: item, exports: exports)) }
        }, size: CGSize(width: 400, height: 60_000))
        let live = host.nodeCount
        let width = try #require(exports.middleWidth)
        var counts: [Int] = [], footprints: [Int] = []
        for step in 1...1000 {
            width.wrappedValue = 20 + CGFloat(step % 7)
            host.update()
            #expect(host.statistics.bodyEvaluations == 1)
            counts.append(host.nodeCount)
            footprints.append(host.memoryFootprint)
        }
        #expect(counts.max() ?? 0 <= live + LayoutEngine.detachedNodeAllowance + 8)
        #expect(isFlat(footprints), "\(halves(footprints))")
        // Rows are 24 high (60,000 shared by 2,500), their 20-point bars centred; the middle
        // row's bar is as wide as the last update made it.
        let last = 20 + CGFloat(1000 % 7)
        #expect(host.frame(of: "end 1250") == CGRect(x: 400 - last, y: 1250 * 24 + 2, width: last, height: 20))
        #expect(host.frame(of: "end 2499") == CGRect(x: 380, y: 2499 * 24 + 2, width: 20, height: 20))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("1,000 resizes of a host with a GeometryReader: live + slack nodes, one body each, flat memory")
    func resizesStayCompact() {
        let host = HostingView(rootView: VStack {
            GeometryReader { g in HalfBar(width: g.size.width / 2) }
            Color.green.frame(height: 10)
        }, size: CGSize(width: 200, height: 100))
        let live = host.nodeCount
        var counts: [Int] = [], footprints: [Int] = []
        for step in 1...1000 {
            host.size = CGSize(width: 200 + CGFloat(step % 50), height: 100)
            _ = host.frame(of: "half")
            #expect(host.statistics.bodyEvaluations <= 1)
            counts.append(host.nodeCount)
            footprints.append(host.memoryFootprint)
        }
        #expect(counts.max() ?? 0 <= live + LayoutEngine.detachedNodeAllowance + 8)
        #expect(isFlat(footprints), "\(halves(footprints))")
        #expect(host.frame(of: "half")?.width == 100)
        #expect(host.diagnostics.isEmpty)
    }
}

private struct CompactionItem: Identifiable {
    let id: Int
}

/// Where the test finds the middle row's state.
private final class RowExports {
    var middleWidth: Binding<CGFloat>?
}

private struct CompactionRow: View {
    let item: CompactionItem
    let exports: RowExports
    @State private var width: CGFloat = 20
    var body: some View {
        if item.id == 1250 { let _ = exports.middleWidth = $width }
        HStack {
            Color.blue.frame(width: 40, height: 20)
            Color.gray
            Spacer()
            Color.green.frame(width: width, height: 20).id("end \(item.id)")
        }
    }
}

private struct HalfBar: View {
    let width: CGFloat
    var body: some View {
        HStack { Color.red.frame(width: width).id("half"); Color.blue }
    }
}
