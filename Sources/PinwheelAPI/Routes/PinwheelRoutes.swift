// The route table of the Pinwheel API: one handler per endpoint.

public import HTTPCore
import HTTPTypes
import LayoutEngine
public import WireFormat

/// Pinwheel's endpoints, as a `Router` for the server and as plain functions for the CLI.
public enum PinwheelRoutes {
    /// Every endpoint, with problem+json answers for unknown paths and methods. `sizeTables` holds
    /// the tables `POST /sizes` takes and `sizes=@id` names.
    public static func router(
        encoder: ResponseEncoder = .fast, sizeTables: SizeTableStore = SizeTableStore(memoryLimit: Limits.sizeTablesMemory)
    ) -> Router {
        var router = Router(
            notFound: { Problem.notFound($0.path).response },
            methodNotAllowed: { request, allowed in
                let allow = allowed.map(\.rawValue).joined(separator: ", ")
                var response = Problem.methodNotAllowed(request.method.rawValue, path: request.path, allowed: allow).response
                response.headerFields[.allow] = allow
                return response
            },
            bodyTooLarge: { Problem.bodyTooLarge(limit: $0).response },
            overloaded: { Problem.overloaded.response },
            bodyMemoryBusy: { Problem.sizesBusy.response },
            headersTooLarge: { Problem.headersTooLarge(limit: $0).response },
            malformed: { Problem.malformedRequest($0).response })
        // In `Endpoint`'s order, each path's handler the answer of its own request type.
        let endpoints = EndpointRoutes(encoder: encoder, sizeTables: sizeTables)
        endpoints.add(LayoutEndpointRequest.self, to: &router)
        endpoints.add(SnapRequest.self, to: &router)
        endpoints.add(MotionRequest.self, to: &router)
        endpoints.add(HitRequest.self, to: &router)
        router.post(SizeTableRoutes.path, maximumBodySize: SizeTableRoutes.maximumBodySize, memory: sizeTables) {
            SizeTableRoutes.post($0, tables: sizeTables)
        }
        router.get(prefix: SizeTableRoutes.tablePathPrefix) { SizeTableRoutes.get($0, tables: sizeTables) }
        router.post(
            prefix: SizeTableRoutes.tablePathPrefix, maximumBodySize: SizeTableRoutes.maximumBodySize, memory: sizeTables
        ) {
            SizeTableRoutes.post($0, tables: sizeTables)
        }
        PageRoutes.add(to: &router, store: sizeTables, encoder: encoder)
        router.get("/healthz") { _ in health }
        router.get("/openapi.yaml") { _ in Response(contentType: "application/yaml", body: OpenAPIDocument.bytes) }
        router.get("/") { _ in Response(contentType: DemoPage.contentType, body: DemoPage.bytes) }
        for script in DemoPage.scripts {
            router.get(script.path) { _ in Response(contentType: WebModule.scriptContentType, body: script.bytes) }
        }
        router.get(DemoPage.homeScreen.path) { _ in
            Response(contentType: DemoPage.homeScreen.contentType, body: DemoPage.homeScreen.bytes)
        }
        for file in WebModule.files {
            router.get(file.path) { HTTPCaching.cacheable(file.response, tag: file.tag, for: $0) }
        }
        // `OPTIONS *` asks about the server as a whole (RFC 9110 §9.3.7): the methods some
        // resource answers; which one answers which is each path's own `Allow`.
        router.add(.options, "*") { _ in Response(status: .noContent, headerFields: [.allow: "GET, HEAD, POST"]) }
        // Each layout's own paths (`/slider/layout`), after the others so that no lookup of
        // theirs grows.
        endpoints.addLayoutPaths(LayoutEndpointRequest.self, to: &router)
        endpoints.addLayoutPaths(SnapRequest.self, to: &router)
        endpoints.addLayoutPaths(MotionRequest.self, to: &router)
        endpoints.addLayoutPaths(HitRequest.self, to: &router)
        StylesheetRoutes.add(to: &router, sizeTables: sizeTables)
        return router
    }

    /// `/layout`'s body for `query`, for the CLI: the layout cut to `fields`.
    public static func layoutBody(
        query: [QueryItem], length: Int? = nil, encoder: ResponseEncoder = .fast, sizeTables: SizeTableStore? = nil
    ) throws(Problem) -> [UInt8] {
        try body(LayoutEndpointRequest.self, query: query, length: length, encoder: encoder, sizeTables: sizeTables)
    }

    /// `/snap`'s body for `query`, for the CLI.
    public static func snapBody(
        query: [QueryItem], length: Int? = nil, encoder: ResponseEncoder = .fast, sizeTables: SizeTableStore? = nil
    ) throws(Problem) -> [UInt8] {
        try body(SnapRequest.self, query: query, length: length, encoder: encoder, sizeTables: sizeTables)
    }

    /// `/motion`'s body for `query`, for the CLI: the frames cut to `fields`.
    public static func motionBody(
        query: [QueryItem], length: Int? = nil, encoder: ResponseEncoder = .fast, sizeTables: SizeTableStore? = nil
    ) throws(Problem) -> [UInt8] {
        try body(MotionRequest.self, query: query, length: length, encoder: encoder, sizeTables: sizeTables)
    }

    /// `/hit`'s body for `query`, for the CLI.
    public static func hitBody(
        query: [QueryItem], length: Int? = nil, encoder: ResponseEncoder = .fast, sizeTables: SizeTableStore? = nil
    ) throws(Problem) -> [UInt8] {
        try body(HitRequest.self, query: query, length: length, encoder: encoder, sizeTables: sizeTables)
    }

    /// The body of `Answering`'s endpoint for `query` as the CLI gives it (its length, when not
    /// given, counted as a query string's).
    private static func body<Answering: AnsweringRequest>(
        _: Answering.Type, query: [QueryItem], length: Int?, encoder: ResponseEncoder, sizeTables: SizeTableStore?
    ) throws(Problem) -> [UInt8] {
        let request = try Answering(query: query, length: length ?? Request.length(of: query), sizeTables: sizeTables)
        return request.answer(encoder)
    }

    private static let health = json(JSONBody.encode(["status": "ok"]))

    /// A cacheable JSON response of the bytes `compute` returns (`HTTPCaching`), or the problem
    /// it throws.
    static func cacheableAnswer(to request: Request, _ compute: () throws(Problem) -> TaggedBody) -> Response {
        do {
            return HTTPCaching.cacheableJSON(try compute(), for: request)
        } catch {
            return error.response
        }
    }

    private static func json(_ body: [UInt8]) -> Response {
        var fields = HTTPFields()
        // Room for the ETag and Cache-Control that `HTTPCaching.cacheable` adds to most answers,
        // so that adding them allocates nothing.
        fields.reserveCapacity(3)
        fields.append(jsonContentType)
        return Response(status: .ok, headerFields: fields, body: body)
    }

    private static let jsonContentType = HTTPField(name: .contentType, value: "application/json")
}

/// The routes of the endpoints (`/layout`, `/snap`, `/motion`, `/hit`): each path's handler
/// validates the request type of its endpoint and answers it, cacheable; a problem otherwise.
private struct EndpointRoutes {
    let encoder: ResponseEncoder
    let sizeTables: SizeTableStore

    /// `GET /layout` and the like: the layout its `layout` parameter names.
    func add<Answering: AnsweringRequest>(_: Answering.Type, to router: inout Router) {
        let (encoder, sizeTables) = (encoder, sizeTables)
        router.get(Answering.endpoint.path) {
            Self.answer(Answering.self, to: $0, encoder: encoder, sizeTables: sizeTables, pathLayout: nil)
        }
    }

    /// `GET /slider/layout` and the like: the layout the path names, for every layout the endpoint
    /// answers for.
    func addLayoutPaths<Answering: AnsweringRequest>(_: Answering.Type, to router: inout Router) {
        let (encoder, sizeTables) = (encoder, sizeTables)
        for layout in Answering.endpoint.layouts {
            router.get(Answering.endpoint.path(for: layout)) {
                Self.answer(Answering.self, to: $0, encoder: encoder, sizeTables: sizeTables, pathLayout: layout)
            }
        }
    }

    private static func answer<Answering: AnsweringRequest>(
        _: Answering.Type, to request: Request, encoder: ResponseEncoder, sizeTables: SizeTableStore, pathLayout: LayoutName?
    ) -> Response {
        PinwheelRoutes.cacheableAnswer(to: request) { () throws(Problem) in
            try Answering.taggedAnswer(
                query: request.query, length: request.queryLength, sizeTables: sizeTables, pathLayout: pathLayout,
                encoder: encoder)
        }
    }
}
