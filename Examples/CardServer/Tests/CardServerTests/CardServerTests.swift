import CardServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import Testing

@Test func healthAnswersOK() async throws {
    try await withLiveServer { client in
        let response = try await client.get("/health")
        #expect(response.status == 200)
        #expect(response.text == "ok\n")
    }
}

@Test func extensionPNGGivesA1200By630PNG() async throws {
    try await withLiveServer { client in
        let response = try await client.get("/card.png?title=Hello%20from%20Arrange&author=Ada%20Lovelace&theme=sunset")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "image/png")
        #expect(pngSize(response.body) == [1200, 630])
    }
}

@Test func scaleTwoGivesA2400By1260PNG() async throws {
    try await withLiveServer { client in
        let response = try await client.get("/card.png?title=Big&scale=2")
        #expect(pngSize(response.body) == [2400, 1260])
    }
}

@Test func extensionsChooseJPEGWebPAndSVG() async throws {
    try await withLiveServer { client in
        let jpeg = try await client.get("/card.jpg?title=Hello")
        #expect(jpeg.header("Content-Type") == "image/jpeg")
        #expect(jpeg.body.prefix(3) == [0xFF, 0xD8, 0xFF])
        let webp = try await client.get("/card.webp?title=Hello")
        #expect(webp.header("Content-Type") == "image/webp")
        #expect(Array(webp.body[8..<12]) == Array("WEBP".utf8))
        let svg = try await client.get("/card.svg?title=Hello")
        #expect(svg.header("Content-Type") == "image/svg+xml; charset=utf-8")
        #expect(svg.text.contains("width=\"1200\""))
    }
}

@Test func acceptHeaderChoosesTheFormat() async throws {
    try await withLiveServer { client in
        let webp = try await client.get("/card?title=Hello", headers: ["Accept": "image/avif, image/webp, image/*;q=0.8"])
        #expect(webp.header("Content-Type") == "image/webp")
        #expect(webp.header("Vary") == "Accept")
        let svg = try await client.get("/card?title=Hello", headers: ["Accept": "image/png;q=0.5, image/svg+xml"])
        #expect(svg.header("Content-Type") == "image/svg+xml; charset=utf-8")
        let none = try await client.get("/card?title=Hello")
        #expect(none.header("Content-Type") == "image/png")
        let refused = try await client.get("/card?title=Hello", headers: ["Accept": "text/html"])
        #expect(refused.status == 406)
    }
}

@Test func cardsCarryETagAndCacheControlAndIfNoneMatchAnswers304() async throws {
    try await withLiveServer { client in
        let first = try await client.get("/card.png?title=Tagged")
        let eTag = try #require(first.header("ETag"))
        #expect(eTag.hasPrefix("\"") && eTag.hasSuffix("\"") && eTag.count == 18)
        #expect(first.header("Cache-Control") == "public, max-age=86400")
        let again = try await client.get("/card.png?title=Tagged", headers: ["If-None-Match": eTag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        #expect(again.header("ETag") == eTag)
        let other = try await client.get("/card.png?title=Other", headers: ["If-None-Match": eTag])
        #expect(other.status == 200)
        #expect(other.header("ETag") != eTag)
    }
}

@Test func secondRequestIsServedFromTheCacheWithTheSameBytes() async throws {
    let cache = RenderCache()
    try await withLiveServer(cache: cache) { client in
        let first = try await client.get("/card.webp?title=Cached&author=Grace%20Hopper")
        let second = try await client.get("/card.webp?title=Cached&author=Grace%20Hopper")
        #expect(first.header("X-Card-Cache") == "miss")
        #expect(second.header("X-Card-Cache") == "hit")
        #expect(first.body == second.body)
    }
    #expect(cache.count == 1)
}

@Test func badRequestsAnswer400WithAMessage() async throws {
    try await withLiveServer { client in
        let cases: [(String, String)] = [
            ("/card.png", "the query parameter title is required (for example ?title=Hello)\n"),
            ("/card.png?title=Hi&theme=neon", "unknown theme \"neon\"; the themes are midnight, sunset, paper\n"),
            ("/card.gif?title=Hi", "unknown image format \".gif\"; use .png, .jpg, .webp or .svg\n"),
            ("/card.pdf?title=Hi", "unknown image format \".pdf\"; use .png, .jpg, .webp or .svg\n"),
            ("/card.png?title=Hi&scale=3", "the scale \"3\" is not accepted; it must be 1 or 2 (at most 2400×1260 pixels)\n"),
            ("/card.png?title=" + String(repeating: "a", count: 201), "the title is 201 characters long; at most 200 are accepted\n"),
            ("/card.png?title=Hi&author=" + String(repeating: "b", count: 81), "the author is 81 characters long; at most 80 are accepted\n"),
        ]
        for (uri, message) in cases {
            let response = try await client.get(uri)
            #expect(response.status == 400, "\(uri)")
            #expect(response.text == message, "\(uri)")
        }
    }
}

@Test func cacheDropsTheLeastRecentlyUsedCard() {
    let cache = RenderCache(capacity: 2)
    func entry(_ text: String) -> RenderCache.Entry { RenderCache.Entry(body: ByteBuffer(string: text), eTag: text) }
    cache.insert(entry("a"), for: "a")
    cache.insert(entry("b"), for: "b")
    _ = cache.entry(for: "a")
    cache.insert(entry("c"), for: "c")
    #expect(cache.entry(for: "b") == nil)
    #expect(cache.entry(for: "a")?.eTag == "a")
    #expect(cache.entry(for: "c")?.eTag == "c")
    #expect(cache.count == 2)
}

@Test func cacheKeepsWithinItsByteBudget() {
    let cache = RenderCache(capacity: 100, byteBudget: 10)
    cache.insert(RenderCache.Entry(body: ByteBuffer(string: "123456"), eTag: "1"), for: "1")
    cache.insert(RenderCache.Entry(body: ByteBuffer(string: "7890ab"), eTag: "2"), for: "2")
    cache.insert(RenderCache.Entry(body: ByteBuffer(string: "too large for the budget"), eTag: "3"), for: "3")
    #expect(cache.count == 1)
    #expect(cache.bytes == 6)
    #expect(cache.entry(for: "2")?.eTag == "2")
}
