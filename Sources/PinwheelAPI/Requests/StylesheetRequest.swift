// `GET /layout.css`'s query: `/layout`'s, validated as there, and the container's `selector`.

import HTTPCore
import LayoutEngine
import WireFormat

/// A validated `/layout.css` request: the layout at its offset, and the container's selector.
struct StylesheetRequest {
    /// The parameter `/layout.css` takes beside `/layout`'s; the route reads it, and `/layout`
    /// refuses it as unknown.
    static let selectorName = "selector"

    let layout: LayoutRequest
    let selector: StylesheetSelector

    /// Validates `query` (`length` bytes long) as `/layout` does once `selector` is taken out of it;
    /// a problem names the first parameter at fault.
    init(query: Query, length: Int, sizeTables: SizeTableStore?, pathLayout: LayoutName?) throws(Problem) {
        var layoutQuery = query
        let selector: StylesheetSelector
        if let value = query.value(named: "selector" as StaticString) {
            let others = query.items.filter { $0.name != Self.selectorName }
            if query.count - others.count > 1 { throw .invalidParameter(Self.selectorName, "given more than once") }
            selector = try StylesheetSelector(value)
            layoutQuery = Query(others)
        } else {
            selector = .default
        }
        // Read as `/layout` reads it, `fields` included (checked, but a stylesheet holds every rule).
        let request = try LayoutEndpointRequest(
            query: layoutQuery, length: length, sizeTables: sizeTables, pathLayout: pathLayout)
        // Set once nothing more can throw: a request built in place, not copied out.
        self.layout = request.layout
        self.selector = selector
    }

    /// The stylesheet: the layout's answer placed in the container's children as the web module
    /// places them (pinwheel-placement.js).
    func stylesheet() -> [UInt8] {
        let placement = layout.stylesheetPlacement
        return StylesheetWriter.encode(
            layout.result(), selector: selector, shift: placement.shift, children: placement.children,
            vertical: placement.vertical, drawsOutside: placement.drawsOutside)
    }
}

extension LayoutRequest {
    /// How the stylesheet places the answer in the container's children: shifted by the scroll
    /// offset along the axis it moves the frames along, in the layout's child order, along the
    /// slider's axis, drawn outside its box or not.
    fileprivate var stylesheetPlacement: (shift: Point, children: ChildOrder, vertical: Bool, drawsOutside: Bool) {
        visit(StylesheetPlacement())
    }
}

private struct StylesheetPlacement: LayoutVisitor {
    func visit<Layout: ServedLayout>(_ posed: PosedLayout<Layout>) -> (
        shift: Point, children: ChildOrder, vertical: Bool, drawsOutside: Bool
    ) {
        let shift: Point =
            switch Layout.frameScrollAxis {
            case .x: Point(x: posed.offset, y: 0)
            case .y: Point(x: 0, y: posed.offset)
            case nil: Point(x: 0, y: 0)
            }
        return (shift, posed.layout.childOrder, posed.layout.scrollsVertically, posed.layout.drawsOutside)
    }
}

extension StylesheetSelector {
    static let maximumLength = 64

    /// The selector `value`, a `selector` parameter's: one leading `#` or `.`, then letters,
    /// digits, `-` and `_`, at most `maximumLength` bytes; a problem names the parameter otherwise.
    init(_ value: ArraySlice<UInt8>) throws(Problem) {
        let name = StylesheetRequest.selectorName
        let rule = "one leading # or . then letters, digits, - and _, at most \(Self.maximumLength) characters"
        guard value.count <= Self.maximumLength else {
            throw .invalidParameter(name, "\(value.count) characters, over the limit of \(Self.maximumLength) (\(rule))")
        }
        guard let first = value.first, first == UInt8(ascii: "#") || first == UInt8(ascii: ".") else {
            throw .invalidParameter(name, "not a selector: \(rule)")
        }
        guard value.count > 1, value.dropFirst().allSatisfy(Self.isNameByte) else {
            throw .invalidParameter(name, "not a selector: \(rule)")
        }
        self.init(Array(value))
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default: false
        }
    }
}
