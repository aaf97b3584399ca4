// `POST /sizes`, `POST /sizes/{id}`, `GET /sizes/{id}` and `HEAD /sizes/{id}`: size tables posted once and named by their id in queries.

import HTTPCore
import HTTPTypes
import LayoutEngine
import WireFormat

/// The size-table endpoints over one store.
enum SizeTableRoutes {
    /// The path tables are posted to, and the prefix of each table's own path.
    static let path = "/sizes"
    static let tablePathPrefix = "/sizes/"

    /// The largest body `POST /sizes` reads, in bytes: a million lengths of up to 24 bytes with
    /// their separators, and some whitespace.
    static let maximumBodySize = 32 * 1024 * 1024

    /// `POST /sizes`: holds the list the body gives, answering its id, item count and total length;
    /// `201` when it was not held yet, `200` when it was.
    /// `POST /sizes/{id}` is the same, for a client that knows its table's id beforehand (a
    /// balancer routes the post as it routes the queries that name the table): a path whose id
    /// is malformed, or is not the body's, is refused and nothing is held.
    static func post(_ request: Request, tables: SizeTableStore) -> Response {
        do throws(Problem) {
            let pathID = try SizeTableAddress.id(inPath: request.path)
            let table = SizeTable(lengths: ItemLengths(runs: try runs(of: request)))
            if let pathID, pathID != table.id { throw .sizesIDMismatch(path: pathID, body: table.id) }
            guard let added = tables.add(table) else {
                throw .sizeListRefused(
                    SizeListFault(
                        reason: "the table alone needs more than the \(tables.memoryLimit) bytes this server holds tables in "
                            + "(--sizes-memory)", isTooLarge: true))
            }
            var response = Response(
                status: added ? .created : .ok, contentType: "application/json",
                body: JSONBody.encode(PostedTable(count: table.lengths.count, id: table.id, total: table.lengths.total)))
            response.headerFields[.location] = tablePathPrefix + table.id
            return response
        } catch {
            return error.response
        }
    }

    /// `GET /sizes/{id}`: the table's canonical text (whose SHA-256 is the id); `HEAD` whether it
    /// is held. Content-addressed, so the id is its strong tag and the answer never changes.
    static func get(_ request: Request, tables: SizeTableStore) -> Response {
        let id = String(request.path.dropFirst(tablePathPrefix.count))
        guard SizeTable.isID(id), let table = tables.table(id: id) else { return Problem.sizesUnknown(id).response }
        let response = Response(
            contentType: "text/plain; charset=utf-8", body: SizeList.canonicalText(table.lengths))
        var cached = HTTPCaching.cacheable(response, tag: "\"\(id)\"", for: request)
        cached.headerFields[.cacheControl] = "public, max-age=31536000, immutable"
        return cached
    }

    /// The lengths of a posted body, by its media type.
    private static func runs(of request: Request) throws(Problem) -> [ItemLengthRun] {
        let contentType = request.headers[.contentType]
        let mediaType = contentType.map { ($0.split(separator: ";").first ?? "").trimmingASCIISpaces.lowercased() }
        let isJSON = mediaType == "application/json"
        guard isJSON || mediaType == "text/plain" else {
            throw .unsupportedMediaType(contentType, accepted: "application/json, text/plain")
        }
        do throws(SizeListFault) {
            if isJSON { return try SizeList.runs(json: request.body, maximumItems: Limits.sizeTableItems) }
            var text = request.body[...]
            while let last = text.last, [0x20, 0x09, 0x0A, 0x0D].contains(last) { text = text.dropLast() }
            let runs = try SizeList.runs(text: text, maximumItems: Limits.sizeTableItemsInRuns)
            guard runs.count <= Limits.sizeTableItems else {
                throw SizeListFault(reason: "more than \(Limits.sizeTableItems) entries", isTooLarge: true)
            }
            return runs
        } catch {
            throw .sizeListRefused(error)
        }
    }

    /// `POST /sizes`'s answer.
    private struct PostedTable: Encodable {
        var count: Int
        var id: String
        var total: Double
    }
}

extension Substring {
    fileprivate var trimmingASCIISpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
