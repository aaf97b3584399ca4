// The routes of `GET /layout.css` and `GET /{layout}/layout.css`: a layout's first frame as a stylesheet.

public import HTTPCore
import HTTPTypes
public import LayoutEngine

/// A layout as CSS for a page to show before any script runs (docs/FIRST-FRAME.md): `/layout`'s
/// parameters and `selector`, answered with `text/css`, cacheable as `/layout` is; a refusal is
/// a problem+json, never a stylesheet.
public enum StylesheetRoutes {
    /// `/layout.css`, which reads the layout from the query.
    public static let path = "/layout.css"
    public static let contentType = "text/css; charset=utf-8"

    /// `layout`'s own path, `/slider/layout.css`.
    public static func path(for layout: LayoutName) -> String { "/\(layout.rawValue)\(path)" }

    /// Adds `/layout.css`, each layout's own path and the first-frame demo to `router`.
    static func add(to router: inout Router, sizeTables: SizeTableStore) {
        router.get(path) { stylesheet($0, sizeTables: sizeTables) }
        for layout in LayoutName.allCases {
            router.get(path(for: layout)) { stylesheet($0, sizeTables: sizeTables, pathLayout: layout) }
        }
        FirstFramePage.add(to: &router)
    }

    /// The answer to `request`, for the layout its path names or else its `layout` parameter's.
    public static func stylesheet(_ request: Request, sizeTables: SizeTableStore? = nil, pathLayout: LayoutName? = nil)
        -> Response
    {
        do {
            let stylesheet = try StylesheetRequest(
                query: request.query, length: request.queryLength, sizeTables: sizeTables, pathLayout: pathLayout)
            let body = stylesheet.stylesheet()
            let tag = HTTPCaching.entityTag(of: body)
            // As `HTTPCaching.cacheable` answers, with the fields every stylesheet shares.
            if let ifNoneMatch = request.headers[.ifNoneMatch], HTTPCaching.matches(ifNoneMatch, tag) {
                return .notModified(headerFields: notModifiedFields, entityTag: tag, length: body.count)
            }
            return Response(status: .ok, headerFields: fields, entityTag: tag, body: body)
        } catch {
            return error.response
        }
    }

    /// The stylesheet for `query`, for the CLI and the tests.
    public static func stylesheetBody(query: [QueryItem], sizeTables: SizeTableStore? = nil) throws(Problem) -> [UInt8] {
        try StylesheetRequest(query: Query(query), length: Request.length(of: query), sizeTables: sizeTables, pathLayout: nil)
            .stylesheet()
    }

    private static let fields: HTTPFields = [.contentType: contentType, .cacheControl: HTTPCaching.cacheControl]
    private static let notModifiedFields: HTTPFields = [.cacheControl: HTTPCaching.cacheControl]
}
