import Hummingbird

extension Router {
    /// The methods HTTP defines besides GET and HEAD: on a read-only path each answers 405.
    static var methodsRefusedOnReadOnlyPaths: [HTTPRequest.Method] {
        [.post, .put, .patch, .delete, .options, .trace, .connect]
    }

    /// Serves `handler` for GET at `path` (and HEAD, when the router has
    /// `.autoGenerateHeadEndpoints`: the same headers, no body), and answers the other methods
    /// HTTP defines with 405 Method Not Allowed and `Allow: GET, HEAD`, as RFC 9110 asks of a
    /// path that exists. Without this Hummingbird answers them 404, as if the path did not.
    @discardableResult
    func readOnly(_ path: RouterPath, use handler: @escaping @Sendable (Request, Context) async throws -> Response) -> Self {
        get(path, use: handler)
        for method in Self.methodsRefusedOnReadOnlyPaths {
            on(path, method: method) { request, _ -> Response in
                var response = CardServerApplication.plainText(
                    .methodNotAllowed, "the method \(request.method.rawValue) is not allowed on \(request.uri.path); it answers GET and HEAD")
                response.headers[.allow] = "GET, HEAD"
                return response
            }
        }
        return self
    }
}
