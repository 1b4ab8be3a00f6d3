import ArrangeCore
import ArrangeText
import Foundation
import Testing

/// Issue 11's memory budget: a laid-out tree holds at most 400 bytes per view on `row_1k` (the
/// engine's own count, `HostingView.memoryFootprint`, which is deterministic: capacities, not
/// allocator state).
@Suite @MainActor struct TreeMemoryTests {
    @Test func row1kStaysWithin400BytesPerView() {
        let host = HostingView(rootView: HStack(spacing: 0) {
            ForEach(0..<1000) { _ in Color.red.frame(width: 10, height: 10) }
        }, size: CGSize(width: 10_000, height: 10))
        #expect(host.nodeCount == 2001)
        let perView = host.memoryFootprint / host.nodeCount
        #expect(perView <= 400, "\(perView) bytes per view")
    }
}
