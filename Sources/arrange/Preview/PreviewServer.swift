import ArrangePreviewAgent
import Foundation
import Hummingbird

/// The HTTP side of `arrange preview` (Hummingbird), on 127.0.0.1 only:
///
/// - `GET /` the page (`PreviewPage`);
/// - `GET /api/state` the build's state (`PreviewWorkspace.State`) as JSON;
/// - `GET /events` the same state as server-sent events, one each time it changes;
/// - `GET /api/render?preview=N&device=…&scheme=…&direction=…&type=…` a picture with its
///   inspector records (`AgentResponse`);
/// - `POST /api/tap?…&x=X&y=Y` a tap at a point of the picture, then the picture;
/// - `POST /api/reset?…` the preview's state started over, then the picture.
enum PreviewServer {
    static func router(_ workspace: PreviewWorkspace) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/") { _, _ in
            PreviewServer.response(Data(PreviewPage.html.utf8), type: "text/html; charset=utf-8")
        }
        router.get("/api/state") { _, _ in
            let state = await workspace.state
            return try PreviewServer.json(state)
        }
        router.get("/api/render") { request, _ in
            let answer = await workspace.ask(PreviewServer.agentRequest(.render, request))
            return try PreviewServer.json(answer)
        }
        router.post("/api/tap") { request, _ in
            let answer = await workspace.ask(PreviewServer.agentRequest(.tap, request))
            return try PreviewServer.json(answer)
        }
        router.post("/api/reset") { request, _ in
            let answer = await workspace.ask(PreviewServer.agentRequest(.reset, request))
            return try PreviewServer.json(answer)
        }
        router.get("/events") { _, _ in
            let changes = await workspace.changes()
            var headers = HTTPFields()
            headers[.contentType] = "text/event-stream"
            headers[.cacheControl] = "no-cache"
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                let encoder = JSONEncoder()
                for await state in changes {
                    let data = try encoder.encode(state)
                    try await writer.write(ByteBuffer(string: "data: \(String(decoding: data, as: UTF8.self))\n\n"))
                }
                try await writer.finish(nil)
            })
        }
        return router
    }

    /// The request the page's query string describes.
    static func agentRequest(_ operation: AgentRequest.Operation, _ request: Request) -> AgentRequest {
        let query = request.uri.queryParameters
        // Form encoding writes a space as "+".
        func string(_ key: String) -> String? { query[Substring(key)].map { String($0).replacingOccurrences(of: "+", with: " ") } }
        var settings = PreviewSettings()
        if let device = string("device") { settings.device = device }
        if let scheme = string("scheme") { settings.colorScheme = scheme }
        if let direction = string("direction") { settings.layoutDirection = direction }
        if let type = string("type") { settings.dynamicTypeSize = type }
        return AgentRequest(operation: operation, preview: string("preview").flatMap { Int($0) }, settings: settings,
                            x: string("x").flatMap { Double($0) }, y: string("y").flatMap { Double($0) })
    }

    static func json(_ value: some Encodable) throws -> Response {
        response(try JSONEncoder().encode(value), type: "application/json")
    }

    static func response(_ data: Data, type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
