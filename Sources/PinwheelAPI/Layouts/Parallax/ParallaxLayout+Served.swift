// The parallax list as the API serves it.

import HTTPCore
import LayoutEngine
import WireFormat

extension ParallaxLayout: ServedLayout {
    static func read(_ query: QueryReader, on endpoint: Endpoint) throws(Problem) -> PosedLayout<Self> {
        PosedLayout(try query.parallax(), offset: try query.number(.offset))
    }

    func itemLimitParameter(_ pose: NoPose) -> String { "itemHeight" }

    var childOrder: ChildOrder { .parallax(ParallaxChildren(self)) }

    /// The options a page pins itself (§1), `false` in a page.
    static let pinnedByPage = ["stretchy", "stickyMenu", "stickyHeaders"]

    /// The titles pinned off (the page's own headers pin), and one section.
    static func pageItems(_ items: [QueryItem], path: String) throws(Problem) -> [QueryItem] {
        var items = items
        for name in pinnedByPage {
            if let given = items.first(where: { $0.name == name }) {
                guard given.value == "false" else {
                    throw .invalidParameter(path, "\(name): a page pins its titles itself (false, or leave it out)")
                }
            } else {
                items.append(QueryItem(name: name, value: "false"))
            }
        }
        if let count = items.first(where: { $0.name == "count" })?.value, count.contains(",") {
            throw .invalidParameter(path, "count: the parallax list in a page has one section (count=40, not 4,3)")
        }
        return items
    }
}
