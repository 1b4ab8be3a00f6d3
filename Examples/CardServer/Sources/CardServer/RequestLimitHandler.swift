import Hummingbird
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// The connection's side of `RequestLimits`, for what the router never sees:
///
/// - a head past the HTTP decoder's limit (`RequestLimits.decoderLimit`) fails to decode;
///   Hummingbird would answer 400 with no word of why, so this answers 431 with a sentence;
/// - a response carrying `Connection: close` (the refusals of `RequestLimitMiddleware`) closes
///   the connection once written, as RFC 9112 asks: Hummingbird would otherwise go on reading,
///   and discarding, the rest of a body too large to accept.
final class RequestLimitHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let decoderLimit: Int
    /// Requests whose head was read and whose response has not been written to its end.
    private var openRequests = 0
    /// Whether the response being written said `Connection: close`.
    private var closeAfterResponse = false
    /// Whether the connection is being closed: later errors and writes are of no use.
    private var closing = false

    /// A handler for a decoder holding at most `decoderLimit` bytes of a head.
    init(decoderLimit: Int) {
        self.decoderLimit = decoderLimit
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) { openRequests += 1 }
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard !closing else { return }
        guard let parserError = error as? HTTPParserError, parserError == .headerOverflow, openRequests == 0 else {
            context.fireErrorCaught(error)
            return
        }
        // No response is being written (none is open), so this one can be, whole.
        closing = true
        let message = "the request's head is larger than \(decoderLimit) bytes; the URI and the header fields are limited (see the server's request limits)\n"
        let body = ByteBuffer(string: message)
        let head = HTTPResponse(status: .requestHeaderFieldsTooLarge, headerFields: [
            .contentType: "text/plain; charset=utf-8", .contentLength: String(body.readableBytes), .connection: "close",
        ])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        closeAfterWriting(wrapOutboundOut(.end(nil)), context: context, promise: nil)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            closeAfterResponse = head.headerFields[values: .connection].contains { $0.lowercased() == "close" }
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            openRequests = max(openRequests - 1, 0)
            if closeAfterResponse {
                closeAfterWriting(data, context: context, promise: promise)
            } else {
                context.write(data, promise: promise)
            }
        }
    }

    /// Writes and flushes `data`, then closes the connection.
    private func closeAfterWriting(_ data: NIOAny, context: ChannelHandlerContext, promise: EventLoopPromise<Void>?) {
        closing = true
        let written = context.eventLoop.makePromise(of: Void.self)
        written.futureResult.cascade(to: promise)
        context.writeAndFlush(data, promise: written)
        written.futureResult.assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }
}
