import ArrangePreviewAgent
import Foundation

/// What `arrange preview` serves from: the build of the user's files, the running preview
/// program of the last good build, and the pages listening for changes.
actor PreviewWorkspace {
    /// The state a page shows: which build it is, whether one is under way, and the compiler's
    /// messages when the last one failed (the pictures stay those of the last good build).
    struct State: Codable, Sendable {
        /// Counts the good builds; a page redraws when it changes.
        var generation = 0
        var building = false
        /// The compiler's messages when the last build failed, else `nil`.
        var error: String?
        /// The previews of the last good build.
        var previews: [PreviewSummary] = []
        /// The device presets and Dynamic Type sizes the controls offer.
        var devices = DevicePreset.all.map(\.name)
        var defaultDevice = DevicePreset.default.name
        var typeSizes = PreviewSettings.typeSizes.map(\.name)
        /// How long the last build took, in seconds.
        var buildSeconds: Double?
    }

    let build: PreviewBuild
    private(set) var state = State()
    private var program: PreviewProgram?
    private var listeners: [UUID: AsyncStream<State>.Continuation] = [:]

    init(build: PreviewBuild) {
        self.build = build
    }

    /// Builds the files again; on success the new program replaces the old one, on failure the
    /// old one stays and the state carries the compiler's messages. Listeners hear both.
    func rebuild() async {
        state.building = true
        broadcast()
        let build = self.build
        let outcome: Result<PreviewBuild.Outcome, any Error> = await Task.detached { Result { try build.run() } }.value
        state.building = false
        switch outcome {
        case .success(let outcome) where outcome.succeeded:
            do {
                let started = try PreviewProgram(url: build.program)
                let list = try await started.ask(AgentRequest(operation: .list))
                program?.stop()
                program = started
                state.previews = list.previews ?? []
                state.error = list.error
                state.generation += 1
                state.buildSeconds = outcome.seconds
                log("built \(state.previews.count) preview\(state.previews.count == 1 ? "" : "s") in \(String(format: "%.1f", outcome.seconds)) s")
            } catch {
                state.error = "\(error)"
            }
        case .success(let outcome):
            state.error = outcome.messages.isEmpty ? "the build failed" : outcome.messages
            log("build failed:\n\(outcome.messages)")
        case .failure(let error):
            state.error = "\(error)"
            log("build failed: \(error)")
        }
        broadcast()
    }

    /// Asks the running program; an error answer when none is running yet. A program that
    /// stopped (a preview's code crashed it, or ran past the time limit) is started again, its
    /// previews' state starting over: the request that stopped it gets the reason, and requests
    /// that were waiting behind it are asked of the new program, so other previews keep working.
    func ask(_ request: AgentRequest) async -> AgentResponse {
        guard let program else { return AgentResponse(error: state.error ?? "the previews are not built yet") }
        do {
            return try await program.ask(request)
        } catch is PreviewProgram.AlreadyStopped {
            guard let fresh = restart(after: program) else { return AgentResponse(error: "the preview program could not be started again") }
            do {
                return try await fresh.ask(request)
            } catch {
                _ = restart(after: fresh)
                return AgentResponse(error: "\(error)")
            }
        } catch {
            _ = restart(after: program)
            return AgentResponse(error: "\(error)")
        }
    }

    /// The running program after `stopped` ended: a new one, unless another request started it.
    private func restart(after stopped: PreviewProgram) -> PreviewProgram? {
        if program === stopped, !stopped.isRunning {
            program = try? PreviewProgram(url: build.program)
        }
        return program
    }

    /// The states from now on, starting with the current one.
    func changes() -> AsyncStream<State> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<State>.makeStream(bufferingPolicy: .bufferingNewest(4))
        continuation.yield(state)
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeListener(id) }
        }
        listeners[id] = continuation
        return stream
    }

    /// Stops the program and ends the listeners' streams.
    func shutDown() {
        program?.stop()
        program = nil
        for listener in listeners.values { listener.finish() }
        listeners = [:]
    }

    private func removeListener(_ id: UUID) {
        listeners[id] = nil
    }

    private func broadcast() {
        for listener in listeners.values { listener.yield(state) }
    }

    private func log(_ message: String) {
        FileHandle.standardError.write(Data("arrange preview: \(message)\n".utf8))
    }
}
