import ArrangeCore
import ArrangeRender
import ArrangeText
import Foundation
import Testing

/// A small card whose look depends on its fields, so every item of a batch is a different file.
private struct BatchCard: View, Sendable {
    var title: String
    var width: CGFloat = 240
    var hue: Double = 0.6

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.system(size: 20, weight: .bold)).foregroundStyle(.white)
            Text("by Arrange").font(.system(size: 12)).foregroundStyle(.white.opacity(0.8))
        }
        .padding(12)
        .frame(width: width, height: 80, alignment: .topLeading)
        .background(LinearGradient(colors: [Color(hue: hue, saturation: 0.7, brightness: 0.5), .black],
                                   startPoint: .top, endPoint: .bottom))
    }
}

private let titles = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel"]
private let cards = titles.enumerated().map { BatchCard(title: $0.element, hue: Double($0.offset) / 8) }

/// Each card rendered alone, one after another, on the calling thread.
@MainActor private func sequential(_ options: RenderOptions) throws -> [Data] {
    try cards.map { card in
        let renderer = ImageRenderer(content: card, options: options)
        return try renderer.data(as: options.format, compressionQuality: options.compressionQuality)
    }
}

@Test @MainActor func batchPNGEqualsSequentialRendersByteForByteInOrder() async throws {
    let options = RenderOptions(format: .png, scale: 2)
    let batch = await ImageRenderer.render(cards, options: options, maximumConcurrency: 4)
    let expected = try sequential(options)
    #expect(batch.count == 8)
    #expect(try batch.map { try $0.get() } == expected)
    // Every card is a different file, so equal arrays mean the order was kept.
    #expect(Set(expected).count == 8)
}

@Test @MainActor func batchEqualsSequentialRendersInEveryFormat() async throws {
    for format in [RenderFormat.svg, .jpeg, .webp] {
        let options = RenderOptions(format: format)
        let batch = await ImageRenderer.render(cards, options: options, maximumConcurrency: 3)
        #expect(try batch.map { try $0.get() } == sequential(options), "\(format)")
    }
}

@Test @MainActor func batchFailureStaysWithItsOwnItem() async throws {
    var items = cards
    // 100000 × 80 points is 8 000 000 pixels, over a limit of 1 000 000.
    items[2].width = 100_000
    items[5].width = 100_000
    var limits = ResourceLimits()
    limits.outputPixels = 1_000_000
    let options = RenderOptions(format: .png, limits: limits)
    let batch = await ImageRenderer.render(items, options: options, maximumConcurrency: 2)
    let failed = batch.indices.filter { if case .failure = batch[$0] { return true } else { return false } }
    #expect(failed == [2, 5])
    if case .failure(let error) = batch[2] {
        #expect(error.message.contains("more than ImageRenderer.limits.outputPixels (1000000)"))
    }
    let expected = try sequential(RenderOptions(format: .png))
    for index in [0, 1, 3, 4, 6, 7] {
        #expect(try batch[index].get() == expected[index])
    }
}

@Test @MainActor func batchOfNothingIsEmpty() async {
    let batch = await ImageRenderer<BatchCard>.render([], options: RenderOptions())
    #expect(batch.isEmpty)
}

@Test @MainActor func renderOptionsGiveTheRendererTheirSettings() throws {
    let options = RenderOptions(format: .jpeg, proposedSize: ProposedViewSize(width: 300, height: 90), scale: 3,
                                isOpaque: true, pngCompression: .smallest, compressionQuality: 0.5)
    let renderer = ImageRenderer(content: cards[0], options: options)
    #expect(renderer.proposedSize == ProposedViewSize(width: 300, height: 90))
    #expect(renderer.scale == 3)
    #expect(renderer.isOpaque)
    #expect(renderer.pngCompression == .smallest)
    #expect(try ImageRenderer.render(cards[0], options: options).get() == renderer.jpegData(compressionQuality: 0.5))
}
