import Hummingbird
import NIOCore

/// Refuses requests past `RequestLimits` before any route reads them: 414 for a long URI, 431
/// for large header fields, 413 for a body over the limit (announced by `Content-Length`, or
/// found so while reading it). Each refusal is a sentence of plain text naming the limit, and
/// closes the connection (`RequestLimitHandler` honours its `Connection: close`), so the rest of
/// a large body is never read.
struct RequestLimitMiddleware<Context: RequestContext>: RouterMiddleware {
    let limits: RequestLimits

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let uriBytes = request.uri.description.utf8.count
        guard uriBytes <= limits.maximumURIBytes else {
            return refusal(.uriTooLong, "the URI is \(uriBytes) bytes long; at most \(limits.maximumURIBytes) are accepted")
        }
        let headerBytes = request.headers.reduce(0) { total, field in
            total + field.name.rawName.utf8.count + 2 + field.value.utf8.count + 2
        }
        guard headerBytes <= limits.maximumHeaderBytes else {
            return refusal(.requestHeaderFieldsTooLarge,
                           "the header fields are \(headerBytes) bytes long; at most \(limits.maximumHeaderBytes) are accepted")
        }
        let bodyTooLarge = "the request's body is larger than \(limits.maximumBodyBytes) bytes, the most accepted"
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limits.maximumBodyBytes {
            return refusal(.contentTooLarge, bodyTooLarge)
        }
        // A body sent without a length (chunked) is read up to the limit; the routes get it whole.
        var request = request
        do {
            _ = try await request.collectBody(upTo: limits.maximumBodyBytes)
        } catch is NIOTooManyBytesError {
            return refusal(.contentTooLarge, bodyTooLarge)
        }
        return try await next(request, context)
    }

    /// A refusal: `status`, the message as plain text, and `Connection: close`.
    private func refusal(_ status: HTTPResponse.Status, _ message: String) -> Response {
        var response = CardServerApplication.plainText(status, message)
        response.headers[.connection] = "close"
        return response
    }
}
