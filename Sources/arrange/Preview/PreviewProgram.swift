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

    /// How long one request may take before the program is taken for stuck and stopped.
    static let timeout: TimeInterval = 60

    /// Starts the program at `url`; what it prints to standard error goes to ours.
    init(url: URL) throws {
        process = Process()
        process.executableURL = url
        process.arguments = []
        let inputPipe = Pipe(), outputPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = FileHandle.standardError
        try process.run()
        input = inputPipe.fileHandleForWriting
        output = outputPipe.fileHandleForReading
    }

    deinit { stop() }

    /// Whether the program is still running.
    var isRunning: Bool { process.isRunning }

    /// Ends the program (closing its input ends its loop; a stuck one is terminated).
    func stop() {
        try? input.close()
        if process.isRunning { process.terminate() }
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

    /// Writes `line` and reads one line back (on `queue`).
    private func exchange(_ line: Data) throws -> AgentResponse {
        guard process.isRunning else { throw PreviewError("the preview program has stopped (status \(process.terminationStatus))") }
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.timeout, execute: watchdog)
        defer { watchdog.cancel() }
        try input.write(contentsOf: line)
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let answer = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[buffer.index(after: newline)...])
                return try JSONDecoder().decode(AgentResponse.self, from: Data(answer))
            }
            let chunk = output.availableData
            guard !chunk.isEmpty else {
                throw PreviewError("the preview program stopped while answering (it crashed, or took longer than \(Int(Self.timeout)) s); see its messages above")
            }
            buffer.append(chunk)
        }
    }
}
