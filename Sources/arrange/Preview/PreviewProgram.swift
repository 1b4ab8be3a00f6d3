import ArrangePreviewAgent
import ArrangePreviewToolchain
import Foundation

/// A running preview program, asked over its standard input and output (one JSON line each
/// way, see `PreviewAgent`). It stays alive between requests, so the previews' state does too.
/// Requests are answered one at a time, on a queue of their own (reading a pipe blocks).
final class PreviewProgram: @unchecked Sendable {
    private let process: Process
    private let input: FileHandle
    private let output: FileHandle
    private let queue = DispatchQueue(label: "arrange.preview.program")
    /// Bytes read past the last answer's newline (touched on `queue` only).
    private var buffer = Data()
    /// The program's standard error: forwarded to ours, its end kept for crash reports.
    private let errors = ProgramErrorOutput()
    /// Set when the watchdog stopped the program.
    private let timedOut = LockedFlag()
    /// Whether a request has reported the program's end (touched on `queue` only): the requests
    /// queued behind it are not the ones that stopped it.
    private var endReported = false

    /// Thrown for a request that finds the program already stopped by an earlier one: the
    /// request can be asked again of a new program.
    struct AlreadyStopped: Error {}

    /// How long one request may take before the program is taken for stuck and stopped.
    private let timeout = PreviewLimits.seconds

    /// Starts the program at `url`; what it prints to standard error goes to ours.
    init(url: URL) throws {
        process = Process()
        process.executableURL = url
        process.arguments = []
        let inputPipe = Pipe(), outputPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = errors.pipe
        process.environment = ProgramErrorOutput.environment()
        try process.run()
        input = inputPipe.fileHandleForWriting
        output = outputPipe.fileHandleForReading
    }

    deinit { stop() }

    /// Whether the program is still running.
    var isRunning: Bool { process.isRunning }

    /// Ends the program (closing its input ends its loop; a stuck one is killed).
    func stop() {
        try? input.close()
        Self.kill(process)
    }

    /// Stops a program at once: a body spinning in a loop never handles SIGTERM, so SIGKILL.
    static func kill(_ process: Process) {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    }

    /// Sends a request and waits for the answer.
    func ask(_ request: AgentRequest) async throws -> AgentResponse {
        let line = try JSONEncoder().encode(request) + Data("\n".utf8)
        return try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Result { try self.exchange(line) })
            }
        }
    }

    /// Why the program stopped, once it has: its message and backtrace, or the time limit.
    private func failure() -> String {
        process.waitUntilExit()
        // The backtrace may still be in the pipe when the process is reaped.
        Thread.sleep(forTimeInterval: 0.3)
        return ProgramFailure.describe(printed: errors.text, status: process.terminationStatus, timedOut: timedOut.isSet, seconds: timeout)
    }

    /// Writes `line` and reads one line back (on `queue`).
    private func exchange(_ line: Data) throws -> AgentResponse {
        guard process.isRunning, !endReported else {
            if endReported { throw AlreadyStopped() }
            endReported = true
            throw PreviewError(failure())
        }
        let watchdog = DispatchWorkItem { [process, timedOut] in
            timedOut.set()
            Self.kill(process)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(timeout), execute: watchdog)
        defer { watchdog.cancel() }
        do {
            try input.write(contentsOf: line)
        } catch {
            if endReported { throw AlreadyStopped() }
            endReported = true
            throw PreviewError(failure())
        }
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let answer = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[buffer.index(after: newline)...])
                return try JSONDecoder().decode(AgentResponse.self, from: Data(answer))
            }
            let chunk = output.availableData
            guard !chunk.isEmpty else {
                if endReported { throw AlreadyStopped() }
                endReported = true
                throw PreviewError(failure())
            }
            buffer.append(chunk)
        }
    }
}

/// A flag set once, from any thread.
final class LockedFlag: @unchecked Sendable {
    // @unchecked: `value` is only touched while `lock` is held.
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
