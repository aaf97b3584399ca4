// The query of a page's endpoints (docs/PAGE.md §4): which page, its viewport, the boxes' offsets, and what each endpoint adds.

import HTTPCore
import HTTPTypes
import LayoutEngine

/// A page endpoint: `/page/layout`, `/page/hit`, `/page/motion` or `/page/snap`.
public enum PageEndpoint: String, CaseIterable, Hashable, Sendable {
    case layout = "/page/layout"
    case hit = "/page/hit"
    case motion = "/page/motion"
    case snap = "/page/snap"

    /// The parameters it takes (`package`: the tool that writes openapi.yaml's lists reads them).
    package var parameters: Set<String> { Set(parameterNames.map(\.description)) }

    /// The same, built with the program, so that a read checks its query without building a set.
    private var parameterNames: [StaticString] {
        switch self {
        case .layout: return Self.layoutParameters
        case .hit: return Self.hitParameters
        case .motion: return Self.motionParameters
        case .snap: return Self.snapParameters
        }
    }

    private static let layoutParameters: [StaticString] = ["page", "width", "height", "offset", "scroll", "fields"]
    private static let hitParameters: [StaticString] = ["page", "width", "height", "offset", "scroll", "x", "y"]
    private static let motionParameters: [StaticString] = [
        "page", "width", "height", "offset", "scroll", "fields", "velocity", "section", "item", "fps", "rate",
    ]
    private static let snapParameters: [StaticString] = ["page", "width", "height", "offset", "scroll", "section", "velocity"]

    /// Whether `name` (a query item's name, as sent) is one of its parameters, as `String`'s `==` says.
    func takes(_ name: ByteView) -> Bool {
        parameterNames.contains { Query.spells(name, ByteView($0)) }
    }
}

/// The page parameters that are not a layout's (the rest are the parameter table's).
extension QueryParameter {
    public static let page = QueryParameter(
        "page", .text("@sha256-… naming a page posted to /pages"),
        default: .required("the id of a page posted to POST /pages, as @sha256-…"), endpoints: [],
        help: "The page: @ and the id POST /pages answered.")
    public static let scroll = QueryParameter(
        "scroll", .text("k:o pairs, comma-separated"), default: .own, endpoints: [],
        help: "The boxes' own offsets: section:offset pairs, comma-separated (scroll=0:420,3:-12.5).")
    public static let pageSection = QueryParameter(
        "section", .integer(0...(PageLimits.sections - 1)), default: .own, endpoints: [],
        help: "The section a motion or snap is for.")
    public static let pageOffset = QueryParameter(
        "offset", .number(.offset), default: .number(0), endpoints: [], help: "The page's content offset Y.")
}

/// A page request's query, read: the page it names (held), its viewport and the boxes' offsets.
struct PageQuery {
    let page: HeldPage
    let width: Double
    let height: Double
    let offset: Double
    /// Each box's own offset, by section; a box not listed is at its layout's default.
    let scroll: [Int: Double]
    let reader: QueryReader
    /// The query as sent.
    let query: Query

    /// The query's items, for what a page passes on to a section's layout (`velocity`, `item` …).
    var items: [QueryItem] { query.items }

    init(_ query: Query, length: Int, endpoint: PageEndpoint, store: SizeTableStore) throws(Problem) {
        let reader = try QueryReader(query, length: length, sizeTables: store)
        if let unknown = query.firstItem(whereName: { !endpoint.takes($0) }) {
            throw .unknownParameter(unknown.name, "not a parameter of \(endpoint.rawValue)")
        }
        guard let bytes = query.value(named: "page" as StaticString), !bytes.isEmpty else {
            throw .missingParameter("page", QueryParameter.page.requiredDetail)
        }
        let named = String(decoding: bytes, as: UTF8.self)
        guard named.hasPrefix("@"), SizeTable.isID(named.dropFirst()) else {
            throw .invalidParameter("page", "'\(named)' is not @ and a page's id (sha256- and 64 lowercase hexadecimal digits)")
        }
        guard let page = store.page(id: String(named.dropFirst())) else { throw .pageUnknown(String(named.dropFirst())) }
        try page.checkTablesHeld(in: store)
        self.page = page
        width = try reader.number(.width)
        height = try reader.number(.height)
        offset = try reader.number(.pageOffset)
        scroll = try Self.scroll(Self.item(named: "scroll", in: query)?.value, page: page)
        self.reader = reader
        self.query = query
    }

    /// The item named `name` (a query gives each name at most once: QueryReader), found without
    /// reading the others' Strings; its value nil for a bare name.
    private static func item(named name: StaticString, in query: Query) -> QueryItem? {
        let wanted = ByteView(name)
        guard query.mayHaveName(ofBit: Query.bit(of: wanted)) else { return nil }
        return query.firstItem { Query.spells($0, wanted) }
    }

    /// `k:o` pairs: each `k` a box section of the page, at most once, each `o` within the offsets' range.
    private static func scroll(_ text: String?, page: HeldPage) throws(Problem) -> [Int: Double] {
        guard let text else { return [:] }
        var scroll: [Int: Double] = [:]
        for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy({ $0 >= "0" && $0 <= "9" }),
                let section = Int(parts[0]),
                DecimalSyntax.isNumber(ArraySlice(parts[1].utf8))
            else {
                throw .invalidParameter("scroll", "'\(pair)' is not section:offset (scroll=0:420,3:-12.5)")
            }
            let value = DecimalSyntax.value(of: ArraySlice(parts[1].utf8))
            guard value.isFinite, NumberRange.offset.contains(value) else {
                throw .invalidParameter("scroll", "\(parts[1]) is out of range: must be \(NumberRange.offset)")
            }
            let entries = page.description.entries
            guard entries.indices.contains(section), case .box = entries[section].section.kind else {
                throw .invalidParameter("scroll", "section \(parts[0]) is not a box of this page")
            }
            guard scroll[section] == nil else { throw .invalidParameter("scroll", "section \(section) given more than once") }
            scroll[section] = value
        }
        return scroll
    }
}

extension Problem {
    /// A page this server does not hold (never posted here, or evicted): the client posts it again.
    static func pageUnknown(_ id: String) -> Problem {
        Problem(
            type: "urn:pinwheel:problem:page-unknown", title: "Unknown page", status: .notFound,
            detail: "page: no page \(id) is held here (never posted to this server, or evicted); POST /pages the "
                + "description again and retry",
            parameter: "page")
    }
}
