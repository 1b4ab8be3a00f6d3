import Foundation

/// What a preview program says when it dies: its standard error is forwarded as it comes and its
/// last part kept, so that a `fatalError`, a trap or a crash in the app's code is reported with
/// its message and a short backtrace (the Swift runtime's backtracer, asked for in
/// `environment`), and a program stopped for taking too long is reported as such.
final class ProgramErrorOutput: @unchecked Sendable {
    // @unchecked: `tail` is only touched while `lock` is held.
    private let lock = NSLock()
    private var tail = Data()
    private static let kept = 64 * 1024
    let pipe = Pipe()
    /// Signalled when the pipe has been read to its end (the program closed its standard error).
    private let drained = DispatchSemaphore(value: 0)

    /// Starts forwarding the pipe's bytes to our standard error, keeping the last 64 KB.
    init() {
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard !data.isEmpty else {
                handle.readabilityHandler = nil
                self?.drained.signal()
                return
            }
            FileHandle.standardError.write(data)
            self?.append(data)
        }
    }

    private func append(_ data: Data) {
        lock.withLock {
            tail.append(data)
            if tail.count > Self.kept { tail = Data(tail.suffix(Self.kept)) }
        }
    }

    /// Waits, at most `seconds`, until everything the program wrote to its standard error has
    /// been forwarded: the handler forwards on another thread, and a command that exits as soon
    /// as the program does would otherwise lose the program's last message (its own error).
    func waitUntilForwarded(seconds: Double = 2) {
        _ = drained.wait(timeout: .now() + seconds)
    }

    /// The text kept so far.
    var text: String { lock.withLock { String(decoding: tail, as: UTF8.self) } }

    /// The environment a preview program runs in: ours, with the runtime's backtracer on (no
    /// interaction, no registers or image lists: the frames alone) and the `PreviewLimits`.
    static func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        PreviewLimits.environment(&environment)
        if environment["SWIFT_BACKTRACE"] == nil {
            environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,limit=16,top=8,registers=none,images=none,sanitize=yes"
        }
        return environment
    }
}

/// Why a preview program stopped, in words for a person: the app code's message and the first
/// frames of its backtrace.
enum ProgramFailure {
    /// The report for a program that ended with `status` (`timedOut`: stopped by the time limit
    /// of `seconds`), from what it printed.
    static func describe(printed: String, status: Int32, timedOut: Bool, seconds: Int) -> String {
        if timedOut {
            return "the preview took longer than \(seconds) s and was stopped (an endless loop or recursion in a body, or work too large to finish; ARRANGE_PREVIEW_TIMEOUT sets the limit); fix the code and save to try again"
        }
        if printed.contains("failed to allocate") || printed.contains("Could not allocate memory") || printed.contains("std::bad_alloc") {
            return "the preview used more than its memory limit of \(PreviewLimits.megabytes) MB and was stopped (ARRANGE_PREVIEW_MEMORY_LIMIT sets the limit; 0 for none)"
        }
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The runtime's message: "File.swift:12: Fatal error: …", a precondition or a crash.
        let message = lines.last { $0.contains("Fatal error:") || $0.contains("Precondition failed") || $0.contains("Assertion failed") }
            ?? lines.last { $0.hasPrefix("*** Program crashed:") }?.replacingOccurrences(of: "*** ", with: "")
        // Frames: "  1 [ra]   0x… Crashing.crash() + 98 in previews at /path/File.swift:42:27", kept
        // as "Crashing.crash() (File.swift:42)": the app's own, up to where Arrange called them.
        var frames: [String] = []
        // Only the crashed thread's frames (all frames when the threads are not named): the
        // others, such as the parent watch's, say nothing about the app's code.
        var inCrashedThread = true, crashedThreadSeen = false
        for line in lines {
            if line.hasPrefix("Thread ") {
                if crashedThreadSeen { break }
                inCrashedThread = line.hasSuffix("crashed:")
                crashedThreadSeen = inCrashedThread
                continue
            }
            guard inCrashedThread else { continue }
            guard let range = line.range(of: #"^\s*\d+\s+(\[[a-z]+\]\s+)*0x[0-9a-f]+\s+"#, options: .regularExpression) else { continue }
            let frame = String(line[range.upperBound...])
            if frame.contains("/Sources/Arrange") || frame.contains("_LayoutTreeBuilder") { break }
            if frame.contains("libswiftCore.so") || frame.contains("<compiler-generated>") || frame.hasPrefix("??") { continue }
            let symbol = frame.components(separatedBy: " + ").first ?? frame
            var place = ""
            if let at = frame.range(of: " at ", options: .backwards) {
                let location = frame[at.upperBound...].split(separator: "/").last.map(String.init) ?? ""
                let parts = location.split(separator: ":")
                place = parts.count >= 2 ? " (\(parts[0]):\(parts[1]))" : " (\(location))"
            }
            frames.append(symbol + place)
            if frames.count == 8 { break }
        }
        var report = "the preview program stopped (\(statusDescription(status)))"
        if let message { report += ": \(message.trimmingCharacters(in: .whitespaces))" }
        if !frames.isEmpty { report += "\nbacktrace:\n" + frames.map { "  " + $0 }.joined(separator: "\n") }
        return report
    }

    private static func statusDescription(_ status: Int32) -> String {
        switch status {
        case 4, 132: "a trap: fatalError, a failed precondition or a force unwrap of nil"
        case 5, 133: "a trap"
        case 6, 134: "aborted"
        case 9, 137: "killed"
        case 11, 139: "a crash: bad memory access, or a stack overflow from runaway recursion"
        default: "status \(status)"
        }
    }
}
