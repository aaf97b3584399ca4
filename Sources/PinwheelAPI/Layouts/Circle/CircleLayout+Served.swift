// The circle as the API serves it.

import LayoutEngine

extension CircleLayout: ServedLayout {
    static func read(_ query: QueryReader, on endpoint: Endpoint) throws(Problem) -> PosedLayout<Self> {
        PosedLayout(try query.circle(), offset: try query.number(.offset))
    }

    func itemLimitParameter(_ pose: NoPose) -> String { "count" }
}
