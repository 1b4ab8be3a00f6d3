import Arrange
import Foundation
import Hummingbird

/// The card server's routes, and the application that serves them.
///
/// - `GET /card?title=…&author=…&theme=…&scale=…`: the card in the format the `Accept` header
///   prefers (PNG when it names none; 406 when it accepts no image the server makes);
/// - `GET /card.png`, `/card.jpg`, `/card.webp`, `/card.svg` with the same query: that format;
/// - `GET /health`: `ok`.
///
/// Cards carry an `ETag` naming the request and `Cache-Control: public, max-age=86400`; a
/// request whose `If-None-Match` has that tag gets 304 Not Modified without a render. Bad
/// parameters (a missing or too long title, an unknown theme or format, a scale other than 1 or
/// 2) answer 400 Bad Request with a sentence saying what is wrong, as plain text. Requests share
/// nothing but the cache of recent renders.
public enum CardServerApplication {
    /// Changes whenever the card's look does, so old `ETag`s and cached cards stop matching.
    public static let cardVersion = "1"

    /// The router of the server, with `cache` for recent renders.
    public static func router(cache: RenderCache) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("health") { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                     body: ResponseBody(byteBuffer: ByteBuffer(string: "ok\n")))
        }
        router.get("card") { request, _ -> Response in
            let accept = request.headers[values: .accept].joined(separator: ",")
            guard let format = FormatNegotiation.format(accept: accept.isEmpty ? nil : accept) else {
                return plainText(.notAcceptable, "the Accept header (\(accept)) accepts none of image/png, image/jpeg, image/webp, image/svg+xml; ask for one, or use /card.png, /card.jpg, /card.webp or /card.svg")
            }
            return await card(request, format: .success(format), negotiated: true, cache: cache)
        }
        router.get("card.{format}") { request, context -> Response in
            let pathExtension = context.parameters.get("format") ?? ""
            do throws(CardRequestError) {
                return await card(request, format: .success(try FormatNegotiation.format(pathExtension: pathExtension)), negotiated: false, cache: cache)
            } catch {
                return await card(request, format: .failure(error), negotiated: false, cache: cache)
            }
        }
        return router
    }

    /// The application serving `router(cache:)` at `configuration`'s address. `onListening` is
    /// called with the port once the server listens (the system's choice when the port is 0).
    public static func application(configuration: ApplicationConfiguration, cache: RenderCache = RenderCache(),
                                   onListening: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        Application(router: router(cache: cache), configuration: configuration,
                    onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) })
    }

    /// Answers one card request: 400 for bad parameters, 304 when the client has it, the cached
    /// card, or a new render (kept in the cache).
    static func card(_ request: Request, format: Result<RenderFormat, CardRequestError>, negotiated: Bool, cache: RenderCache) async -> Response {
        let cardRequest: CardRequest
        do throws(CardRequestError) {
            let format = try format.get()
            let query = request.uri.queryParameters
            cardRequest = try CardRequest(parameters: { query[Substring($0)].map(String.init) }, format: format)
        } catch {
            return plainText(.badRequest, error.message)
        }
        let key = cardRequest.key
        let eTag = "\"\(fnv1a64(key))\""
        var headers: HTTPFields = [
            .eTag: eTag,
            .cacheControl: "public, max-age=86400",
        ]
        // A card chosen by the Accept header differs by that header.
        if negotiated { headers[.vary] = "Accept" }
        if matches(request.headers[values: .ifNoneMatch], eTag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = FormatNegotiation.mediaType(of: cardRequest.format) + (cardRequest.format == .svg ? "; charset=utf-8" : "")
        if let entry = cache.entry(for: key) {
            headers[cacheHeader] = "hit"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: entry.body))
        }
        // Built and laid out on the main actor, drawn and encoded on the concurrency pool: renders
        // of concurrent requests draw in parallel.
        switch await ImageRenderer.render(cardRequest.card, options: cardRequest.options) {
        case .success(let data):
            let body = ByteBuffer(bytes: data)
            cache.insert(RenderCache.Entry(body: body, eTag: eTag), for: key)
            headers[cacheHeader] = "miss"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
        case .failure(let error):
            return plainText(.internalServerError, "the card could not be rendered: \(error.message)")
        }
    }

    /// Says whether the card came from the cache (`hit`) or was rendered (`miss`).
    // A valid field name, so never nil; `HTTPField` itself is not exported by Hummingbird.
    static let cacheHeader = HTTPFields.Element.Name("X-Card-Cache") ?? .via

    /// Whether an `If-None-Match` header's values name `eTag` (or are `*`); weak tags match too,
    /// as RFC 9110's weak comparison for this header says.
    static func matches(_ values: [String], _ eTag: String) -> Bool {
        values.flatMap { $0.split(separator: ",") }.contains { tag in
            let tag = tag.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == eTag || tag == "W/" + eTag
        }
    }

    /// A plain-text answer with a status, the message followed by a new line.
    static func plainText(_ status: HTTPResponse.Status, _ message: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n")))
    }

    /// FNV-1a, 64 bits, in hexadecimal: the same in every process (Swift's `Hasher` is seeded
    /// per process, which would change every `ETag` on each restart).
    static func fnv1a64(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
