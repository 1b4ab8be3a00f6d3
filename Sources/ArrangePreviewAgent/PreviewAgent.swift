import ArrangeCore
import ArrangeRender
import CArrangeProcess
import Foundation

/// The preview program's main loop: what `arrange preview` and `arrange render --preview`
/// compile around the user's files (a generated `main.swift` calls `run(previews:)`). Arrange's own.
///
/// With no arguments it serves requests: one JSON `AgentRequest` per line on standard input,
/// one JSON `AgentResponse` per line on standard output. The program stays alive between
/// requests, so each preview's host (`PreviewSession`) keeps its state: a tap changes what the
/// next picture shows. What the previews themselves print goes to standard error, so it cannot
/// break the protocol.
///
/// With `render NAME FILE [SETTINGS-JSON]` it draws one preview (by name or `File.swift:LINE`)
/// to FILE (.png, .svg or .pdf) and exits; 1 when there is no such preview or drawing fails.
/// With `explain NAME FORMAT [SETTINGS-JSON]` it prints the preview's layout record (`text` or
/// `json`, as `arrange explain` prints an example's) and exits.
@MainActor
public enum PreviewAgent {
    /// Runs the program with its command-line arguments; returns the exit status.
    public static func run(previews: [PreviewEntry], arguments: [String] = CommandLine.arguments) -> Int32 {
        let arguments = Array(arguments.dropFirst())
        supervise()
        AppFonts.register()
        VectorImageRasterizer.install()
        if arguments.first == "render" {
            return renderOnce(previews: previews, arguments: Array(arguments.dropFirst()))
        }
        if arguments.first == "explain" {
            return explainOnce(previews: previews, arguments: Array(arguments.dropFirst()))
        }
        serve(previews: previews)
        return 0
    }

    /// Applies what `arrange` asked for in the environment: no program outlives the `arrange`
    /// that started it (`ARRANGE_PARENT_PID`), and none allocates more than
    /// `ARRANGE_PREVIEW_MEMORY_LIMIT` megabytes (see `arrange_supervise`).
    static func supervise() {
        let environment = ProcessInfo.processInfo.environment
        let parent = environment["ARRANGE_PARENT_PID"].flatMap { Int($0) } ?? 0
        let megabytes = environment["ARRANGE_PREVIEW_MEMORY_LIMIT"].flatMap { Int($0) } ?? 0
        if arrange_supervise(parent, megabytes) != 0 {
            FileHandle.standardError.write(Data("warning: the preview program could not set its memory limit or parent watch\n".utf8))
        }
    }

    /// Answers requests until standard input ends.
    static func serve(previews: [PreviewEntry]) {
        // The protocol gets the real standard output; file descriptor 1 becomes standard error,
        // so `print` in a view's body cannot interleave with answers.
        let protocolDescriptor = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let output = FileHandle(fileDescriptor: protocolDescriptor, closeOnDealloc: true)
        var agent = Agent(previews: previews)
        let encoder = JSONEncoder()
        while let line = readLine(strippingNewline: true) {
            guard !line.isEmpty else { continue }
            let response: AgentResponse
            do {
                let request = try JSONDecoder().decode(AgentRequest.self, from: Data(line.utf8))
                response = agent.answer(request)
            } catch {
                response = AgentResponse(error: "bad request: \(error)")
            }
            let data = (try? encoder.encode(response)) ?? Data(#"{"error":"the answer could not be encoded"}"#.utf8)
            output.write(data + Data("\n".utf8))
        }
    }

    /// Writes an error to standard error; the exit status of a failed command.
    private static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        return 1
    }

    /// The preview named `name` (or `File.swift:LINE`, or `File.swift` for its first) and the settings in `json`, or the message
    /// saying which is wrong.
    private static func entry(named name: String, settings json: String?, in previews: [PreviewEntry]) -> Result<(PreviewEntry, PreviewSettings), PreviewAgentError> {
        var settings = PreviewSettings()
        if let json {
            do {
                settings = try JSONDecoder().decode(PreviewSettings.self, from: Data(json.utf8))
            } catch {
                return .failure(PreviewAgentError(message: "bad settings: \(error)"))
            }
        }
        // A file's name stands for its first preview; no name, for the only preview there is.
        let named = previews.first { $0.name == name || $0.source == name }
            ?? previews.first { name.hasSuffix(".swift") && $0.source.hasPrefix(name + ":") }
            ?? ((name.isEmpty || name.hasSuffix(".swift")) && previews.count == 1 ? previews.first : nil)
        guard let entry = named else {
            let names = previews.map { $0.name == $0.source ? $0.name : "\($0.name) (\($0.source))" }
            return .failure(PreviewAgentError(message: "no preview named '\(name)'. Previews: \(names.isEmpty ? "none" : names.joined(separator: ", "))"))
        }
        return .success((entry, settings))
    }

    /// `explain NAME FORMAT [SETTINGS-JSON]`.
    static func explainOnce(previews: [PreviewEntry], arguments: [String]) -> Int32 {
        guard arguments.count >= 2, let format = LayoutRecord.Format(rawValue: arguments[1]) else {
            return fail("usage: explain NAME text|json [SETTINGS-JSON]")
        }
        switch entry(named: arguments[0], settings: arguments.count >= 3 ? arguments[2] : nil, in: previews) {
        case .failure(let error):
            return fail(error.message)
        case .success(let (entry, settings)):
            do {
                let session = try PreviewSession(entry, settings: settings)
                print(try session.record().formatted(format), terminator: "")
                for message in settings.problems + session.diagnostics {
                    FileHandle.standardError.write(Data("  diagnostic: \(message)\n".utf8))
                }
            } catch {
                return fail("\(entry.name): \(error)")
            }
            return 0
        }
    }

    /// `render NAME FILE [SETTINGS-JSON]`.
    static func renderOnce(previews: [PreviewEntry], arguments: [String]) -> Int32 {
        guard arguments.count >= 2 else { return fail("usage: render NAME FILE [SETTINGS-JSON]") }
        let path = arguments[1]
        let entry: PreviewEntry, settings: PreviewSettings
        switch Self.entry(named: arguments[0], settings: arguments.count >= 3 ? arguments[2] : nil, in: previews) {
        case .failure(let error): return fail(error.message)
        case .success(let found): (entry, settings) = found
        }
        let url = URL(fileURLWithPath: path)
        let format = RenderFormat(pathExtension: url.pathExtension) ?? .png
        do {
            let session = try PreviewSession(entry, settings: settings)
            try session.data(as: format).write(to: url, options: .atomic)
            for message in settings.problems + session.diagnostics {
                FileHandle.standardError.write(Data("  diagnostic: \(message)\n".utf8))
            }
        } catch {
            return fail("\(entry.name): \(error)")
        }
        return 0
    }
}

/// Why a one-shot command of the preview program cannot run.
struct PreviewAgentError: Error {
    let message: String
}

/// The live previews of a serving program, by preview and settings (`LiveSessions`).
@MainActor
package struct Agent {
    let previews: [PreviewEntry]
    private var sessions: LiveSessions

    /// How many live hosts a serving program keeps: `ARRANGE_PREVIEW_SESSIONS`, else 32.
    static var defaultSessionCapacity: Int {
        ProcessInfo.processInfo.environment["ARRANGE_PREVIEW_SESSIONS"].flatMap { Int($0) } ?? 32
    }

    package init(previews: [PreviewEntry], sessionCapacity: Int = Agent.defaultSessionCapacity) {
        self.previews = previews
        sessions = LiveSessions(capacity: sessionCapacity)
    }

    /// How many live hosts the agent holds.
    package var liveSessionCount: Int { sessions.count }

    /// The answer to one request.
    package mutating func answer(_ request: AgentRequest) -> AgentResponse {
        switch request.operation {
        case .list:
            return AgentResponse(previews: previews.enumerated().map { PreviewSummary(index: $0.offset, name: $0.element.name, source: $0.element.source) })
        case .render, .tap, .reset:
            guard let index = request.preview, previews.indices.contains(index) else {
                return AgentResponse(error: "no preview number \(request.preview.map(String.init) ?? "(none given)"); there are \(previews.count)")
            }
            let settings = request.settings ?? PreviewSettings()
            let key = LiveSessions.Key(preview: index, settings: settings)
            if request.operation == .reset { sessions.remove(key) }
            do {
                let entry = previews[index]
                let session = try sessions.session(for: key) { try PreviewSession(entry, settings: settings) }
                var message: String?
                var failure: String?
                if request.operation == .tap {
                    do {
                        try session.tap(x: request.x ?? 0, y: request.y ?? 0)
                        message = "tapped at (\(request.x ?? 0), \(request.y ?? 0))"
                    } catch {
                        failure = "\(error)"
                    }
                }
                var picture = try session.picture()
                picture.diagnostics = settings.problems + picture.diagnostics
                return AgentResponse(picture: picture, error: failure, message: message)
            } catch {
                return AgentResponse(error: "\(previews[index].name): \(error)")
            }
        }
    }
}
