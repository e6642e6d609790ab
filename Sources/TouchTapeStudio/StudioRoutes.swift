import Hummingbird
import NIOCore
import TouchTapeCore

/// The studio's routes: the page at `/`, the API under `/api` (docs/openapi.yaml).
struct StudioRoutes: Sendable {
    let store: StudioStore
    /// The address the server is bound to: on a loopback address, requests must name a
    /// loopback host, so that a web page elsewhere cannot reach the store by DNS rebinding.
    let host: String

    static let loopbackNames: Set<String> = ["127.0.0.1", "localhost", "::1", "[::1]"]

    func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: Guard(checksHost: Self.loopbackNames.contains(host)))
        let scenes = SceneAPI(store: store), sessions = SessionAPI(store: store), runs = RunAPI(store: store)

        router.get("/") { _, _ in
            Self.respond(status: .ok, contentType: "text/html; charset=utf-8", StudioPage.html)
        }
        router.get("/api/scenes") { _, _ in
            await Self.answer { try await scenes.list() }
        }
        router.get("/api/scenes/{name}/versions/{version}") { _, context in
            await Self.answer {
                try await scenes.version(name: try context.parameters.require("name"),
                                         version: try context.parameters.require("version"))
            }
        }
        router.get("/api/hit-test") { request, _ in
            await Self.answer {
                let query = request.uri.queryParameters
                guard let scene = query["scene"].map(String.init), !scene.isEmpty else {
                    throw APIError.badRequest("hit-test: the query needs scene=NAME or NAME@N")
                }
                return try await scenes.hitTest(scene: scene, x: try Self.coordinate(query["x"], "x"),
                                                y: try Self.coordinate(query["y"], "y"),
                                                tap: try Self.flag(query["tap"], "tap"))
            }
        }
        router.post("/api/dispatch") { request, _ in
            await Self.answer {
                try await sessions.dispatch(try await Self.body(of: request))
            }
        }
        router.get("/api/sessions") { _, _ in
            await Self.answer { try await sessions.list() }
        }
        router.post("/api/sessions") { request, _ in
            do {
                let replace = try Self.flag(request.uri.queryParameters["replace"], "replace")
                let saved = try await sessions.save(try await Self.body(of: request), replace: replace)
                return Self.json(saved.json, status: saved.created ? .created : .ok)
            } catch {
                return Self.failure(error)
            }
        }
        router.get("/api/runs") { _, _ in
            await Self.answer { try await runs.list() }
        }
        router.get("/api/runs/{run}/report") { _, context in
            do {
                let page = try await runs.report(try context.parameters.require("run"))
                return Self.respond(status: .ok, contentType: "text/html; charset=utf-8", page)
            } catch {
                return Self.failure(error)
            }
        }
        return router
    }

    // MARK: - Requests

    /// The request body, at most `StudioServer.bodyLimit` bytes (413 past it), in a JSON or
    /// NDJSON content type (415 otherwise: a form on another site cannot post one without
    /// the browser asking this server first, which it never allows).
    static func body(of request: Request) async throws -> [UInt8] {
        let type = request.headers[.contentType]?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard ["application/json", "application/x-ndjson", "application/ndjson"].contains(type) else {
            throw APIError(status: 415, "the body must be application/json or application/x-ndjson, not \(type.isEmpty ? "untyped" : type)")
        }
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > StudioServer.bodyLimit {
            throw tooLarge
        }
        do {
            let buffer = try await request.body.collect(upTo: StudioServer.bodyLimit)
            return Array(buffer.readableBytesView)
        } catch is NIOTooManyBytesError {
            throw tooLarge
        }
    }

    static let tooLarge = APIError(status: 413, "the body is larger than \(StudioServer.bodyLimit >> 20) MB")

    static func coordinate(_ text: Substring?, _ name: String) throws -> Double {
        guard let text, let value = Double(text), value.isFinite else {
            throw APIError.badRequest("hit-test: \(name) must be a finite number of points, not \(text.map { "\"\($0)\"" } ?? "missing")")
        }
        return value
    }

    static func flag(_ text: Substring?, _ name: String) throws -> Bool {
        switch text {
        case nil, "false", "0": return false
        case "true", "1", "": return true
        case let other?: throw APIError.badRequest("\(name) must be true or false, not \"\(other)\"")
        }
    }

    // MARK: - Responses

    static func answer(_ body: () async throws -> JSONWriter) async -> Response {
        do {
            return json(try await body())
        } catch {
            return failure(error)
        }
    }

    static func failure(_ error: any Error) -> Response {
        let failure = APIError.from(error)
        return json(failure.json, status: HTTPResponse.Status(code: failure.status))
    }

    static func json(_ value: JSONWriter, status: HTTPResponse.Status = .ok) -> Response {
        var bytes = value.bytes
        bytes.append(UInt8(ascii: "\n"))
        return respond(status: status, contentType: "application/json", bytes)
    }

    static func respond(status: HTTPResponse.Status, contentType: String, _ text: String) -> Response {
        respond(status: status, contentType: contentType, Array(text.utf8))
    }

    static func respond(status: HTTPResponse.Status, contentType: String, _ bytes: [UInt8]) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}

/// Refuses requests that name a host other than the loopback one (when bound to loopback),
/// and answers unknown paths with the API's JSON error.
struct Guard: RouterMiddleware {
    typealias Context = BasicRequestContext
    let checksHost: Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if checksHost, let authority = request.head.authority {
            let name = authority.hasPrefix("[") ? String(authority.prefix { $0 != "]" } + "]")
                : String(authority.split(separator: ":").first ?? "")
            guard StudioRoutes.loopbackNames.contains(name.lowercased()) else {
                return StudioRoutes.failure(APIError(status: 403, "the studio answers only requests to a loopback address, not \(authority)"))
            }
        }
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            if let allowed = Self.methods(of: request.uri.path) {
                var response = StudioRoutes.failure(APIError(status: 405, "\(request.method) is not allowed on \(request.uri.path): \(allowed)"))
                response.headers[.allow] = allowed
                return response
            }
            return StudioRoutes.failure(APIError.notFound("no such page or API: \(request.method) \(request.uri.path)"))
        }
    }

    /// The methods a known path answers (for 405 and its `Allow` header), nil for an unknown path.
    static func methods(of path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let routes: [([String], String)] = [
            ([""], "GET"), (["api", "scenes"], "GET"), (["api", "scenes", "*", "versions", "*"], "GET"),
            (["api", "hit-test"], "GET"), (["api", "dispatch"], "POST"), (["api", "sessions"], "GET, POST"),
            (["api", "runs"], "GET"), (["api", "runs", "*", "report"], "GET"),
        ]
        for (pattern, methods) in routes where pattern.count == parts.count
            && zip(pattern, parts).allSatisfy({ $0 == "*" ? !$1.isEmpty : $0 == $1 }) {
            return methods
        }
        return nil
    }
}
