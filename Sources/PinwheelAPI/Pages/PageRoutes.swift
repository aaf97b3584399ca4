// `POST /pages`, `POST /pages/{id}`, `GET`/`HEAD /pages/{id}` and the page endpoints (docs/PAGE.md §1, §4).

public import HTTPCore
import HTTPTypes
import LayoutEngine
public import WireFormat

/// The page endpoints over one store, which holds the pages beside the size tables.
public enum PageRoutes {
    static let path = "/pages"
    static let pagePathPrefix = "/pages/"
    /// The largest page description, in bytes (docs/PAGE.md §1).
    static let maximumBodySize = 1024 * 1024

    static func add(to router: inout Router, store: SizeTableStore, encoder: ResponseEncoder) {
        router.post(path, maximumBodySize: maximumBodySize, memory: store) { post($0, store: store) }
        router.post(prefix: pagePathPrefix, maximumBodySize: maximumBodySize, memory: store) { post($0, store: store) }
        router.get(prefix: pagePathPrefix) { get($0, store: store) }
        route(.layout, on: &router, store: store) { query, request throws(Problem) in
            encoder.encodeTagged(try PageAnswers.layout(query, store: store), fields: try ItemFields(query: request.query))
        }
        route(.hit, on: &router, store: store) { query, _ throws(Problem) in
            let point = Point(x: try query.reader.requiredNumber(.x), y: try query.reader.requiredNumber(.y))
            return TaggedBody(bytes: encoder.encode(try PageAnswers.hit(query, at: point, store: store)))
        }
        route(.motion, on: &router, store: store) { query, request throws(Problem) in
            encoder.encodeTagged(try PageAnswers.motion(query, store: store), fields: try ItemFields(query: request.query))
        }
        route(.snap, on: &router, store: store) { query, _ throws(Problem) in
            TaggedBody(bytes: encoder.encode(try PageAnswers.snap(query, store: store)))
        }
    }

    /// Serves `endpoint`: its query read (`PageQuery`), then `compute`'s answer, cacheable.
    private static func route(
        _ endpoint: PageEndpoint, on router: inout Router, store: SizeTableStore,
        _ compute: @escaping @Sendable (PageQuery, Request) throws(Problem) -> TaggedBody
    ) {
        router.get(endpoint.rawValue) { request in
            PinwheelRoutes.cacheableAnswer(to: request) { () throws(Problem) in
                try compute(
                    try PageQuery(request.query, length: request.queryLength, endpoint: endpoint, store: store), request)
            }
        }
    }

    /// `/page/layout`'s body for the page `description` describes (the body `POST /pages` takes)
    /// and `query` (`width`, `height`, `offset`, `scroll`, `fields`; `page` is the description's),
    /// for the CLI: the page held in a store of its own, which holds no size table.
    public static func layoutBody(description: [UInt8], query: [QueryItem], encoder: ResponseEncoder = .fast)
        throws(Problem) -> [UInt8]
    {
        let store = SizeTableStore(memoryLimit: Limits.sizeTablesMemory)
        let id = "sha256-" + SHA256.hexDigest(description)
        let page = HeldPage(id: id, body: description, description: try PageDescription(body: description, sizeTables: store))
        guard store.add(page) != nil else { throw .bodyTooLarge(limit: store.memoryLimit) }
        let items = [QueryItem(name: "page", value: "@" + id)] + query
        let pageQuery = try PageQuery(Query(items), length: Request.length(of: items), endpoint: .layout, store: store)
        return encoder.encodeTagged(try PageAnswers.layout(pageQuery, store: store), fields: try ItemFields(query: items)).bytes
    }

    /// `POST /pages`: holds the page its body describes, answering its id and section count;
    /// `201` when new, `200` when held already. `POST /pages/{id}` is the same for a client that
    /// computed the id (a balancer hashing on it routes the post with the page's reads); an id
    /// that is not the body's is refused (409) and nothing is held.
    static func post(_ request: Request, store: SizeTableStore) -> Response {
        do throws(Problem) {
            let pathID = try id(inPath: request.path)
            try request.refuseQueryParameters(of: "/pages")
            let mediaType = request.headers[.contentType].map {
                ($0.split(separator: ";").first ?? "").filter { $0 != " " && $0 != "\t" }.lowercased()
            }
            guard mediaType == "application/json" else {
                throw .unsupportedMediaType(request.headers[.contentType], accepted: "application/json")
            }
            let id = "sha256-" + SHA256.hexDigest(request.body)
            if let pathID, pathID != id { throw .pageIDMismatch(path: pathID, body: id) }
            let page: HeldPage
            if let held = store.page(id: id) {
                page = held
            } else {
                page = HeldPage(
                    id: id, body: request.body, description: try PageDescription(body: request.body, sizeTables: store))
            }
            guard let added = store.add(page) else {
                throw .bodyTooLarge(limit: store.memoryLimit)
            }
            var response = Response(
                status: added ? .created : .ok, contentType: "application/json",
                body: JSONBody.encode(PostedPage(id: id, sections: page.description.entries.count)))
            response.headerFields[.location] = pagePathPrefix + id
            return response
        } catch {
            return error.response
        }
    }

    /// `GET /pages/{id}`: the body as posted; `HEAD`: whether the page is held.
    static func get(_ request: Request, store: SizeTableStore) -> Response {
        do throws(Problem) {
            guard let id = try id(inPath: request.path) else { return Problem.pageUnknown("").response }
            guard let page = store.page(id: id) else { return Problem.pageUnknown(id).response }
            let response = Response(contentType: "application/json", body: page.body)
            var cached = HTTPCaching.cacheable(response, tag: "\"\(id)\"", for: request)
            cached.headerFields[.cacheControl] = "public, max-age=31536000, immutable"
            return cached
        } catch {
            return error.response
        }
    }

    /// The id `/pages/{id}` names; nil for `/pages` itself.
    private static func id(inPath path: String) throws(Problem) -> String? {
        guard path.hasPrefix(pagePathPrefix) else { return nil }
        let id = Substring(path.utf8.dropFirst(pagePathPrefix.utf8.count))
        guard SizeTable.isID(id) else {
            throw Problem(
                type: "urn:pinwheel:problem:invalid-id", title: "Invalid page id", status: .badRequest,
                detail: "id: '\(id)' is not a page's id (sha256- and 64 lowercase hexadecimal digits: the SHA-256 of "
                    + "the page's body)", parameter: "id")
        }
        return String(id)
    }

    private struct PostedPage: Encodable {
        var id: String
        var sections: Int
    }
}

extension Problem {
    /// `POST /pages/{id}` whose body is another page.
    static func pageIDMismatch(path: String, body: String) -> Problem {
        Problem(
            type: "urn:pinwheel:problem:page-id-mismatch", title: "Page id mismatch", status: .conflict,
            detail: "id: the body's page is \(body), not \(path); post it to /pages/\(body) (the SHA-256 of the body's bytes)",
            parameter: "id")
    }
}
