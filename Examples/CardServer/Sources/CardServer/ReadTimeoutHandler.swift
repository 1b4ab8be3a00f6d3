import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request does not arrive whole within the read timeout, counted from
/// the connection's start for its first request and from the first bytes of each later one.
///
/// It sits after the HTTP decoder, where requests arrive as parts (head, body, end). A part is
/// only passed on once decoded, so the first bytes of a request are seen as the end of a socket
/// read (`channelReadComplete`) while no request is open. While a request is answered there is no
/// deadline (the render queue bounds that time); between requests Hummingbird's idle timeout
/// applies instead.
final class ReadTimeoutHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let timeout: TimeAmount
    private var deadline: Scheduled<Void>?
    /// Requests whose head was read and whose response has not been written to its end.
    private var openRequests = 0
    /// Whether a request's head was read and its end not yet.
    private var readingRequest = false

    /// A handler closing connections whose request takes longer than `timeout` to arrive.
    init(timeout: Duration) {
        self.timeout = TimeAmount(timeout)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startDeadline(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        startDeadline(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelDeadline()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelDeadline()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            openRequests += 1
            readingRequest = true
            startDeadline(context)
        case .body:
            break
        case .end:
            readingRequest = false
            cancelDeadline()
        }
        context.fireChannelRead(data)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        // Bytes arrived; with no request open they are the start of the next one.
        if openRequests == 0 { startDeadline(context) }
        context.fireChannelReadComplete()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            openRequests = max(openRequests - 1, 0)
        }
        context.write(data, promise: promise)
    }

    /// Starts the deadline unless one is running: it counts from a request's first sign.
    private func startDeadline(_ context: ChannelHandlerContext) {
        guard deadline == nil else { return }
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) { [self] in
            deadline = nil
            // The request is still incomplete: nothing will answer it.
            if openRequests == 0 || readingRequest { context.close(promise: nil) }
        }
    }

    private func cancelDeadline() {
        deadline?.cancel()
        deadline = nil
    }
}
