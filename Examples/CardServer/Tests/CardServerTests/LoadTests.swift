import CardServer
import Testing

/// One card request of the load: its status (0 when it failed: `failure` says why),
/// `Retry-After` and time to answer.
private struct Answer: Sendable {
    var status: Int
    var retryAfter: String?
    var latency: Duration
    var failure: String?
}

/// The answer to `path`, or the failure as an answer: no request of the load throws, because a
/// throw would cancel the requests still in flight, and cancelling an async URLSession request
/// can deadlock swift-corelibs-foundation (the task's cancellation handler waits for the
/// session's queue while that queue waits to resume the task).
private func answer(_ client: Client, _ path: String, clock: ContinuousClock) async -> Answer {
    let start = clock.now
    do {
        let reply = try await client.get(path)
        return Answer(status: reply.status, retryAfter: reply.header("Retry-After"), latency: clock.now - start)
    } catch {
        return Answer(status: 0, latency: clock.now - start, failure: "\(error)")
    }
}

@Test func underLoadEveryCardIsAnsweredOrRefusedAndHealthStaysFast() async throws {
    // 240 requests for cards never drawn before, 16 at a time, against 2 render slots and 4
    // waiting places: most are refused, the rest drawn, while /health is asked every 20 ms.
    // Counted facts carry the test (every request answered, 200 or 503, every 503 with
    // Retry-After); the time bounds are ten times what a loaded two-core machine gives.
    let requests = 240
    let concurrency = 16
    let renders = RenderQueue(maximumInFlight: 2, maximumWaiting: 4)
    try await withLiveServer(renders: renders) { client in
        let cards = Client(port: client.port, connections: concurrency)
        let clock = ContinuousClock()
        let loadDone = Flag()
        async let health: [Answer] = {
            var answers: [Answer] = []
            while !loadDone.isSet {
                answers.append(await answer(client, "/health", clock: clock))
                try? await Task.sleep(for: .milliseconds(20))
            }
            return answers
        }()
        let start = clock.now
        let answers = await withTaskGroup(of: [Answer].self) { group in
            for worker in 0..<concurrency {
                group.addTask {
                    var answers: [Answer] = []
                    for index in stride(from: worker, to: requests, by: concurrency) {
                        answers.append(await answer(cards, "/card.png?title=Load%20card%20\(index)&author=Worker%20\(worker)", clock: clock))
                    }
                    return answers
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        let elapsed = clock.now - start
        loadDone.set()
        let healthAnswers = await health
        #expect(answers.allSatisfy { $0.failure == nil } && healthAnswers.allSatisfy { $0.failure == nil },
                "failed requests: \(Set((answers + healthAnswers).compactMap(\.failure)))")

        let drawn = answers.filter { $0.status == 200 }
        let refused = answers.filter { $0.status == 503 }
        #expect(answers.count == requests)
        #expect(drawn.count + refused.count == requests, "statuses: \(Set(answers.map(\.status)).sorted())")
        #expect(!refused.isEmpty, "16 at a time against 6 places: some must be refused")
        #expect(refused.allSatisfy { $0.retryAfter == "1" })
        #expect(drawn.count >= renders.maximumInFlight)
        #expect(healthAnswers.allSatisfy { $0.status == 200 })
        #expect(healthAnswers.count >= 3)
        let cardP99 = try #require(percentile(drawn.map(\.latency), 0.99))
        let healthP99 = try #require(percentile(healthAnswers.map(\.latency), 0.99))
        #expect(cardP99 < .seconds(5), "p99 of drawn cards: \(cardP99.milliseconds) ms")
        #expect(healthP99 < .seconds(1), "p99 of /health under load: \(healthP99.milliseconds) ms")
        func ms(_ duration: Duration?) -> String { String(format: "%.1f ms", duration?.milliseconds ?? 0) }
        let healthLatencies = healthAnswers.map(\.latency)
        print("load: \(requests) requests in \(ms(elapsed)), \(drawn.count) drawn (p50 \(ms(percentile(drawn.map(\.latency), 0.5))), "
              + "p99 \(ms(cardP99))), \(refused.count) refused with 503 (p50 \(ms(percentile(refused.map(\.latency), 0.5)))); "
              + "/health \(healthAnswers.count) times (p50 \(ms(percentile(healthLatencies, 0.5))), p99 \(ms(healthP99)), "
              + "max \(ms(healthLatencies.max())))")
    }
}
