// The route table of the Pinwheel API: one handler per endpoint.

public import HTTPCore
import HTTPTypes
public import LayoutEngine
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
        for endpoint in Endpoint.allCases {
            router.get(endpoint.path) { answer(endpoint, to: $0, encoder: encoder, sizeTables: sizeTables) }
        }
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
        for endpoint in Endpoint.allCases {
            for layout in endpoint.layouts {
                router.get(endpoint.path(for: layout)) {
                    answer(endpoint, to: $0, encoder: encoder, sizeTables: sizeTables, pathLayout: layout)
                }
            }
        }
        StylesheetRoutes.add(to: &router, sizeTables: sizeTables)
        return router
    }

    /// `endpoint`'s answer to `request`, for the layout its path names or else its `layout` parameter's.
    private static func answer(
        _ endpoint: Endpoint, to request: Request, encoder: ResponseEncoder, sizeTables: SizeTableStore,
        pathLayout: LayoutName? = nil
    ) -> Response {
        switch endpoint {
        case .layout: layout(request, encoder: encoder, sizeTables: sizeTables, pathLayout: pathLayout)
        case .snap: snap(request, encoder: encoder, sizeTables: sizeTables, pathLayout: pathLayout)
        case .motion: motion(request, encoder: encoder, sizeTables: sizeTables, pathLayout: pathLayout)
        case .hit: hit(request, encoder: encoder, sizeTables: sizeTables, pathLayout: pathLayout)
        }
    }

    /// `GET /layout` and `GET /{layout}/layout` (`pathLayout`): the layout's attributes at an offset (cacheable).
    public static func layout(
        _ request: Request, encoder: ResponseEncoder = .fast, sizeTables: SizeTableStore? = nil, pathLayout: LayoutName? = nil
    ) -> Response {
        cacheableAnswer(to: request) { () throws(Problem) in
            let layout = try LayoutRequest(
                query: request.query, length: request.queryLength, sizeTables: sizeTables, pathLayout: pathLayout)
            return encoder.encodeTagged(layout.result(), fields: try ItemFields(query: request.query))
        }
    }

    /// `/layout`'s body for `query`, for the route and the CLI: the layout cut to `fields`.
    public static func layoutBody(
        query: [QueryItem], length: Int? = nil, encoder: ResponseEncoder = .fast, sizeTables: SizeTableStore? = nil
    ) throws(Problem) -> [UInt8] {
        let layout = try LayoutRequest(query: query, length: length ?? Request.length(of: query), sizeTables: sizeTables)
        return encoder.encode(layout.result(), fields: try ItemFields(query: query))
    }

    /// `GET /motion` and `GET /{layout}/motion`: a release or a scroll to an item, frame by frame (cacheable).
    public static func motion(
        _ request: Request, encoder: ResponseEncoder = .fast, sizeTables: SizeTableStore? = nil, pathLayout: LayoutName? = nil
    ) -> Response {
        cacheableAnswer(to: request) { () throws(Problem) in
            let motion = try MotionRequest(
                query: request.query, length: request.queryLength, sizeTables: sizeTables, pathLayout: pathLayout)
            return encoder.encodeTagged(motion.result(), fields: motion.fields)
        }
    }

    /// `/motion`'s body for `query`, for the route and the CLI.
    public static func motionBody(
        query: [QueryItem], length: Int? = nil, encoder: ResponseEncoder = .fast, sizeTables: SizeTableStore? = nil
    ) throws(Problem) -> [UInt8] {
        let motion = try MotionRequest(query: query, length: length ?? Request.length(of: query), sizeTables: sizeTables)
        return encoder.encode(motion.result(), fields: motion.fields)
    }

    /// `GET /hit` and `GET /{layout}/hit`: the element drawn on top at a point of the viewport (cacheable).
    public static func hit(
        _ request: Request, encoder: ResponseEncoder = .fast, sizeTables: SizeTableStore? = nil, pathLayout: LayoutName? = nil
    ) -> Response {
        cacheableAnswer(to: request) { () throws(Problem) in
            let hit = try HitRequest(
                query: request.query, length: request.queryLength, sizeTables: sizeTables, pathLayout: pathLayout)
            return TaggedBody(bytes: encoder.encode(hit.result()))
        }
    }

    /// `/hit`'s body for `query`, for the route and the CLI.
    public static func hitBody(
        query: [QueryItem], length: Int? = nil, encoder: ResponseEncoder = .fast, sizeTables: SizeTableStore? = nil
    ) throws(Problem) -> [UInt8] {
        let request = try HitRequest(query: query, length: length ?? Request.length(of: query), sizeTables: sizeTables)
        return encoder.encode(request.result())
    }

    /// `GET /snap` and `GET /{layout}/snap`: where a fling on the wheel, a carousel or the slider comes to rest
    /// (cacheable).
    public static func snap(
        _ request: Request, encoder: ResponseEncoder = .fast, sizeTables: SizeTableStore? = nil, pathLayout: LayoutName? = nil
    ) -> Response {
        cacheableAnswer(to: request) { () throws(Problem) in
            let snap = try SnapRequest(
                query: request.query, length: request.queryLength, sizeTables: sizeTables, pathLayout: pathLayout)
            return TaggedBody(bytes: encoder.encode(snap.result()))
        }
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
