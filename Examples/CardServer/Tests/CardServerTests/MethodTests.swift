import CardServer
import Testing

@Test func headAnswersWithGETsHeadersAndNoBody() async throws {
    try await withLiveServer { client in
        let get = try await client.get("/card.png?title=Head")
        #expect(get.status == 200)
        // Read byte for byte: the next response on the connection must follow the head at once.
        let connection = try RawConnection(port: client.port)
        connection.send("HEAD /card.png?title=Head HTTP/1.1\r\nHost: localhost\r\n\r\nGET /health HTTP/1.1\r\nHost: localhost\r\n\r\n")
        let head = try #require(await connection.response(within: .seconds(30), hasBody: false))
        #expect(head.status == 200)
        #expect(head.headers["content-type"] == get.header("Content-Type"))
        #expect(head.headers["content-length"] == String(get.body.count))
        #expect(head.headers["etag"] == get.header("ETag"))
        #expect(head.headers["cache-control"] == get.header("Cache-Control"))
        let next = try #require(await connection.response(within: .seconds(30)))
        #expect(next.status == 200)
        #expect(next.text == "ok\n")
    }
}

@Test func headOfHealthAnswers200WithoutABody() async throws {
    try await withLiveServer { client in
        let connection = try RawConnection(port: client.port)
        connection.send("HEAD /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        let head = try #require(await connection.response(within: .seconds(30), hasBody: false))
        #expect(head.status == 200)
        #expect(head.headers["content-length"] == "3")
        let rest = try #require(await connection.waitForClose(within: .seconds(30)))
        #expect(rest.isEmpty)
    }
}

@Test func otherMethodsOnKnownPathsAnswer405WithAllow() async throws {
    try await withLiveServer { client in
        for (method, path) in [("POST", "/card.png?title=Hi"), ("PUT", "/card"), ("DELETE", "/health"), ("PATCH", "/card.webp"),
                               ("OPTIONS", "/health")] {
            let response = try await client.send(method, path)
            #expect(response.status == 405, "\(method) \(path)")
            #expect(response.header("Allow") == "GET, HEAD", "\(method) \(path)")
            #expect(response.text.hasPrefix("the method \(method) is not allowed on "), "\(method) \(path)")
        }
    }
}

@Test func unknownPathsStay404WhateverTheMethod() async throws {
    try await withLiveServer { client in
        for method in ["GET", "HEAD", "POST", "DELETE"] {
            let response = try await client.send(method, "/nowhere")
            #expect(response.status == 404, "\(method)")
            #expect(response.header("Allow") == nil, "\(method)")
        }
    }
}
