// Each layout's own operations' and the page operations' parameter lists in openapi.yaml, written from what the server reads.

import LayoutEngine
import PinwheelAPI

/// What a layout's own operation (`/slider/layout`) lists: a `$ref` to one component per entry
/// its requests take, in the table's order, then `If-None-Match`. Written into openapi.yaml's
/// text in place, after the operation's `parameters: &sliderLayoutParameters` (its HEAD shares
/// the list through the alias), so that openapi.yaml's prose stays as it is written.
enum OpenAPIParameterLists {
    /// The entries a layout's own operation lists: its requests' entries but `layout`, which the
    /// path names.
    static func entries(on endpoint: Endpoint, for layout: LayoutName) -> [QueryParameter] {
        QueryParameter.entries(on: endpoint, for: layout).filter { $0 != .layout }
    }

    /// What a page operation (`/page/motion`) lists: the page's own entries (`page`, its viewport,
    /// `offset` and `scroll`), then the rest of what `endpoint.parameters` holds in the table's
    /// order, `section` being the page's.
    static func pageEntries(on endpoint: PageEndpoint) -> [QueryParameter] {
        let own: [QueryParameter] = [.page, .width, .height, .pageOffset, .scroll]
        let ownNames = Set(own.map(\.name))
        let rest = QueryParameter.table.filter { entry in
            endpoint.parameters.contains(entry.name) && !ownNames.contains(entry.name)
                && QueryParameter.table.first { $0.name == entry.name } == entry
        }
        return own + rest.map { $0.name == QueryParameter.pageSection.name ? .pageSection : $0 }
    }

    /// The YAML anchor of a page operation's list: `pageMotionParameters`.
    static func anchor(on endpoint: PageEndpoint) -> String {
        "page\(capitalized(String(endpoint.rawValue.split(separator: "/").last!)))Parameters"
    }

    /// The component describing `entry`: its name capitalized, after its layout's when several
    /// entries share the name (`WheelCount`, `SliderOffset`; `Offset` is every other layout's),
    /// and the page's own `PageOffset` and `PageSection`.
    static func componentName(of entry: QueryParameter) -> String {
        if entry == .pageOffset || entry == .pageSection { return "Page" + capitalized(entry.name) }
        let name = capitalized(entry.name)
        let isShared = QueryParameter.table.filter { $0.name == entry.name }.count > 1
        guard isShared, entry.layouts.count == 1, let layout = entry.layouts.first else { return name }
        return capitalized(layout.rawValue) + name
    }

    /// The YAML anchor of the list of `layout`'s own operation on `endpoint`: `sliderLayoutParameters`.
    static func anchor(on endpoint: Endpoint, for layout: LayoutName) -> String {
        "\(layout.rawValue)\(capitalized(String(endpoint.path.dropFirst())))Parameters"
    }

    /// `text` with every layout's list written from the table; fails if an operation is missing.
    static func writing(_ text: String) throws(MissingOperation) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for endpoint in Endpoint.allCases {
            for layout in endpoint.layouts {
                let anchorLine = "      parameters: &\(anchor(on: endpoint, for: layout))"
                guard let start = lines.firstIndex(of: anchorLine) else {
                    throw MissingOperation(path: endpoint.path(for: layout), anchorLine: anchorLine)
                }
                var end = start + 1
                while end < lines.count, lines[end].hasPrefix(referencePrefix) { end += 1 }
                let names = entries(on: endpoint, for: layout).map(componentName) + ["IfNoneMatch"]
                lines.replaceSubrange((start + 1)..<end, with: names.map { "\(referencePrefix)'#/components/parameters/\($0)'" })
            }
        }
        for endpoint in PageEndpoint.allCases {
            let anchorLine = "      parameters: &\(anchor(on: endpoint))"
            guard let start = lines.firstIndex(of: anchorLine) else {
                throw MissingOperation(path: endpoint.rawValue, anchorLine: anchorLine)
            }
            var end = start + 1
            while end < lines.count, lines[end].hasPrefix(referencePrefix) { end += 1 }
            let names = pageEntries(on: endpoint).map(componentName) + ["IfNoneMatch"]
            lines.replaceSubrange((start + 1)..<end, with: names.map { "\(referencePrefix)'#/components/parameters/\($0)'" })
        }
        return lines.joined(separator: "\n")
    }

    /// An operation openapi.yaml lacks: its prose is written by hand, its list then by `writing`.
    struct MissingOperation: Error, CustomStringConvertible {
        var path: String
        var anchorLine: String
        var description: String { "openapi.yaml has no GET \(path) whose parameters start \(anchorLine)" }
    }

    private static let referencePrefix = "        - $ref: "

    private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}
