// A page description as posted (docs/PAGE.md §1): its JSON read strictly, each refusal naming the JSON path at fault.

import Foundation
import HTTPCore
public import LayoutEngine

/// One section of a posted page: its layout's query and its geometry for the page's engine.
public struct PageSectionEntry: Hashable, Sendable {
    public let query: SectionQuery
    public let section: PageSection
}

/// A page's sections as its body describes them, checked (docs/PAGE.md §1–§3).
public struct PageDescription: Hashable, Sendable {
    public let entries: [PageSectionEntry]

    /// The geometry the engine stacks: one array, which every width's `PageStack` shares.
    public let sections: [PageSection]

    /// Reads `body`: not JSON, or not a page's shape, is refused naming the JSON path at fault
    /// (`sections[2].height`, or `body`), as is every section's query that its layout's reader
    /// refuses (checked at the page's default viewport, the tables in `sizeTables`).
    public init(body: [UInt8], sizeTables: SizeTableStore?) throws(Problem) {
        try StrictJSON.check(body)
        let posted: PostedPage
        do {
            posted = try JSONDecoder().decode(PostedPage.self, from: Data(body))
        } catch let error as DecodingError {
            throw Self.problem(error)
        } catch {
            throw .invalidParameter("body", "not a page description: \(error)")
        }
        guard (1...PageLimits.sections).contains(posted.sections.count) else {
            throw .invalidParameter(
                "sections", "\(posted.sections.count) sections: a page has 1 to \(PageLimits.sections)")
        }
        var entries: [PageSectionEntry] = []
        entries.reserveCapacity(posted.sections.count)
        var gridItems = 0
        for (index, posted) in posted.sections.enumerated() {
            let (entry, items) = try Self.entry(posted, index: index, sizeTables: sizeTables)
            gridItems += items
            guard gridItems <= PageLimits.gridItems else {
                throw .invalidParameter(
                    "sections[\(index)].query",
                    "count: the page's masonry, justified and grid sections hold \(gridItems) items up to this one, over "
                        + "the limit of \(PageLimits.gridItems) in one page")
            }
            entries.append(entry)
        }
        self.entries = entries
        sections = entries.map(\.section)
    }

    /// The section, and how many items it holds if it is a grid layout's (0 for another).
    private static func entry(_ posted: PostedSection, index: Int, sizeTables: SizeTableStore?) throws(Problem)
        -> (PageSectionEntry, gridItems: Int)
    {
        let path = "sections[\(index)]"
        let query = try SectionQuery(posted.query, path: "\(path).query")
        let kind: PageSectionKind
        if query.layout.flowsInPage {
            if posted.height != nil {
                throw .invalidParameter(
                    "\(path).height", "a \(query.layout.rawValue) section flows in the page: its height is its content's")
            }
            kind = .flow
        } else {
            guard let height = posted.height else {
                throw .missingParameter("\(path).height", "a \(query.layout.rawValue) section is a box of its own height")
            }
            guard height.isFinite, height >= Limits.smallestSize, height <= Limits.length else {
                throw .invalidParameter(
                    "\(path).height",
                    "\(height) is out of range: must be \(Limits.smallestSize) to \(Int(Limits.length)), as a layout's height")
            }
            kind = .box(height: height, frameScrollAxis: query.layout.frameScrollAxis)
        }
        let section = PageSection(
            kind: kind, header: posted.header?.boundary, footer: posted.footer?.boundary,
            insets: posted.insets?.insets ?? .zero, background: posted.background ?? false)
        do throws(PageParameterError) {
            try section.validate(asSection: index)
        } catch {
            throw .invalidParameter(error.parameter, error.reason)
        }
        try checkLengths(section, path: path)
        let request = try check(query, section: section, path: "\(path).query", sizeTables: sizeTables)
        let gridItems = QueryParameter.grids.contains(query.layout) ? request.visit(FlowItemCount()) : 0
        return (PageSectionEntry(query: query, section: section), gridItems)
    }

    /// Refuses a header, footer or inset longer than a layout's longest length (`Limits.length`),
    /// as a box's height is: a page of longer ones could stack past any double, its content size
    /// and every frame below written as infinite, which no JSON can hold.
    private static func checkLengths(_ section: PageSection, path: String) throws(Problem) {
        let lengths = [
            ("header", "height", section.header?.height ?? 0), ("footer", "height", section.footer?.height ?? 0),
            ("insets", "top", section.insets.top), ("insets", "left", section.insets.left),
            ("insets", "bottom", section.insets.bottom), ("insets", "right", section.insets.right),
        ]
        for (member, name, length) in lengths where length > Limits.length {
            throw .invalidParameter(
                "\(path).\(member)", "\(name) \(length) is out of range: must be at most \(Int(Limits.length))")
        }
    }

    /// Asks the section's layout once, at the page's default viewport (docs/PAGE.md: 375 × 667)
    /// and offset, so that every refusal of its reader comes at `POST`, naming the section.
    private static func check(_ query: SectionQuery, section: PageSection, path: String, sizeTables: SizeTableStore?)
        throws(Problem) -> LayoutRequest
    {
        let width = (try? PageStack.contentWidth(of: section, pageWidth: 375)) ?? 375
        let height: Double =
            switch section.kind {
            case .flow: 667
            case .box(let height, _): height
            }
        do throws(Problem) {
            let asked = query.asked(width: width, height: height, offset: nil)
            return try LayoutRequest(query: asked, length: Request.length(of: asked), sizeTables: sizeTables)
        } catch {
            throw error.naming(path)
        }
    }

    /// A decoding error as the problem naming its JSON path.
    private static func problem(_ error: DecodingError) -> Problem {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return .invalidParameter(path(context.codingPath), context.debugDescription)
        case .keyNotFound(let key, let context):
            return .missingParameter(path(context.codingPath + [key]), "\(key.stringValue) has no default")
        case .dataCorrupted(let context):
            return .invalidParameter(
                context.codingPath.isEmpty ? "body" : path(context.codingPath), context.debugDescription)
        @unknown default:
            return .invalidParameter("body", "not a page description")
        }
    }

    /// `sections[2].header.height`, from a decoder's coding path.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "body" : text
    }
}

extension Problem {
    /// The problem as a page section's: its `parameter` the section's JSON path, its detail
    /// prefixed by it, its type and status kept (a table the section names and the server does
    /// not hold stays a 404 `sizes-unknown`).
    func naming(_ path: String) -> Problem {
        var named = self
        named.parameter = path
        named.detail = "\(path): \(detail)"
        return named
    }
}

// MARK: The body's shape

/// Refuses a key it does not know, naming it, rather than ignoring it as `Decodable` would.
private func checkKeys(_ decoder: any Decoder, _ known: Set<String>) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    for key in container.allKeys where !known.contains(key.stringValue) {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: container.codingPath + [key],
                debugDescription: "unknown key; one of \(known.sorted().joined(separator: ", "))"))
    }
}

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

private struct PostedPage: Decodable {
    let sections: [PostedSection]

    private enum CodingKeys: String, CodingKey { case sections }

    init(from decoder: any Decoder) throws {
        try checkKeys(decoder, ["sections"])
        sections = try decoder.container(keyedBy: CodingKeys.self).decode([PostedSection].self, forKey: .sections)
    }
}

private struct PostedSection: Decodable {
    let query: String
    let height: Double?
    let header: PostedBoundary?
    let footer: PostedBoundary?
    let insets: PostedInsets?
    let background: Bool?

    private enum CodingKeys: String, CodingKey { case query, height, header, footer, insets, background }

    init(from decoder: any Decoder) throws {
        try checkKeys(decoder, ["query", "height", "header", "footer", "insets", "background"])
        let container = try decoder.container(keyedBy: CodingKeys.self)
        query = try container.decode(String.self, forKey: .query)
        height = try container.decodeIfPresent(Double.self, forKey: .height)
        header = try container.decodeIfPresent(PostedBoundary.self, forKey: .header)
        footer = try container.decodeIfPresent(PostedBoundary.self, forKey: .footer)
        insets = try container.decodeIfPresent(PostedInsets.self, forKey: .insets)
        background = try container.decodeIfPresent(Bool.self, forKey: .background)
    }
}

private struct PostedBoundary: Decodable {
    let height: Double
    let pinned: Bool?
    let stretchy: Bool?

    private enum CodingKeys: String, CodingKey { case height, pinned, stretchy }

    init(from decoder: any Decoder) throws {
        try checkKeys(decoder, ["height", "pinned", "stretchy"])
        let container = try decoder.container(keyedBy: CodingKeys.self)
        height = try container.decode(Double.self, forKey: .height)
        pinned = try container.decodeIfPresent(Bool.self, forKey: .pinned)
        stretchy = try container.decodeIfPresent(Bool.self, forKey: .stretchy)
    }

    var boundary: PageBoundary { PageBoundary(height: height, pinned: pinned ?? false, stretchy: stretchy ?? false) }
}

private struct PostedInsets: Decodable {
    let top: Double?
    let left: Double?
    let bottom: Double?
    let right: Double?

    private enum CodingKeys: String, CodingKey { case top, left, bottom, right }

    init(from decoder: any Decoder) throws {
        try checkKeys(decoder, ["top", "left", "bottom", "right"])
        let container = try decoder.container(keyedBy: CodingKeys.self)
        top = try container.decodeIfPresent(Double.self, forKey: .top)
        left = try container.decodeIfPresent(Double.self, forKey: .left)
        bottom = try container.decodeIfPresent(Double.self, forKey: .bottom)
        right = try container.decodeIfPresent(Double.self, forKey: .right)
    }

    var insets: PageInsets { PageInsets(top: top ?? 0, left: left ?? 0, bottom: bottom ?? 0, right: right ?? 0) }
}
