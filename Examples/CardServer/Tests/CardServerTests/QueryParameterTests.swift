import CardServer
import Testing

@Test func aValueThatIsNotUTF8Answers400NamingTheParameter() async throws {
    try await withLiveServer { client in
        let title = try await client.get("/card.png?title=Caf%E9")
        #expect(title.status == 400)
        #expect(title.text == "the query parameter title is not valid UTF-8 once its percent-encoding is decoded; encode the text as UTF-8\n")
        let author = try await client.get("/card.png?title=Hi&author=%FF%FE")
        #expect(author.status == 400)
        #expect(author.text.hasPrefix("the query parameter author is not valid UTF-8"))
        // UTF-8, percent-encoded, is read as before.
        let valid = try await client.get("/card.svg?title=Caf%C3%A9%20100%")
        #expect(valid.status == 200)
    }
}
