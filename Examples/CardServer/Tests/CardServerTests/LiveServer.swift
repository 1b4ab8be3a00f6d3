import CardServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import Testing

/// A response as the tests read it.
struct Reply {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]

    func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
    var text: String { String(decoding: body, as: UTF8.self) }
}

/// A client for the server on 127.0.0.1:`port`: no cache, no cookies, so every request reaches
/// it; at most `connections` connections at once, and a request unanswered after 30 s fails
/// rather than hanging the test.
struct Client: Sendable {
    var port: Int
    let session: URLSession

    init(port: Int, connections: Int = 6) {
        self.port = port
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = connections
        configuration.timeoutIntervalForRequest = 30
        session = URLSession(configuration: configuration)
    }

    func get(_ path: String, headers: [String: String] = [:]) async throws -> Reply {
        try await send("GET", path, headers: headers)
    }

    func send(_ method: String, _ path: String, headers: [String: String] = [:]) async throws -> Reply {
        let url = try #require(URL(string: "http://127.0.0.1:\(port)\(path)"))
        var request = URLRequest(url: url)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name] = value }
        }
        return Reply(status: http.statusCode, headers: fields, body: [UInt8](data))
    }
}

/// The application on a free loopback port (port 0: the system picks one), requested over HTTP,
/// then stopped.
func withLiveServer(cache: RenderCache = RenderCache(), renders: RenderQueue = RenderQueue(),
                    timeouts: ConnectionTimeouts = ConnectionTimeouts(), limits: RequestLimits = RequestLimits(),
                    _ test: @escaping @Sendable (Client) async throws -> Void) async throws {
    // Stopping the server by cancelling it makes Hummingbird log errors about the cancellation;
    // the tests' output keeps only critical messages (Hummingbird reads LOG_LEVEL).
    setenv("LOG_LEVEL", "critical", 1)
    let (ports, listening) = AsyncStream<Int>.makeStream()
    let app = CardServerApplication.application(configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
                                                cache: cache, renders: renders, timeouts: timeouts, limits: limits,
                                                onListening: { listening.yield($0) })
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await app.runService(gracefulShutdownSignals: []) }
        var iterator = ports.makeAsyncIterator()
        let port = await iterator.next() ?? 0
        do {
            try await test(Client(port: port))
        } catch {
            group.cancelAll()
            throw error
        }
        group.cancelAll()
    }
}

/// Width and height from a PNG's IHDR chunk.
func pngSize(_ data: [UInt8]) -> [Int]? {
    guard data.count > 24, data.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
    func word(_ at: Int) -> Int { data[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return [word(16), word(20)]
}

/// The value below which a fraction `p` of `values` lie (the nearest rank), nil for none.
func percentile(_ values: [Duration], _ p: Double) -> Duration? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let rank = Int((p * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
}

extension Duration {
    /// The duration in milliseconds, for messages.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
