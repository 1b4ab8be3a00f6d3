import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// Memory budgets of laid-out trees, in the engine's own count (`HostingView.memoryFootprint`,
/// which is deterministic: capacities, not allocator state): issue 27's 256 bytes per view on
/// `row_1k`, `nested3_b21` and `list_2500` (default spacing, so the spacing memo is made).
@Suite @MainActor struct TreeMemoryTests {
    /// Checks that `host` has `views` nodes and holds at most 256 bytes for each.
    private func expectWithin256BytesPerView(_ host: HostingView<some View>, views: Int) {
        #expect(host.nodeCount == views)
        let perView = host.memoryFootprint / host.nodeCount
        #expect(perView <= 256, "\(perView) bytes per view")
    }

    @Test func row1kStaysWithin256BytesPerView() {
        let host = HostingView(rootView: HStack(spacing: 0) {
            ForEach(0..<1000) { _ in Color.red.frame(width: 10, height: 10) }
        }, size: CGSize(width: 10_000, height: 10))
        expectWithin256BytesPerView(host, views: 2001)
    }

    @Test func nested3B21StaysWithin256BytesPerView() {
        let host = HostingView(rootView: VStack(spacing: 0) {
            ForEach(0..<21) { _ in
                HStack(spacing: 0) {
                    ForEach(0..<21) { _ in
                        VStack(spacing: 0) { ForEach(0..<21) { _ in Color.red.frame(width: 10, height: 10) } }
                    }
                }
            }
        }, size: CGSize(width: 210, height: 4410))
        expectWithin256BytesPerView(host, views: 18_985)
    }

    @Test func list2500StaysWithin256BytesPerView() {
        let host = HostingView(rootView: VStack(spacing: 0) {
            ForEach(0..<2500) { _ in
                HStack {
                    Color.blue.frame(width: 40, height: 20)
                    Color.gray
                    Spacer()
                    Color.green.frame(width: 20, height: 20)
                }
            }
        }, size: CGSize(width: 400, height: 60_000))
        expectWithin256BytesPerView(host, views: 17_501)
    }
}
