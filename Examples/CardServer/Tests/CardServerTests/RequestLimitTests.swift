import CardServer
import Testing

@Test func aURIPastTheLimitAnswers414() async throws {
    try await withLiveServer { client in
        let connection = try RawConnection(port: client.port)
        let uri = "/card.png?title=" + String(repeating: "a", count: 9000)
        connection.send("GET \(uri) HTTP/1.1\r\nHost: localhost\r\n\r\n")
        let response = try #require(await connection.response(within: .seconds(30)))
        #expect(response.status == 414)
        #expect(response.text == "the URI is \(uri.utf8.count) bytes long; at most 8192 are accepted\n")
        #expect(response.headers["content-type"] == "text/plain; charset=utf-8")
        #expect(await connection.waitForClose(within: .seconds(30)) != nil)
    }
}

@Test func headerFieldsPastTheLimitAnswer431() async throws {
    try await withLiveServer { client in
        let connection = try RawConnection(port: client.port)
        // 17 fields of 1,000 bytes: past 16 KiB in all, each small.
        let fields = (1...17).map { "X-Padding-\($0): " + String(repeating: "p", count: 1000) + "\r\n" }.joined()
        connection.send("GET /health HTTP/1.1\r\nHost: localhost\r\n\(fields)\r\n")
        let response = try #require(await connection.response(within: .seconds(30)))
        #expect(response.status == 431)
        #expect(response.text.hasPrefix("the header fields are "))
        #expect(response.text.hasSuffix(" bytes long; at most 16384 are accepted\n"))
    }
}

@Test func aHeadPastTheDecodersLimitAnswers431AndCloses() async throws {
    try await withLiveServer { client in
        let connection = try RawConnection(port: client.port)
        let limit = RequestLimits().decoderLimit
        connection.send("GET /health HTTP/1.1\r\nHost: localhost\r\nX-Huge: " + String(repeating: "h", count: limit + 1000) + "\r\n\r\n")
        let response = try #require(await connection.response(within: .seconds(30)))
        #expect(response.status == 431)
        #expect(response.text.hasPrefix("the request's head is larger than \(limit) bytes"))
        #expect(await connection.waitForClose(within: .seconds(30)) != nil)
    }
}

@Test func aBodyAnnouncedPastTheLimitAnswers413AtOnceAndCloses() async throws {
    try await withLiveServer { client in
        let connection = try RawConnection(port: client.port)
        // The body is announced and never sent: the answer cannot wait for it.
        connection.send("POST /card.png?title=Hi HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100000\r\n\r\n")
        let response = try #require(await connection.response(within: .seconds(30)))
        #expect(response.status == 413)
        #expect(response.text == "the request's body is larger than 1024 bytes, the most accepted\n")
        #expect(response.headers["connection"] == "close")
        // Closed well before the read timeout (10 s) would close it.
        let closed = try #require(await connection.waitForClose(within: .seconds(5)))
        #expect(closed.isEmpty)
    }
}

@Test func aChunkedBodyPastTheLimitAnswers413() async throws {
    try await withLiveServer { client in
        let connection = try RawConnection(port: client.port)
        let chunk = String(repeating: "b", count: 600)
        connection.send("GET /card.png?title=Hi HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n"
                        + "258\r\n\(chunk)\r\n258\r\n\(chunk)\r\n0\r\n\r\n")
        let response = try #require(await connection.response(within: .seconds(30)))
        #expect(response.status == 413)
        #expect(response.text == "the request's body is larger than 1024 bytes, the most accepted\n")
    }
}

@Test func limitsAreTheConfiguredOnes() async throws {
    let limits = RequestLimits(maximumURIBytes: 100, maximumHeaderBytes: 200, maximumBodyBytes: 0)
    try await withLiveServer(limits: limits) { client in
        let long = try await client.get("/card.png?title=" + String(repeating: "a", count: 100))
        #expect(long.status == 414)
        let headers = try await client.get("/health", headers: ["X-Padding": String(repeating: "p", count: 200)])
        #expect(headers.status == 431)
        let fine = try await client.get("/health")
        #expect(fine.status == 200)
    }
}
