import CardServer
import Foundation
import Testing

@Test func aFullRenderQueueAnswers503WithRetryAfter() async throws {
    let renders = RenderQueue(maximumInFlight: 1, maximumWaiting: 0, retryAfterSeconds: 2)
    try await withLiveServer(renders: renders) { client in
        let held = await HeldSlots(of: renders, count: 1, spinning: false)
        let busy = try await client.get("/card.png?title=Busy")
        let busyHead = try await client.send("HEAD", "/card.webp?title=Busy")
        await held.release()
        #expect(busy.status == 503)
        #expect(busy.header("Retry-After") == "2")
        #expect(busy.text == "the server is drawing as many cards as it can (1 at once, 0 waiting); try again in 2 s\n")
        #expect(busyHead.status == 503)
        #expect(busyHead.header("Retry-After") == "2")
        let later = try await client.get("/card.png?title=Busy")
        #expect(later.status == 200)
    }
}

@Test func cacheHits304sAndHealthNeedNoRenderSlot() async throws {
    let renders = RenderQueue(maximumInFlight: 1, maximumWaiting: 0)
    try await withLiveServer(renders: renders) { client in
        let first = try await client.get("/card.png?title=Cached")
        let eTag = try #require(first.header("ETag"))
        let held = await HeldSlots(of: renders, count: 1, spinning: false)
        let hit = try await client.get("/card.png?title=Cached")
        let otherTag = try await client.get("/card.png?title=Uncached", headers: ["If-None-Match": "\"0000000000000000\""])
        let unchanged = try await client.get("/card.png?title=Cached", headers: ["If-None-Match": eTag])
        let health = try await client.get("/health")
        let badRequest = try await client.get("/card.png")
        await held.release()
        #expect(hit.status == 200)
        #expect(hit.header("X-Card-Cache") == "hit")
        #expect(otherTag.status == 503, "a card not cached needs a render: the queue is full")
        #expect(unchanged.status == 304)
        #expect(health.status == 200)
        #expect(badRequest.status == 400)
    }
}

@Test func healthAnswersWhileRendersSaturateEveryCore() async throws {
    // Every render slot (one per core) holds its thread for up to 10 s, burning the core as a
    // draw does. Were renders on the concurrency pool's threads (one per core too), nothing else
    // would run until they let go: not /health, not this test.
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let renders = RenderQueue(maximumInFlight: cores, maximumWaiting: 0)
    try await withLiveServer(renders: renders) { client in
        let held = await HeldSlots(of: renders, count: cores, spinning: true)
        let clock = ContinuousClock()
        var latencies: [Duration] = []
        var statuses: [Int] = []
        for _ in 0..<20 {
            let start = clock.now
            statuses.append(try await client.get("/health").status)
            latencies.append(clock.now - start)
        }
        let stillHeld = renders.inFlight
        let busy = try await client.get("/card.png?title=Saturated")
        await held.release()
        #expect(stillHeld == cores, "the renders had let go before /health was answered: it waited for them")
        #expect(statuses == Array(repeating: 200, count: 20))
        let slowest = try #require(latencies.max())
        #expect(slowest < .seconds(2), "the slowest /health took \(slowest.milliseconds) ms while renders held every core")
        #expect(busy.status == 503)
    }
}

@Test func aWaitingRenderRunsWhenASlotFrees() async throws {
    let queue = RenderQueue(maximumInFlight: 1, maximumWaiting: 1)
    let held = await HeldSlots(of: queue, count: 1, spinning: false)
    let waiter = Task { try await queue.run { 42 } }
    // The waiter takes the one waiting place; the next render is refused at once.
    for _ in 0..<2000 where queue.waiting == 0 { try await Task.sleep(for: .milliseconds(5)) }
    #expect(queue.waiting == 1)
    await #expect(throws: RenderQueue.Refusal.full) { try await queue.run { 0 } }
    await held.release()
    #expect(try await waiter.value == 42)
    #expect(queue.inFlight == 0)
    #expect(queue.waiting == 0)
}

@Test func rendersRunOnTheQueuesOwnThreads() async throws {
    // Each queue starts threads of its own, and each thread names itself as it starts: a name
    // set while `Thread.start()` is still returning is lost (the thread keeps its creator's), so
    // many fresh queues, not one, are what would show a race there.
    var elsewhere: [String] = []
    for _ in 0..<300 {
        let queue = RenderQueue(maximumInFlight: 2)
        let name = try await queue.run { currentThreadName() }
        if name?.hasPrefix("card-render-") != true { elsewhere.append(name ?? "an unnamed thread") }
    }
    #expect(elsewhere.isEmpty, "\(elsewhere.count) of 300 renders ran elsewhere: \(Set(elsewhere))")
}
