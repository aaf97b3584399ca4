// A page section's layout query (docs/PAGE.md §1): its string read as libmicrohttpd reads a request's, and the query asked at each state.

public import HTTPCore
public import LayoutEngine

/// A section's `query`, read once at `POST /pages`: the layout it names and its items, which the
/// page completes with what it decides (`width`, `height`, `offset`) each time it asks the layout.
public struct SectionQuery: Hashable, Sendable {
    /// The parameters the page sets itself, which a section's query may not hold: the viewport,
    /// and a gesture's state (coverFlow2's `toggle`, the slider's `dragFrom`), which a box's
    /// motions decide and its `/motion` and `/snap` do not take.
    static let pageDecides: Set<String> = ["width", "height", "offset", "fields", "toggle", "dragFrom"]

    public let layout: LayoutName
    /// The items as written, with the parallax list's `false` defaults added.
    public let items: [QueryItem]

    /// Reads `text` (`name=value` pairs joined by `&`, `+` a space and `%HH` a byte, as a
    /// request's query); `path` names the section's query in problems (`sections[2].query`).
    init(_ text: String, path: String) throws(Problem) {
        var items = Self.items(of: text)
        for item in items where Self.pageDecides.contains(item.name) {
            throw .invalidParameter(path, "\(item.name) is set by the page")
        }
        let layoutName = items.first { $0.name == "layout" }?.value ?? LayoutName.wheel.rawValue
        guard let layout = LayoutName(rawValue: layoutName) else {
            throw .invalidParameter(
                path,
                "layout: '\(layoutName)' is not one of "
                    + LayoutName.allCases.map(\.rawValue).joined(separator: ", "))
        }
        items = try layout.visitType(PageItems(items: items, path: path))
        self.layout = layout
        self.items = items
    }

    /// The query the layout is asked with at a state of the page: the section's items, then
    /// `width`, `height` and, when given, `offset`.
    func asked(width: Double, height: Double, offset: Double?, adding extra: [QueryItem] = []) -> [QueryItem] {
        var asked = items
        asked.reserveCapacity(items.count + 3 + extra.count)
        asked.append(QueryItem(name: "width", value: Self.text(width)))
        asked.append(QueryItem(name: "height", value: Self.text(height)))
        if let offset { asked.append(QueryItem(name: "offset", value: Self.text(offset))) }
        asked.append(contentsOf: extra)
        return asked
    }

    /// A number as a query writes it, exactly (Swift's shortest round-trip form).
    static func text(_ value: Double) -> String { "\(value)" }

    /// The items of a query string, as libmicrohttpd splits and decodes a request's.
    static func items(of text: String) -> [QueryItem] {
        // As libmicrohttpd: an empty argument (`a&&b`) is a name without a value; a trailing `&` adds none.
        var pairs = text.split(separator: "&", omittingEmptySubsequences: false)
        if pairs.last?.isEmpty == true { pairs.removeLast() }
        return pairs.map { pair in
            guard let equals = pair.firstIndex(of: "=") else { return QueryItem(name: decoded(pair), value: nil) }
            return QueryItem(name: decoded(pair[..<equals]), value: decoded(pair[pair.index(after: equals)...]))
        }
    }

    /// `+` as a space, then each `%HH` as its byte (a `%` not followed by two hexadecimal digits
    /// stays as it is).
    private static func decoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        let source = Array(text.utf8)
        var index = 0
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: "%"), index + 2 < source.count,
                let high = hexValue(source[index + 1]), let low = hexValue(source[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// The section's items as its layout takes them in a page.
private struct PageItems: LayoutTypeVisitor {
    typealias Failure = Problem
    let items: [QueryItem]
    let path: String

    func visit<Layout: ServedLayout>(_ type: Layout.Type) throws(Problem) -> [QueryItem] {
        try Layout.pageItems(items, path: path)
    }
}
