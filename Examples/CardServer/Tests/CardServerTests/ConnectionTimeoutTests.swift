import CardServer
import Testing

// The bounds are generous: a timeout is a deadline the server keeps, not a moment it meets to
// the millisecond, and CI's machine is shared. A connection never closed fails the test at the
// bound instead of hanging it. Times are counted from before the connection or the request, so
// the server's own count (which starts later) cannot make them shorter than the timeout.

@Test func halfARequestHeadIsClosedAtTheReadTimeout() async throws {
    try await withLiveServer(timeouts: ConnectionTimeouts(read: .seconds(1), idle: .seconds(60))) { client in
        let start = ContinuousClock.now
        let connection = try RawConnection(port: client.port)
        connection.send("GET /card.png?title=Slow HTTP/1.1\r\nHost: loc")
        let closed = try #require(await connection.waitForClose(within: .seconds(10)), "still open 10 s after half a head, with a 1 s read timeout")
        #expect(ContinuousClock.now - start >= .milliseconds(950))
        #expect(closed.isEmpty, "the server answered: \(String(decoding: closed, as: UTF8.self))")
    }
}

@Test func aHeadTrickledByteByByteIsClosedAtTheReadTimeout() async throws {
    try await withLiveServer(timeouts: ConnectionTimeouts(read: .seconds(1), idle: .seconds(60))) { client in
        let connection = try RawConnection(port: client.port)
        let clock = ContinuousClock()
        let start = clock.now
        // A byte every 100 ms keeps a timeout between bytes from ever firing; the deadline does.
        var open = true
        for byte in "GET /card.png?title=Trickle HTTP/1.1\r\nHost: localhost\r\nX-Slow: ".map(String.init) where open {
            open = connection.send(byte) && clock.now - start < .seconds(10)
            if case .closed = await connection.read(within: .milliseconds(100)) { open = false }
        }
        #expect(!open, "still open after 10 s of trickling, with a 1 s read timeout")
        #expect(clock.now - start < .seconds(10))
    }
}

@Test func aConnectionThatSendsNothingIsClosedAtTheReadTimeout() async throws {
    try await withLiveServer(timeouts: ConnectionTimeouts(read: .seconds(1), idle: .seconds(60))) { client in
        let start = ContinuousClock.now
        let connection = try RawConnection(port: client.port)
        #expect(await connection.waitForClose(within: .seconds(10)) != nil, "still open 10 s after connecting, with a 1 s read timeout")
        #expect(ContinuousClock.now - start >= .milliseconds(950))
    }
}

@Test func anIdleKeepAliveConnectionIsClosedAtTheIdleTimeout() async throws {
    try await withLiveServer(timeouts: ConnectionTimeouts(read: .seconds(60), idle: .seconds(1))) { client in
        let connection = try RawConnection(port: client.port)
        let start = ContinuousClock.now
        connection.send("GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n")
        let response = try #require(await connection.response(within: .seconds(10)))
        #expect(response.status == 200)
        let closed = try #require(await connection.waitForClose(within: .seconds(10)), "still open 10 s after a response, with a 1 s idle timeout")
        #expect(ContinuousClock.now - start >= .milliseconds(950))
        #expect(closed.isEmpty)
    }
}

@Test func aKeepAliveConnectionOutlivesTheReadTimeoutBetweenRequests() async throws {
    // The read timeout counts from a request's first bytes: an idle connection is the idle
    // timeout's to close.
    try await withLiveServer(timeouts: ConnectionTimeouts(read: .milliseconds(300), idle: .seconds(60))) { client in
        let connection = try RawConnection(port: client.port)
        connection.send("GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(await connection.response(within: .seconds(10))?.status == 200)
        try await Task.sleep(for: .seconds(1))
        connection.send("GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(await connection.response(within: .seconds(10))?.status == 200)
    }
}
