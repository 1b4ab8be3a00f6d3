import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import Testing

/// A plain TCP connection to the server on 127.0.0.1, written and read byte for byte: for what
/// an HTTP client will not do (half a request, a huge head, a body never sent) and for seeing
/// when the server closes the connection. Every read waits at most a given time, so a test of a
/// server that never answers fails instead of hanging.
///
/// Reads block, so each runs on a thread of its own: on one of the concurrency pool's threads
/// (two on a two-core machine) it would hold a thread the server under test needs to answer.
final class RawConnection: Sendable {
    private let socket: Mutex<BlockingSocket>

    /// A connection to `port` on 127.0.0.1.
    init(port: Int) throws {
        socket = Mutex(try BlockingSocket(port: port))
    }

    /// Sends `text` as UTF-8; false when the server has closed the connection.
    @discardableResult
    func send(_ text: String) -> Bool {
        socket.withLock { $0.send(text) }
    }

    /// Waits at most `timeout` for bytes or the connection's end.
    func read(within timeout: Duration) async -> BlockingSocket.Read {
        await onOwnThread { self.socket.withLock { $0.read(within: timeout) } }
    }

    /// Reads until the server closes the connection, at most `timeout`: the bytes that came
    /// before, or nil when it was still open at the end.
    func waitForClose(within timeout: Duration) async -> [UInt8]? {
        await onOwnThread { self.socket.withLock { $0.waitForClose(within: timeout) } }
    }

    /// One response, read within `timeout`: its status, header fields (names lowercased) and a
    /// body of its `Content-Length` (none when `hasBody` is false, as for HEAD). Nil when it did
    /// not arrive whole in time.
    func response(within timeout: Duration, hasBody: Bool = true) async -> RawResponse? {
        await onOwnThread { self.socket.withLock { $0.response(within: timeout, hasBody: hasBody) } }
    }

    /// What `work` returns, run on a new thread.
    private func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }
}

/// The socket under `RawConnection`, read with blocking calls bounded by `poll`.
final class BlockingSocket {
    private let descriptor: Int32
    /// Bytes read and not yet taken by `response(within:hasBody:)`.
    private var pending: [UInt8] = []

    /// A connection to `port` on 127.0.0.1.
    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0, "socket failed")
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0, "connect failed: errno \(errno)")
    }

    deinit { close(descriptor) }

    /// Sends `text` as UTF-8; false when the server has closed the connection.
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// What one read gave: bytes, the end of the connection, or nothing within the time.
    enum Read {
        case bytes([UInt8])
        case closed
        case timedOut
    }

    /// Waits at most `timeout` for bytes or the connection's end.
    func read(within timeout: Duration) -> Read {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, Int32(max(timeout.milliseconds, 0)))
        guard ready > 0 else { return .timedOut }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        // 0 is the server's FIN; an error (a reset) ends the connection as surely.
        return count > 0 ? .bytes(Array(buffer[..<count])) : .closed
    }

    /// Reads until the server closes the connection, at most `timeout`: the bytes that came
    /// before, or nil when it was still open at the end.
    func waitForClose(within timeout: Duration) -> [UInt8]? {
        let clock = ContinuousClock()
        let start = clock.now
        var bytes = pending
        pending = []
        while true {
            let left = timeout - (clock.now - start)
            guard left > .zero else { return nil }
            switch read(within: left) {
            case .bytes(let more): bytes += more
            case .closed: return bytes
            case .timedOut: return nil
            }
        }
    }

    /// One response, read within `timeout`: its status, header fields (names lowercased) and a
    /// body of its `Content-Length` (none when `hasBody` is false, as for HEAD). Nil when it did
    /// not arrive whole in time.
    func response(within timeout: Duration, hasBody: Bool = true) -> RawResponse? {
        let clock = ContinuousClock()
        let start = clock.now
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        func headEnd() -> Int? {
            guard pending.count >= 4 else { return nil }
            return (0...(pending.count - 4)).first { pending[$0..<($0 + 4)].elementsEqual(separator) }
        }
        func fill() -> Bool {
            let left = timeout - (clock.now - start)
            guard left > .zero, case .bytes(let more) = read(within: left) else { return false }
            pending += more
            return true
        }
        var end = headEnd()
        while end == nil {
            guard fill() else { return nil }
            end = headEnd()
        }
        guard let end else { return nil }
        let head = String(decoding: pending[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusLine = head.first?.split(separator: " ") ?? []
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = hasBody ? Int(headers["content-length"] ?? "0") ?? 0 : 0
        while pending.count < end + 4 + length {
            guard fill() else { return nil }
        }
        let body = Array(pending[(end + 4)..<(end + 4 + length)])
        pending.removeFirst(end + 4 + length)
        return RawResponse(status: status, headers: headers, body: body)
    }
}

/// A response read by `RawConnection`.
struct RawResponse {
    var status: Int
    /// Header fields by lowercased name.
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
}
