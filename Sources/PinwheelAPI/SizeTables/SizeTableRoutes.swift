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
            try request.refuseQueryParameters(but: ["page"], of: "/sizes")
            let mediaType = try mediaType(of: request)
            let building = try reserveBuilding(request, tables: tables)
            let table: SizeTable
            do throws(Problem) {
                table = SizeTable(lengths: try lengths(of: request, mediaType: mediaType, capacity: building.entries))
                if let pathID, pathID != table.id { throw .sizesIDMismatch(path: pathID, body: table.id) }
            } catch {
                tables.release(building.bytes)
                throw error
            }
            guard let added = tables.add(table, releasing: building.bytes) else { throw tooLarge(tables) }
            var response = Response(
                status: added ? .created : .ok, contentType: "application/json",
                body: JSONBody.encode(PostedTable(count: table.lengths.count, id: table.id, total: table.lengths.total)))
            response.headerFields[.location] = tablePathPrefix + table.id
            return response
        } catch {
            return error.response
        }
    }

    /// Reserves in `tables`' budget what making the body's table takes (`SizeTable.buildingCost`),
    /// for as many runs as the body has entries; refused when that and the body cannot fit in the
    /// whole budget, or fit only once other posts in flight are answered.
    private static func reserveBuilding(_ request: Request, tables: SizeTableStore) throws(Problem)
        -> (entries: Int, bytes: Int)
    {
        let entries = SizeList.entryCount(request.body, atMost: Limits.sizeTableItems + 1)
        let bytes = SizeTable.buildingCost(entries: entries)
        guard bytes + request.body.count <= tables.memoryLimit else { throw tooLarge(tables) }
        guard tables.reserve(bytes) else { throw .sizesBusy }
        return (entries, bytes)
    }

    private static func tooLarge(_ tables: SizeTableStore) -> Problem {
        .sizeListRefused(
            SizeListFault(
                reason: "the table, with its body while it is made, needs more than the \(tables.memoryLimit) bytes this "
                    + "server holds tables in (--sizes-memory)", isTooLarge: true))
    }

    /// `GET /sizes/{id}`: the table's canonical text (whose SHA-256 is the id); `HEAD` whether it
    /// is held. Content-addressed, so the id is its strong tag and the answer never changes.
    static func get(_ request: Request, tables: SizeTableStore) -> Response {
        // A malformed id is refused as a post to it is (400 `invalid-id`); a well-formed one not
        // held is 404 `sizes-unknown`.
        let id: String
        do throws(Problem) {
            guard let named = try SizeTableAddress.id(inPath: request.path) else { return Problem.sizesUnknown("").response }
            id = named
        } catch {
            return error.response
        }
        guard let table = tables.table(id: id) else { return Problem.sizesUnknown(id).response }
        let response = Response(
            contentType: "text/plain; charset=utf-8", body: SizeList.canonicalText(table.lengths))
        var cached = HTTPCaching.cacheable(response, tag: "\"\(id)\"", for: request)
        cached.headerFields[.cacheControl] = "public, max-age=31536000, immutable"
        return cached
    }

    /// A posted body's media type: JSON or text.
    private static func mediaType(of request: Request) throws(Problem) -> PostedMediaType {
        let contentType = request.headers[.contentType]
        let mediaType = contentType.map { ($0.split(separator: ";").first ?? "").trimmingASCIISpaces.lowercased() }
        switch mediaType {
        case "application/json": return .json
        case "text/plain": return .text
        default: throw .unsupportedMediaType(contentType, accepted: "application/json, text/plain")
        }
    }

    private enum PostedMediaType { case json, text }

    /// The lengths of a posted body, by its media type, read straight into the table's arrays,
    /// sized for `capacity` runs.
    private static func lengths(of request: Request, mediaType: PostedMediaType, capacity: Int) throws(Problem)
        -> ItemLengths
    {
        var lengths = ItemLengths.Builder(capacity: capacity)
        do throws(SizeListFault) {
            if mediaType == .json {
                _ = try SizeList.read(json: request.body, maximumItems: Limits.sizeTableItems, into: &lengths)
                return lengths.build()
            }
            var text = request.body[...]
            while let last = text.last, [0x20, 0x09, 0x0A, 0x0D].contains(last) { text = text.dropLast() }
            let entries = try SizeList.read(text: text, maximumItems: Limits.sizeTableItemsInRuns, into: &lengths)
            guard entries <= Limits.sizeTableItems else {
                throw SizeListFault(reason: "more than \(Limits.sizeTableItems) entries", isTooLarge: true)
            }
            return lengths.build()
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
