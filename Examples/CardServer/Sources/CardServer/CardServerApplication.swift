import Arrange
import Foundation
import Hummingbird
import HummingbirdCore
import NIOCore

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
/// 2, a value that is not UTF-8) answer 400 Bad Request with a sentence saying what is wrong, as
/// plain text. Requests share nothing but the cache of recent renders and the render queue.
///
/// The server is hardened as a public service should be:
/// - `HEAD` answers as `GET` would, without the body; other methods on these paths answer 405
///   with `Allow: GET, HEAD` (`readOnly(_:use:)`);
/// - a request must arrive whole within the read timeout, and an idle connection closes after the
///   idle timeout (`ConnectionTimeouts`);
/// - renders run at most a few at once on threads of their own, with a bounded queue; past it a
///   card request answers 503 with `Retry-After` (`RenderQueue`), while cache hits, 304s and
///   `/health` never wait for a render;
/// - long URIs, large header fields and bodies answer 414, 431 and 413 (`RequestLimits`).
public enum CardServerApplication {
    /// Changes whenever the card's look does, so old `ETag`s and cached cards stop matching.
    public static let cardVersion = "1"

    /// The router of the server, with `cache` for recent renders, `renders` running them, and
    /// requests past `limits` refused.
    public static func router(cache: RenderCache, renders: RenderQueue = RenderQueue(),
                              limits: RequestLimits = RequestLimits()) -> Router<BasicRequestContext> {
        let router = Router(options: .autoGenerateHeadEndpoints)
        // Before the routes: middleware applies to the routes added after it.
        router.add(middleware: RequestLimitMiddleware(limits: limits))
        router.readOnly("health") { _, _ -> Response in
            Response(status: .ok, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                     body: ResponseBody(byteBuffer: ByteBuffer(string: "ok\n")))
        }
        router.readOnly("card") { request, _ -> Response in
            let accept = request.headers[values: .accept].joined(separator: ",")
            guard let format = FormatNegotiation.format(accept: accept.isEmpty ? nil : accept) else {
                return plainText(.notAcceptable, "the Accept header (\(accept)) accepts none of image/png, image/jpeg, image/webp, image/svg+xml; ask for one, or use /card.png, /card.jpg, /card.webp or /card.svg")
            }
            return await card(request, format: .success(format), negotiated: true, cache: cache, renders: renders)
        }
        router.readOnly("card.{format}") { request, context -> Response in
            let pathExtension = context.parameters.get("format") ?? ""
            do throws(CardRequestError) {
                return await card(request, format: .success(try FormatNegotiation.format(pathExtension: pathExtension)), negotiated: false,
                                  cache: cache, renders: renders)
            } catch {
                return await card(request, format: .failure(error), negotiated: false, cache: cache, renders: renders)
            }
        }
        return router
    }

    /// The application serving `router(cache:renders:limits:)` at `configuration`'s address,
    /// closing connections past `timeouts`. `onListening` is called with the port once the
    /// server listens (the system's choice when the port is 0).
    public static func application(configuration: ApplicationConfiguration, cache: RenderCache = RenderCache(),
                                   renders: RenderQueue = RenderQueue(), timeouts: ConnectionTimeouts = ConnectionTimeouts(),
                                   limits: RequestLimits = RequestLimits(),
                                   onListening: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        Application(router: router(cache: cache, renders: renders, limits: limits),
                    server: .http1(configuration: http1Configuration(timeouts: timeouts, limits: limits)),
                    configuration: configuration,
                    onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) })
    }

    /// Hummingbird's HTTP/1.1 settings for `timeouts` and `limits`: its own idle timeout, a
    /// decoder holding at most `limits.decoderLimit` bytes of a head, and per connection the
    /// handlers for what Hummingbird lacks (the read timeout, 431 past the decoder's limit,
    /// closing after `Connection: close`).
    static func http1Configuration(timeouts: ConnectionTimeouts, limits: RequestLimits) -> HTTP1Channel.Configuration {
        HTTP1Channel.Configuration(
            additionalChannelHandlers: [ReadTimeoutHandler(timeout: timeouts.read), RequestLimitHandler(decoderLimit: limits.decoderLimit)],
            idleTimeout: TimeAmount(timeouts.idle),
            httpDecoderConfiguration: .init(maxHeaderFieldSize: limits.decoderLimit, maxHeaderListSize: limits.decoderLimit)
        )
    }

    /// Answers one card request: 400 for bad parameters, 304 when the client has it, the cached
    /// card, or a new render from `renders` (kept in the cache), or 503 when `renders` is full.
    static func card(_ request: Request, format: Result<RenderFormat, CardRequestError>, negotiated: Bool, cache: RenderCache,
                     renders: RenderQueue) async -> Response {
        let cardRequest: CardRequest
        do throws(CardRequestError) {
            let format = try format.get()
            let query = QueryParameters(query: request.uri.query)
            cardRequest = try CardRequest(parameters: { name throws(CardRequestError) in try query.value(name) }, format: format)
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
        // Only a render takes a turn in the queue: built and laid out on the main actor, drawn and
        // encoded on the queue's threads, so renders of concurrent requests draw in parallel
        // without taking the concurrency pool from the requests that need no render.
        let rendered: Result<Data, RenderError>
        do throws(RenderQueue.Refusal) {
            rendered = try await renders.run { await ImageRenderer.render(cardRequest.card, options: cardRequest.options) }
        } catch {
            return busy(error, renders)
        }
        switch rendered {
        case .success(let data):
            let body = ByteBuffer(bytes: data)
            cache.insert(RenderCache.Entry(body: body, eTag: eTag), for: key)
            headers[cacheHeader] = "miss"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
        case .failure(let error):
            return plainText(.internalServerError, "the card could not be rendered: \(error.message)")
        }
    }

    /// 503 Service Unavailable for a render the queue refused, with `Retry-After` and a sentence
    /// saying why.
    static func busy(_ refusal: RenderQueue.Refusal, _ renders: RenderQueue) -> Response {
        let message = switch refusal {
        case .full:
            "the server is drawing as many cards as it can (\(renders.maximumInFlight) at once, \(renders.maximumWaiting) waiting); try again in \(renders.retryAfterSeconds) s"
        case .cancelled:
            "the server is stopping; try again in \(renders.retryAfterSeconds) s"
        }
        var response = plainText(.serviceUnavailable, message)
        response.headers[.retryAfter] = String(renders.retryAfterSeconds)
        return response
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
