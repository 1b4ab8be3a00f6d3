import ArrangeCore
@testable import ArrangeRender
import ArrangeText
import Foundation
import Testing

/// A card with a full-size diagonal gradient background, text and a small gradient badge.
private struct GradientCard: View {
    var colors: [Color] = [Color(red: 0.09, green: 0.11, blue: 0.27), Color(red: 0.35, green: 0.15, blue: 0.55)]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 6)
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 30, height: 30)
            Text("Cached gradients").font(.system(size: 24, weight: .bold)).foregroundStyle(.white)
        }
        .padding(20)
        .frame(width: 300, height: 160, alignment: .topLeading)
        .background(LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing))
    }
}

/// Large gradients of every kind the cache takes, with antialiased edges at fractional places.
private struct GradientShapes: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            RadialGradient(colors: [.yellow, .blue.opacity(0.6)], center: .center, startRadius: 5, endRadius: 120)
                .frame(width: 180, height: 120)
                .offset(x: 10.3, y: 7.6)
            RoundedRectangle(cornerRadius: 17)
                .fill(LinearGradient(colors: [.green.opacity(0.4), .red], startPoint: .top, endPoint: .bottom))
                .frame(width: 140.5, height: 100.25)
                .offset(x: 90.7, y: 40.2)
            Ellipse()
                .fill(EllipticalGradient(colors: [.purple, .mint], center: .center))
                .frame(width: 150, height: 90)
                .offset(x: 20.5, y: 95.5)
        }
        .frame(width: 260, height: 200)
    }
}

/// The bytes Cairo drew for `view` laid out at `size`, drawn with `cache` (`nil`: every gradient
/// computed directly), rows packed.
@MainActor private func drawn(_ view: some View, size: CGSize, scale: CGFloat, cache: GradientRasterCache?) throws -> [UInt8] {
    try drawn(displayList(view, size: size, scale: scale), scale: scale, cache: cache)
}

/// The display list of `view` laid out at `size`: made on the main actor, drawn anywhere.
@MainActor private func displayList(_ view: some View, size: CGSize, scale: CGFloat) -> DisplayList {
    DisplayList(host: HostingView(rootView: view, size: size), size: size, scale: scale)
}

/// The bytes Cairo drew for `list` with `cache`, rows packed.
private func drawn(_ list: DisplayList, scale: CGFloat, cache: GradientRasterCache?) throws -> [UInt8] {
    let image = try CairoRenderer.raster(list, scale: scale, resources: CairoResources(gradientRasters: cache))
    var bytes: [UInt8] = []
    for y in 0..<image.height {
        bytes.append(contentsOf: UnsafeBufferPointer(start: image.pixels + y * image.stride, count: image.width * 4))
    }
    return bytes
}

@Suite("Rendering: large gradients rasterised once and kept")
@MainActor struct GradientRasterCacheTests {
    @Test("At scales other than 1 and 2 gradients are computed directly, not cached", arguments: [3.0, 4.0])
    func otherScalesDirect(scale: CGFloat) throws {
        let size = CGSize(width: 300, height: 160)
        let cache = GradientRasterCache()
        #expect(try drawn(GradientCard(), size: size, scale: scale, cache: cache) == drawn(GradientCard(), size: size, scale: scale, cache: nil))
        #expect(cache.misses == 0 && cache.hits == 0 && cache.count == 0)
    }

    @Test("A card's gradient background drawn from the cache is byte for byte the one pixman computes", arguments: [1.0, 2.0])
    func cardIdentical(scale: CGFloat) throws {
        let size = CGSize(width: 300, height: 160)
        let direct = try drawn(GradientCard(), size: size, scale: scale, cache: nil)
        let cache = GradientRasterCache()
        let missed = try drawn(GradientCard(), size: size, scale: scale, cache: cache)
        let hit = try drawn(GradientCard(), size: size, scale: scale, cache: cache)
        #expect(cache.misses == 1 && cache.hits == 1)
        #expect(missed == direct)
        #expect(hit == direct)
    }

    @Test("Radial, elliptical and translucent gradients with antialiased edges are drawn the same from the cache", arguments: [1.0, 2.0])
    func shapesIdentical(scale: CGFloat) throws {
        let size = CGSize(width: 260, height: 200)
        let direct = try drawn(GradientShapes(), size: size, scale: scale, cache: nil)
        let cache = GradientRasterCache()
        let missed = try drawn(GradientShapes(), size: size, scale: scale, cache: cache)
        let hit = try drawn(GradientShapes(), size: size, scale: scale, cache: cache)
        #expect(cache.misses == 3 && cache.hits == 3)
        #expect(missed == direct)
        #expect(hit == direct)
    }

    @Test("The second render of the same card takes its background from the cache")
    func secondRenderHits() throws {
        let cache = GradientRasterCache()
        let size = CGSize(width: 300, height: 160)
        _ = try drawn(GradientCard(), size: size, scale: 1, cache: cache)
        #expect(cache.hits == 0 && cache.misses == 1 && cache.count == 1)
        #expect(cache.storedBytes == 300 * 4 * 160)
        _ = try drawn(GradientCard(), size: size, scale: 1, cache: cache)
        #expect(cache.hits == 1 && cache.misses == 1 && cache.count == 1)
        // Another scale is other pixels.
        _ = try drawn(GradientCard(), size: size, scale: 2, cache: cache)
        #expect(cache.hits == 1 && cache.misses == 2 && cache.count == 2)
    }

    @Test("Gradients under 64×64 pixels are computed directly and not kept")
    func smallGradientsSkipped() throws {
        let cache = GradientRasterCache()
        let badge = LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom).frame(width: 63, height: 64)
        _ = try drawn(badge, size: CGSize(width: 63, height: 64), scale: 1, cache: cache)
        #expect(cache.hits == 0 && cache.misses == 0 && cache.count == 0)
    }

    @Test("The cache keeps at most its capacity, forgetting the oldest gradient first")
    func capacityBound() throws {
        let cache = GradientRasterCache(capacity: 2, byteBudget: 10_000_000)
        let size = CGSize(width: 300, height: 160)
        let palettes: [[Color]] = [[.red, .blue], [.green, .yellow], [.black, .white]]
        for colors in palettes { _ = try drawn(GradientCard(colors: colors), size: size, scale: 1, cache: cache) }
        #expect(cache.count == 2 && cache.misses == 3)
        // The newest two are kept; the first was forgotten.
        _ = try drawn(GradientCard(colors: palettes[2]), size: size, scale: 1, cache: cache)
        #expect(cache.hits == 1)
        _ = try drawn(GradientCard(colors: palettes[0]), size: size, scale: 1, cache: cache)
        #expect(cache.hits == 1 && cache.misses == 4 && cache.count == 2)
    }

    @Test("The cache keeps at most its byte budget; a gradient larger than all of it is computed directly and not kept")
    func byteBound() throws {
        let raster = 300 * 4 * 160
        let cache = GradientRasterCache(capacity: 16, byteBudget: raster * 3 / 2)
        let size = CGSize(width: 300, height: 160)
        _ = try drawn(GradientCard(colors: [.red, .blue]), size: size, scale: 1, cache: cache)
        _ = try drawn(GradientCard(colors: [.green, .yellow]), size: size, scale: 1, cache: cache)
        #expect(cache.count == 1 && cache.storedBytes == raster)

        let tiny = GradientRasterCache(capacity: 16, byteBudget: raster - 1)
        let direct = try drawn(GradientCard(), size: size, scale: 1, cache: nil)
        #expect(try drawn(GradientCard(), size: size, scale: 1, cache: tiny) == direct)
        #expect(tiny.count == 0 && tiny.storedBytes == 0 && tiny.misses == 1)
    }

    @Test("Concurrent drawings sharing one cache all draw the gradient pixman computes")
    func concurrentRenders() async throws {
        let size = CGSize(width: 300, height: 160)
        let direct = try drawn(GradientCard(), size: size, scale: 1, cache: nil)
        let cache = GradientRasterCache()
        // Built on the main actor, drawn on the concurrency pool, as the batch renderer does.
        let list = displayList(GradientCard(), size: size, scale: 1)
        let results = await withTaskGroup(of: [UInt8]?.self) { group in
            for _ in 0..<8 { group.addTask { try? drawn(list, scale: 1, cache: cache) } }
            var all: [[UInt8]?] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8 && results.allSatisfy { $0 == direct })
        #expect(cache.hits + cache.misses == 8 && cache.count == 1)
    }
}
